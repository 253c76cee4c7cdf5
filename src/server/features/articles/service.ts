import { and, desc, eq, lte } from "drizzle-orm";
import { HOME_TILE_COUNT, type TileItem } from "../../../shared/articles";
import type { Db } from "../../db/client";
import { articles, helpEntries, prReports, readerLetters, userArticles } from "../../db/schema";

/**
 * The home grid: the newest published items of every content type, merged by date.
 * Each source is read through its own date index and cut to the grid's size before merging.
 */
export async function homepageContent(db: Db, now = new Date()): Promise<TileItem[]> {
  const limit = HOME_TILE_COUNT;
  const [articleRows, reportRows, letterRows, userArticleRows, entryRows] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(lte(articles.publishedAt, now))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit),
    db
      .select()
      .from(prReports)
      .where(and(eq(prReports.isPublished, true), lte(prReports.publishedAt, now)))
      .orderBy(desc(prReports.publishedAt))
      .limit(limit),
    db
      .select()
      .from(readerLetters)
      .where(and(eq(readerLetters.status, "approved"), eq(readerLetters.isPublished, true)))
      .orderBy(desc(readerLetters.publishedAt))
      .limit(limit),
    db
      .select()
      .from(userArticles)
      .where(and(eq(userArticles.status, "approved"), eq(userArticles.isPublished, true)))
      .orderBy(desc(userArticles.publishedAt))
      .limit(limit),
    db
      .select()
      .from(helpEntries)
      .where(and(eq(helpEntries.status, "open"), eq(helpEntries.moderationState, "approved")))
      .orderBy(desc(helpEntries.createdAt))
      .limit(limit),
  ]);

  const items: TileItem[] = [
    ...articleRows.map(
      (row): TileItem => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        excerpt: row.excerpt,
        imageUrl: row.imageUrl,
        category: row.category,
        contentType: row.category === "Leserbriefe" ? "leserbrief" : "article",
        isAiAssisted: false,
        publishedAt: row.publishedAt.toISOString(),
      }),
    ),
    ...reportRows.map(
      (row): TileItem => ({
        id: row.id,
        slug: null,
        title: row.title,
        excerpt: row.excerpt,
        imageUrl: row.imageUrl,
        category: "PR-Berichte",
        contentType: "pr-report",
        isAiAssisted: false,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      }),
    ),
    ...letterRows.map(
      (row): TileItem => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        excerpt: row.topic,
        imageUrl: row.imageUrl,
        category: "Leserbriefe",
        contentType: "leserbrief",
        isAiAssisted: row.isAiAssisted,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      }),
    ),
    ...userArticleRows.map(
      (row): TileItem => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        excerpt: row.excerpt,
        imageUrl: row.imageUrl,
        category: row.category,
        contentType: "user-article",
        isAiAssisted: row.isAiAssisted,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      }),
    ),
    ...entryRows.map(
      (row): TileItem => ({
        id: row.id,
        slug: null,
        title: row.title,
        excerpt: row.description,
        imageUrl: row.imageUrl ?? row.images[0] ?? null,
        category: "Marktplatz",
        contentType: "marketplace",
        isAiAssisted: false,
        publishedAt: row.createdAt.toISOString(),
        marketplaceData: { name: row.name, kind: row.kind, ...(row.price ? { price: row.price } : {}) },
      }),
    ),
  ];
  return items.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, limit);
}

export async function featuredArticles(db: Db, now = new Date()) {
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.featured, "true"), lte(articles.publishedAt, now)))
    .orderBy(desc(articles.publishedAt))
    .limit(6);
}
