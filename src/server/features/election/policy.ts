import type { FastifyRequest } from "fastify";
import { currentUser } from "../auth/session";
import { hashVoterAddress, type Voter } from "./service";

/**
 * Who casts a vote: a signed-in member by their account; a visitor by the address the configured
 * proxies vouch for (request.ip), kept only as a keyed hash. The poll is open to visitors (spec §6).
 */
export async function voterOf(request: FastifyRequest): Promise<Voter> {
  const user = await currentUser(request);
  if (user) return { kind: "member", userId: user.id };
  return { kind: "visitor", addressHash: hashVoterAddress(request.server.ctx.voterKey, request.ip) };
}
