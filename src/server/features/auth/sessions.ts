import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import type { Db, Tx } from "../../db/client";
import { accountTokens, sessions, users } from "../../db/schema";
import { toAuthUser } from "./presenter";

const DAY_MS = 86_400_000;
/** Sliding lifetime: a session unused for this long ends. */
const SESSION_DAYS = 30;
/** A session is extended only when less than this is left, so that reads rarely write. */
const SESSION_REFRESH_DAYS = 15;
/** Absolute lifetime: however active, a session ends this long after signing in. */
export const SESSION_ABSOLUTE_DAYS = 90;

/** Ends every session of a member, but the one named in `except`. */
export async function endSessionsOf(db: Db | Tx, userId: string, except?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, except ? ne(sessions.sid, except) : undefined));
}

export interface SessionData {
  userId?: string;
  /** When the session began (ms): the absolute lifetime counts from here. */
  startedAt?: number;
  [key: string]: unknown;
}

const sessionEnd = (startedAt: number | undefined, now: number) =>
  new Date(Math.min(now + SESSION_DAYS * DAY_MS, (startedAt ?? now) + SESSION_ABSOLUTE_DAYS * DAY_MS));

/** A session for a visitor who is not signed in (for example one who orders a PR report). */
export async function createSession(db: Db, data: SessionData): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.insert(sessions).values({ sid, sess: { ...data, startedAt: now }, expire: sessionEnd(now, now) });
  return sid;
}

/**
 * What an area hands over from a signed-out browser session to the member who signs in with it (a PR
 * report ordered before signing in). Areas register theirs in `ctx.sessionHandovers`, so that auth knows
 * none of them.
 */
export type SessionHandover = (tx: Tx, previousSid: string, userId: string) => Promise<void>;

/**
 * Signing in always issues a new session id (no session fixation) and carries nothing of the previous
 * session's data. What the signing-in member did in that same browser session becomes theirs, once,
 * through the areas' handovers; a session that belonged to somebody else hands over nothing.
 */
export async function renewSession(
  db: Db,
  previous: { sid: string; user: AuthUser | null } | null,
  userId: string,
  handovers: readonly SessionHandover[] = [],
): Promise<string> {
  return db.transaction(async (tx) => {
    if (previous) {
      await tx.delete(sessions).where(eq(sessions.sid, previous.sid));
      if (!previous.user || previous.user.id === userId) {
        for (const handover of handovers) await handover(tx, previous.sid, userId);
      }
    }
    const sid = randomBytes(32).toString("base64url");
    const now = Date.now();
    await tx.insert(sessions).values({ sid, sess: { userId, startedAt: now }, expire: sessionEnd(now, now) });
    return sid;
  });
}

export interface LoadedSession {
  sid: string;
  data: SessionData;
  user: AuthUser | null;
}

export async function loadSession(db: Db, sid: string): Promise<LoadedSession | null> {
  const [row] = await db
    .select({ sess: sessions.sess, expire: sessions.expire, user: users })
    .from(sessions)
    .leftJoin(users, sql`${users.id}::text = ${sessions.sess}->>'userId'`)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
    .limit(1);
  if (!row || row.user?.blockedAt) return null;
  const data = row.sess as SessionData;
  const now = Date.now();
  // A session from before absolute lifetimes (no startedAt) runs out instead of sliding on.
  if (typeof data.startedAt === "number" && row.expire.getTime() - now < SESSION_REFRESH_DAYS * DAY_MS) {
    const expire = sessionEnd(data.startedAt, now);
    if (expire.getTime() > row.expire.getTime()) {
      await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    }
  }
  return { sid, data, user: row.user ? toAuthUser(row.user) : null };
}

/** Of these sessions, the ones that still hold: not ended, not expired, of an existing account. */
export async function validSessionIds(db: Db, sids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(sids)].filter(Boolean);
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .innerJoin(users, sql`${users.id}::text = ${sessions.sess}->>'userId'`)
    .where(and(inArray(sessions.sid, wanted), gt(sessions.expire, new Date()), isNull(users.blockedAt)));
  return new Set(rows.map((row) => row.sid));
}

export async function destroySession(db: Db, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function purgeExpiredSessions(db: Db): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expire, new Date()))
    .returning({ sid: sessions.sid });
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date()));
  return removed.length;
}
