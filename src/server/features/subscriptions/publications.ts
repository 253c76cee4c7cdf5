import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { calendarDayOf, formatLongDate, startOfDay } from "../../../shared/common/dates";
import { isOneOf } from "../../../shared/common/labelled-values";
import { paths } from "../../../shared/common/paths";
import { clipText } from "../../../shared/common/text";
import { NOTICE_KIND_LABELS } from "../../../shared/notices/basics";
import type { PushTopic } from "../../../shared/notifications/basics";
import { NEWS_CATEGORIES, type NewsCategory } from "../../../shared/subscriptions/subscriptions";
import type { AppContext } from "../../context";
import { articles, events, notices } from "../../db/schema";
import type { OutgoingMail } from "../../providers/mail/index";
import { toNoticeSummary } from "../notices/presenter";
import type { Fanned, NotificationKind } from "../notifications/notifier";
import { eventMail, newsMail, noticeMail } from "./mails";

/** Items one run notifies at most per kind; the rest wait for the next run a moment later. */
const BATCH = 20;

/** A batch of due rows, locked: rows another instance holds are skipped, never waited for. */
const lockedBatch = <Query extends PgSelect>(query: Query) =>
  query.limit(BATCH).for("update", { skipLocked: true });

type NotifyContext = Pick<AppContext, "db" | "notifier" | "config">;
type MailConfig = AppContext["config"];

const live = (table: typeof notices | typeof articles, now: Date) =>
  and(
    inArray(table.status, ["published", "scheduled"]),
    lte(table.publishedAt, now),
    isNull(table.notifiedAt),
  );

/**
 * A publication says the same on a lock screen and in the bell: a headline, one line cut short for the lock
 * screen, and its address; subscribers get the kind's mail with their own /abo link.
 */
function publicationKind<P extends { path: string }>(
  name: "notice" | "news" | "event",
  says: {
    topic(publication: P): PushTopic;
    mail(subscriber: { email: string; token: string }, publication: P): OutgoingMail;
    headline(publication: P): string;
    line(publication: P): string;
    urgent?(publication: P): boolean;
  },
): NotificationKind<P> {
  const line = (publication: P) => clipText(says.line(publication), 120);
  return {
    name,
    topic: says.topic,
    mail: async (_tx, recipient, publication) =>
      recipient.subscriptionToken
        ? says.mail({ email: recipient.address, token: recipient.subscriptionToken }, publication)
        : null,
    push: async (_tx, publication) => ({
      title: says.headline(publication),
      body: line(publication),
      url: publication.path,
      tag: `${name}-${publication.path}`,
    }),
    centre: (publication) => ({
      kind: name,
      title: says.headline(publication),
      body: line(publication),
      href: publication.path,
    }),
    urgent: (publication) => says.urgent?.(publication) ?? false,
  };
}

type NoticeNews = Parameters<typeof noticeMail>[2] & { urgent: boolean };

/** A notice that became public, to the followers of its kind; an urgent one is pushed also in quiet hours. */
export const noticeNotification = (config: MailConfig) =>
  publicationKind<NoticeNews>("notice", {
    topic: (notice) => `notices:${notice.kind}`,
    mail: (subscriber, notice) => noticeMail(config, subscriber, notice),
    headline: (notice) => `${NOTICE_KIND_LABELS[notice.kind]}: ${notice.title}`,
    line: (notice) => notice.excerpt,
    urgent: (notice) => notice.urgent,
  });

export const newsNotification = (config: MailConfig) =>
  publicationKind<Parameters<typeof newsMail>[2]>("news", {
    topic: (article) => `news:${article.category as NewsCategory}`,
    mail: (subscriber, article) => newsMail(config, subscriber, article),
    headline: (article) => `${article.category}: ${article.title}`,
    line: (article) => article.excerpt,
  });

export const eventNotification = (config: MailConfig) =>
  publicationKind<Parameters<typeof eventMail>[2]>("event", {
    topic: () => "events",
    mail: (subscriber, event) => eventMail(config, subscriber, event),
    headline: (event) => `Veranstaltung: ${event.title}`,
    line: (event) => [event.when, event.location].filter(Boolean).join(", "),
  });

/**
 * The one notification path (issue 25, item 4): an item that became public (published now, or its
 * scheduled moment came) is marked notified and its subscribers' mails are queued in the outbox, in one
 * transaction; locked rows are skipped, so that several instances never notify the same item twice. Runs
 * after each publication and every minute. Answers how many items it notified.
 */
export async function notifyPublications(ctx: NotifyContext, now = new Date()): Promise<number> {
  const fanned: Fanned[] = [];
  const notified = await ctx.db.transaction(async (tx) => {
    fanned.length = 0;
    const tell = async <P>(kind: NotificationKind<P>, payload: P) => {
      fanned.push(await ctx.notifier.notify(tx, kind, payload, now));
    };
    // Telling is no edit: the item keeps its date of change.
    const told = (row: { updatedAt: Date }) => ({ notifiedAt: now, updatedAt: row.updatedAt });
    const dueNotices = await lockedBatch(tx.select().from(notices).where(live(notices, now)).$dynamic());
    for (const row of dueNotices) {
      const notice = toNoticeSummary(row, now, ctx.config.timeZone);
      await tell(noticeNotification(ctx.config), {
        kind: notice.kind,
        title: notice.title,
        excerpt: notice.excerpt,
        deadline: notice.deadline,
        path: paths.notice(notice.slug),
        urgent: row.urgent,
      });
      await tx.update(notices).set(told(row)).where(eq(notices.id, row.id));
    }
    const dueArticles = await lockedBatch(tx.select().from(articles).where(live(articles, now)).$dynamic());
    for (const row of dueArticles) {
      // Letters and PR reports are no news topic: nobody follows them.
      if (isOneOf(NEWS_CATEGORIES, row.category)) {
        await tell(newsNotification(ctx.config), {
          category: row.category,
          title: row.title,
          excerpt: row.excerpt ?? "",
          path: paths.article(row.slug),
        });
      }
      await tx.update(articles).set(told(row)).where(eq(articles.id, row.id));
    }
    const dueEvents = await lockedBatch(
      tx
        .select()
        .from(events)
        .where(and(eq(events.status, "approved"), isNull(events.notifiedAt)))
        .$dynamic(),
    );
    const today = startOfDay(calendarDayOf(now, ctx.config.timeZone), ctx.config.timeZone);
    for (const row of dueEvents) {
      // An event approved after its day is news to nobody; a series counts while it has dates ahead.
      const ahead = row.eventDate >= today || row.recurrence !== null;
      const when = [
        formatLongDate(row.eventDate, ctx.config.timeZone),
        row.startTime && `${row.startTime} Uhr`,
      ]
        .filter(Boolean)
        .join(", ");
      if (ahead && !row.cancelledAt) {
        await tell(eventNotification(ctx.config), {
          title: row.title,
          when: row.recurrence ? `ab ${when}` : when,
          location: row.location,
          path: paths.event(row.slug),
        });
      }
      await tx.update(events).set(told(row)).where(eq(events.id, row.id));
    }
    return dueNotices.length + dueArticles.length + dueEvents.length;
  });
  await ctx.notifier.delivered(ctx.db, fanned);
  return notified;
}
