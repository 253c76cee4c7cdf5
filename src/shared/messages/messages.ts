import { z } from "zod";

import { MESSAGE_MAX_LENGTH, type PublicMember } from "./basics";

export * from "./basics";

/** Messaging between members (spec portal-members §2 Inbox, §3, §4, §7, §9). */

export const sendMessageSchema = z.object({
  toUserId: z.uuid({ error: "Bitte wählen Sie eine Empfängerin oder einen Empfänger." }),
  content: z
    .string({ error: "Bitte schreiben Sie eine Nachricht." })
    .trim()
    .min(1, { error: "Bitte schreiben Sie eine Nachricht." })
    .max(MESSAGE_MAX_LENGTH, {
      error: `Eine Nachricht darf höchstens ${MESSAGE_MAX_LENGTH} Zeichen lang sein.`,
    }),
  relatedEntryId: z
    .number({ error: "Ungültiger Marktplatz-Eintrag." })
    .int({ error: "Ungültiger Marktplatz-Eintrag." })
    .positive({ error: "Ungültiger Marktplatz-Eintrag." })
    .max(2_147_483_647, { error: "Ungültiger Marktplatz-Eintrag." })
    .nullish(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const mailSettingSchema = z.object({
  notifyByMail: z.boolean({ error: "Bitte wählen Sie, ob Sie E-Mails erhalten möchten." }),
});
export type MailSetting = z.infer<typeof mailSettingSchema>;

export const presenceSettingSchema = z.object({
  showLastSeen: z.boolean({ error: "Bitte wählen Sie, ob 'zuletzt online' angezeigt werden soll." }),
});

/** The public card of a marketplace entry a message is about. */
export interface RelatedEntry {
  id: number;
  title: string;
  kind: "offer" | "request";
  price: string | null;
  imageUrl: string | null;
}

export interface ContactEntry extends RelatedEntry {
  ownerUserId: string;
}

export interface InboxMessage {
  kind: "direct";
  id: number;
  fromUserId: string;
  toUserId: string;
  content: string;
  isRead: boolean;
  createdAt: string;
  relatedEntryId: number | null;
  fromUser: PublicMember;
  toUser: PublicMember;
  relatedEntry: RelatedEntry | null;
}

/** A group's conversation as the inbox names it (issue 27): the group's name and logo, and the member's mute. */
export interface GroupConversationRef {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  muted: boolean;
}

/**
 * A message of a group's conversation. `isRead` is the viewer's: for a message of their own, whether every
 * other member has read it (the ticks); for another's, whether they read it. A sender who is no longer a
 * member is shown as a former member, without their id.
 */
export interface GroupInboxMessage {
  kind: "group";
  id: number;
  group: GroupConversationRef;
  fromUserId: string | null;
  senderName: string;
  senderImageUrl: string | null;
  content: string;
  isRead: boolean;
  createdAt: string;
}

/** What GET /api/messages lists: private messages and the messages of the member's groups' conversations. */
export type InboxItem = InboxMessage | GroupInboxMessage;

/** GET /api/groups/{slug}/conversation: the conversation's group and a page of it, newest first. */
export interface GroupConversationPage {
  group: GroupConversationRef & { mayWrite: boolean };
  messages: GroupInboxMessage[];
}

export const groupMessageSchema = z.object({ content: sendMessageSchema.shape.content });
export const groupMuteSchema = z.object({
  muted: z.boolean({ error: "Bitte wählen Sie, ob die Unterhaltung stummgeschaltet sein soll." }),
});

export interface OnlineStatus {
  isOnline: boolean;
  lastSeenAt: string | null;
}

/** What the browser sends over /ws; a fromUserId it adds is ignored, the server knows who it is. */
export const clientEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.enum(["typing_start", "typing_stop"]),
    toUserId: z.uuid(),
    entryId: z.number().int().positive().max(2_147_483_647).nullish(),
  }),
  z.object({
    type: z.enum(["group_typing_start", "group_typing_stop"]),
    groupId: z.number().int().positive().max(2_147_483_647),
  }),
  z.object({ type: z.literal("ping") }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** What the server pushes over /ws. */
export type ServerEvent =
  | { type: "typing_start" | "typing_stop"; fromUserId: string; toUserId: string; timestamp: number }
  | { type: "user_online" | "user_offline"; userId: string; lastSeenAt: string | null }
  | { type: "message"; message: InboxMessage }
  | { type: "messages_read"; byUserId: string }
  | {
      type: "group_typing_start" | "group_typing_stop";
      groupId: number;
      fromUserId: string;
      fromName: string;
    }
  /** A message came in a group's conversation: each tab reads it with its member's own read state. */
  | { type: "group_message"; groupId: number; fromUserId: string }
  /** A member read a group's conversation: the ticks of the others' messages may change. */
  | { type: "group_read"; groupId: number }
  /** The portal's team removed a reported message from a group's conversation. */
  | { type: "group_message_removed"; groupId: number }
  | { type: "unread_count"; count: number }
  /** The member's unread notifications changed (notifications area, issue 26). */
  | { type: "notifications"; unread: number }
  | { type: "live"; ok: boolean };
