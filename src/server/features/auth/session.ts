import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthUser } from "../../../shared/auth";
import { forbidden, unauthorized } from "../../lib/http-errors";
import { type LoadedSession, loadSession } from "./service";

export const SESSION_COOKIE = "sid";
const SESSION_MAX_AGE_S = 30 * 86_400;

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
  return loadSession(request.server.ctx.db, unsigned.value);
}

export async function currentUser(request: FastifyRequest): Promise<AuthUser | null> {
  return (await getSession(request))?.user ?? null;
}

export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

/**
 * The member behind a write of their own (a submission, an entry, a message): every write route asks
 * this rather than `requireUser`, so that the rules for who may write live in one place.
 */
export async function requireMember(request: FastifyRequest): Promise<AuthUser> {
  return requireUser(request);
}

export async function requireAdmin(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw forbidden("Zugriff verweigert: Sie haben keine Administrator-Berechtigung.");
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
