import { memberName } from "../../../shared/messages/basics";
import type { InboxMessage, PublicMember } from "../../../shared/messages/messages";

/** One conversation of the inbox's list: the other member, the newest message and the unread count. */
export interface Conversation {
  partner: PublicMember;
  last: InboxMessage;
  unread: number;
}

export const partnerOf = (message: InboxMessage, me: string): PublicMember =>
  message.fromUserId === me ? message.toUser : message.fromUser;

/** Groups the member's messages (newest first, as GET /api/messages answers) into conversations. */
export function conversationsOf(messages: InboxMessage[], me: string): Conversation[] {
  const byPartner = new Map<string, Conversation>();
  for (const message of messages) {
    const partner = partnerOf(message, me);
    let conversation = byPartner.get(partner.id);
    if (!conversation) {
      conversation = { partner, last: message, unread: 0 };
      byPartner.set(partner.id, conversation);
    }
    if (new Date(message.createdAt) > new Date(conversation.last.createdAt)) conversation.last = message;
    if (message.toUserId === me && !message.isRead) conversation.unread += 1;
  }
  return [...byPartner.values()].sort(
    (a, b) => new Date(b.last.createdAt).getTime() - new Date(a.last.createdAt).getTime(),
  );
}

/** 'Unterhaltungen durchsuchen...': by the partner's name or the text of the newest message. */
export function searchConversations(conversations: Conversation[], term: string): Conversation[] {
  const needle = term.trim().toLocaleLowerCase("de-CH");
  if (!needle) return conversations;
  return conversations.filter(
    (conversation) =>
      memberName(conversation.partner).toLocaleLowerCase("de-CH").includes(needle) ||
      conversation.last.content.toLocaleLowerCase("de-CH").includes(needle),
  );
}

/** The messages of one conversation, oldest first, without duplicates (recent list plus older pages). */
export function conversationMessages(
  recent: InboxMessage[],
  older: InboxMessage[],
  me: string,
  partnerId: string,
): InboxMessage[] {
  const byId = new Map<number, InboxMessage>();
  for (const message of [...older, ...recent]) {
    if (partnerOf(message, me).id === partnerId) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export const unreadTotal = (messages: InboxMessage[] | null | undefined, me: string | undefined) =>
  messages?.filter((message) => message.toUserId === me && !message.isRead).length ?? 0;

/** Unread messages from others than `except`: the partner whose conversation is open on screen. */
export const unreadFromOthers = (
  messages: InboxMessage[] | null | undefined,
  me: string | undefined,
  except: string | null,
) =>
  messages?.filter((message) => message.toUserId === me && !message.isRead && message.fromUserId !== except)
    .length ?? 0;

/**
 * The conversation open on screen, if any: a message in it is seen as it arrives, so it is not announced
 * with a toast.
 */
let openPartner: string | null = null;
export const openConversation = {
  get: () => openPartner,
  set: (partnerId: string | null) => {
    openPartner = partnerId;
  },
};

/** The text the inbox proposes when a member contacts the owner of a marketplace entry. */
export const entryGreeting = (title: string) =>
  `Hallo, ich interessiere mich für Ihren Eintrag «${title}». Ist er noch aktuell?`;
