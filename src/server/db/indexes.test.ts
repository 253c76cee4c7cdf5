import { getTableName, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ARTICLE_CATEGORIES } from "../../shared/common/constants";
import { listPublicContent, publicContentQuery } from "../features/articles/listing";
import { featuredArticlesQuery, publicArticleBySlugQuery } from "../features/articles/service";
import { approvedEventsQuery } from "../features/events/service";
import { branches, searchStatement } from "../features/search/service";
import { createTestApp } from "../test/app";
import { sharedPortal } from "../test/shared-by-tests";
import { selectRows } from "./client";
import { articles, events } from "./schema";

/**
 * The indexes the lists and the search really use. With enough rows and fresh statistics the planner
 * must choose them on its own; the plans are checked on both databases (PGlite is PostgreSQL too).
 */
const ARTICLE_COUNT = 20_000;
/** Six events a day over about three years: a month is a small part of them. */
const EVENT_COUNT = 6_000;
const DAY_MS = 86_400_000;

const s = sharedPortal(async () => {
  const t = await createTestApp();
  const now = Date.now();
  for (let start = 0; start < ARTICLE_COUNT; start += 1_000) {
    await t.app.ctx.db.insert(articles).values(
      Array.from({ length: 1_000 }, (_, offset) => {
        const index = start + offset;
        return {
          title:
            index % 5_000 === 0 ? `Wintergemeindeversammlung ${index}` : `Nachricht ${index} aus dem Dorf`,
          slug: `nachricht-${index}`,
          excerpt: "Der Gemeinderat hat beraten.",
          content: "Der Gemeinderat hat über das Budget und die Bibliothek beraten.",
          // One category in twenty: reading the newest of all and filtering would cost twenty times more.
          category: ARTICLE_CATEGORIES[index % 20 === 0 ? 1 : 0]!,
          publishedAt: new Date(now - index * 60_000),
          featured: index % 100 === 0 ? "true" : "false",
        };
      }),
    );
  }
  for (let start = 0; start < EVENT_COUNT; start += 1_000) {
    await t.app.ctx.db.insert(events).values(
      Array.from({ length: 1_000 }, (_, offset) => {
        const index = start + offset;
        return {
          title: `Anlass ${index}`,
          eventDate: new Date(now + (Math.floor(index / 6) - 500) * DAY_MS),
          status: index % 10 === 0 ? "pending" : "approved",
        };
      }),
    );
  }
  // What autovacuum does in production: statistics, and the GIN pending lists of the bulk insert merged
  // into the indexes (the planner rightly avoids an index whose pending list is long).
  await t.app.ctx.db.execute(sql`vacuum analyze`);
  return { t };
});

async function plan(statement: ReturnType<typeof sql>) {
  const rows = await selectRows<{ "QUERY PLAN": string }>(s.t.app.ctx.db, sql`explain ${statement}`);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

describe("indexes", () => {
  it("has a stored search vector with a GIN index and a title trigram index on each searchable table", async () => {
    const rows = await selectRows<{ indexname: string }>(
      s.t.app.ctx.db,
      sql`select indexname from pg_indexes where schemaname = current_schema()`,
    );
    const names = rows.map((row) => row.indexname);
    // The searchable tables are those the site search reads (its branches).
    for (const table of branches(new Date()).map((branch) => getTableName(branch.table))) {
      expect(names).toContain(`${table}_search_vector_idx`);
      // A business's title is its name.
      expect(names).toContain(
        table === "businesses" ? "businesses_name_trgm_idx" : `${table}_title_trgm_idx`,
      );
    }
    // The assistant's FAQ is searched by the assistant alone, by its vector (issue 28).
    expect(names).toContain("assistant_faq_search_vector_idx");
    const generated = await selectRows<{ count: number }>(
      s.t.app.ctx.db,
      sql`select count(*)::int as count from information_schema.columns
          where table_schema = current_schema() and column_name = 'search_vector' and is_generated = 'ALWAYS'`,
    );
    expect(generated[0]?.count).toBe(9);
  });

  it("reads a category page from the (category, published_at, id) index", async () => {
    const category = ARTICLE_CATEGORIES[1];
    expect((await listPublicContent(s.t.app.ctx.db, { category, limit: 24 })).items).toHaveLength(24);
    const text = await plan(publicContentQuery({ category, limit: 24 }));
    expect(text).toContain("articles_category_published_idx");
    expect(text).not.toMatch(/Seq Scan on articles/);
  });

  it("reads the featured articles from their partial index", async () => {
    const text = await plan(featuredArticlesQuery(s.t.app.ctx.db, new Date()).getSQL());
    expect(text).toContain("articles_featured_idx");
    expect(text).not.toMatch(/Seq Scan on articles/);
  });

  it("reads the home grid's first page from each table's date index", async () => {
    const text = await plan(publicContentQuery({ includeMarketplace: true, limit: 12 }));
    expect(text).toContain("articles_published_idx");
    expect(text).not.toMatch(/Seq Scan on articles/);
  });

  it("reads an article by its slug from the unique slug index", async () => {
    const text = await plan(publicArticleBySlugQuery(s.t.app.ctx.db, "nachricht-1234", new Date()).getSQL());
    expect(text).toContain("articles_slug_unique");
    expect(text).not.toMatch(/Seq Scan on articles/);
  });

  it("reads a month of events from the (status, event_date) index", async () => {
    const from = new Date(Date.UTC(2026, 10, 1));
    const until = new Date(Date.UTC(2026, 11, 1));
    const text = await plan(approvedEventsQuery(s.t.app.ctx.db, from, until, "Europe/Zurich").getSQL());
    expect(text).toContain("events_status_date_idx");
    expect(text).not.toMatch(/Seq Scan on events/);
  });

  it("finds a rare word through the GIN and trigram indexes", async () => {
    const statement = searchStatement({ q: "Wintergemeindeversammlung", limit: 20 });
    const text = await plan(statement!);
    expect(text).toContain("articles_search_vector_idx");
    expect(text).toContain("articles_title_trgm_idx");
    expect(text).not.toMatch(/Seq Scan on articles/);
  });

  it("ranks a common word over the newest candidates read from the date index", async () => {
    const text = await plan(searchStatement({ q: "Gemeinderat", limit: 20 })!);
    expect(text).toContain("articles_published_idx");
    expect(text).not.toMatch(/Seq Scan on articles/);
  });
});
