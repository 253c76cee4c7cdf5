import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import { FORMER_MEMBER } from "../../../shared/groups/basics";
import {
  type GroupConversationPage,
  type GroupInboxMessage,
  type InboxItem,
  OLDER_PAGE_SIZE,
  RECENT_PER_CONVERSATION,
} from "../../../shared/messages/messages";
import type { AppContext } from "../../context";
import { type Db, selectRows, type Tx } from "../../db/client";
import { groupConversationMembers, groupMessages, groups } from "../../db/schema";
import { deleteWithAudit } from "../../lib/moderation";
import type { GroupRow } from "../groups/presenter";
import { personName } from "../groups/presenter";
import { groupMessageTitle } from "./group-message-reports";
import { groupMessageNotification } from "./group-notifications";
import { inboxChanged } from "./inbox-versions";
import { memberMessages } from "./service";

/**
 * A group's one conversation in the inbox (issue 27): read by the group's current members only (the
 * policy has asked before any of these run). Each member has one read marker per conversation, not a row
 * per message; a message before a member joined counts as read for them.
 */

export const GROUP_MESSAGE_GONE = "Diese Nachricht gibt es nicht mehr.";

/** Unread messages of one conversation listed in the inbox at most; older unread ones come page by page. */
export const GROUP_UNREAD_LISTED = 100;

interface GroupMessageRow {
  id: number;
  group_id: number;
  slug: string;
  name: string;
  logo_url: string | null;
  muted: boolean;
  sender_user_id: string | null;
  sender_is_member: boolean;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  content: string;
  created_at: Date | string;
  is_read: boolean;
}

/** When the viewer joined the conversation: messages before it are history, not news. */
const joinedAt = sql`coalesce(vm.joined_at, vm.requested_at)`;

/** A message the viewer has not read: another's, after their marker and after they joined. */
const unreadBy = (viewerId: string) =>
  sql`(m.sender_user_id is distinct from ${viewerId} and m.id > coalesce(vs.last_read_message_id, 0) and m.created_at > ${joinedAt})`;

/**
 * Messages of the viewer's groups with what the viewer sees of them: the sender's name while they are a
 * member (else a former member's), and the read state (the viewer's own messages: read by every other
 * member who was there when it was written).
 */
function groupMessageRows(
  db: Db | Tx,
  viewerId: string,
  { join = sql``, where, tail = sql`` }: { join?: SQL; where: SQL; tail?: SQL },
) {
  return selectRows<GroupMessageRow>(
    db,
    sql`select m.id, m.group_id, g.slug, g.name, g.logo_url, coalesce(vs.muted, false) as muted,
      m.sender_user_id, (sm.user_id is not null) as sender_is_member,
      u.first_name, u.last_name, u.profile_image_url, m.content, m.created_at,
      case when m.sender_user_id = ${viewerId} then not exists (
        select 1 from group_members o
        left join group_conversation_members os on os.group_id = o.group_id and os.user_id = o.user_id
        where o.group_id = m.group_id and o.status = 'member' and o.user_id <> ${viewerId}
          and coalesce(o.joined_at, o.requested_at) < m.created_at
          and coalesce(os.last_read_message_id, 0) < m.id)
      else not ${unreadBy(viewerId)} end as is_read
    from group_messages m
    join groups g on g.id = m.group_id
    join group_members vm on vm.group_id = m.group_id and vm.user_id = ${viewerId} and vm.status = 'member'
    left join group_conversation_members vs on vs.group_id = m.group_id and vs.user_id = ${viewerId}
    left join group_members sm on sm.group_id = m.group_id and sm.user_id = m.sender_user_id and sm.status = 'member'
    left join users u on u.id = m.sender_user_id
    ${join}
    where ${where} ${tail}`,
  );
}

function toGroupInboxMessage(row: GroupMessageRow): GroupInboxMessage {
  const current = row.sender_is_member && row.sender_user_id !== null;
  return {
    kind: "group",
    id: row.id,
    group: { id: row.group_id, slug: row.slug, name: row.name, logoUrl: row.logo_url, muted: row.muted },
    fromUserId: current ? row.sender_user_id : null,
    senderName: current
      ? personName({ userId: row.sender_user_id, firstName: row.first_name, lastName: row.last_name })
      : FORMER_MEMBER,
    senderImageUrl: current ? row.profile_image_url : null,
    content: row.content,
    isRead: row.is_read,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * GET /api/messages: the member's private messages and, of each of their groups' conversations, the newest
 * messages and the unread ones (up to GROUP_UNREAD_LISTED), all newest first.
 */
export async function inboxItems(db: Db, userId: string): Promise<InboxItem[]> {
  const [direct, rows] = await Promise.all([
    memberMessages(db, userId),
    groupMessageRows(db, userId, {
      join: sql`join (
          select id as ranked_id, row_number() over (partition by group_id order by id desc) as rank
          from group_messages
          where group_id in (select group_id from group_members where user_id = ${userId} and status = 'member')
        ) ranked on ranked.ranked_id = m.id`,
      where: sql`ranked.rank <= ${RECENT_PER_CONVERSATION}
        or (ranked.rank <= ${GROUP_UNREAD_LISTED} and ${unreadBy(userId)})`,
    }),
  ]);
  const items: InboxItem[] = [...direct, ...rows.map(toGroupInboxMessage)];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

async function stateOf(db: Db | Tx, groupId: number, userId: string) {
  const [row] = await db
    .select({ muted: groupConversationMembers.muted })
    .from(groupConversationMembers)
    .where(and(eq(groupConversationMembers.groupId, groupId), eq(groupConversationMembers.userId, userId)));
  return { muted: row?.muted ?? false };
}

/** GET /api/groups/{slug}/conversation: the newest page, or the page before the message `before`. */
export async function groupConversationPage(
  db: Db,
  viewerId: string,
  group: GroupRow,
  before: number | undefined,
): Promise<GroupConversationPage> {
  const [rows, state] = await Promise.all([
    groupMessageRows(db, viewerId, {
      where: sql`m.group_id = ${group.id} and m.id < ${before ?? 2_147_483_647}`,
      tail: sql`order by m.id desc limit ${OLDER_PAGE_SIZE}`,
    }),
    stateOf(db, group.id, viewerId),
  ]);
  return {
    group: {
      id: group.id,
      slug: group.slug,
      name: group.name,
      logoUrl: group.logoUrl,
      muted: state.muted,
      mayWrite: group.status === "active",
    },
    messages: rows.map(toGroupInboxMessage),
  };
}

/**
 * Bumps the inbox version (the ETag of GET /api/messages) of every current member of the group in one
 * statement, in the order of their ids as the private messages do (no deadlock between the two); returns
 * the members.
 */
async function bumpGroupInboxes(tx: Tx, groupId: number): Promise<string[]> {
  const rows = await selectRows<{ user_id: string }>(
    tx,
    sql`insert into message_versions (user_id, version)
      select user_id, 1 from group_members where group_id = ${groupId} and status = 'member' order by user_id
      on conflict (user_id) do update set version = message_versions.version + 1
      returning user_id`,
  );
  return rows.map((row) => row.user_id);
}

/** Bumps these members' inbox versions, in one statement and in the order of their ids. */
async function bumpInboxes(tx: Tx, userIds: string[]) {
  await selectRows(
    tx,
    sql`insert into message_versions (user_id, version)
      select id, 1 from users where id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id
      on conflict (user_id) do update set version = message_versions.version + 1`,
  );
}

/** Moves a member's read marker forward (never back); the row is made on first use. */
function readUpTo(tx: Tx, groupId: number, userId: string, messageId: number) {
  return tx
    .insert(groupConversationMembers)
    .values({ groupId, userId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [groupConversationMembers.groupId, groupConversationMembers.userId],
      set: { lastReadMessageId: sql`greatest(${groupConversationMembers.lastReadMessageId}, ${messageId})` },
    });
}

/**
 * Stores a group message, tells the members on the notification path (mail to the offline ones once per
 * conversation and hour, the notification centre; not those who muted it) and the members' open tabs.
 */
export async function sendGroupMessage(
  ctx: AppContext,
  sender: AuthUser,
  group: GroupRow,
  content: string,
): Promise<GroupInboxMessage> {
  const { db } = ctx;
  const { id, members, fanned } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(groupMessages)
      .values({ groupId: group.id, senderUserId: sender.id, content })
      .returning({ id: groupMessages.id });
    if (!created) throw new Error("insert returned no row");
    await readUpTo(tx, group.id, sender.id, created.id);
    const members = await bumpGroupInboxes(tx, group.id);
    const fanned = await ctx.notifier.notify(tx, groupMessageNotification(ctx), {
      groupId: group.id,
      groupName: group.name,
      groupSlug: group.slug,
      senderId: sender.id,
      senderName: personName({ userId: sender.id, firstName: sender.firstName, lastName: sender.lastName }),
    });
    return { id: created.id, members, fanned };
  });
  await ctx.notifier.delivered(db, fanned);
  await inboxChanged(ctx, members);
  // Each member's tab reads the message with its own read state and mute: the event only says it came.
  await ctx.realtime.sendTo(members, { type: "group_message", groupId: group.id, fromUserId: sender.id });
  const [row] = await groupMessageRows(db, sender.id, { where: sql`m.id = ${id}` });
  if (!row) throw new Error("sent message vanished");
  return toGroupInboxMessage(row);
}

/**
 * The member read the conversation up to its newest message; returns how many messages of others that
 * marked. Those others' ticks may turn double: their inboxes change too.
 */
export async function markGroupConversationRead(
  ctx: AppContext,
  readerId: string,
  groupId: number,
): Promise<number> {
  const { marked, senders } = await ctx.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ lastRead: groupConversationMembers.lastReadMessageId })
      .from(groupConversationMembers)
      .where(
        and(eq(groupConversationMembers.groupId, groupId), eq(groupConversationMembers.userId, readerId)),
      )
      .for("update");
    const from = previous?.lastRead ?? 0;
    const read = await selectRows<{ id: number; sender_user_id: string | null }>(
      tx,
      sql`select id, sender_user_id from group_messages where group_id = ${groupId} and id > ${from}
        and sender_user_id is distinct from ${readerId}`,
    );
    const newest = Math.max(0, ...read.map((row) => row.id));
    if (newest === 0) return { marked: 0, senders: [] as string[] };
    await readUpTo(tx, groupId, readerId, newest);
    const senders = [...new Set(read.flatMap((row) => (row.sender_user_id ? [row.sender_user_id] : [])))];
    await bumpInboxes(tx, [readerId, ...senders]);
    return { marked: read.length, senders };
  });
  if (marked > 0) {
    await inboxChanged(ctx, [readerId, ...senders]);
    await ctx.realtime.sendTo([readerId, ...senders], { type: "group_read", groupId });
  }
  return marked;
}

/**
 * The portal's team takes a reported message out of a group's conversation (its reports leave the team's
 * list with it, as a deleted post's); the audit log keeps what it said; the members' inboxes and tabs follow.
 */
export async function removeGroupMessage(ctx: AppContext, actorUserId: string, messageId: number) {
  let groupId = 0;
  let members: string[] = [];
  await deleteWithAudit(
    ctx.db,
    { entityType: "group-message", id: messageId, missing: GROUP_MESSAGE_GONE, actorUserId },
    async (tx) => {
      const [message] = await tx.delete(groupMessages).where(eq(groupMessages.id, messageId)).returning({
        groupId: groupMessages.groupId,
        senderUserId: groupMessages.senderUserId,
        content: groupMessages.content,
      });
      if (!message) return [];
      groupId = message.groupId;
      members = await bumpGroupInboxes(tx, groupId);
      const [group] = await tx.select({ name: groups.name }).from(groups).where(eq(groups.id, groupId));
      return [{ ...message, title: groupMessageTitle(group?.name ?? "") }];
    },
    (message) => ({ senderUserId: message.senderUserId, content: message.content }),
  );
  await inboxChanged(ctx, members);
  await ctx.realtime.sendTo(members, { type: "group_message_removed", groupId });
}

/** A muted conversation stays readable and listed; it sends its member no mail and no notification. */
export async function setGroupConversationMuted(
  ctx: AppContext,
  userId: string,
  groupId: number,
  muted: boolean,
): Promise<{ muted: boolean }> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(groupConversationMembers)
      .values({ groupId, userId, muted })
      .onConflictDoUpdate({
        target: [groupConversationMembers.groupId, groupConversationMembers.userId],
        set: { muted },
      });
    await bumpInboxes(tx, [userId]);
  });
  await inboxChanged(ctx, [userId]);
  return { muted };
}

/**
 * Who sees a member type in a group's conversation: the group's other current members who have not
 * blocked the typist, while the group is active; nobody when the typist is not a member.
 */
export async function groupTypingAudience(
  db: Db,
  groupId: number,
  typistId: string,
): Promise<{ memberIds: string[]; typistName: string } | null> {
  const [typist] = await selectRows<{ first_name: string | null; last_name: string | null }>(
    db,
    sql`select u.first_name, u.last_name from group_members t
      join groups g on g.id = t.group_id and g.status = 'active'
      join users u on u.id = t.user_id
      where t.group_id = ${groupId} and t.user_id = ${typistId} and t.status = 'member'`,
  );
  if (!typist) return null;
  const audience = await selectRows<{ user_id: string }>(
    db,
    sql`select o.user_id from group_members o
      where o.group_id = ${groupId} and o.status = 'member' and o.user_id <> ${typistId}
        and not exists (select 1 from member_blocks b
          where b.blocker_user_id = o.user_id and b.blocked_user_id = ${typistId})`,
  );
  return {
    memberIds: audience.map((row) => row.user_id),
    typistName: personName({ userId: typistId, firstName: typist.first_name, lastName: typist.last_name }),
  };
}
