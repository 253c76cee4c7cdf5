import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { REPORT_ITEM_KINDS } from "../../../shared/common/constants";
import { belongsToMember, belongsToMemberIfAny, namesMember } from "./accounts";
import { createdAt, oneOf } from "./columns";

/** Signed upload URLs are single-use: each issued token is recorded and marked when used. */
export const uploadTokens = pg.pgTable(
  "upload_tokens",
  {
    id: pg.varchar({ length: 64 }).primaryKey(),
    bucket: pg.text().notNull(),
    objectKey: pg.text().notNull(),
    userId: belongsToMemberIfAny(),
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
    usedAt: pg.timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [pg.index("upload_tokens_expires_idx").on(t.expiresAt)],
);

/** Mail that is sent (or, without SMTP, kept for admins to read). */
export const outbox = pg.pgTable(
  "outbox",
  {
    id: pg.serial().primaryKey(),
    toAddress: pg.text().notNull(),
    subject: pg.text().notNull(),
    body: pg.text().notNull(),
    /** The HTML part beside the plain text (providers/mail/layout.ts); null for mail queued before it. */
    html: pg.text(),
    /** Headers of the mail beyond From, To and Subject (List-Unsubscribe, Auto-Submitted). */
    headers: pg.jsonb().$type<Record<string, string>>(),
    sentAt: pg.timestamp({ withTimezone: true }),
    error: pg.text(),
    /** Delivery attempts over SMTP; a failed one is tried again later, with a growing pause. */
    attempts: pg.integer().notNull().default(0),
    /** A sender claims a row until then, so that several instances never send the same mail twice. */
    claimedUntil: pg.timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("outbox_created_idx").on(t.createdAt.desc()),
    pg.index("outbox_unsent_idx").on(t.id).where(sql`"sent_at" is null`),
  ],
);

export const auditLog = pg.pgTable(
  "audit_log",
  {
    id: pg.bigserial({ mode: "number" }).primaryKey(),
    actorUserId: namesMember(),
    action: pg.text().notNull(),
    entityType: pg.text().notNull(),
    entityId: pg.text(),
    details: pg.jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("audit_log_created_idx").on(t.createdAt.desc()),
    pg.index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

/** Privacy-friendly page views: no cookie, no address, a visitor hash salted per day. */
export const pageViews = pg.pgTable(
  "page_views",
  {
    id: pg.bigserial({ mode: "number" }).primaryKey(),
    path: pg.text().notNull(),
    referrerHost: pg.text(),
    visitorHash: pg.text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("page_views_created_idx").on(t.createdAt),
    pg.index("page_views_path_idx").on(t.path, t.createdAt),
  ],
);

/** The day's secret for page-view visitor hashes; a day's row is deleted once the day is over. */
export const analyticsSalts = pg.pgTable("analytics_salts", {
  day: pg.date({ mode: "string" }).primaryKey(),
  salt: pg.text().notNull(),
});

/**
 * One counter per table of public content, raised by a statement trigger in the same transaction as
 * every write to that table (migration response_cache_sql); the response cache keys on these counters.
 */
export const contentGenerations = pg.pgTable("content_generations", {
  area: pg.text().primaryKey(),
  generation: pg.bigint({ mode: "number" }).notNull().default(0),
});

/** 'Melden': a member flags an item for the editorial team, once per item; an admin settles it. */
export const contentReports = pg.pgTable(
  "content_reports",
  {
    id: pg.serial().primaryKey(),
    itemKind: pg.text().notNull(),
    itemId: pg.text().notNull(),
    reporterUserId: belongsToMember(),
    reason: pg.text().notNull(),
    resolvedAt: pg.timestamp({ withTimezone: true }),
    resolvedByUserId: namesMember(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.check("content_reports_item_kind_check", oneOf("item_kind", REPORT_ITEM_KINDS)),
    pg.uniqueIndex("content_reports_reporter_item_unique").on(t.itemKind, t.itemId, t.reporterUserId),
    pg.index("content_reports_open_idx").on(t.itemKind, t.itemId).where(sql`"resolved_at" is null`),
  ],
);
