import { desc, eq, sql } from "drizzle-orm";
import { categoryFeedPath, categoryPath, contentHref } from "../../../shared/articles";
import { ARTICLE_CATEGORIES } from "../../../shared/constants";
import type { Db } from "../../db/client";
import { articles, events, prReports, readerLetters, userArticles } from "../../db/schema";
import { listPublicContent, publicArticle } from "../articles/listing";
import { publicLetter } from "../letters/service";
import { prReportDate, publicPrReport } from "../pr-reports/service";
import { publicUserArticle } from "../user-articles/service";

export const FEED_ITEM_COUNT = 50;

/** Pages worth finding that are always there, besides the content itself: no sign-in, form or noindex pages. */
const STATIC_PATHS = [
  "/",
  "/marktplatz",
  "/business-directory",
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

/** A path of raw segments (slugs, category names) as it goes into a URL. */
const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

interface FeedSite {
  publicUrl: string;
  municipality: string;
}

/** RSS 2.0 of the newest public content, of one category or of all. */
export async function rssFeed(db: Db, site: FeedSite, category?: string, now = new Date()): Promise<string> {
  const { items } = await listPublicContent(db, { category, limit: FEED_ITEM_COUNT, now });
  const title = category
    ? `Dorfportal ${site.municipality} – ${category}`
    : `Dorfportal ${site.municipality}`;
  const pagePath = category ? categoryPath(category) : "/";
  const selfPath = category ? categoryFeedPath(category) : "/rss.xml";
  const entries = items.map((item) => {
    const link = `${site.publicUrl}${encodePath(contentHref(item, "card"))}`;
    return [
      "    <item>",
      `      <title>${xmlText(item.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `      <category>${xmlText(item.category)}</category>`,
      item.excerpt ? `      <description>${xmlText(item.excerpt)}</description>` : null,
      "    </item>",
    ]
      .filter((line) => line !== null)
      .join("\n");
  });
  const newest = items[0] ? new Date(items[0].publishedAt) : now;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlText(title)}</title>
    <link>${xmlText(`${site.publicUrl}${pagePath}`)}</link>
    <description>${xmlText(`Lokale Nachrichten, Leserbriefe und Berichte aus ${site.municipality}.`)}</description>
    <language>de-ch</language>
    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>
    <atom:link href="${xmlText(`${site.publicUrl}${selfPath}`)}" rel="self" type="application/rss+xml"/>
${entries.join("\n")}
  </channel>
</rss>
`;
}

const day = (date: Date | string) => new Date(date).toISOString().slice(0, 10);

/** Every public page a search engine should know, with the date of its content where it has one. */
export async function sitemap(db: Db, site: FeedSite, now = new Date()): Promise<string> {
  const [articleRows, userArticleRows, letterRows, reportRows, eventRows] = await Promise.all([
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
  ]);
  const entries: Array<{ path: string; lastmod?: string }> = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...ARTICLE_CATEGORIES.map((category) => ({ path: `/category/${category}` })),
    ...articleRows.map((row) => ({
      path: contentHref({ contentType: "article", category: row.category, slug: row.slug, id: 0 }, "card"),
      lastmod: day(row.date),
    })),
    ...userArticleRows.map((row) => ({ path: `/user-artikel/${row.slug}`, lastmod: day(row.date) })),
    ...letterRows.map((row) => ({ path: `/leserbriefe/${row.slug}`, lastmod: day(row.date) })),
    ...reportRows.map((row) => ({ path: `/pr-report/${row.id}`, lastmod: day(row.date) })),
    ...eventRows.map((row) => ({ path: `/veranstaltungen/${row.slug}`, lastmod: day(row.date) })),
  ];
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${xmlText(`${site.publicUrl}${encodePath(entry.path)}`)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}
