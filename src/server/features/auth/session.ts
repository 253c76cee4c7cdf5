import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AuthUser, EMAIL_UNVERIFIED } from "../../../shared/auth/auth";
import { SESSION_COOKIE } from "../../http/headers";
import { forbidden, TOO_MANY_REQUESTS, tooManyRequests, unauthorized } from "../../lib/http-errors";
import { isEditorial } from "../newsroom/policy";
import { sessionCacheOf } from "./session-cache";
import { type LoadedSession, loadSession, SESSION_ABSOLUTE_DAYS } from "./sessions";

const SESSION_MAX_AGE_S = SESSION_ABSOLUTE_DAYS * 86_400;

/**
 * Writes per member, whatever address they come from: enough for a busy afternoon of submissions and
 * messages, too few for a script. Counted in the rate-limit store (Redis when configured).
 */
export const MEMBER_WRITE_LIMIT = { max: 60, timeWindow: 10 * 60_000 };

const loaded = new WeakMap<FastifyRequest, Promise<LoadedSession | null>>();

/** The visitor's session, read once per request and only when a route asks for it. */
export function getSession(request: FastifyRequest): Promise<LoadedSession | null> {
  let pending = loaded.get(request);
  if (!pending) {
    pending = readSession(request);
    loaded.set(request, pending);
  }
  return pending;
}

async function readSession(request: FastifyRequest): Promise<LoadedSession | null> {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const { ctx } = request.server;
  const sid = unsigned.value;
  // Reads may use a session read a moment ago (session-cache.ts); writes are authorized on the database's.
  const write = request.method !== "GET" && request.method !== "HEAD";
  return sessionCacheOf(ctx).read(sid, () => loadSession(ctx.db, sid), write);
}

export async function currentUser(request: FastifyRequest): Promise<AuthUser | null> {
  return (await getSession(request))?.user ?? null;
}

/**
 * Whether the visitor is a member with a confirmed address: the response cache's question, asked before
 * the cookie plugin's own hook has parsed the cookies, so they are parsed here.
 */
export async function isConfirmed(request: FastifyRequest): Promise<boolean> {
  request.cookies ??= request.server.parseCookie(request.headers.cookie ?? "");
  return (await currentUser(request))?.emailVerified === true;
}

export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

type WriteLimiter = ReturnType<FastifyInstance["createRateLimit"]>;
const writeLimiters = new WeakMap<object, WriteLimiter>();
const members = new WeakMap<FastifyRequest, Promise<AuthUser>>();

function writeLimiterOf(request: FastifyRequest): WriteLimiter {
  const key = request.server.ctx;
  let limiter = writeLimiters.get(key);
  if (!limiter) {
    limiter = request.server.createRateLimit({
      ...MEMBER_WRITE_LIMIT,
      keyGenerator: async (req) => `member-write:${(await requireUser(req)).id}`,
    });
    writeLimiters.set(key, limiter);
  }
  return limiter;
}

/**
 * A member whose address is confirmed, for reads of their own (their submissions and entries): the rule of
 * `requireMember` without the write budget, since reading counts against nothing.
 */
export async function requireConfirmed(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!user.emailVerified) throw forbidden(EMAIL_UNVERIFIED);
  return user;
}

async function checkMember(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireConfirmed(request);
  const limit = await writeLimiterOf(request)(request);
  if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(TOO_MANY_REQUESTS);
  return user;
}

/**
 * The member behind a write of their own (a submission, an entry, a message, an upload): every write
 * route asks this rather than `requireUser`, so that the rules for who may write live in one place. The
 * address must be verified, and each member has a budget of writes that no change of address resets.
 * Asked twice in one request (a route's preValidation and handler), it counts once.
 */
export function requireMember(request: FastifyRequest): Promise<AuthUser> {
  let pending = members.get(request);
  if (!pending) {
    pending = checkMember(request);
    members.set(request, pending);
  }
  return pending;
}

export async function requireAdmin(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw forbidden("Zugriff verweigert: Sie haben keine Administrator-Berechtigung.");
  return user;
}

/** Editors and administrators: the newsroom's routes (what each may do is features/newsroom/policy.ts). */
export async function requireEditor(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!isEditorial(user)) throw forbidden("Zugriff verweigert: Diese Seite ist der Redaktion vorbehalten.");
  return user;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sid: string) {
  loaded.delete(request);
  reply.setCookie(SESSION_COOKIE, sid, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.server.ctx.config.secureCookies,
    signed: true,
    maxAge: SESSION_MAX_AGE_S,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  loaded.delete(request);
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
