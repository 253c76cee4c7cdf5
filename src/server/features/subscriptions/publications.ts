import { and, arrayContains, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { calendarDayOf, formatLongDate, startOfDay } from "../../../shared/dates";
import { paths } from "../../../shared/paths";
import { NEWS_CATEGORIES } from "../../../shared/subscriptions";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { articles, events, notices, subscriptions } from "../../db/schema";
import { toNoticeSummary } from "../notices/presenter";
import { eventMail, newsMail, noticeMail } from "./mails";

/** Items one run notifies at most per kind; the rest wait for the next run a moment later. */
const BATCH = 20;

type NotifyContext = Pick<AppContext, "db" | "mailer" | "config">;

const live = (table: typeof notices | typeof articles, now: Date) =>
  and(
    inArray(table.status, ["published", "scheduled"]),
    lte(table.publishedAt, now),
    isNull(table.notifiedAt),
  );

/** The confirmed, deliverable subscribers of one topic. */
const subscribersOf = (tx: Tx, topic: string) =>
  tx
    .select({ email: subscriptions.email, token: subscriptions.token })
    .from(subscriptions)
    .where(
      and(
        arrayContains(subscriptions.topics, [topic]),
        isNull(subscriptions.bouncedAt),
        // An unconfirmed address gets nothing but its confirmation.
        isNotNull(subscriptions.confirmedAt),
      ),
    );

/**
 * The one notification path (issue 25, item 4): an item that became public (published now, or its
 * scheduled moment came) is marked notified and its subscribers' mails are queued in the outbox, in one
 * transaction; locked rows are skipped, so that several instances never notify the same item twice. Runs
 * after each publication and every minute. Answers how many items it notified.
 */
export async function notifyPublications(ctx: NotifyContext, now = new Date()): Promise<number> {
  const notified = await ctx.db.transaction(async (tx) => {
    const dueNotices = await tx
      .select()
      .from(notices)
      .where(live(notices, now))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    for (const row of dueNotices) {
      const notice = toNoticeSummary(row, now, ctx.config.timeZone);
      const recipients = await subscribersOf(tx, `notices:${notice.kind}`);
      await ctx.mailer.enqueueAll(
        tx,
        recipients.map((subscriber) =>
          noticeMail(ctx.config, subscriber, { ...notice, path: paths.notice(notice.slug) }),
        ),
      );
      // Telling is no edit: the item keeps its date of change.
      await tx
        .update(notices)
        .set({ notifiedAt: now, updatedAt: row.updatedAt })
        .where(eq(notices.id, row.id));
    }
    const dueArticles = await tx
      .select()
      .from(articles)
      .where(live(articles, now))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    for (const row of dueArticles) {
      const recipients = (NEWS_CATEGORIES as readonly string[]).includes(row.category)
        ? await subscribersOf(tx, `news:${row.category}`)
        : [];
      await ctx.mailer.enqueueAll(
        tx,
        recipients.map((subscriber) =>
          newsMail(ctx.config, subscriber, {
            category: row.category,
            title: row.title,
            excerpt: row.excerpt ?? "",
            path: paths.article(row.slug),
          }),
        ),
      );
      await tx
        .update(articles)
        .set({ notifiedAt: now, updatedAt: row.updatedAt })
        .where(eq(articles.id, row.id));
    }
    const dueEvents = await tx
      .select()
      .from(events)
      .where(and(eq(events.status, "approved"), isNull(events.notifiedAt)))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const today = startOfDay(calendarDayOf(now, ctx.config.timeZone), ctx.config.timeZone);
    for (const row of dueEvents) {
      // An event approved after its day is news to nobody; a series counts while it has dates ahead.
      const ahead = row.eventDate >= today || row.recurrence !== null;
      const recipients = ahead && !row.cancelledAt ? await subscribersOf(tx, "events") : [];
      const when = [
        formatLongDate(row.eventDate, ctx.config.timeZone),
        row.startTime && `${row.startTime} Uhr`,
      ]
        .filter(Boolean)
        .join(", ");
      await ctx.mailer.enqueueAll(
        tx,
        recipients.map((subscriber) =>
          eventMail(ctx.config, subscriber, {
            title: row.title,
            when: row.recurrence ? `ab ${when}` : when,
            location: row.location,
            path: paths.event(row.slug),
          }),
        ),
      );
      await tx.update(events).set({ notifiedAt: now, updatedAt: row.updatedAt }).where(eq(events.id, row.id));
    }
    return dueNotices.length + dueArticles.length + dueEvents.length;
  });
  if (notified > 0) ctx.mailer.flushSoon();
  return notified;
}
