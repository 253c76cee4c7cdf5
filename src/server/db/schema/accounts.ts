import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { USER_ROLES } from "../../../shared/common/constants";
import { createdAt, oneOf, timestamps, updatedAt } from "./columns";

export const users = pg.pgTable(
  "users",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    email: pg.text().notNull(),
    firstName: pg.text(),
    lastName: pg.text(),
    profileImageUrl: pg.text(),
    role: pg.text().notNull().default("user"),
    isAdmin: pg.boolean().notNull().default(false),
    isOnline: pg.boolean().notNull().default(false),
    lastSeenAt: pg.timestamp({ withTimezone: true }),
    /** When the member proved the address by following the mailed link (or the provider vouched for it). */
    emailVerifiedAt: pg.timestamp({ withTimezone: true }),
    /** Set by an administrator: the account cannot sign in, and its sessions have ended. */
    blockedAt: pg.timestamp({ withTimezone: true }),
    /** The member's choice whether conversation partners see when they were last online. */
    showLastSeen: pg.boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    pg.check("users_role_check", oneOf("role", USER_ROLES)),
    pg.check("users_admin_role_check", sql`("role" = 'admin') = "is_admin"`),
  ],
);

/** A row that a member owns, or a visitor without an account (a vote, a device): it goes with the account. */
export const belongsToMemberIfAny = () => pg.uuid().references(() => users.id, { onDelete: "cascade" });

/** A member's own row (their settings, messages, tokens): it goes with the account. */
export const belongsToMember = () => belongsToMemberIfAny().notNull();

/** A member a row names (its author, editor, owner or actor): the row stays when the account goes, without them. */
export const namesMember = () => pg.uuid().references(() => users.id, { onDelete: "set null" });

/** Built-in accounts: one scrypt hash per user. */
export const passwordCredentials = pg.pgTable("password_credentials", {
  userId: belongsToMember().primaryKey(),
  passwordHash: pg.text().notNull(),
  updatedAt: updatedAt(),
});

/** Accounts at an OpenID Connect provider, keyed by issuer and subject. */
export const externalIdentities = pg.pgTable(
  "external_identities",
  {
    issuer: pg.text().notNull(),
    subject: pg.text().notNull(),
    userId: belongsToMember(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex("external_identities_issuer_subject_unique").on(t.issuer, t.subject),
    pg.index("external_identities_user_idx").on(t.userId),
  ],
);

/**
 * Links mailed to a member (address verification, password reset): only the SHA-256 of the token is
 * kept, so that a copy of the database opens no account; a row is deleted when its link is used.
 */
export const accountTokens = pg.pgTable(
  "account_tokens",
  {
    tokenHash: pg.text().primaryKey(),
    userId: belongsToMember(),
    purpose: pg.text().notNull(),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("account_tokens_user_idx").on(t.userId, t.purpose),
    pg.index("account_tokens_expires_idx").on(t.expiresAt),
    pg.check("account_tokens_purpose_check", oneOf("purpose", ["verify-email", "reset-password"])),
  ],
);

export const sessions = pg.pgTable(
  "sessions",
  {
    sid: pg.varchar({ length: 128 }).primaryKey(),
    sess: pg.jsonb().notNull(),
    expire: pg.timestamp({ precision: 6, withTimezone: true }).notNull(),
  },
  (t) => [pg.index("sessions_expire_idx").on(t.expire)],
);
