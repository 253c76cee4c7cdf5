import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { selectRows } from "../db/client";
import { articles } from "../db/schema";
import { createScratchDatabase } from "../db/scratch";
import { createTestApp, signUp, type TestApp } from "../test/app";
import { insertArticle } from "../test/content";

/**
 * Two instances on one PostgreSQL database (as behind a load balancer), with Redis like in production:
 * a write through either instance, or straight into the database, ends the other's cached answers.
 * Like the Redis scale-out test, this one needs the local PostgreSQL server.
 */
const SERVER_URL = loadConfig(process.env).databaseUrl ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = "redis://127.0.0.1:6379";

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  scratch = await createScratchDatabase(SERVER_URL, `dorf_cache_${randomBytes(2).toString("hex")}`);
  // A prefix of this run's own: counters of other runs on the same Redis never mix in.
  const env = {
    DATABASE_URL: scratch.url,
    REDIS_URL,
    REDIS_PREFIX: `test-${randomBytes(6).toString("hex")}`,
  };
  first = await createTestApp(env);
  second = await createTestApp(env);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await scratch?.drop();
});

const get = (target: TestApp, url: string) => target.app.inject({ url });

/** Waits (without a time limit of its own) until `target` has heard of the write that `check` looks for. */
async function eventually(check: () => Promise<boolean>) {
  for (;;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("several instances on PostgreSQL", () => {
  it("show an edit made on one instance on the other's cached page and JSON", async () => {
    const article = await insertArticle(first.app.ctx.db, { title: "Erster Stand", slug: "zwei-instanzen" });
    for (const target of [first, second]) {
      expect((await get(target, "/post/zwei-instanzen")).body).toContain("Erster Stand");
      expect((await get(target, "/api/homepage-content")).body).toContain("Erster Stand");
    }
    const hits = second.app.responseCache.stats.hits;
    expect((await get(second, "/api/homepage-content")).body).toContain("Erster Stand");
    expect(second.app.responseCache.stats.hits).toBe(hits + 1);

    await first.app.ctx.db
      .update(articles)
      .set({ title: "Zweiter Stand" })
      .where(eq(articles.id, article.id));
    // Each instance as soon as the notification of the commit has arrived.
    await eventually(async () => (await get(first, "/api/homepage-content")).body.includes("Zweiter Stand"));
    await eventually(async () => (await get(second, "/api/homepage-content")).body.includes("Zweiter Stand"));
    expect((await get(second, "/post/zwei-instanzen")).body).toContain("Zweiter Stand");
    expect((await get(second, "/post/zwei-instanzen")).body).not.toContain("Erster Stand");

    await second.app.ctx.db.delete(articles).where(eq(articles.id, article.id));
    await eventually(async () => (await get(first, "/post/zwei-instanzen")).statusCode === 404);
    expect((await get(first, "/api/homepage-content")).body).not.toContain("Zweiter Stand");
  });

  it("ends the cached answers of the writing instance before its write request is answered", async () => {
    const month = `/api/events/month/${new Date().getUTCFullYear()}/1`;
    await get(first, month);
    const hits = first.app.responseCache.stats.hits;
    await get(first, month);
    expect(first.app.responseCache.stats.hits).toBe(hits + 1);
    const { cookie } = await signUp(first.app);
    const submitted = await first.app.inject({
      method: "POST",
      url: "/api/events",
      headers: { cookie },
      payload: { title: "Räbeliechtli-Umzug", eventDate: `${new Date().getUTCFullYear() + 1}-11-08` },
    });
    expect(submitted.statusCode).toBe(201);
    const computations = first.app.responseCache.stats.computations;
    await get(first, month);
    expect(first.app.responseCache.stats.computations).toBe(computations + 1);
  });

  it("reads the generations again after losing the listening connection", async () => {
    const article = await insertArticle(first.app.ctx.db, { title: "Vor dem Abbruch", slug: "abbruch" });
    expect((await get(second, "/post/abbruch")).body).toContain("Vor dem Abbruch");
    // Ends every listening connection: the instances reconnect and re-read what they missed.
    await selectRows(
      first.app.ctx.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`,
    );
    await first.app.ctx.db
      .update(articles)
      .set({ title: "Nach dem Abbruch" })
      .where(eq(articles.id, article.id));
    await eventually(async () => (await get(second, "/post/abbruch")).body.includes("Nach dem Abbruch"));
    expect((await get(second, "/api/homepage-content")).body).toContain("Nach dem Abbruch");
  });
});
