import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type ContactEntry,
  type InboxMessage,
  type PublicMember,
  RECENT_PER_CONVERSATION,
  type SendMessageInput,
} from "../../../shared/messages/messages";
import type { AppContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import { helpEntries, memberBlocks, messages, messageVersions, users } from "../../db/schema";
import { inboxChanged } from "./inbox-versions";
import { messageNotification } from "./notifications";
import { entryCard, publicMember, toInboxMessage } from "./presenter";

const fromUser = alias(users, "from_user");
const toUser = alias(users, "to_user");

/** At most one mail about new messages per conversation in this span (issue 11). */
const _MAIL_NOTICE_INTERVAL = sql`interval '1 hour'`;

const messageColumns = { message: messages, fromUser, toUser, entry: helpEntries };

const withPeople = (db: Db) =>
  db
    .select(messageColumns)
    .from(messages)
    .innerJoin(fromUser, eq(fromUser.id, messages.fromUserId))
    .innerJoin(toUser, eq(toUser.id, messages.toUserId))
    .leftJoin(helpEntries, eq(helpEntries.id, messages.relatedEntryId));

const involves = (userId: string) => or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId));
const between = (a: string, b: string) =>
  or(
    and(eq(messages.fromUserId, a), eq(messages.toUserId, b)),
    and(eq(messages.fromUserId, b), eq(messages.toUserId, a)),
  );

async function bumpVersions(tx: Db | Tx, userIds: string[]) {
  for (const userId of [...new Set(userIds)].sort()) {
    await tx
      .insert(messageVersions)
      .values({ userId, version: 1 })
      .onConflictDoUpdate({
        target: messageVersions.userId,
        set: { version: sql`${messageVersions.version} + 1` },
      });
  }
}

/**
 * GET /api/messages: the newest messages of each of the member's conversations (older ones come page by
 * page from conversationPage), plus every unread message they received, newest first.
 */
export async function memberMessages(db: Db, userId: string): Promise<InboxMessage[]> {
  const partner = sql`case when ${messages.fromUserId} = ${userId} then ${messages.toUserId} else ${messages.fromUserId} end`;
  const ranked = db.$with("ranked").as(
    db
      .select({
        id: sql<number>`${messages.id}`.as("ranked_id"),
        rank: sql<number>`row_number() over (partition by ${partner} order by ${messages.createdAt} desc, ${messages.id} desc)`.as(
          "rank",
        ),
      })
      .from(messages)
      .where(involves(userId)),
  );
  const rows = await db
    .with(ranked)
    .select(messageColumns)
    .from(messages)
    .innerJoin(ranked, eq(ranked.id, messages.id))
    .innerJoin(fromUser, eq(fromUser.id, messages.fromUserId))
    .innerJoin(toUser, eq(toUser.id, messages.toUserId))
    .leftJoin(helpEntries, eq(helpEntries.id, messages.relatedEntryId))
    .where(
      or(
        sql`${ranked.rank} <= ${RECENT_PER_CONVERSATION}`,
        and(eq(messages.toUserId, userId), eq(messages.isRead, false)),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id));
  return rows.map(toInboxMessage);
}

/** Older messages of one conversation, newest first, before the message with id `beforeId`. */
export async function conversationPage(
  db: Db,
  userId: string,
  partnerId: string,
  beforeId: number,
  limit: number,
): Promise<InboxMessage[]> {
  const rows = await withPeople(db)
    .where(and(between(userId, partnerId), lt(messages.id, beforeId)))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.map(toInboxMessage);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.toUserId, userId), eq(messages.isRead, false)));
  return row?.count ?? 0;
}

export async function findMember(db: Db, userId: string): Promise<PublicMember | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ? publicMember(row) : null;
}

export async function findMessage(db: Db, messageId: number) {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row ?? null;
}

/** An entry's public card for the inbox: only entries the marketplace shows (moderation approved). */
export async function contactEntry(db: Db | Tx, entryId: number): Promise<ContactEntry | null> {
  const [row] = await db
    .select()
    .from(helpEntries)
    .where(and(eq(helpEntries.id, entryId), eq(helpEntries.moderationState, "approved")));
  return row ? { ...entryCard(row), ownerUserId: row.ownerUserId } : null;
}

export async function hasConversation(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db.select({ id: messages.id }).from(messages).where(between(a, b)).limit(1);
  return Boolean(row);
}

export async function isBlocked(db: Db, blockerUserId: string, blockedUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: memberBlocks.createdAt })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerUserId, blockerUserId), eq(memberBlocks.blockedUserId, blockedUserId)));
  return Boolean(row);
}

/**
 * Everyone the member has exchanged a message with and neither blocked nor was blocked by: those who see
 * the member's presence.
 */
export async function conversationPartnerIds(db: Db, userId: string): Promise<string[]> {
  const partner = sql<string>`case when ${messages.fromUserId} = ${userId} then ${messages.toUserId} else ${messages.fromUserId} end`;
  const rows = await db
    .selectDistinct({ partner })
    .from(messages)
    .where(
      and(
        involves(userId),
        sql`not exists (select 1 from ${memberBlocks} where (${memberBlocks.blockerUserId} = ${userId} and ${memberBlocks.blockedUserId} = ${partner}) or (${memberBlocks.blockerUserId} = ${partner} and ${memberBlocks.blockedUserId} = ${userId}))`,
      ),
    );
  return rows.map((row) => row.partner);
}

/** Whether the member lets partners see when they were last online (a profile setting). */
export async function showsLastSeen(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ show: users.showLastSeen }).from(users).where(eq(users.id, userId));
  return row?.show ?? false;
}

/**
 * Stores a message, tells the recipient on the notification path (messages/notifications.ts: mail and push
 * when offline, the notification centre) and sends it to both members' open tabs. The policy has already
 * allowed it.
 */
export async function sendMessage(
  ctx: AppContext,
  sender: { id: string; firstName: string | null; lastName: string | null },
  input: SendMessageInput,
): Promise<InboxMessage> {
  const { db, realtime } = ctx;
  const { id, fanned } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(messages)
      .values({
        fromUserId: sender.id,
        toUserId: input.toUserId,
        content: input.content,
        relatedEntryId: input.relatedEntryId ?? null,
      })
      .returning({ id: messages.id });
    if (!created) throw new Error("insert returned no row");
    await bumpVersions(tx, [sender.id, input.toUserId]);

    const entry = input.relatedEntryId == null ? null : await contactEntry(tx, input.relatedEntryId);
    const fanned = await ctx.notifier.notify(tx, messageNotification(ctx), {
      recipientId: input.toUserId,
      sender,
      entry: entry ? { id: entry.id, title: entry.title } : null,
    });
    return { id: created.id, fanned };
  });
  await ctx.notifier.delivered(db, fanned);
  await inboxChanged(ctx, [sender.id, input.toUserId]);

  const [row] = await withPeople(db).where(eq(messages.id, id));
  if (!row) throw new Error("sent message vanished");
  const message = toInboxMessage(row);
  await realtime.sendTo([sender.id, input.toUserId], { type: "message", message });
  await realtime.sendTo([input.toUserId], {
    type: "unread_count",
    count: await unreadCount(db, input.toUserId),
  });
  return message;
}

/** After read marking: the sender's ticks turn double, the reader's badge goes down, wherever they are. */
async function announceRead(ctx: AppContext, readerId: string, senderIds: string[]) {
  const senders = [...new Set(senderIds)];
  await ctx.realtime.sendTo(senders, { type: "messages_read", byUserId: readerId });
  await ctx.realtime.sendTo([readerId], { type: "unread_count", count: await unreadCount(ctx.db, readerId) });
}

/** PUT /api/messages/{id}/read; the policy has checked that the member is the recipient. */
export async function markRead(ctx: AppContext, readerId: string, messageId: number): Promise<void> {
  const changed = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(messages)
      .set({ isRead: true })
      .where(and(eq(messages.id, messageId), eq(messages.toUserId, readerId), eq(messages.isRead, false)))
      .returning({ fromUserId: messages.fromUserId });
    if (updated.length > 0) await bumpVersions(tx, [readerId, ...updated.map((row) => row.fromUserId)]);
    return updated;
  });
  if (changed.length > 0) {
    await inboxChanged(ctx, [readerId, ...changed.map((row) => row.fromUserId)]);
    await announceRead(
      ctx,
      readerId,
      changed.map((row) => row.fromUserId),
    );
  }
}

/** Opening a conversation reads every message received in it, in one statement; returns how many. */
export async function markConversationRead(
  ctx: AppContext,
  readerId: string,
  partnerId: string,
): Promise<number> {
  const changed = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(messages)
      .set({ isRead: true })
      .where(
        and(eq(messages.toUserId, readerId), eq(messages.fromUserId, partnerId), eq(messages.isRead, false)),
      )
      .returning({ id: messages.id });
    if (updated.length > 0) await bumpVersions(tx, [readerId, partnerId]);
    return updated.length;
  });
  if (changed > 0) {
    await inboxChanged(ctx, [readerId, partnerId]);
    await announceRead(ctx, readerId, [partnerId]);
  }
  return changed;
}

export async function blockMember(db: Db, blockerUserId: string, blockedUserId: string): Promise<void> {
  await db.insert(memberBlocks).values({ blockerUserId, blockedUserId }).onConflictDoNothing();
}

export async function unblockMember(db: Db, blockerUserId: string, blockedUserId: string): Promise<void> {
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerUserId, blockerUserId), eq(memberBlocks.blockedUserId, blockedUserId)));
}

/** The members this member has blocked (only the blocker ever learns of a block). */
export async function blockedMemberIds(db: Db, blockerUserId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberBlocks.blockedUserId })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerUserId, blockerUserId))
    .orderBy(desc(memberBlocks.createdAt));
  return rows.map((row) => row.id);
}

export async function setShowLastSeen(db: Db, userId: string, showLastSeen: boolean) {
  await db.update(users).set({ showLastSeen }).where(eq(users.id, userId));
  return { showLastSeen };
}
