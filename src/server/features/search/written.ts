import { sql } from "drizzle-orm";
import type { SearchHit, SearchKind } from "../../../shared/search/search";
import { type Db, selectRows } from "../../db/client";
import { newestFirst } from "../articles/listing";
import { branches, CANDIDATES_PER_TABLE, searchVector } from "./service";
import { queryWords } from "./text";

/** A written piece that names any of the topics, with which topics its text (title or body) holds. */
export interface WrittenMatch {
  hit: Pick<SearchHit, "kind" | "id" | "slug" | "title" | "category">;
  /** Per topic asked, in order: whether the piece's indexed text has one of its words (as a prefix of a stemmed word). */
  inText: boolean[];
}

const WRITTEN_KINDS: SearchKind[] = ["article", "user-article", "leserbrief", "pr-report", "notice"];

interface WrittenRow {
  kind: SearchKind;
  id: string;
  slug: string | null;
  title: string;
  category: string | null;
  in_text: boolean[];
}

/**
 * The assistant's read of everything written: pieces that hold ANY of the words (the site search wants
 * all of them), best ranked first, a few per kind. One statement without headlines, so that a question
 * costs one short read however many words it has; the assistant weighs title and text itself.
 */
export async function writtenMatchingAny(
  db: Db,
  topics: string[][],
  perKind: number,
  now = new Date(),
): Promise<WrittenMatch[]> {
  const asked = topics
    .map((alternatives) => [...new Set(alternatives.flatMap((word) => queryWords(word)))].slice(0, 4))
    .filter((alternatives) => alternatives.length > 0)
    .slice(0, 8);
  if (asked.length !== topics.length || asked.length === 0) return [];
  const each = asked.map(
    (alternatives) =>
      sql`(${sql.join(
        alternatives.map((word) => sql`to_tsquery('german', ${`'${word}':*`})`),
        sql` || `,
      )})`,
  );
  const any = sql`(${sql.join(each, sql` || `)})`;
  const statement = sql.join(
    branches(now)
      .filter((branch) => WRITTEN_KINDS.includes(branch.kind))
      .map((branch) => {
        const matches = sql`${searchVector(branch.table)} @@ ${any}`;
        // Ranked among the newest matches only, as the site search does: a word in every piece costs a
        // bounded read at any size.
        return sql`(select kind, id, slug, title, category, in_text from (
          select ${branch.kind}::text as kind, ${branch.id}::text as id, ${branch.slug}::text as slug,
            ${branch.title} as title, ${branch.category}::text as category,
            array[${sql.join(
              each.map((query) => sql`${searchVector(branch.table)} @@ ${query}`),
              sql`, `,
            )}] as in_text,
            ts_rank(${searchVector(branch.table)}, ${any}) as rank
          from ${branch.table} where ${branch.visible} and ${matches}
          order by ${newestFirst(branch.date)}, ${newestFirst(branch.id)} limit ${CANDIDATES_PER_TABLE}) newest
          order by rank desc limit ${perKind})`;
      }),
    sql` union all `,
  );
  const rows = await selectRows<WrittenRow>(db, statement);
  return rows.map((row) => ({
    hit: { kind: row.kind, id: row.id, slug: row.slug, title: row.title, category: row.category },
    inText: row.in_text,
  }));
}
