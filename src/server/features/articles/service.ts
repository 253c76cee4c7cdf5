import { and, eq, gt, inArray, min, type SQL, sql } from "drizzle-orm";
import { type ArticleDetail, HOME_TILE_COUNT, type TileItem } from "../../../shared/articles/articles";
import { ARTICLE_CATEGORIES } from "../../../shared/common/constants";
import { isOneOf } from "../../../shared/common/labelled-values";
import { ARTICLE_WITHDRAWN, EDITORIAL_BYLINE } from "../../../shared/newsroom/newsroom";
import { type Db, momentPlaceholder, preparedPerDatabase } from "../../db/client";
import { articles } from "../../db/schema";
import { gone } from "../../lib/http-errors";
import type { Page } from "../../lib/paging";
import { canReadContribution } from "../../lib/reader-contributions";
import type { Viewer } from "../../lib/viewer";
import { movedSlug } from "../newsroom/slug-redirects";
import { findUserArticle } from "../user-articles/service";
import { listPublicContent, newestFirst } from "./listing";
import { toTile } from "./presenter";
import { publicArticle } from "./visibility";

/** The home grid: the newest public items of every content type, marketplace entries included. */
export async function homepageContent(db: Db, now = new Date()): Promise<TileItem[]> {
  const page = await listPublicContent(db, { limit: HOME_TILE_COUNT, includeMarketplace: true, now });
  return page.items.map(toTile);
}

/** Read through the partial index articles_featured_idx. */
export const featuredArticlesQuery = (db: Db, now: Date) =>
  db
    .select()
    .from(articles)
    .where(and(eq(articles.featured, "true"), publicArticle(now)))
    .orderBy(newestFirst(articles.publishedAt), newestFirst(articles.id))
    .limit(6);

export async function featuredArticles(db: Db, now = new Date()) {
  return featuredArticlesQuery(db, now);
}

/** When the next scheduled article becomes public: cached lists and pages must change at that moment. */
export async function nextScheduledArticle(db: Db, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(articles.publishedAt) })
    .from(articles)
    .where(and(inArray(articles.status, ["published", "scheduled"]), gt(articles.publishedAt, now)));
  return row?.at ?? null;
}

export const isArticleCategory = (name: string) => isOneOf(ARTICLE_CATEGORIES, name);

/** One page of a category: its articles and user articles, or the letters and reports themselves. */
export async function categoryContent(
  db: Db,
  category: string,
  page: { limit: number; cursor?: string },
  now = new Date(),
): Promise<Page<TileItem>> {
  const listed = await listPublicContent(db, { category, ...page, now });
  return { items: listed.items.map(toTile), nextCursor: listed.nextCursor };
}

/** A public article by its slug; exported so that a test can EXPLAIN it. */
export const publicArticleBySlugQuery = (db: Db, slug: string | SQL, now: Date | SQL) =>
  db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), publicArticle(now)))
    .limit(1);

/** Read for every article page: prepared once. */
const publicArticleBySlug = preparedPerDatabase<
  { slug: string; now: string },
  (typeof articles.$inferSelect)[]
>((db) =>
  publicArticleBySlugQuery(db, sql`${sql.placeholder("slug")}::text`, momentPlaceholder("now")).prepare(
    "public_article_by_slug",
  ),
);

/** An editorial article as its page reads it (the public page and the newsroom's preview). */
export const editorialDetail = (article: typeof articles.$inferSelect): ArticleDetail => ({
  id: article.id,
  slug: article.slug,
  title: article.title,
  excerpt: article.excerpt,
  content: article.content,
  category: article.category,
  imageUrl: article.imageUrl,
  imageAlt: article.imageAlt,
  imageCaption: article.imageCaption,
  publishedAt: article.publishedAt.toISOString(),
  // Every save in the newsroom raises the version: a first version was never edited.
  modifiedAt: article.version > 1 ? article.updatedAt.toISOString() : null,
  featured: article.featured === "true" ? "true" : "false",
  contentType: "article",
  authorName: article.byline === EDITORIAL_BYLINE ? null : article.byline,
});

/**
 * An article for /post/{slug}: an editorial article whose date has come (admins also read scheduled
 * ones), else a user article with that slug that the viewer may read — the home grid links user
 * articles to /post/{slug} (spec portal-public §2 "Link target").
 */
export async function articleBySlug(
  db: Db,
  slug: string,
  viewer: Viewer,
  now = new Date(),
): Promise<ArticleDetail | { movedTo: string } | null> {
  const [article] = viewer.isAdmin
    ? await db.select().from(articles).where(eq(articles.slug, slug)).limit(1)
    : await publicArticleBySlug(db, { slug, now: now.toISOString() });
  if (article) return editorialDetail(article);
  const [withdrawn] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.status, "withdrawn")));
  if (withdrawn) throw gone(ARTICLE_WITHDRAWN);
  const movedTo = await movedSlug(db, "article", articles, slug, publicArticle(now));
  if (movedTo) return { movedTo };
  const userArticle = await findUserArticle(db, slug);
  if (!userArticle || !canReadContribution(userArticle, viewer)) return null;
  return {
    id: userArticle.id,
    slug: userArticle.slug,
    title: userArticle.title,
    excerpt: userArticle.excerpt,
    content: userArticle.content,
    category: userArticle.category,
    imageUrl: userArticle.imageUrl,
    imageAlt: null,
    imageCaption: null,
    publishedAt: (userArticle.publishedAt ?? userArticle.createdAt).toISOString(),
    modifiedAt: null,
    featured: "false",
    contentType: "user-article",
    authorName: userArticle.authorName,
  };
}
