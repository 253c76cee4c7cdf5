import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { selectRows } from "../../db/client";
import { groupConversationMembers } from "../../db/schema";
import { isOnline } from "../../realtime/presence";
import type { NotificationKind, PersonalRecipient } from "../notifications/notifier";
import { mailNotice, wantsMessageMail } from "./mail-notices";

/** At most one mail per conversation within this, as for private messages. */
const MAIL_NOTICE_INTERVAL = sql`interval '1 hour'`;

/** A new message in a group's conversation, as the notification path records it: never its text. */
export interface NewGroupMessage {
  groupId: number;
  groupName: string;
  groupSlug: string;
  senderId: string;
  senderName: string;
}

export const groupConversationPath = (slug: string) => `/inbox?gruppe=${encodeURIComponent(slug)}`;
const headline = (message: NewGroupMessage) => `Neue Nachricht in «${message.groupName}»`;

/**
 * A group message reaches the group's other current members, except those who muted the conversation and
 * those who blocked the sender: by mail when offline (unless message mails are off, once per conversation
 * and hour) and in the notification centre, where a conversation's messages are one entry. No push: it
 * would be the same for every member, online or not, and a lively group would buzz every phone.
 */
export const groupMessageNotification = (ctx: AppContext): NotificationKind<NewGroupMessage> => ({
  name: "group_message",
  topic: () => "messages",
  async members(tx, message): Promise<PersonalRecipient[]> {
    const rows = await selectRows<{ id: string; email: string; first_name: string | null }>(
      tx,
      sql`select u.id, u.email, u.first_name from group_members o
        join users u on u.id = o.user_id
        left join group_conversation_members s on s.group_id = o.group_id and s.user_id = o.user_id
        where o.group_id = ${message.groupId} and o.status = 'member' and o.user_id <> ${message.senderId}
          and not coalesce(s.muted, false)
          and not exists (select 1 from member_blocks b
            where b.blocker_user_id = o.user_id and b.blocked_user_id = ${message.senderId})`,
    );
    return rows.map((row) => ({ address: row.email, name: row.first_name, memberId: row.id }));
  },
  async mail(tx, recipient, message) {
    const memberId = recipient.memberId;
    if (!memberId || !(await wantsMessageMail(tx, memberId)) || (await isOnline(tx, memberId))) return null;
    // Claims the hour for this conversation; a row comes back only when no mail went out within it.
    const claimed = await tx
      .insert(groupConversationMembers)
      .values({ groupId: message.groupId, userId: memberId, mailedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [groupConversationMembers.groupId, groupConversationMembers.userId],
        set: { mailedAt: sql`now()` },
        setWhere: sql`${groupConversationMembers.mailedAt} is null or ${groupConversationMembers.mailedAt} <= now() - ${MAIL_NOTICE_INTERVAL}`,
      })
      .returning({ mailedAt: groupConversationMembers.mailedAt });
    if (claimed.length === 0) return null;
    return mailNotice(
      ctx,
      { id: memberId, email: recipient.address, firstName: recipient.name },
      {
        subject: headline(message),
        line: `${message.senderName} hat in der Gruppe «${message.groupName}» im Dorfportal ${ctx.config.municipality} eine Nachricht geschrieben.`,
        path: groupConversationPath(message.groupSlug),
      },
    );
  },
  push: async () => null,
  centre: (message) => ({
    kind: "message",
    title: headline(message),
    body: `${message.senderName} hat geschrieben.`,
    href: groupConversationPath(message.groupSlug),
    groupKey: `group-conversation:${message.groupId}`,
  }),
});
