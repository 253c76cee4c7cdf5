import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { messageMailNotices, users } from "../../db/schema";
import { isOnline } from "../../realtime/presence";
import type { NotificationKind } from "../notifications/notifier";
import { mailNotice, wantsMessageMail } from "./mail-notices";

/** At most one mail per conversation within this. */
const MAIL_NOTICE_INTERVAL = sql`interval '1 hour'`;

/** A new message, as the notification path records it: never its text, which stays in the inbox. */
export interface NewMessage {
  recipientId: string;
  sender: { id: string; firstName: string | null; lastName: string | null };
  /** The marketplace entry it answers. */
  entry: { id: number; title: string } | null;
}

const senderName = (message: NewMessage) =>
  [message.sender.firstName, message.sender.lastName].filter(Boolean).join(" ") || "Ein Mitglied";

const inboxPath = (message: NewMessage) => `/inbox?contact=${message.sender.id}`;

const headline = (message: NewMessage) =>
  message.entry ? `Antwort auf «${message.entry.title}»` : `Neue Nachricht von ${senderName(message)}`;

/**
 * A message reaches an offline member by mail (unless turned off, and once per conversation and hour) and by
 * push; an online member sees it in the open tab, and every member in the notification centre, where a
 * conversation's unread messages are one entry.
 */
export const messageNotification = (ctx: AppContext): NotificationKind<NewMessage> => ({
  name: "message",
  topic: () => "messages",
  async to(tx, message) {
    const [recipient] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, message.recipientId));
    return {
      address: recipient?.email ?? null,
      name: recipient?.firstName ?? null,
      memberId: message.recipientId,
    };
  },
  async mail(tx, recipient, message) {
    if (!(await wantsMessageMail(tx, message.recipientId)) || (await isOnline(tx, message.recipientId)))
      return null;
    // Claims the hour for this conversation; a row comes back only when no mail went out within it.
    const claimed = await tx
      .insert(messageMailNotices)
      .values({ recipientUserId: message.recipientId, senderUserId: message.sender.id, sentAt: sql`now()` })
      .onConflictDoUpdate({
        target: [messageMailNotices.recipientUserId, messageMailNotices.senderUserId],
        set: { sentAt: sql`now()` },
        setWhere: sql`${messageMailNotices.sentAt} <= now() - ${MAIL_NOTICE_INTERVAL}`,
      })
      .returning({ sentAt: messageMailNotices.sentAt });
    if (claimed.length === 0) return null;
    const name = senderName(message);
    return mailNotice(
      ctx,
      { id: message.recipientId, email: recipient.address, firstName: recipient.name },
      {
        subject: `Neue Nachricht von ${name}`,
        line: `${name} hat Ihnen im Dorfportal ${ctx.config.municipality} eine Nachricht geschrieben.`,
        path: inboxPath(message),
      },
    );
  },
  // The lock screen shows who wrote, never what.
  push: async (tx, message) =>
    (await isOnline(tx, message.recipientId))
      ? null
      : {
          title: headline(message),
          body: `${senderName(message)} hat Ihnen geschrieben.`,
          url: inboxPath(message),
          tag: `message-${message.sender.id}`,
        },
  centre: (message) => ({
    kind: message.entry ? "marketplace_answer" : "message",
    title: headline(message),
    body: `${senderName(message)} hat Ihnen geschrieben.`,
    href: inboxPath(message),
    groupKey: `message:${message.sender.id}`,
  }),
});
