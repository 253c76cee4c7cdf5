import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { belongsToMember } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { helpEntries } from "./marketplace";

export const messages = pg.pgTable(
  "messages",
  {
    id: pg.serial().primaryKey(),
    fromUserId: belongsToMember(),
    toUserId: belongsToMember(),
    subject: pg.text(),
    content: pg.text().notNull(),
    isRead: pg.boolean().notNull().default(false),
    relatedEntryId: pg.integer().references(() => helpEntries.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("messages_to_idx").on(t.toUserId, t.createdAt),
    pg.index("messages_from_idx").on(t.fromUserId, t.createdAt),
    pg.index("messages_unread_idx").on(t.toUserId).where(sql`not "is_read"`),
  ],
);

/**
 * A per-member counter that every write touching the member's messages bumps: GET /api/messages answers
 * its ETag from this one row, so an unchanged inbox costs no query of the message table.
 */
export const messageVersions = pg.pgTable("message_versions", {
  userId: belongsToMember().primaryKey(),
  version: pg.integer().notNull().default(0),
});

/** A member who blocks another no longer receives their messages or typing. */
export const memberBlocks = pg.pgTable(
  "member_blocks",
  {
    blockerUserId: belongsToMember(),
    blockedUserId: belongsToMember(),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.blockerUserId, t.blockedUserId] })],
);

/** Whether a member wants an e-mail about messages that arrive while they are offline (default yes). */
export const messageMailSettings = pg.pgTable("message_mail_settings", {
  userId: belongsToMember().primaryKey(),
  notifyByMail: pg.boolean().notNull().default(true),
  updatedAt: updatedAt(),
});

/** When a member was last mailed about a conversation: at most one such mail per conversation and hour. */
export const messageMailNotices = pg.pgTable(
  "message_mail_notices",
  {
    recipientUserId: belongsToMember(),
    senderUserId: belongsToMember(),
    sentAt: pg.timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.recipientUserId, t.senderUserId] })],
);

/**
 * Open live connections (/ws), one row per browser tab and instance: a member is online while a row of
 * theirs was seen recently, whichever instance holds it; a crashed instance's rows simply go stale.
 */
export const liveConnections = pg.pgTable(
  "live_connections",
  {
    id: pg.uuid().primaryKey(),
    userId: belongsToMember(),
    seenAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index("live_connections_user_idx").on(t.userId, t.seenAt)],
);
