import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { namesMember } from "./accounts";
import { createdAt } from "./columns";
import { groupMembers, groups } from "./groups";

/**
 * A group's one conversation in the inbox (issue 27): its messages stay when their sender leaves the
 * group or deletes the account (then shown as a former member's).
 */
export const groupMessages = pgTable(
  "group_messages",
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    senderUserId: namesMember(),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("group_messages_group_idx").on(t.groupId, t.id.desc())],
);

/**
 * A member's place in the group's conversation: how far they read (one marker, not a row per message),
 * whether they muted it, and when they were last mailed about it. It hangs on the membership: leaving
 * the group, being removed or deleting the account removes it with the membership.
 */
export const groupConversationMembers = pgTable(
  "group_conversation_members",
  {
    groupId: integer().notNull(),
    userId: uuid().notNull(),
    lastReadMessageId: integer().notNull().default(0),
    muted: boolean().notNull().default(false),
    mailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    foreignKey({
      columns: [t.groupId, t.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete("cascade"),
  ],
);
