import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { type AuthUser, EMAIL_TAKEN, type RegisterInput, WRONG_CREDENTIALS } from "../../../shared/auth";
import type { Db } from "../../db/client";
import { externalIdentities, passwordCredentials, sessions, users } from "../../db/schema";
import { conflict, unauthorized } from "../../lib/http-errors";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const SCRYPT = { N: 16_384, r: 8, p: 1, keylen: 64 };
const SESSION_DAYS = 30;
/** A session is extended only when less than this is left, so that reads rarely write. */
const SESSION_REFRESH_DAYS = 15;
const DAY_MS = 86_400_000;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT.keylen, { ...SCRYPT, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [kind, n, r, p, saltText, hashText] = stored.split("$");
  if (kind !== "scrypt" || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, "base64");
  const actual = await scryptAsync(password, Buffer.from(saltText, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Compared against when the e-mail is unknown, so that both cases take the same time. */
let dummyHash: Promise<string> | undefined;

type UserRow = typeof users.$inferSelect;

export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role === "admin" ? "admin" : "user",
    isAdmin: user.isAdmin,
  };
}

/** ADMIN_EMAILS makes administrators on sign-in; it never takes the right away from anyone. */
async function applyAdminEmails(db: Db, user: UserRow, adminEmails: string[]): Promise<UserRow> {
  if (user.isAdmin || !adminEmails.includes(user.email.toLowerCase())) return user;
  const [updated] = await db
    .update(users)
    .set({ role: "admin", isAdmin: true })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

export async function registerMember(db: Db, input: RegisterInput, adminEmails: string[]): Promise<AuthUser> {
  const passwordHash = await hashPassword(input.password);
  const isAdmin = adminEmails.includes(input.email);
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: isAdmin ? "admin" : "user",
          isAdmin,
        })
        .returning();
      if (!created) throw new Error("insert returned no row");
      await tx.insert(passwordCredentials).values({ userId: created.id, passwordHash });
      return created;
    });
    return toAuthUser(user);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export async function authenticate(
  db: Db,
  email: string,
  password: string,
  adminEmails: string[],
): Promise<AuthUser> {
  const [row] = await db
    .select({ user: users, passwordHash: passwordCredentials.passwordHash })
    .from(users)
    .innerJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!row) {
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verifyPassword(await dummyHash, password);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw unauthorized(WRONG_CREDENTIALS);
  return toAuthUser(await applyAdminEmails(db, row.user, adminEmails));
}

/** Finds or creates the member behind an OpenID Connect identity. */
export async function signInExternal(
  db: Db,
  identity: {
    issuer: string;
    subject: string;
    email: string;
    firstName?: string;
    lastName?: string;
    picture?: string;
  },
  adminEmails: string[],
): Promise<AuthUser> {
  const user = await db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(externalIdentities)
      .innerJoin(users, eq(users.id, externalIdentities.userId))
      .where(
        and(eq(externalIdentities.issuer, identity.issuer), eq(externalIdentities.subject, identity.subject)),
      )
      .limit(1);
    if (linked) {
      const [updated] = await tx
        .update(users)
        .set({
          firstName: identity.firstName ?? linked.user.firstName,
          lastName: identity.lastName ?? linked.user.lastName,
          profileImageUrl: identity.picture ?? linked.user.profileImageUrl,
        })
        .where(eq(users.id, linked.user.id))
        .returning();
      return updated ?? linked.user;
    }
    // An existing member with the same (provider-verified) e-mail keeps their account.
    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email.toLowerCase()}`)
      .limit(1);
    const member =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email: identity.email.toLowerCase(),
            firstName: identity.firstName ?? null,
            lastName: identity.lastName ?? null,
            profileImageUrl: identity.picture ?? null,
          })
          .returning()
      )[0];
    if (!member) throw new Error("insert returned no row");
    await tx
      .insert(externalIdentities)
      .values({ issuer: identity.issuer, subject: identity.subject, userId: member.id });
    return member;
  });
  return toAuthUser(await applyAdminEmails(db, user, adminEmails));
}

export interface SessionData {
  userId?: string;
  [key: string]: unknown;
}

export async function createSession(db: Db, data: SessionData): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({ sid, sess: data, expire: new Date(Date.now() + SESSION_DAYS * DAY_MS) });
  return sid;
}

/**
 * Signing in always issues a new session id (no session fixation). What the visitor's previous
 * session carried, for example a PR report ordered before signing in, moves over to the new one.
 */
export async function renewSession(db: Db, previousSid: string | undefined, userId: string): Promise<string> {
  return db.transaction(async (tx) => {
    let carried: SessionData = {};
    if (previousSid) {
      const [previous] = await tx.delete(sessions).where(eq(sessions.sid, previousSid)).returning();
      if (previous) carried = previous.sess as SessionData;
    }
    const sid = randomBytes(32).toString("base64url");
    await tx.insert(sessions).values({
      sid,
      sess: { ...carried, userId, previousSid: previousSid ?? null },
      expire: new Date(Date.now() + SESSION_DAYS * DAY_MS),
    });
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
  if (!row) return null;
  if (row.expire.getTime() - Date.now() < SESSION_REFRESH_DAYS * DAY_MS) {
    await db
      .update(sessions)
      .set({ expire: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
      .where(eq(sessions.sid, sid));
  }
  return { sid, data: row.sess as SessionData, user: row.user ? toAuthUser(row.user) : null };
}

export async function destroySession(db: Db, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function purgeExpiredSessions(db: Db): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expire, new Date()))
    .returning({ sid: sessions.sid });
  return removed.length;
}

export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth++) {
    if (typeof current === "object" && current !== null && (current as { code?: unknown }).code === "23505") {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
