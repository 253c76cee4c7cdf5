import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  type CentreSettings,
  type CentreTopic,
  DEFAULT_CENTRE_TOPICS,
  type NotificationItem,
  type NotificationKind,
  type NotificationsPage,
} from "../../../shared/notifications/basics";
import type { Db, Tx } from "../../db/client";
import { notificationCentreSettings, notifications } from "../../db/schema";

/** The notification centre of one member: their entries, read or not, and the topics it shows. */

const PAGE_SIZE = 20;
/** Entries older than this are deleted by the purge job (jobs.ts). */
export const CENTRE_KEEP_DAYS = 180;

/** Unread counts of these members (absent: none). */
export async function unreadNotifications(db: Db | Tx, memberIds: string[]): Promise<Map<string, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, memberIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.unread]));
}

/**
 * The ETag basis of GET /api/notifications: changes with a new entry, a read one, and a replaced one. One
 * read over the member's index; the centre polls it without reading the entries.
 */
export async function centreVersion(db: Db, memberId: string): Promise<string> {
  const [row] = await db
    .select({
      newest: sql<number | null>`max(${notifications.id})`,
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`,
      lastRead: sql<string | null>`extract(epoch from max(${notifications.readAt}))::text`,
    })
    .from(notifications)
    .where(eq(notifications.userId, memberId));
  return [row?.newest ?? 0, row?.total ?? 0, row?.unread ?? 0, row?.lastRead ?? 0].join("-");
}

export async function notificationsPage(
  db: Db,
  memberId: string,
  before?: number,
): Promise<NotificationsPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, memberId), before ? lt(notifications.id, before) : undefined))
    .orderBy(desc(notifications.id))
    .limit(PAGE_SIZE + 1);
  const unread = (await unreadNotifications(db, [memberId])).get(memberId) ?? 0;
  return {
    items: rows.slice(0, PAGE_SIZE).map(
      (row): NotificationItem => ({
        id: row.id,
        kind: row.kind as NotificationKind,
        title: row.title,
        body: row.body,
        href: row.href,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      }),
    ),
    unread,
    hasMore: rows.length > PAGE_SIZE,
  };
}

/** Marks the member's own entries read (ids of other members' entries change nothing); answers the unread count. */
export async function markNotificationsRead(
  db: Db,
  memberId: string,
  which: { all: true } | { ids: number[] },
): Promise<{ changed: boolean; unread: number }> {
  const changed = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, memberId),
        isNull(notifications.readAt),
        "ids" in which ? inArray(notifications.id, which.ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  const unread = (await unreadNotifications(db, [memberId])).get(memberId) ?? 0;
  return { changed: changed.length > 0, unread };
}

export async function centreSettings(db: Db, memberId: string): Promise<CentreSettings> {
  return { topics: await centreTopicsOf(db, memberId) };
}

export async function setCentreSettings(
  db: Db,
  memberId: string,
  topics: CentreTopic[],
): Promise<CentreSettings> {
  await db
    .insert(notificationCentreSettings)
    .values({ userId: memberId, topics })
    .onConflictDoUpdate({ target: notificationCentreSettings.userId, set: { topics } });
  return { topics };
}

/** The purge job's share: old entries and the events no entry refers to any more go. */
export async function purgeOldNotifications(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - CENTRE_KEEP_DAYS * 24 * 3600_000);
  await db.delete(notifications).where(lt(notifications.createdAt, cutoff));
  await db.execute(
    sql`delete from notification_events e where e.created_at < ${cutoff}
        and not exists (select 1 from notifications n where n.event_id = e.id)`,
  );
  await db.execute(
    sql`delete from push_outbox where sent_at is not null and sent_at < ${new Date(now.getTime() - 7 * 24 * 3600_000)}`,
  );
}

/** The topics a member's centre shows: their choice, or the personal ones. */
export async function centreTopicsOf(db: Db | Tx, memberId: string): Promise<CentreTopic[]> {
  const [row] = await db
    .select({ topics: notificationCentreSettings.topics })
    .from(notificationCentreSettings)
    .where(eq(notificationCentreSettings.userId, memberId));
  return (row?.topics as CentreTopic[] | undefined) ?? [...DEFAULT_CENTRE_TOPICS];
}
