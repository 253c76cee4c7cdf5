import type { FastifyRequest } from "fastify";
import { getSession } from "../features/auth/session";

/**
 * Rate-limit keys. Signed-in writers are counted per member, so that neighbours behind one address do
 * not block each other and one member cannot spread over addresses; without a session, per address.
 */
export const perMember = (scope: string) => async (request: FastifyRequest) => {
  const user = (await getSession(request))?.user;
  return `${scope}:${user ? `member:${user.id}` : `ip:${request.ip}`}`;
};

/** Per browser session (a visitor's too), else per address. */
export const perSession = (scope: string) => async (request: FastifyRequest) => {
  const session = await getSession(request);
  return `${scope}:${session ? `session:${session.sid}` : `ip:${request.ip}`}`;
};

/** A model call costs money and time: a member gets a handful of drafts, not a stream. */
export const AI_DRAFT_LIMIT = { max: 10, timeWindow: "10 minutes" };
/** Letters and articles are moderated by hand; more than this in an hour is not a reader reporter. */
export const CONTRIBUTION_SUBMIT_LIMIT = { max: 10, timeWindow: "1 hour" };
