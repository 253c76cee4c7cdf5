import { and, desc, eq, sql } from "drizzle-orm";
import { categoryFeedPath, categoryPath, contentHref } from "../../../shared/articles/articles";
import { ARTICLE_CATEGORIES } from "../../../shared/common/constants";
import { calendarDayOf, formatLongDate, startOfDay } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import { EVENT_CANCELLED, eventPath } from "../../../shared/events/basics";
import { NOTICE_KIND_LABELS } from "../../../shared/notices/basics";
import type { Db } from "../../db/client";
import { articles, events, groups, notices, prReports, readerLetters, userArticles } from "../../db/schema";
import { listPublicContent } from "../articles/listing";
import { publicArticle } from "../articles/visibility";
import { datesFrom, nextDateOf } from "../events/service";
import { listedGroup } from "../groups/service";
import { publicLetter } from "../letters/service";
import { toNoticeSummary } from "../notices/presenter";
import { publicNotice } from "../notices/service";
import { prReportDate, publicPrReport } from "../pr-reports/service";
import { publicUserArticle } from "../user-articles/service";

export const FEED_ITEM_COUNT = 50;

/** Pages worth finding that are always there, besides the content itself: no sign-in, form or noindex pages. */
const STATIC_PATHS = [
  "/",
  "/mitteilungen",
  "/abonnieren",
  "/marktplatz",
  "/business-directory",
  "/gruppen",
  "/kommunalwahlen/abstimmung",
  "/pr-service",
  "/kontakt",
  "/ueber-uns",
  "/impressum",
  "/datenschutz",
];

/** Text for XML: characters XML 1.0 forbids are dropped, markup characters escaped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

interface FeedSite {
  publicUrl: string;
  municipality: string;
  timeZone: string;
}

interface FeedEntry {
  title: string;
  path: string;
  publishedAt: Date;
  category: string;
  description: string | null;
}

/** The category whose feed carries the calendar's events beside its articles. */
const EVENTS_CATEGORY = "Events";

/**
 * Approved events still to come, newest approval first: an event is published when it is approved,
 * which is its last change while it waits.
 */
async function upcomingEventEntries(db: Db, site: FeedSite, now: Date): Promise<FeedEntry[]> {
  const today = startOfDay(calendarDayOf(now, site.timeZone), site.timeZone);
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.status, "approved"), datesFrom(today, site.timeZone)))
    .orderBy(desc(events.updatedAt))
    .limit(FEED_ITEM_COUNT);
  return rows.map((row) => {
    // A series is one entry, at its next date (issue 21).
    const next = nextDateOf(row, calendarDayOf(now, site.timeZone), site.timeZone);
    const startTime = next ? next.startTime : row.startTime;
    const when = [
      formatLongDate(next ? next.eventDate : row.eventDate, site.timeZone),
      startTime && `${startTime} Uhr`,
    ]
      .filter(Boolean)
      .join(", ");
    return {
      title: row.title,
      path: eventPath(row.slug),
      publishedAt: row.updatedAt,
      category: EVENTS_CATEGORY,
      description: [row.cancelledAt ? EVENT_CANCELLED : null, when, row.location, row.description]
        .filter(Boolean)
        .join(" · "),
    };
  });
}

/** RSS 2.0 of the newest public content and coming events, of one category or of all. */
export async function rssFeed(db: Db, site: FeedSite, category?: string, now = new Date()): Promise<string> {
  const withEvents = category === undefined || category === EVENTS_CATEGORY;
  const [{ items }, eventEntries] = await Promise.all([
    listPublicContent(db, { category, limit: FEED_ITEM_COUNT, now }),
    withEvents ? upcomingEventEntries(db, site, now) : [],
  ]);
  const feedEntries: FeedEntry[] = [
    ...items.map((item) => ({
      title: item.title,
      path: contentHref(item, "card"),
      publishedAt: new Date(item.publishedAt),
      category: item.category,
      description: item.excerpt,
    })),
    ...eventEntries,
  ]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, FEED_ITEM_COUNT);
  const title = category
    ? `Dorfportal ${site.municipality} – ${category}`
    : `Dorfportal ${site.municipality}`;
  return rssDocument(site, feedEntries, {
    title,
    pagePath: category ? categoryPath(category) : "/",
    selfPath: category ? categoryFeedPath(category) : "/rss.xml",
    description: `Lokale Nachrichten, Leserbriefe, Berichte und Veranstaltungen aus ${site.municipality}.`,
    now,
  });
}

/** RSS 2.0 of the newest official notices (issue 25), current and archived, newest publication first. */
export async function noticesFeed(db: Db, site: FeedSite, now = new Date()): Promise<string> {
  const rows = await db
    .select()
    .from(notices)
    .where(publicNotice(now))
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(FEED_ITEM_COUNT);
  const entries = rows.map((row) => {
    const notice = toNoticeSummary(row, now, site.timeZone);
    return {
      title: notice.title,
      path: paths.notice(notice.slug),
      publishedAt: row.publishedAt,
      category: NOTICE_KIND_LABELS[notice.kind],
      description: notice.excerpt,
    };
  });
  return rssDocument(site, entries, {
    title: `Amtliche Mitteilungen – Gemeinde ${site.municipality}`,
    pagePath: "/mitteilungen",
    selfPath: "/mitteilungen/rss.xml",
    description: `Baugesuche, Strassensperrungen, Beschlüsse des Gemeinderats und weitere amtliche Mitteilungen aus ${site.municipality}.`,
    now,
  });
}

function rssDocument(
  site: FeedSite,
  feedEntries: FeedEntry[],
  channel: { title: string; pagePath: string; selfPath: string; description: string; now: Date },
): string {
  const entries = feedEntries.map((entry) => {
    const link = `${site.publicUrl}${entry.path}`;
    return [
      "    <item>",
      `      <title>${xmlText(entry.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${entry.publishedAt.toUTCString()}</pubDate>`,
      `      <category>${xmlText(entry.category)}</category>`,
      entry.description ? `      <description>${xmlText(entry.description)}</description>` : null,
      "    </item>",
    ]
      .filter((line) => line !== null)
      .join("\n");
  });
  const newest = feedEntries[0]?.publishedAt ?? channel.now;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlText(channel.title)}</title>
    <link>${xmlText(`${site.publicUrl}${channel.pagePath}`)}</link>
    <description>${xmlText(channel.description)}</description>
    <language>de-ch</language>
    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>
    <atom:link href="${xmlText(`${site.publicUrl}${channel.selfPath}`)}" rel="self" type="application/rss+xml"/>
${entries.join("\n")}
  </channel>
</rss>
`;
}

const day = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

/** Every public page a search engine should know, with the date of its content where it has one. */
export async function sitemap(db: Db, site: FeedSite, now = new Date()): Promise<string> {
  const [articleRows, userArticleRows, letterRows, reportRows, eventRows, noticeRows, groupRows] =
    await Promise.all([
      db
        .select({ slug: articles.slug, category: articles.category, date: articles.updatedAt })
        .from(articles)
        .where(publicArticle(now))
        .orderBy(desc(articles.publishedAt)),
      db
        .select({ slug: userArticles.slug, date: userArticles.updatedAt })
        .from(userArticles)
        .where(publicUserArticle())
        .orderBy(desc(userArticles.id)),
      db
        .select({ slug: readerLetters.slug, date: readerLetters.updatedAt })
        .from(readerLetters)
        .where(publicLetter())
        .orderBy(desc(readerLetters.id)),
      db
        .select({ id: prReports.id, date: prReports.updatedAt })
        .from(prReports)
        .where(publicPrReport(now))
        .orderBy(desc(sql`${prReportDate}`)),
      db
        .select({ slug: events.slug, date: events.updatedAt })
        .from(events)
        .where(eq(events.status, "approved"))
        .orderBy(desc(events.eventDate)),
      db
        .select({ slug: notices.slug, date: notices.updatedAt })
        .from(notices)
        .where(publicNotice(now))
        .orderBy(desc(notices.publishedAt)),
      // Private groups and those the team has not approved are never named (DESIGN.md §5).
      db
        .select({ slug: groups.slug, date: groups.updatedAt })
        .from(groups)
        .where(listedGroup())
        .orderBy(groups.name),
    ]);
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...ARTICLE_CATEGORIES.map((category) => ({ path: paths.category(category) })),
    ...articleRows.map((row) => ({
      path: contentHref({ contentType: "article", category: row.category, slug: row.slug, id: 0 }, "card"),
      lastmod: day(row.date),
    })),
    ...userArticleRows.map((row) => ({ path: paths.userArticle(row.slug), lastmod: day(row.date) })),
    ...letterRows.map((row) => ({ path: paths.letter(row.slug), lastmod: day(row.date) })),
    ...reportRows.map((row) => ({ path: paths.prReport(row.id), lastmod: day(row.date) })),
    ...eventRows.map((row) => ({ path: paths.event(row.slug), lastmod: day(row.date) })),
    ...noticeRows.map((row) => ({ path: paths.notice(row.slug), lastmod: day(row.date) })),
    ...groupRows.map((row) => ({ path: paths.group(row.slug), lastmod: day(row.date) })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${xmlText(`${site.publicUrl}${entry.path}`)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}
