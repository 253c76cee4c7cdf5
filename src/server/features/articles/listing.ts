import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { ContentType } from "../../../shared/common/constants";
import { ARTICLE_CATEGORIES, HELP_CATEGORY_LABELS } from "../../../shared/common/constants";
import { type Db, momentPlaceholder, preparedPerDatabase } from "../../db/client";
import { articles, helpEntries, prReports, readerLetters, userArticles } from "../../db/schema";
import { decodeCursor, encodeCursor, exactTimestamp, type Page } from "../../lib/paging";
import { publicLetter } from "../letters/service";
import { prReportDate, publicPrReport } from "../pr-reports/service";
import { publicUserArticle } from "../user-articles/service";

/**
 * Everything public, newest first, across the content tables: the home grid, category lists and feeds.
 * Each table is read through its own date order and cut to the page, all in one statement (one round
 * trip), and the pieces merged here — so a page costs a few index reads however large the tables grow.
 *
 * Order: date, then kind (rank), then id, all descending; the cursor is that triple of the last item.
 */
const RANK = { article: 4, "user-article": 3, leserbrief: 2, "pr-report": 1, marketplace: 0 } as const;

import { type ListedItem, type SourceRow, toListedItem } from "./presenter";
import { publicArticle } from "./visibility";

/**
 * Newest first, written as the date indexes are built (drizzle-kit makes them DESC NULLS LAST):
 * only the same null order lets PostgreSQL read the first rows straight from the index.
 */
export const newestFirst = (column: SQL | AnyPgColumn) => sql`${column} desc nulls last`;

const cursorShape = z.tuple([exactTimestamp, z.number().int().min(0).max(4), z.number().int().positive()]);
type Cursor = z.infer<typeof cursorShape>;

const exactSortKey = (date: SQL | AnyPgColumn) =>
  sql`to_char(${date} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Items of one table that come after the cursor in the merged order. */
function afterCursor(date: SQL | AnyPgColumn, id: AnyPgColumn, rank: number, cursor: Cursor | undefined) {
  if (!cursor) return undefined;
  const [at, cursorRank, cursorId] = cursor;
  const moment = sql`${at}::timestamptz`;
  if (rank < cursorRank) return sql`${date} <= ${moment}`;
  if (rank > cursorRank) return sql`${date} < ${moment}`;
  return sql`(${date}, ${id}) < (${moment}, ${cursorId})`;
}

export interface ListOptions {
  /** Only this category (for Leserbriefe the letters, for PR-Berichte the reports). */
  category?: string;
  includeMarketplace?: boolean;
  limit: number;
  cursor?: string;
  now?: Date;
}

/** The values of a statement built for preparation: placeholders instead of the moment, category and size. */
interface Bound {
  now: SQL;
  category?: SQL;
  take: SQL;
}

/** One table's newest rows, in the shape every table shares in the union below. */
interface Source {
  kind: ContentType;
  table: PgTable;
  id: AnyPgColumn;
  date: SQL | AnyPgColumn;
  filter: SQL | undefined;
  slug: SQL | AnyPgColumn;
  excerpt: SQL | AnyPgColumn;
  image: SQL | AnyPgColumn;
  category: SQL | AnyPgColumn;
  aiAssisted: SQL | AnyPgColumn;
  title: AnyPgColumn;
  /** Marketplace tiles only: who, what kind, which price. */
  market?: { name: AnyPgColumn; kind: AnyPgColumn; price: AnyPgColumn };
}

function sourceQuery(source: Source, cursor: Cursor | undefined, take: number | SQL): SQL {
  const rank = RANK[source.kind];
  return sql`(select ${source.id} as id, ${source.slug}::text as slug, ${source.title} as title,
      ${source.excerpt}::text as excerpt, ${source.image}::text as image_url, ${source.category}::text as category,
      ${source.kind}::text as content_type, ${source.aiAssisted}::boolean as is_ai_assisted,
      ${exactSortKey(source.date)} as sort_at, ${rank}::int as rank,
      ${source.market?.name ?? sql`null`}::text as market_name,
      ${source.market?.kind ?? sql`null`}::text as market_kind,
      ${source.market?.price ?? sql`null`}::text as market_price
    from ${source.table}
    where ${and(source.filter, afterCursor(source.date, source.id, rank, cursor)) ?? sql`true`}
    order by ${newestFirst(source.date)}, ${newestFirst(source.id)}
    limit ${take})`;
}

/** The one statement behind every list; exported so that a test can EXPLAIN exactly what runs. */
export function publicContentQuery(options: ListOptions, bound?: Bound): SQL {
  const { category, limit } = options;
  const now = bound?.now ?? options.now ?? new Date();
  const categoryValue = bound?.category ?? category;
  const cursor = decodeCursor(options.cursor, cursorShape);
  const userArticleDate = sql`coalesce(${userArticles.publishedAt}, ${userArticles.createdAt})`;
  const letterDate = sql`coalesce(${readerLetters.publishedAt}, ${readerLetters.createdAt})`;

  const sources: Source[] = [
    {
      kind: "article",
      table: articles,
      id: articles.id,
      date: articles.publishedAt,
      filter: and(publicArticle(now), categoryValue ? eq(articles.category, categoryValue) : undefined),
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      image: articles.imageUrl,
      category: articles.category,
      aiAssisted: sql`false`,
    },
    {
      kind: "user-article",
      table: userArticles,
      id: userArticles.id,
      date: userArticleDate,
      filter: and(publicUserArticle(), categoryValue ? eq(userArticles.category, categoryValue) : undefined),
      slug: userArticles.slug,
      title: userArticles.title,
      excerpt: userArticles.excerpt,
      image: userArticles.imageUrl,
      category: userArticles.category,
      aiAssisted: userArticles.isAiAssisted,
    },
  ];
  if (!category || category === "Leserbriefe") {
    sources.push({
      kind: "leserbrief",
      table: readerLetters,
      id: readerLetters.id,
      date: letterDate,
      filter: publicLetter(),
      slug: readerLetters.slug,
      title: readerLetters.title,
      excerpt: sql`left(${readerLetters.content}, 400)`,
      image: readerLetters.imageUrl,
      category: sql`'Leserbriefe'`,
      aiAssisted: readerLetters.isAiAssisted,
    });
  }
  if (!category || category === "PR-Berichte") {
    sources.push({
      kind: "pr-report",
      table: prReports,
      id: prReports.id,
      date: prReportDate,
      filter: publicPrReport(now),
      slug: sql`null`,
      title: prReports.title,
      excerpt: prReports.excerpt,
      image: prReports.imageUrl,
      category: sql`'PR-Berichte'`,
      aiAssisted: sql`false`,
    });
  }
  if (options.includeMarketplace && !category) {
    sources.push({
      kind: "marketplace",
      table: helpEntries,
      id: helpEntries.id,
      date: helpEntries.createdAt,
      filter: and(eq(helpEntries.status, "open"), eq(helpEntries.moderationState, "approved")),
      slug: sql`null`,
      title: helpEntries.title,
      excerpt: sql`left(${helpEntries.description}, 400)`,
      image: sql`coalesce(${helpEntries.imageUrl}, ${helpEntries.images}[1])`,
      // The entry's own category; the tile's 'Marktplatz' label already says what kind of item it is.
      category: sql`case ${helpEntries.category} ${sql.join(
        Object.entries(HELP_CATEGORY_LABELS).map(([key, label]) => sql`when ${key} then ${label}`),
        sql` `,
      )} else 'Marktplatz' end`,
      aiAssisted: sql`false`,
      market: { name: helpEntries.name, kind: helpEntries.kind, price: helpEntries.price },
    });
  }

  return sql.join(
    sources.map((source) => sourceQuery(source, cursor, bound?.take ?? limit + 1)),
    sql` union all `,
  );
}

/** The columns of the union, read as a subquery so that the statement can be prepared. */
const listedColumns = {
  id: sql<number>`id`,
  slug: sql<string | null>`slug`,
  title: sql<string>`title`,
  excerpt: sql<string | null>`excerpt`,
  image_url: sql<string | null>`image_url`,
  category: sql<string>`category`,
  content_type: sql<ContentType>`content_type`,
  is_ai_assisted: sql<boolean>`is_ai_assisted`,
  sort_at: sql<string>`sort_at`,
  rank: sql<number>`rank`,
  market_name: sql<string | null>`market_name`,
  market_kind: sql<string | null>`market_kind`,
  market_price: sql<string | null>`market_price`,
} satisfies Record<keyof SourceRow, SQL>;

const listedRows = (db: Db, query: SQL) => db.select(listedColumns).from(sql`(${query}) as listed`);

interface FirstPageArgs extends Record<string, unknown> {
  now: string;
  take: number;
  category?: string;
}

const boundValues = { now: momentPlaceholder("now"), take: sql`${sql.placeholder("take")}::int` };

/** The first page of the home grid: the busiest list, prepared once. */
const homeFirstPage = preparedPerDatabase<FirstPageArgs, SourceRow[]>((db) =>
  listedRows(db, publicContentQuery({ includeMarketplace: true, limit: 0 }, boundValues)).prepare(
    "home_first_page",
  ),
);

/** The first page of an article category (one statement for all of them: the category is a value). */
const categoryFirstPage = preparedPerDatabase<FirstPageArgs, SourceRow[]>((db) =>
  listedRows(
    db,
    publicContentQuery(
      // Any article category: only the statement's shape depends on it, the value is the placeholder.
      { category: ARTICLE_CATEGORIES[0], limit: 0 },
      { ...boundValues, category: sql`${sql.placeholder("category")}::text` },
    ),
  ).prepare("category_first_page"),
);

/** Leserbriefe and PR-Berichte list other tables: their statement has another shape. */
const ownTableCategories = new Set(["Leserbriefe", "PR-Berichte"]);

function listedRowsOf(db: Db, options: ListOptions): Promise<SourceRow[]> {
  const { category, cursor, limit } = options;
  if (cursor === undefined) {
    const args = { now: (options.now ?? new Date()).toISOString(), take: limit + 1 };
    if (!category && options.includeMarketplace) return homeFirstPage(db, args);
    if (category && !options.includeMarketplace && !ownTableCategories.has(category)) {
      return categoryFirstPage(db, { ...args, category });
    }
  }
  return listedRows(db, publicContentQuery(options));
}

export async function listPublicContent(db: Db, options: ListOptions): Promise<Page<ListedItem>> {
  const { limit } = options;
  // Each table gave up to limit + 1 rows: only the newest limit of all of them become tiles.
  const rows = (await listedRowsOf(db, options)).sort(compareNewestFirst);
  const items = rows.slice(0, limit).map(toListedItem);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor([last.sortAt, last.rank, last.id] satisfies Cursor) : null;
  return { items, nextCursor };
}

function compareNewestFirst(a: SourceRow, b: SourceRow): number {
  if (a.sort_at !== b.sort_at) return a.sort_at < b.sort_at ? 1 : -1;
  if (a.rank !== b.rank) return b.rank - a.rank;
  return b.id - a.id;
}
