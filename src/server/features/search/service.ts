import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { SearchHit, SearchKind, SnippetPart } from "../../../shared/search";
import { type Db, selectRows } from "../../db/client";
import {
  articles,
  events,
  helpEntries,
  prReports,
  readerLetters,
  searchDocuments,
  userArticles,
} from "../../db/schema";
import { decodeCursor, encodeCursor, type Page } from "../../lib/paging";
import { publicArticle } from "../articles/listing";
import { publicLetter } from "../letters/service";
import { prReportDate, publicPrReport } from "../pr-reports/service";
import { publicUserArticle } from "../user-articles/service";

/**
 * Site search over everything public, with PostgreSQL's German full-text search: words are stemmed
 * ('Gemeinderäte' finds 'Gemeinderat'), hits are ranked by ts_rank (title over summary over body),
 * and each hit comes with a snippet whose matches are marked.
 *
 * Snippets travel as parts of plain text ({text, hit}); ts_headline marks matches with two control
 * characters that are first removed from the text itself, so no stored text can forge a mark and
 * nothing in a snippet is ever HTML.
 */
const MARK_START = "\u0002";
const MARK_END = "\u0003";
const MARKS = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
const HEADLINE_OPTIONS = `${MARKS}, MaxWords=35, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `${MARKS}, HighlightAll=true`;

/** The same order everywhere: rank, then kind, then id, all descending. */
const KIND_ORDER: Record<SearchKind, number> = {
  article: 5,
  "user-article": 4,
  leserbrief: 3,
  "pr-report": 2,
  event: 1,
  marketplace: 0,
};

const cursorShape = z.tuple([z.number().finite(), z.number().int().min(0).max(5), z.string().max(40)]);

interface Branch {
  kind: SearchKind;
  table: SQL;
  id: SQL;
  slug: SQL;
  title: SQL;
  category: SQL;
  date: SQL;
  document: SQL;
  body: SQL;
  visible: SQL;
}

function branches(now: Date): Branch[] {
  return [
    {
      kind: "article",
      table: sql`${articles}`,
      id: sql`${articles.id}::text`,
      slug: sql`${articles.slug}`,
      title: sql`${articles.title}`,
      category: sql`${articles.category}`,
      date: sql`${articles.publishedAt}`,
      document: searchDocuments.articles(articles),
      body: sql`coalesce(${articles.excerpt}, '') || ' ' || ${articles.content}`,
      visible: publicArticle(now),
    },
    {
      kind: "user-article",
      table: sql`${userArticles}`,
      id: sql`${userArticles.id}::text`,
      slug: sql`${userArticles.slug}`,
      title: sql`${userArticles.title}`,
      category: sql`${userArticles.category}`,
      date: sql`coalesce(${userArticles.publishedAt}, ${userArticles.createdAt})`,
      document: searchDocuments.userArticles(userArticles),
      body: sql`coalesce(${userArticles.excerpt}, '') || ' ' || ${userArticles.content}`,
      visible: publicUserArticle(),
    },
    {
      kind: "leserbrief",
      table: sql`${readerLetters}`,
      id: sql`${readerLetters.id}::text`,
      slug: sql`${readerLetters.slug}`,
      title: sql`${readerLetters.title}`,
      category: sql`'Leserbriefe'`,
      date: sql`coalesce(${readerLetters.publishedAt}, ${readerLetters.createdAt})`,
      document: searchDocuments.readerLetters(readerLetters),
      body: sql`${readerLetters.content}`,
      visible: publicLetter(),
    },
    {
      kind: "pr-report",
      table: sql`${prReports}`,
      id: sql`${prReports.id}::text`,
      slug: sql`null`,
      title: sql`${prReports.title}`,
      category: sql`'PR-Berichte'`,
      date: prReportDate,
      document: searchDocuments.prReports(prReports),
      body: sql`coalesce(${prReports.excerpt}, '') || ' ' || ${prReports.content}`,
      visible: publicPrReport(now),
    },
    {
      kind: "event",
      table: sql`${events}`,
      id: sql`${events.id}::text`,
      slug: sql`null`,
      title: sql`${events.title}`,
      category: sql`null`,
      date: sql`${events.eventDate}`,
      document: searchDocuments.events(events),
      body: sql`coalesce(${events.location}, '') || ' ' || coalesce(${events.description}, '')`,
      visible: sql`${events.status} = 'approved'`,
    },
    {
      kind: "marketplace",
      table: sql`${helpEntries}`,
      id: sql`${helpEntries.id}::text`,
      slug: sql`null`,
      title: sql`${helpEntries.title}`,
      category: sql`null`,
      date: sql`${helpEntries.createdAt}`,
      document: searchDocuments.helpEntries(helpEntries),
      body: sql`${helpEntries.description}`,
      visible: sql`${helpEntries.moderationState} = 'approved' and ${helpEntries.status} <> 'closed'`,
    },
  ];
}

interface HitRow {
  kind: SearchKind;
  kind_order: number;
  id: string;
  slug: string | null;
  title: string;
  category: string | null;
  date: string | Date;
  rank: number;
  marked_title: string;
  snippet: string;
}

/** Splits ts_headline's output at its marks into plain-text parts. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${MARK_START}${MARK_END}]`)).entries()) {
    const text = piece.replace(/\s+/g, " ");
    if (text) parts.push({ text, hit: index % 2 === 1 });
  }
  return parts;
}

export async function searchSite(
  db: Db,
  input: { q: string; limit: number; cursor?: string },
  now = new Date(),
): Promise<Page<SearchHit>> {
  const cursor = decodeCursor(input.cursor, cursorShape);
  const query = sql`websearch_to_tsquery('german', ${input.q})`;
  const union = sql.join(
    branches(now).map(
      (branch) => sql`select ${branch.kind}::text as kind, ${KIND_ORDER[branch.kind]}::int as kind_order,
        ${branch.id} as id, ${branch.slug}::text as slug, ${branch.title} as title,
        ${branch.category}::text as category, ${branch.date} as date,
        ts_rank(${branch.document}, ${query})::float8 as rank, ${branch.body} as body
        from ${branch.table}
        where ${branch.document} @@ ${query} and ${branch.visible}`,
    ),
    sql` union all `,
  );
  const after = cursor
    ? sql`where (rank, kind_order, id) < (${cursor[0]}::float8, ${cursor[1]}::int, ${cursor[2]}::text)`
    : sql``;
  // Markdown punctuation and link targets only disturb a snippet; the marks are reserved.
  const unmarked = (text: SQL) => sql`translate(${text}, ${`${MARK_START}${MARK_END}`}, '')`;
  const plainBody = sql`regexp_replace(regexp_replace(${unmarked(sql`body`)}, ${"\\]\\([^)]*\\)"}, '', 'g'), ${"[#*_`>|~\\[\\]]+"}, ' ', 'g')`;
  const rows = await selectRows<HitRow>(
    db,
    sql`select kind, kind_order, id, slug, title, category, date, rank,
        ts_headline('german', ${unmarked(sql`title`)}, ${query}, ${TITLE_OPTIONS}) as marked_title,
        ts_headline('german', ${plainBody}, ${query}, ${HEADLINE_OPTIONS}) as snippet
      from (select * from (${union}) hits ${after}
            order by rank desc, kind_order desc, id desc limit ${input.limit + 1}) page
      order by rank desc, kind_order desc, id desc`,
  );
  const hits = rows.slice(0, input.limit);
  const last = hits.at(-1);
  return {
    items: hits.map((row) => ({
      kind: row.kind,
      id: row.id,
      slug: row.slug,
      title: row.title,
      titleParts: snippetParts(row.marked_title),
      category: row.category,
      snippet: snippetParts(row.snippet),
      date: new Date(row.date).toISOString(),
    })),
    nextCursor:
      rows.length > input.limit && last ? encodeCursor([last.rank, last.kind_order, last.id]) : null,
  };
}
