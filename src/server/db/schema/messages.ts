import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { belongsToMember } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { helpEntries } from "./marketplace";

export const messages = pgTable(
  "messages",
  {
    id: serial().primaryKey(),
    fromUserId: belongsToMember(),
    toUserId: belongsToMember(),
    subject: text(),
    content: text().notNull(),
    isRead: boolean().notNull().default(false),
    relatedEntryId: integer().references(() => helpEntries.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_to_idx").on(t.toUserId, t.createdAt),
    index("messages_from_idx").on(t.fromUserId, t.createdAt),
    index("messages_unread_idx").on(t.toUserId).where(sql`not "is_read"`),
  ],
);

/**
 * A per-member counter that every write touching the member's messages bumps: GET /api/messages answers
 * its ETag from this one row, so an unchanged inbox costs no query of the message table.
 */
export const messageVersions = pgTable("message_versions", {
  userId: belongsToMember().primaryKey(),
  version: integer().notNull().default(0),
});

/** A member who blocks another no longer receives their messages or typing. */
export const memberBlocks = pgTable(
  "member_blocks",
  {
    blockerUserId: belongsToMember(),
    blockedUserId: belongsToMember(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerUserId, t.blockedUserId] })],
);

/** Whether a member wants an e-mail about messages that arrive while they are offline (default yes). */
export const messageMailSettings = pgTable("message_mail_settings", {
  userId: belongsToMember().primaryKey(),
  notifyByMail: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});

/** When a member was last mailed about a conversation: at most one such mail per conversation and hour. */
export const messageMailNotices = pgTable(
  "message_mail_notices",
  {
    recipientUserId: belongsToMember(),
    senderUserId: belongsToMember(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientUserId, t.senderUserId] })],
);

/**
 * Open live connections (/ws), one row per browser tab and instance: a member is online while a row of
 * theirs was seen recently, whichever instance holds it; a crashed instance's rows simply go stale.
 */
export const liveConnections = pgTable(
  "live_connections",
  {
    id: uuid().primaryKey(),
    userId: belongsToMember(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_connections_user_idx").on(t.userId, t.seenAt)],
);
