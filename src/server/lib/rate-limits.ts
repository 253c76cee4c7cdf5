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

/**
 * A route's limit counted per member after sign-in and input checks (the preHandler hook): signed-out
 * calls and malformed bodies are refused before they count, and count per address apart from members,
 * so that nobody can use up a member's quota from the same address.
 */
export const limitPerMember = (scope: string, limit: { max: number; timeWindow: string | number }) => ({
  ...limit,
  hook: "preHandler" as const,
  keyGenerator: perMember(scope),
});

/** Per browser session (a visitor's too), else per address. */
export const perSession = (scope: string) => async (request: FastifyRequest) => {
  const session = await getSession(request);
  return `${scope}:${session ? `session:${session.sid}` : `ip:${request.ip}`}`;
};

/** As limitPerMember, per browser session: for orders that visitors may place without an account. */
export const limitPerSession = (scope: string, limit: { max: number; timeWindow: string | number }) => ({
  ...limit,
  hook: "preHandler" as const,
  keyGenerator: perSession(scope),
});

/** A model call costs money and time: a member gets a handful of drafts, not a stream. */
export const AI_DRAFT_LIMIT = { max: 10, timeWindow: "10 minutes" };
/** Letters and articles are moderated by hand; more than this in an hour is not a reader reporter. */
export const CONTRIBUTION_SUBMIT_LIMIT = { max: 10, timeWindow: "1 hour" };
