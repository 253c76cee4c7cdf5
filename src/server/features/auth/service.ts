import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { and, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import {
  ACCOUNT_BLOCKED,
  type AuthUser,
  LINK_INVALID,
  type RegisterInput,
  WRONG_CREDENTIALS,
  WRONG_CURRENT_PASSWORD,
} from "../../../shared/auth";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { accountTokens, externalIdentities, passwordCredentials, sessions, users } from "../../db/schema";
import { badRequest, forbidden, unauthorized } from "../../lib/http-errors";
import { type Mailer, salutation } from "../../providers/mail/index";
import { roleOf } from "../newsroom/policy";
import { claimSessionOrders } from "../pr-reports/service";

/** What the account rules need of the app: the database, the mail provider and a few settings. */
export interface AccountContext {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "municipality" | "adminEmails">;
}

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * OWASP Password Storage Cheat Sheet: N=2^14, r=8, p=5 costs as much CPU as N=2^17, r=8, p=1 but needs
 * 16 MiB per hash instead of 128, so that parallel sign-ins cannot exhaust the memory.
 */
const SCRYPT = { N: 16_384, r: 8, p: 5, keylen: 64 };
const SCRYPT_MAXMEM = 64 * 1024 * 1024;
const DAY_MS = 86_400_000;
/** Sliding lifetime: a session unused for this long ends. */
const SESSION_DAYS = 30;
/** A session is extended only when less than this is left, so that reads rarely write. */
const SESSION_REFRESH_DAYS = 15;
/** Absolute lifetime: however active, a session ends this long after signing in. */
export const SESSION_ABSOLUTE_DAYS = 90;
const VERIFY_LINK_MS = DAY_MS;
const RESET_LINK_MS = 3_600_000;

type TokenPurpose = "verify-email" | "reset-password";

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT.keylen, { ...SCRYPT, maxmem: SCRYPT_MAXMEM });
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
    maxmem: SCRYPT_MAXMEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made with weaker settings than today's, to be replaced at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split("$");
  return Number(n) !== SCRYPT.N || Number(r) !== SCRYPT.r || Number(p) !== SCRYPT.p;
}

/** Compared against when the e-mail is unknown, so that both cases take the same time. */
let dummyHash: Promise<string> | undefined;
const spendHashTime = async (password: string) => {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
};

type UserRow = typeof users.$inferSelect;

export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: roleOf(user),
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/**
 * ADMIN_EMAILS makes administrators of verified addresses only: whoever registers a listed address first
 * gains nothing until the mail to it was answered. It never takes the right away from anyone.
 */
async function applyAdminEmails(db: Db | Tx, user: UserRow, adminEmails: string[]): Promise<UserRow> {
  if (user.isAdmin || !user.emailVerifiedAt || !adminEmails.includes(user.email.toLowerCase())) return user;
  const [updated] = await db
    .update(users)
    .set({ role: "admin", isAdmin: true })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new single-use link secret; earlier links of the same purpose stop working. */
async function issueToken(tx: Tx, userId: string, purpose: TokenPurpose, lifetimeMs: number) {
  const token = randomBytes(32).toString("base64url");
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  await tx.insert(accountTokens).values({
    tokenHash: tokenHash(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** Uses up a link: the member it was issued to, or a 400 when it is unknown, used or expired. */
async function consumeToken(tx: Tx, token: string, purpose: TokenPurpose): Promise<string> {
  const [row] = await tx
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash(token)),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (!row) throw badRequest(LINK_INVALID);
  return row.userId;
}

async function mailVerificationLink(ctx: AccountContext, tx: Tx, user: UserRow) {
  const token = await issueToken(tx, user.id, "verify-email", VERIFY_LINK_MS);
  const { publicUrl, municipality } = ctx.config;
  await ctx.mailer.enqueue(tx, {
    to: user.email,
    subject: `Bitte bestätigen Sie Ihre E-Mail-Adresse – Dorfportal ${municipality}`,
    text: [
      salutation(user.firstName),
      "",
      `Bitte bestätigen Sie Ihre E-Mail-Adresse für das Dorfportal ${municipality} mit diesem Link:`,
      "",
      `${publicUrl}/email-bestaetigen#token=${token}`,
      "",
      "Der Link ist 24 Stunden gültig und kann einmal verwendet werden. Erst danach können Sie Beiträge einreichen und Nachrichten schreiben.",
      "",
      "Falls Sie sich nicht beim Dorfportal registriert haben, können Sie diese E-Mail ignorieren.",
    ].join("\n"),
  });
}

/**
 * Registration answers the same whether the address is new or known (no account list for strangers);
 * the owner of a known address hears about the attempt by mail instead. Both paths hash the password,
 * so that they also take the same time.
 */
export async function registerMember(ctx: AccountContext, input: RegisterInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const { publicUrl, municipality } = ctx.config;
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(byEmail(input.email)).limit(1);
    if (existing) {
      await ctx.mailer.enqueue(tx, {
        to: existing.email,
        subject: `Ihr Konto beim Dorfportal ${municipality}`,
        text: [
          salutation(existing.firstName),
          "",
          `Soeben wollte jemand mit Ihrer E-Mail-Adresse ein neues Konto beim Dorfportal ${municipality} erstellen. Sie haben bereits ein Konto.`,
          "",
          `Anmelden: ${publicUrl}/login`,
          `Passwort vergessen? ${publicUrl}/passwort-vergessen`,
          "",
          "Falls Sie das nicht waren, können Sie diese E-Mail ignorieren; an Ihrem Konto wurde nichts geändert.",
        ].join("\n"),
      });
      return;
    }
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, firstName: input.firstName, lastName: input.lastName })
      .returning();
    if (!created) throw new Error("insert returned no row");
    await tx.insert(passwordCredentials).values({ userId: created.id, passwordHash });
    await mailVerificationLink(ctx, tx, created);
  });
  ctx.mailer.flushSoon();
}

/** Follows a verification link: the address is proven, and ADMIN_EMAILS applies from now on. */
export async function verifyEmail(ctx: AccountContext, token: string): Promise<AuthUser> {
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "verify-email");
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning();
    if (!verified) throw badRequest(LINK_INVALID);
    return applyAdminEmails(tx, verified, ctx.config.adminEmails);
  });
  return toAuthUser(user);
}

/** A new verification link for a signed-in member whose address is not confirmed yet. */
export async function resendVerification(ctx: AccountContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .limit(1);
    if (user) await mailVerificationLink(ctx, tx, user);
  });
  ctx.mailer.flushSoon();
}

export async function authenticate(ctx: AccountContext, email: string, password: string): Promise<AuthUser> {
  const [row] = await ctx.db
    .select({ user: users, passwordHash: passwordCredentials.passwordHash })
    .from(users)
    .innerJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
    .where(byEmail(email))
    .limit(1);
  if (!row) {
    await spendHashTime(password);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw unauthorized(WRONG_CREDENTIALS);
  if (row.user.blockedAt) throw forbidden(ACCOUNT_BLOCKED);
  if (needsRehash(row.passwordHash)) {
    await ctx.db
      .update(passwordCredentials)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(passwordCredentials.userId, row.user.id));
  }
  return toAuthUser(await applyAdminEmails(ctx.db, row.user, ctx.config.adminEmails));
}

/**
 * Mails a reset link to a member with a password. The caller answers the same whatever happens here,
 * so that nobody learns whether an address has an account.
 */
export async function requestPasswordReset(ctx: AccountContext, email: string): Promise<void> {
  const { publicUrl, municipality } = ctx.config;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user: users })
      .from(users)
      .innerJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
      .where(byEmail(email))
      .limit(1);
    if (!row) return;
    const token = await issueToken(tx, row.user.id, "reset-password", RESET_LINK_MS);
    await ctx.mailer.enqueue(tx, {
      to: row.user.email,
      subject: `Passwort zurücksetzen – Dorfportal ${municipality}`,
      text: [
        salutation(row.user.firstName),
        "",
        `Mit diesem Link legen Sie ein neues Passwort für das Dorfportal ${municipality} fest:`,
        "",
        `${publicUrl}/passwort-vergessen#token=${token}`,
        "",
        "Der Link ist eine Stunde gültig und kann einmal verwendet werden. Danach sind Sie auf allen Geräten abgemeldet.",
        "",
        "Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt, wie es ist.",
      ].join("\n"),
    });
  });
  ctx.mailer.flushSoon();
}

/**
 * Sets a new password through a reset link. Following the link proves the address too, and every
 * session of the member ends: whoever knew the old password is out.
 */
export async function resetPassword(ctx: AccountContext, token: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "reset-password");
    await tx
      .insert(passwordCredentials)
      .values({ userId, passwordHash })
      .onConflictDoUpdate({ target: passwordCredentials.userId, set: { passwordHash } });
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning();
    if (user) await applyAdminEmails(tx, user, ctx.config.adminEmails);
    await endSessionsOf(tx, userId);
    return userId;
  });
}

/** A signed-in member's new password; every other session of theirs ends, the current one stays. */
export async function changePassword(
  ctx: AccountContext,
  userId: string,
  currentSid: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [row] = await ctx.db
    .select({ passwordHash: passwordCredentials.passwordHash })
    .from(passwordCredentials)
    .where(eq(passwordCredentials.userId, userId))
    .limit(1);
  if (!row) {
    await spendHashTime(input.currentPassword);
    throw badRequest(WRONG_CURRENT_PASSWORD);
  }
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(passwordCredentials).set({ passwordHash }).where(eq(passwordCredentials.userId, userId));
    await endSessionsOf(tx, userId, currentSid);
  });
}

/** Ends every session of a member, but the one named in `except`. */
export async function endSessionsOf(db: Db | Tx, userId: string, except?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, except ? ne(sessions.sid, except) : undefined));
}

/**
 * The operator's way to the first administrator (`npm run admin -- grant`): the account is marked
 * verified and administrator. Null when no account has that address.
 */
export async function grantAdmin(db: Db, email: string): Promise<AuthUser | null> {
  const [user] = await db
    .update(users)
    .set({ role: "admin", isAdmin: true, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(byEmail(email))
    .returning();
  return user ? toAuthUser(user) : null;
}

export interface ExternalIdentity {
  issuer: string;
  subject: string;
  email: string;
  /** The provider's `email_verified`: only a vouched-for address links accounts or makes an admin. */
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
}

export const OIDC_EMAIL_UNVERIFIED = "the provider did not vouch for an address that has an account here";

/** Finds or creates the member behind an OpenID Connect identity. */
export async function signInExternal(ctx: AccountContext, identity: ExternalIdentity): Promise<AuthUser> {
  const user = await ctx.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(externalIdentities)
      .innerJoin(users, eq(users.id, externalIdentities.userId))
      .where(
        and(eq(externalIdentities.issuer, identity.issuer), eq(externalIdentities.subject, identity.subject)),
      )
      .limit(1);
    const vouched =
      identity.emailVerified && linked?.user.email.toLowerCase() === identity.email.toLowerCase();
    if (linked) {
      const [updated] = await tx
        .update(users)
        .set({
          firstName: identity.firstName ?? linked.user.firstName,
          lastName: identity.lastName ?? linked.user.lastName,
          profileImageUrl: identity.picture ?? linked.user.profileImageUrl,
          ...(vouched && !linked.user.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}),
        })
        .where(eq(users.id, linked.user.id))
        .returning();
      return updated ?? linked.user;
    }
    const [existing] = await tx.select().from(users).where(byEmail(identity.email)).limit(1);
    if (existing && !identity.emailVerified) throw new Error(OIDC_EMAIL_UNVERIFIED);
    let member: UserRow | undefined = existing;
    if (existing && !existing.emailVerifiedAt) {
      // Whoever registered the address before its owner arrived may have set a password: it goes, and so
      // do their sessions, before the owner takes the account over.
      await tx.delete(passwordCredentials).where(eq(passwordCredentials.userId, existing.id));
      await endSessionsOf(tx, existing.id);
      [member] = await tx
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
    }
    if (!member) {
      [member] = await tx
        .insert(users)
        .values({
          email: identity.email.toLowerCase(),
          firstName: identity.firstName ?? null,
          lastName: identity.lastName ?? null,
          profileImageUrl: identity.picture ?? null,
          emailVerifiedAt: identity.emailVerified ? new Date() : null,
        })
        .returning();
      if (member && !identity.emailVerified) await mailVerificationLink(ctx, tx, member);
    }
    if (!member) throw new Error("insert returned no row");
    await tx
      .insert(externalIdentities)
      .values({ issuer: identity.issuer, subject: identity.subject, userId: member.id });
    return member;
  });
  ctx.mailer.flushSoon();
  return toAuthUser(await applyAdminEmails(ctx.db, user, ctx.config.adminEmails));
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
 * Signing in always issues a new session id (no session fixation) and carries nothing of the previous
 * session's data. What the signing-in member ordered in that same browser session (a PR report ordered
 * while signed out) becomes theirs, once; a session that belonged to somebody else hands over nothing.
 */
export async function renewSession(
  db: Db,
  previous: { sid: string; user: AuthUser | null } | null,
  userId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (previous) {
      await tx.delete(sessions).where(eq(sessions.sid, previous.sid));
      if (!previous.user || previous.user.id === userId) await claimSessionOrders(tx, previous.sid, userId);
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
