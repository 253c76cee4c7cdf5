import { and, desc, eq, gt } from "drizzle-orm";
import { addDays, calendarDayOf, formatLongDate, isoDay, zonedTime } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import { weekdayIndex } from "../../../shared/events/series";
import { NOTICE_KIND_LABELS } from "../../../shared/notices/basics";
import type { AppContext } from "../../context";
import { articles, digestRuns } from "../../db/schema";
import { publicArticle } from "../articles/visibility";
import { eventsOfMonth } from "../events/service";
import { listNotices } from "../notices/service";
import { type DigestContent, digestMail } from "./mails";
import { deliverableSubscribers } from "./subscribers";

type DigestContext = Pick<AppContext, "db" | "mailer" | "config">;

const ITEMS_PER_SECTION = 15;

/** This week's digest moment: the configured weekday (1 Monday … 7 Sunday) and hour, in the site's zone. */
export function digestMoment(now: Date, config: DigestContext["config"]): { week: string; at: Date } {
  const today = calendarDayOf(now, config.timeZone);
  const monday = addDays(today, -weekdayIndex(today));
  const day = addDays(monday, config.digest.weekday - 1);
  return { week: isoDay(monday), at: zonedTime(day, config.digest.hour, 0, config.timeZone) };
}

async function weekContent(ctx: DigestContext, now: Date): Promise<DigestContent> {
  const { db, config } = ctx;
  const today = calendarDayOf(now, config.timeZone);
  const lastDay = addDays(today, 7);
  const months = [today, lastDay].map((day) => `${day.year}-${day.month}`);
  const [news, notices, ...monthEvents] = await Promise.all([
    db
      .select({ title: articles.title, slug: articles.slug })
      .from(articles)
      .where(and(publicArticle(now), gt(articles.publishedAt, new Date(now.getTime() - 7 * 86_400_000))))
      .orderBy(desc(articles.publishedAt))
      .limit(ITEMS_PER_SECTION),
    listNotices(db, { page: 1 }, config.timeZone, now),
    ...[...new Set(months)].map((month) => {
      const [year, number] = month.split("-").map(Number);
      return eventsOfMonth(db, year!, number!, config.timeZone);
    }),
  ]);
  const [from, until] = [isoDay(today), isoDay(lastDay)];
  const events = monthEvents
    .flat()
    .filter((event) => {
      const day = isoDay(calendarDayOf(new Date(event.eventDate), config.timeZone));
      return !event.cancelled && day >= from && day < until;
    })
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate))
    .slice(0, ITEMS_PER_SECTION);
  return {
    news: news.map((item) => ({ title: item.title, path: paths.article(item.slug) })),
    events: events.map((event) => ({
      title: event.title,
      when: [formatLongDate(event.eventDate, config.timeZone), event.startTime && `${event.startTime} Uhr`]
        .filter(Boolean)
        .join(", "),
      path: paths.event(event.slug),
    })),
    notices: notices.notices.slice(0, ITEMS_PER_SECTION).map((notice) => ({
      title: notice.title,
      kind: NOTICE_KIND_LABELS[notice.kind],
      path: paths.notice(notice.slug),
    })),
  };
}

/**
 * The weekly digest (issue 25, item 3): from its moment on (DIGEST_WEEKDAY, DIGEST_HOUR), once per week on
 * whichever instance comes first (the week's row is the claim, in the same transaction as the mails), to
 * the confirmed subscribers of 'digest'; a week without news, events or current notices sends nothing.
 * Answers how many were mailed, or null when this week's digest is not due or already done.
 */
export async function sendWeeklyDigest(ctx: DigestContext, now = new Date()): Promise<number | null> {
  const { week, at } = digestMoment(now, ctx.config);
  if (now < at) return null;
  // Every minute of the rest of the week asks: a week already done reads nothing more.
  const [done] = await ctx.db
    .select({ week: digestRuns.week })
    .from(digestRuns)
    .where(eq(digestRuns.week, week));
  if (done) return null;
  const content = await weekContent(ctx, now);
  const empty = content.news.length + content.events.length + content.notices.length === 0;
  const sent = await ctx.db.transaction(async (tx) => {
    const recipients = empty ? [] : await deliverableSubscribers(tx, "digest");
    const claimed = await tx
      .insert(digestRuns)
      .values({ week, recipients: recipients.length })
      .onConflictDoNothing()
      .returning({ week: digestRuns.week });
    if (claimed.length === 0) return null;
    await ctx.mailer.enqueueAll(
      tx,
      recipients.map((subscriber) => digestMail(ctx.config, subscriber, content)),
    );
    return recipients.length;
  });
  if (sent) ctx.mailer.flushSoon();
  return sent;
}
