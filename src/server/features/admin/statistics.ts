import { count, desc, gte, isNotNull, sql } from "drizzle-orm";
import {
  type OutboxMail,
  type SiteStatistics,
  STATISTICS_DAYS,
  STATISTICS_WEEKS,
} from "../../../shared/admin/admin";
import { addDays, calendarDayOf, isoDay, startOfDay } from "../../../shared/common/dates";
import { type Db, selectRows } from "../../db/client";
import {
  events,
  helpEntries,
  messages,
  outbox,
  pageViews,
  prReports,
  readerLetters,
  userArticles,
  users,
} from "../../db/schema";

const TOP = 10;
const OUTBOX_SHOWN = 50;

/** Page views of the last 30 days (today included) and the portal's counts, days counted in the site's zone. */
export async function siteStatistics(db: Db, timeZone: string, now = new Date()): Promise<SiteStatistics> {
  const today = calendarDayOf(now, timeZone);
  const firstDay = addDays(today, -(STATISTICS_DAYS - 1));
  const from = startOfDay(firstDay, timeZone);
  const localDay = sql<string>`to_char(${pageViews.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const weeksFrom = startOfDay(addDays(today, -7 * STATISTICS_WEEKS), timeZone);
  const submittedAt = (
    table: typeof events | typeof readerLetters | typeof userArticles | typeof prReports,
  ) => sql`select ${table.createdAt} as created_at from ${table} where ${table.createdAt} >= ${weeksFrom}`;

  const [daily, topPages, topReferrers, [members], weekly, [entries], [messageCount]] = await Promise.all([
    db
      .select({
        day: localDay,
        views: count(),
        visitors: sql<number>`count(distinct ${pageViews.visitorHash})`,
      })
      .from(pageViews)
      .where(gte(pageViews.createdAt, from))
      .groupBy(sql`1`),
    db
      .select({ path: pageViews.path, views: count() })
      .from(pageViews)
      .where(gte(pageViews.createdAt, from))
      .groupBy(pageViews.path)
      .orderBy(desc(count()), pageViews.path)
      .limit(TOP),
    db
      .select({ host: sql<string>`${pageViews.referrerHost}`, views: count() })
      .from(pageViews)
      .where(sql`${gte(pageViews.createdAt, from)} and ${isNotNull(pageViews.referrerHost)}`)
      .groupBy(pageViews.referrerHost)
      .orderBy(desc(count()), pageViews.referrerHost)
      .limit(TOP),
    db.select({ total: count() }).from(users),
    selectRows<{ week_start: string; count: string | number }>(
      db,
      sql`
      select to_char(date_trunc('week', created_at at time zone ${timeZone}), 'YYYY-MM-DD') as week_start,
             count(*) as count
      from (${submittedAt(events)}
            union all ${submittedAt(readerLetters)}
            union all ${submittedAt(userArticles)}
            union all ${submittedAt(prReports)}) as submissions
      group by 1 order by 1`,
    ),
    db.select({ total: count() }).from(helpEntries),
    db.select({ total: count() }).from(messages),
  ]);

  const byDay = new Map(daily.map((row) => [row.day, row]));
  const days = Array.from({ length: STATISTICS_DAYS }, (_, index) => {
    const day = isoDay(addDays(firstDay, index));
    const row = byDay.get(day);
    return { day, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
  });
  return {
    days,
    topPages: topPages.map((row) => ({ path: row.path, views: Number(row.views) })),
    topReferrers: topReferrers.map((row) => ({ host: row.host, views: Number(row.views) })),
    members: Number(members!.total),
    submissionsPerWeek: weekly.map((row) => ({
      weekStart: row.week_start,
      count: Number(row.count),
    })),
    marketplaceEntries: Number(entries!.total),
    messages: Number(messageCount!.total),
  };
}

/** The latest mail of the outbox: what was sent, and what waits (without SMTP, all of it). */
export async function outboxMails(db: Db): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    body: row.body,
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  }));
}
