import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import {
  ACCOUNT_BLOCKED,
  type AuthUser,
  LINK_INVALID,
  type RegisterInput,
  WRONG_CREDENTIALS,
  WRONG_CURRENT_PASSWORD,
} from "../../../shared/auth/auth";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { accountTokens, externalIdentities, passwordCredentials, users } from "../../db/schema";
import { badRequest, forbidden, unauthorized } from "../../lib/http-errors";
import { type Mailer, salutation } from "../../providers/mail/index";
import { hashPassword, needsRehash, spendHashTime, verifyPassword } from "./passwords";
import { toAuthUser, type UserRow } from "./presenter";
import { endSessionsOf } from "./sessions";

/** What the account rules need of the app: the database, the mail provider and a few settings. */
export interface AccountContext {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "municipality" | "adminEmails">;
}

const DAY_MS = 86_400_000;
const VERIFY_LINK_MS = DAY_MS;
const RESET_LINK_MS = 3_600_000;

type TokenPurpose = "verify-email" | "reset-password";

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

/** How a secret token is kept: its SHA-256, never the token (sessions, mail links, group invitations). */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

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
