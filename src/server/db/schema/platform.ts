import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { REPORT_ITEM_KINDS } from "../../../shared/common/constants";
import { belongsToMember, namesMember, users } from "./accounts";
import { createdAt, oneOf } from "./columns";

/** Signed upload URLs are single-use: each issued token is recorded and marked when used. */
export const uploadTokens = pgTable(
  "upload_tokens",
  {
    id: varchar({ length: 64 }).primaryKey(),
    bucket: text().notNull(),
    objectKey: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("upload_tokens_expires_idx").on(t.expiresAt)],
);

/** Mail that is sent (or, without SMTP, kept for admins to read). */
export const outbox = pgTable(
  "outbox",
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** The HTML part beside the plain text (providers/mail/layout.ts); null for mail queued before it. */
    html: text(),
    /** Headers of the mail beyond From, To and Subject (List-Unsubscribe, Auto-Submitted). */
    headers: jsonb().$type<Record<string, string>>(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    /** Delivery attempts over SMTP; a failed one is tried again later, with a growing pause. */
    attempts: integer().notNull().default(0),
    /** A sender claims a row until then, so that several instances never send the same mail twice. */
    claimedUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt.desc()),
    index("outbox_unsent_idx").on(t.id).where(sql`"sent_at" is null`),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    actorUserId: namesMember(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

/** Privacy-friendly page views: no cookie, no address, a visitor hash salted per day. */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    path: text().notNull(),
    referrerHost: text(),
    visitorHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("page_views_created_idx").on(t.createdAt),
    index("page_views_path_idx").on(t.path, t.createdAt),
  ],
);

/** The day's secret for page-view visitor hashes; a day's row is deleted once the day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date({ mode: "string" }).primaryKey(),
  salt: text().notNull(),
});

/**
 * One counter per table of public content, raised by a statement trigger in the same transaction as
 * every write to that table (migration response_cache_sql); the response cache keys on these counters.
 */
export const contentGenerations = pgTable("content_generations", {
  area: text().primaryKey(),
  generation: bigint({ mode: "number" }).notNull().default(0),
});

/** 'Melden': a member flags an item for the editorial team, once per item; an admin settles it. */
export const contentReports = pgTable(
  "content_reports",
  {
    id: serial().primaryKey(),
    itemKind: text().notNull(),
    itemId: text().notNull(),
    reporterUserId: belongsToMember(),
    reason: text().notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedByUserId: namesMember(),
    createdAt: createdAt(),
  },
  (t) => [
    check("content_reports_item_kind_check", oneOf("item_kind", REPORT_ITEM_KINDS)),
    uniqueIndex("content_reports_reporter_item_unique").on(t.itemKind, t.itemId, t.reporterUserId),
    index("content_reports_open_idx").on(t.itemKind, t.itemId).where(sql`"resolved_at" is null`),
  ],
);
