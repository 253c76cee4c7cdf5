import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { USER_ROLES } from "../../../shared/common/constants";
import { createdAt, oneOf, timestamps, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    role: text().notNull().default("user"),
    isAdmin: boolean().notNull().default(false),
    isOnline: boolean().notNull().default(false),
    lastSeenAt: timestamp({ withTimezone: true }),
    /** When the member proved the address by following the mailed link (or the provider vouched for it). */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Set by an administrator: the account cannot sign in, and its sessions have ended. */
    blockedAt: timestamp({ withTimezone: true }),
    /** The member's choice whether conversation partners see when they were last online. */
    showLastSeen: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    check("users_role_check", oneOf("role", USER_ROLES)),
    check("users_admin_role_check", sql`("role" = 'admin') = "is_admin"`),
  ],
);

/** A member's own row (their settings, messages, tokens): it goes with the account. */
export const belongsToMember = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** A member a row names (its author, editor, owner or actor): the row stays when the account goes, without them. */
export const namesMember = () => uuid().references(() => users.id, { onDelete: "set null" });

/** Built-in accounts: one scrypt hash per user. */
export const passwordCredentials = pgTable("password_credentials", {
  userId: belongsToMember().primaryKey(),
  passwordHash: text().notNull(),
  updatedAt: updatedAt(),
});

/** Accounts at an OpenID Connect provider, keyed by issuer and subject. */
export const externalIdentities = pgTable(
  "external_identities",
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    userId: belongsToMember(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("external_identities_issuer_subject_unique").on(t.issuer, t.subject),
    index("external_identities_user_idx").on(t.userId),
  ],
);

/**
 * Links mailed to a member (address verification, password reset): only the SHA-256 of the token is
 * kept, so that a copy of the database opens no account; a row is deleted when its link is used.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: belongsToMember(),
    purpose: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    index("account_tokens_expires_idx").on(t.expiresAt),
    check("account_tokens_purpose_check", oneOf("purpose", ["verify-email", "reset-password"])),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: varchar({ length: 128 }).primaryKey(),
    sess: jsonb().notNull(),
    expire: timestamp({ precision: 6, withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);
