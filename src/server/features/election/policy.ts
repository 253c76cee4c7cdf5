import type { FastifyReply, FastifyRequest } from "fastify";
import { VOTE_NEEDS_CONFIRMED_ADDRESS } from "../../../shared/election/election";
import { forbidden } from "../../lib/http-errors";
import { currentUser } from "../auth/session";
import { hashVoterAddress, type Voter } from "./service";

/** Names the vote cast in this browser, so that a member's vote can replace the visitor vote before it. */
const BROWSER_VOTE_COOKIE = "wahlstimme";
const BROWSER_VOTE_MAX_AGE_S = 365 * 86_400;

function browserVoteId(request: FastifyRequest): number | undefined {
  const raw = request.cookies[BROWSER_VOTE_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  const id = unsigned?.valid ? Number(unsigned.value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Who casts a vote: a signed-in member by their account; a visitor by the address the configured
 * proxies vouch for (request.ip), kept only as a keyed hash. The poll is open to visitors (spec §6).
 * Either way the vote already cast in this browser is named (docs/decisions.md "Election poll: one
 * browser, one vote").
 */
export async function voterOf(request: FastifyRequest): Promise<Voter> {
  const user = await currentUser(request);
  const browserVote = browserVoteId(request);
  const addressHash = hashVoterAddress(request.server.ctx.voterKey, request.ip);
  if (user) return { kind: "member", userId: user.id, addressHash, browserVote };
  return { kind: "visitor", addressHash, browserVote };
}

/**
 * A member's vote counts only once the address is confirmed: invented addresses would otherwise make as
 * many votes as registrations. Visitors are bounded by their address.
 */
export async function assertCanVote(request: FastifyRequest): Promise<void> {
  const user = await currentUser(request);
  if (user && !user.emailVerified) throw forbidden(VOTE_NEEDS_CONFIRMED_ADDRESS);
}

export function rememberBrowserVote(request: FastifyRequest, reply: FastifyReply, voteId: number): void {
  reply.setCookie(BROWSER_VOTE_COOKIE, String(voteId), {
    path: "/api/election",
    httpOnly: true,
    sameSite: "lax",
    secure: request.server.ctx.config.secureCookies,
    signed: true,
    maxAge: BROWSER_VOTE_MAX_AGE_S,
  });
}
