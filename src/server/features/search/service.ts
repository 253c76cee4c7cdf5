import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { NOTICE_KIND_LABELS } from "../../../shared/notices/basics";
import {
  type SearchHit,
  type SearchKind,
  type SearchSuggestion,
  SUGGESTION_COUNT,
  searchHitHref,
} from "../../../shared/search/search";
import { type Db, selectRows } from "../../db/client";
import {
  articles,
  businesses,
  events,
  helpEntries,
  notices,
  prReports,
  readerLetters,
  userArticles,
} from "../../db/schema";
import { decodeCursor, encodeCursor, type Page } from "../../lib/paging";
import { newestFirst } from "../articles/listing";
import { publicArticle } from "../articles/visibility";
import { publicLetter } from "../letters/service";
import { publicNotice } from "../notices/service";
import { prReportDate, publicPrReport } from "../pr-reports/service";
import { publicUserArticle } from "../user-articles/service";
import { MARK_END, MARK_START, queryWords, snippet, titleParts, titlePatternWords } from "./text";

/**
 * Site search over everything public, with PostgreSQL's German full-text search on a stored, weighted
 * `search_vector` per table (migration search_sql: title A, summary B, body C) and a trigram index over
 * titles.
 *
 * Every query word is a prefix of a stemmed word ('Winter' finds 'Winterdienst' and
 * 'Wintergemeindeversammlung', 'Gemeinderäte' finds 'Gemeinderat'), and a title that contains the word
 * anywhere matches too, so parts of compounds are found in titles ('Versammlung').
 *
 * A title match always outranks a match in the text only: rank = 1 for a title match + ts_rank
 * normalized to [0, 1). Ranking is done over a bounded set of candidates per table — the newest
 * matches and the newest title matches — so that a common word costs about the same with a thousand
 * items as with a hundred thousand; hits beyond that set are not listed.
 */
export const CANDIDATES_PER_TABLE = 200;
/** How many of a table's newest public rows a prefix is first looked for in. */
const RECENT_WINDOW = 2_000;

const TITLE_MARKS = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;

/** The same order everywhere: rank, then kind, then id, all descending. */
const KIND_ORDER: Record<SearchKind, number> = {
  notice: 7,
  business: 6,
  article: 5,
  "user-article": 4,
  leserbrief: 3,
  "pr-report": 2,
  event: 1,
  marketplace: 0,
};

const cursorShape = z.tuple([z.number().finite(), z.number().int().min(0).max(7), z.string().max(40)]);

export interface Branch {
  kind: SearchKind;
  table: PgTable;
  id: SQL;
  slug: SQL;
  title: SQL;
  category: SQL;
  /** Newest first, as the table's date index is built. */
  date: SQL;
  /** The date a hit shows, if not `date`: a business of the directory shows none. */
  shownDate?: SQL;
  body: SQL;
  visible: SQL;
}

export function branches(now: Date): Branch[] {
  return [
    {
      kind: "article",
      table: articles,
      id: sql`${articles.id}`,
      slug: sql`${articles.slug}`,
      title: sql`${articles.title}`,
      category: sql`${articles.category}`,
      date: sql`${articles.publishedAt}`,
      body: sql`coalesce(${articles.excerpt}, '') || ' ' || ${articles.content}`,
      visible: publicArticle(now),
    },
    {
      kind: "user-article",
      table: userArticles,
      id: sql`${userArticles.id}`,
      slug: sql`${userArticles.slug}`,
      title: sql`${userArticles.title}`,
      category: sql`${userArticles.category}`,
      date: sql`coalesce(${userArticles.publishedAt}, ${userArticles.createdAt})`,
      body: sql`coalesce(${userArticles.excerpt}, '') || ' ' || ${userArticles.content}`,
      visible: publicUserArticle(),
    },
    {
      kind: "leserbrief",
      table: readerLetters,
      id: sql`${readerLetters.id}`,
      slug: sql`${readerLetters.slug}`,
      title: sql`${readerLetters.title}`,
      category: sql`'Leserbriefe'`,
      date: sql`coalesce(${readerLetters.publishedAt}, ${readerLetters.createdAt})`,
      body: sql`${readerLetters.content}`,
      visible: publicLetter(),
    },
    {
      kind: "pr-report",
      table: prReports,
      id: sql`${prReports.id}`,
      slug: sql`null`,
      title: sql`${prReports.title}`,
      category: sql`'PR-Berichte'`,
      date: prReportDate,
      body: sql`coalesce(${prReports.excerpt}, '') || ' ' || ${prReports.content}`,
      visible: publicPrReport(now),
    },
    {
      kind: "event",
      table: events,
      id: sql`${events.id}`,
      slug: sql`${events.slug}`,
      title: sql`${events.title}`,
      category: sql`null`,
      date: sql`${events.eventDate}`,
      body: sql`coalesce(${events.location}, '') || ' ' || coalesce(${events.description}, '')`,
      visible: sql`${events.status} = 'approved'`,
    },
    {
      kind: "marketplace",
      table: helpEntries,
      id: sql`${helpEntries.id}`,
      slug: sql`null`,
      title: sql`${helpEntries.title}`,
      category: sql`null`,
      date: sql`${helpEntries.createdAt}`,
      body: sql`${helpEntries.description}`,
      visible: sql`${helpEntries.moderationState} = 'approved' and ${helpEntries.status} <> 'closed'`,
    },
    {
      kind: "business",
      table: businesses,
      id: sql`${businesses.id}`,
      slug: sql`null`,
      title: sql`${businesses.name}`,
      category: sql`${businesses.category}`,
      // A business has no date of its own; its entry's age only orders equal matches.
      date: sql`${businesses.createdAt}`,
      shownDate: sql`null::timestamptz`,
      body: sql`${businesses.category} || ' ' || coalesce(${businesses.description}, '')`,
      visible: sql`${businesses.isActive}`,
    },
    {
      kind: "notice",
      table: notices,
      id: sql`${notices.id}`,
      slug: sql`${notices.slug}`,
      title: sql`${notices.title}`,
      category: sql`${NOTICE_KIND_SQL}`,
      date: sql`${notices.publishedAt}`,
      body: sql`${notices.content}`,
      visible: publicNotice(now),
    },
  ];
}

/** A notice's hit names its kind ('Baugesuch') where other hits name their category. */
const NOTICE_KIND_SQL = sql.raw(
  `case "notices"."kind" ${Object.entries(NOTICE_KIND_LABELS)
    .map(([kind, label]) => `when '${kind}' then '${label.replace(/'/g, "''")}'`)
    .join(" ")} end`,
);

export const searchVector = (table: PgTable) => sql`${table}.search_vector`;

/**
 * Every word as a prefix of a stemmed word, all of them required; `weight` 'A' restricts the match to
 * titles. The words are letters and digits only (queryWords), so they cannot break out of the quotes.
 */
const prefixQuery = (words: string[], weight: "" | "A" = "", prefix = true) =>
  sql`(${sql.join(
    words.map((word) => sql`to_tsquery('german', ${`'${word}'${prefix ? ":*" : ""}${weight}`})`),
    sql` && `,
  )})`;

/** The title contains every word (of three letters or more) anywhere: parts of compounds, via trigrams. */
const titleContains = (title: SQL, words: string[]): SQL | undefined => {
  const parts = titlePatternWords(words);
  return parts.length > 0
    ? sql.join(
        parts.map((word) => sql`${title} ilike ${`%${word}%`}`),
        sql` and `,
      )
    : undefined;
};

/**
 * The newest matches of the whole words, of the words as prefixes, and of the titles that contain them:
 * each a plain read the planner can serve from one index, cut to a fixed size. The whole words come
 * apart because PostgreSQL estimates how common a word is, not a prefix: a common word is then read
 * along the date index and stops after the first few hundred.
 */
function candidates(branch: Branch, words: string[]): SQL {
  const inTitle = titleContains(branch.title, words);
  const newest = (match: SQL) => sql`(select ${branch.id} from ${branch.table}
      where ${branch.visible} and ${match}
      order by ${newestFirst(branch.date)}, ${newestFirst(branch.id)} limit ${CANDIDATES_PER_TABLE})`;
  // A prefix is estimated at 2 % whatever it is, so the planner cannot tell a common one from a rare one.
  // It is first looked for among the table's newest rows (a bounded read along the date index): a common
  // prefix fills the candidates there and the rest is never read. Only when it does not, the GIN index
  // finds every match (`offset 0` keeps that a subquery of its own), cut to the newest.
  const prefixMatches = sql`(with recent as materialized (
        select id from (select ${branch.id} as id, ${searchVector(branch.table)} as vector from ${branch.table}
          where ${branch.visible}
          order by ${newestFirst(branch.date)}, ${newestFirst(branch.id)} limit ${RECENT_WINDOW}) newest
        where vector @@ ${prefixQuery(words)} limit ${CANDIDATES_PER_TABLE})
      select id from recent
      union all
      (select id from (select ${branch.id} as id, ${branch.date} as date from ${branch.table}
          where ${branch.visible} and ${searchVector(branch.table)} @@ ${prefixQuery(words)} offset 0) matches
        where (select count(*) from recent) < ${CANDIDATES_PER_TABLE}
        order by date desc nulls last, id desc nulls last limit ${CANDIDATES_PER_TABLE}))`;
  const streams = [
    newest(sql`${searchVector(branch.table)} @@ ${prefixQuery(words, "", false)}`),
    prefixMatches,
  ];
  if (inTitle) streams.push(newest(inTitle));
  return sql.join(streams, sql` union `);
}

interface HitRow {
  kind: SearchKind;
  kind_order: number;
  id: string;
  slug: string | null;
  title: string;
  category: string | null;
  date: string | Date | null;
  rank: number;
  marked_title: string;
  marked_body: string;
}

interface SearchInput {
  q: string;
  limit: number;
  cursor?: string;
}

/** The one statement of a search (none for a query without words); exported so that a test can EXPLAIN it. */
export function searchStatement(input: SearchInput, now = new Date()): SQL | undefined {
  const cursor = decodeCursor(input.cursor, cursorShape);
  const words = queryWords(input.q);
  if (words.length === 0) return undefined;
  const query = prefixQuery(words);
  const titleQuery = prefixQuery(words, "A");
  const union = sql.join(
    branches(now).map((branch) => {
      const inTitle = titleContains(branch.title, words) ?? sql`false`;
      return sql`select ${branch.kind}::text as kind, ${KIND_ORDER[branch.kind]}::int as kind_order,
        ${branch.id}::text as id, ${branch.slug}::text as slug, ${branch.title} as title,
        ${branch.category}::text as category, ${branch.shownDate ?? branch.date} as date,
        ((${searchVector(branch.table)} @@ ${titleQuery} or ${inTitle})::int
          + ts_rank(${searchVector(branch.table)}, ${query}, 32))::float8 as rank,
        ${branch.body} as body
        from ${branch.table}
        where ${branch.id} = any(array(${candidates(branch, words)}))`;
    }),
    sql` union all `,
  );
  const after = cursor
    ? sql`where (rank, kind_order, id) < (${cursor[0]}::float8, ${cursor[1]}::int, ${cursor[2]}::text)`
    : sql``;
  // Markdown punctuation and link targets only disturb a snippet; the marks are reserved.
  const unmarked = (text: SQL) => sql`translate(${text}, ${`${MARK_START}${MARK_END}`}, '')`;
  const plainBody = sql`regexp_replace(regexp_replace(${unmarked(sql`body`)}, ${"\\]\\([^)]*\\)"}, '', 'g'), ${"[#*_`>|~\\[\\]]+"}, ' ', 'g')`;
  return sql`select kind, kind_order, id, slug, title, category, date, rank,
        ts_headline('german', ${unmarked(sql`title`)}, ${query}, ${TITLE_MARKS}) as marked_title,
        ts_headline('german', ${plainBody}, ${query}, ${TITLE_MARKS}) as marked_body
      from (select * from (${union}) hits ${after}
            order by rank desc, kind_order desc, id desc limit ${input.limit + 1}) page
      order by rank desc, kind_order desc, id desc`;
}

export async function searchSite(db: Db, input: SearchInput, now = new Date()): Promise<Page<SearchHit>> {
  const statement = searchStatement(input, now);
  if (!statement) return { items: [], nextCursor: null };
  const words = queryWords(input.q);
  const rows = await selectRows<HitRow>(db, statement);
  const hits = rows.slice(0, input.limit);
  const last = hits.at(-1);
  return {
    items: hits.map((row) => ({
      kind: row.kind,
      id: row.id,
      slug: row.slug,
      title: row.title,
      titleParts: titleParts(row.marked_title, words),
      category: row.category,
      snippet: snippet(row.marked_body),
      date: row.date === null ? null : new Date(row.date).toISOString(),
    })),
    nextCursor:
      rows.length > input.limit && last ? encodeCursor([last.rank, last.kind_order, last.id]) : null,
  };
}

interface SuggestionRow {
  kind: SearchKind;
  id: string;
  slug: string | null;
  title: string;
  category: string | null;
  date: string | Date;
  starts: boolean;
}

/**
 * Titles for the search field while typing: public items whose title has a word starting with each
 * typed word (the last one may be half typed) or, from three letters, contains it. Titles that start
 * with the typed text come first, then the newest. Each table gives at most a few of its newest, read
 * through its date and trigram indexes, so this stays quick at any size.
 */
export async function suggestTitles(db: Db, q: string, now = new Date()): Promise<SearchSuggestion[]> {
  const words = queryWords(q);
  if (words.length === 0) return [];
  const prefix = words.join(" ");
  const rows = await selectRows<SuggestionRow>(
    db,
    sql.join(
      branches(now).map((branch) => {
        const hasWords = sql.join(
          words.map((word) =>
            word.length >= 3
              ? sql`${branch.title} ilike ${`%${word}%`}`
              : sql`(${branch.title} ilike ${`${word}%`} or ${branch.title} ilike ${`% ${word}%`})`,
          ),
          sql` and `,
        );
        return sql`(select ${branch.kind}::text as kind, ${branch.id}::text as id, ${branch.slug}::text as slug,
          ${branch.title} as title, ${branch.category}::text as category, ${branch.date} as date,
          ${branch.title} ilike ${`${prefix}%`} as starts
          from ${branch.table} where ${branch.visible} and ${hasWords}
          order by ${newestFirst(branch.date)}, ${newestFirst(branch.id)} limit ${SUGGESTION_COUNT})`;
      }),
      sql` union all `,
    ),
  );
  const seen = new Set<string>();
  const newest = (row: SuggestionRow) => new Date(row.date).getTime();
  return rows
    .sort((a, b) => Number(b.starts) - Number(a.starts) || newest(b) - newest(a))
    .filter((row) => !seen.has(row.title) && Boolean(seen.add(row.title)))
    .slice(0, SUGGESTION_COUNT)
    .map((row) => ({ kind: row.kind, title: row.title, href: searchHitHref(row) }));
}
