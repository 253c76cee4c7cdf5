import type { InboxMessage, PublicMember } from "../../../shared/messages/messages";
import type { helpEntries, messages, users } from "../../db/schema";

type UserRow = typeof users.$inferSelect;
type EntryRow = typeof helpEntries.$inferSelect;

export const entryCard = (entry: EntryRow) => ({
  id: entry.id,
  title: entry.title,
  kind: entry.kind === "request" ? ("request" as const) : ("offer" as const),
  price: entry.price,
  imageUrl: entry.imageUrl ?? entry.images[0] ?? null,
});

export const publicMember = (user: UserRow): PublicMember => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
});

export function toInboxMessage(row: {
  message: typeof messages.$inferSelect;
  fromUser: UserRow;
  toUser: UserRow;
  entry: EntryRow | null;
}): InboxMessage {
  const { message } = row;
  return {
    kind: "direct",
    id: message.id,
    fromUserId: message.fromUserId,
    toUserId: message.toUserId,
    content: message.content,
    isRead: message.isRead,
    createdAt: message.createdAt.toISOString(),
    relatedEntryId: message.relatedEntryId,
    fromUser: publicMember(row.fromUser),
    toUser: publicMember(row.toUser),
    relatedEntry: row.entry ? entryCard(row.entry) : null,
  };
}
