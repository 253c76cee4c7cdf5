import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import { paths } from "../../../shared/common/paths";
import type { GroupNotificationLevel } from "../../../shared/groups/basics";
import type { AppContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import { groupMembers, users } from "../../db/schema";
import { signUnsubscribe, verifyUnsubscribe } from "../../http/one-click";
import { notFound } from "../../lib/http-errors";
import { salutation } from "../../providers/mail/index";
import type { NotificationKind, PersonalRecipient } from "../notifications/notifier";

/** A new post in a group, as the notification path records it. */
export interface NewGroupPost {
  groupId: number;
  groupName: string;
  groupSlug: string;
  postId: number;
  authorId: string;
  authorName: string;
  announcement: boolean;
}

/** The kind of these mails in their one-click unsubscribe links; the token names the group and the member. */
const GROUP_POST_MAILS = "group-posts";
export const groupMailUnsubscribePath = (token: string) => `/api/groups/mail-setting/${token}/unsubscribe`;
export const GROUP_MAILS_OFF =
  "Sie erhalten aus dieser Gruppe keine Benachrichtigungen mehr. Auf der Seite der Gruppe können Sie das ändern.";

const postPath = (post: NewGroupPost) => paths.groupPost(post.groupSlug, post.postId);
const headline = (post: NewGroupPost) =>
  post.announcement ? `Ankündigung in «${post.groupName}»` : `Neuer Beitrag in «${post.groupName}»`;

/**
 * The group's members (not those who only asked or were invited) whom a notification of the group reaches,
 * narrowed by `who`: the one place that says who counts as being in a group when it is told of something.
 */
export async function groupMembersToTell(tx: Tx, groupId: number, who: SQL | undefined) {
  return tx
    .select({ memberId: users.id, address: users.email, name: users.firstName })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, "member"), who));
}

/**
 * A post reaches the group's members who chose to hear of it: every post, or only announcements (marked by
 * the group's admins). Its author is not told of their own post. What it says is never on a lock screen
 * or in a mail: they name the group and the author; the text stays in the group.
 */
export const groupPostNotification = (ctx: AppContext): NotificationKind<NewGroupPost> => ({
  name: "group_post",
  topic: () => "groups",
  async members(tx: Tx, post): Promise<PersonalRecipient[]> {
    const levels: GroupNotificationLevel[] = post.announcement ? ["all", "announcements"] : ["all"];
    const rows = await groupMembersToTell(
      tx,
      post.groupId,
      and(ne(groupMembers.userId, post.authorId), inArray(groupMembers.notificationLevel, levels)),
    );
    return rows.map((row) => ({ address: row.address, name: row.name, memberId: row.memberId }));
  },
  async mail(_tx, recipient, post) {
    const { publicUrl, municipality } = ctx.config;
    if (!recipient.memberId) return null;
    const token = signUnsubscribe(
      ctx.unsubscribeKey,
      GROUP_POST_MAILS,
      `${post.groupId}:${recipient.memberId}`,
    );
    return {
      to: recipient.address,
      subject: headline(post),
      text: [
        salutation(recipient.name),
        "",
        `${post.authorName} hat in der Gruppe «${post.groupName}» im Dorfportal ${municipality} ${post.announcement ? "eine Ankündigung" : "einen Beitrag"} geschrieben.`,
        `Lesen: ${publicUrl}${postPath(post)}`,
        "",
        `Worüber Sie aus dieser Gruppe informiert werden, wählen Sie auf der Seite der Gruppe: ${publicUrl}${paths.group(post.groupSlug)}`,
      ].join("\n"),
      headers: {
        "List-Unsubscribe": `<${publicUrl}${groupMailUnsubscribePath(token)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  },
  push: async (_tx, post) => ({
    title: headline(post),
    body: `${post.authorName} hat geschrieben.`,
    url: postPath(post),
    tag: `group-post-${post.postId}`,
  }),
  centre: (post) => ({
    kind: "group_post",
    title: headline(post),
    body: `${post.authorName} hat geschrieben.`,
    href: postPath(post),
  }),
});

/** The one-click unsubscribe of a group's mails: the member hears nothing more of that group. */
export async function unsubscribeGroupMails(db: Db, unsubscribeKey: Buffer, token: string) {
  const named = verifyUnsubscribe(unsubscribeKey, GROUP_POST_MAILS, token);
  const [groupId, memberId] = named?.split(":") ?? [];
  const changed =
    groupId && memberId
      ? await db
          .update(groupMembers)
          .set({ notificationLevel: "none" })
          .where(and(eq(groupMembers.groupId, Number(groupId)), eq(groupMembers.userId, memberId)))
          .returning({ userId: groupMembers.userId })
      : [];
  if (changed.length === 0) throw notFound("Dieser Abmelde-Link ist ungültig.");
  return { message: GROUP_MAILS_OFF };
}
