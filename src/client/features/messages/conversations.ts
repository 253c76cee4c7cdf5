import { memberName } from "../../../shared/messages/basics";
import type {
  GroupConversationRef,
  GroupInboxMessage,
  InboxItem,
  InboxMessage,
  PublicMember,
} from "../../../shared/messages/messages";

/** One private conversation of the inbox's list: the other member, the newest message and the unread count. */
export interface Conversation {
  kind: "direct";
  key: string;
  partner: PublicMember;
  last: InboxMessage;
  unread: number;
}

/** A group's conversation in the list: the group, its newest message and what the member has not read. */
export interface GroupConversation {
  kind: "group";
  key: string;
  group: GroupConversationRef;
  last: GroupInboxMessage;
  unread: number;
}

export type AnyConversation = Conversation | GroupConversation;

export const partnerOf = (message: InboxMessage, me: string): PublicMember =>
  message.fromUserId === me ? message.toUser : message.fromUser;

/** What names a conversation on screen and in the open-conversation mark: a partner's id or a group's. */
export const groupKey = (slug: string) => `gruppe:${slug}`;
const keyOf = (item: InboxItem, me: string) =>
  item.kind === "group" ? groupKey(item.group.slug) : partnerOf(item, me).id;

/** Whether the member has still to read it: received and unread. */
export const isUnreadFor = (item: InboxItem, me: string | undefined) =>
  item.kind === "group" ? item.fromUserId !== me && !item.isRead : item.toUserId === me && !item.isRead;

/** Groups the member's messages (newest first, as GET /api/messages answers) into conversations. */
export function conversationsOf(items: InboxItem[], me: string): AnyConversation[] {
  const byKey = new Map<string, AnyConversation>();
  for (const item of items) {
    const key = keyOf(item, me);
    let conversation = byKey.get(key);
    if (!conversation) {
      conversation =
        item.kind === "group"
          ? { kind: "group", key, group: item.group, last: item, unread: 0 }
          : { kind: "direct", key, partner: partnerOf(item, me), last: item, unread: 0 };
      byKey.set(key, conversation);
    }
    if (new Date(item.createdAt) > new Date(conversation.last.createdAt)) conversation.last = item as never;
    if (isUnreadFor(item, me)) conversation.unread += 1;
  }
  return [...byKey.values()].sort(
    (a, b) => new Date(b.last.createdAt).getTime() - new Date(a.last.createdAt).getTime(),
  );
}

export const conversationName = (conversation: AnyConversation) =>
  conversation.kind === "group" ? conversation.group.name : memberName(conversation.partner);

/** 'Unterhaltungen durchsuchen...': by the partner's or group's name or the text of the newest message. */
export function searchConversations<C extends AnyConversation>(conversations: C[], term: string): C[] {
  const needle = term.trim().toLocaleLowerCase("de-CH");
  if (!needle) return conversations;
  return conversations.filter(
    (conversation) =>
      conversationName(conversation).toLocaleLowerCase("de-CH").includes(needle) ||
      conversation.last.content.toLocaleLowerCase("de-CH").includes(needle),
  );
}

/** The messages of one private conversation, oldest first, without duplicates (recent list plus older pages). */
export function conversationMessages(
  recent: InboxItem[],
  older: InboxMessage[],
  me: string,
  partnerId: string,
): InboxMessage[] {
  const byId = new Map<number, InboxMessage>();
  for (const message of [...older, ...recent]) {
    if (message.kind === "direct" && partnerOf(message, me).id === partnerId) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The header's count: every unread message but those of muted group conversations. */
export const unreadTotal = (items: InboxItem[] | null | undefined, me: string | undefined) =>
  items?.filter((item) => isUnreadFor(item, me) && !(item.kind === "group" && item.group.muted)).length ?? 0;

/** Unread messages outside `except`: the conversation open on screen (a partner's id or a group's key). */
export const unreadFromOthers = (
  items: InboxItem[] | null | undefined,
  me: string | undefined,
  except: string | null,
) =>
  items?.filter(
    (item) =>
      isUnreadFor(item, me) &&
      !(item.kind === "group" && item.group.muted) &&
      (me === undefined || keyOf(item, me) !== except),
  ).length ?? 0;

/**
 * The conversation open on screen, if any: a message in it is seen as it arrives, so it is not announced
 * with a toast.
 */
let openKey: string | null = null;
export const openConversation = {
  get: () => openKey,
  set: (key: string | null) => {
    openKey = key;
  },
};

/** The text the inbox proposes when a member contacts the owner of a marketplace entry. */
export const entryGreeting = (title: string) =>
  `Hallo, ich interessiere mich für Ihren Eintrag «${title}». Ist er noch aktuell?`;
