import * as pg from "drizzle-orm/pg-core";
import { namesMember } from "./accounts";
import { belongsTo, createdAt } from "./columns";
import { groupMembers, groups } from "./groups";

/**
 * A group's one conversation in the inbox (issue 27): its messages stay when their sender leaves the
 * group or deletes the account (then shown as a former member's).
 */
export const groupMessages = pg.pgTable(
  "group_messages",
  {
    id: pg.serial().primaryKey(),
    groupId: belongsTo(() => groups.id),
    senderUserId: namesMember(),
    content: pg.text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("group_messages_group_idx").on(t.groupId, t.id.desc())],
);

/**
 * A member's place in the group's conversation: how far they read (one marker, not a row per message),
 * whether they muted it, and when they were last mailed about it. It hangs on the membership: leaving
 * the group, being removed or deleting the account removes it with the membership.
 */
export const groupConversationMembers = pg.pgTable(
  "group_conversation_members",
  {
    groupId: pg.integer().notNull(),
    userId: pg.uuid().notNull(),
    lastReadMessageId: pg.integer().notNull().default(0),
    muted: pg.boolean().notNull().default(false),
    mailedAt: pg.timestamp({ withTimezone: true }),
  },
  (t) => [
    pg.primaryKey({ columns: [t.groupId, t.userId] }),
    pg
      .foreignKey({
        columns: [t.groupId, t.userId],
        foreignColumns: [groupMembers.groupId, groupMembers.userId],
      })
      .onDelete("cascade"),
  ],
);
