import { desc, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { helpEntries, messages, users } from "../../db/schema";

const fromUser = alias(users, "from_user");
const toUser = alias(users, "to_user");

const publicUser = (user: typeof users.$inferSelect | null) =>
  user
    ? {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        isOnline: user.isOnline,
        lastSeenAt: user.lastSeenAt,
      }
    : null;

/** Every message the member sent or received, newest first, with both people and the related entry. */
export async function memberMessages(db: Db, userId: string) {
  const rows = await db
    .select({ message: messages, fromUser, toUser, entry: helpEntries })
    .from(messages)
    .innerJoin(fromUser, eq(fromUser.id, messages.fromUserId))
    .innerJoin(toUser, eq(toUser.id, messages.toUserId))
    .leftJoin(helpEntries, eq(helpEntries.id, messages.relatedEntryId))
    .where(or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(500);
  return rows.map(({ message, fromUser: sender, toUser: recipient, entry }) => ({
    ...message,
    fromUser: publicUser(sender),
    toUser: publicUser(recipient),
    relatedEntry: entry
      ? {
          id: entry.id,
          imageUrl: entry.imageUrl ?? entry.images[0] ?? null,
          title: entry.title,
          kind: entry.kind,
          price: entry.price,
        }
      : null,
  }));
}
