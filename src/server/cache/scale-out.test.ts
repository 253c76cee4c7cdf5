import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "../db/client";
import { articles } from "../db/schema";
import { signUp, type TestApp } from "../test/app";
import { insertArticle } from "../test/content";
import { sharedTwoInstances } from "../test/instances";

/**
 * Two instances on one PostgreSQL database (as behind a load balancer), with Redis like in production:
 * a write through either instance, or straight into the database, ends the other's cached answers.
 * Like the Redis scale-out test, this one needs the local PostgreSQL server.
 */
const s = sharedTwoInstances(async () => ({}));

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
    const article = await insertArticle(s.first.app.ctx.db, {
      title: "Erster Stand",
      slug: "zwei-instanzen",
    });
    for (const target of [s.first, s.second]) {
      expect((await get(target, "/post/zwei-instanzen")).body).toContain("Erster Stand");
      expect((await get(target, "/api/homepage-content")).body).toContain("Erster Stand");
    }
    const hits = s.second.app.responseCache.stats.hits;
    expect((await get(s.second, "/api/homepage-content")).body).toContain("Erster Stand");
    expect(s.second.app.responseCache.stats.hits).toBe(hits + 1);

    await s.first.app.ctx.db
      .update(articles)
      .set({ title: "Zweiter Stand" })
      .where(eq(articles.id, article.id));
    // Each instance as soon as the notification of the commit has arrived.
    await eventually(async () =>
      (await get(s.first, "/api/homepage-content")).body.includes("Zweiter Stand"),
    );
    await eventually(async () =>
      (await get(s.second, "/api/homepage-content")).body.includes("Zweiter Stand"),
    );
    expect((await get(s.second, "/post/zwei-instanzen")).body).toContain("Zweiter Stand");
    expect((await get(s.second, "/post/zwei-instanzen")).body).not.toContain("Erster Stand");

    await s.second.app.ctx.db.delete(articles).where(eq(articles.id, article.id));
    await eventually(async () => (await get(s.first, "/post/zwei-instanzen")).statusCode === 404);
    expect((await get(s.first, "/api/homepage-content")).body).not.toContain("Zweiter Stand");
  });

  it("ends the cached answers of the writing instance before its write request is answered", async () => {
    const month = `/api/events/month/${new Date().getUTCFullYear()}/1`;
    await get(s.first, month);
    const hits = s.first.app.responseCache.stats.hits;
    await get(s.first, month);
    expect(s.first.app.responseCache.stats.hits).toBe(hits + 1);
    const { cookie } = await signUp(s.first.app);
    const submitted = await s.first.app.inject({
      method: "POST",
      url: "/api/events",
      headers: { cookie },
      payload: { title: "Räbeliechtli-Umzug", eventDate: `${new Date().getUTCFullYear() + 1}-11-08` },
    });
    expect(submitted.statusCode).toBe(201);
    const computations = s.first.app.responseCache.stats.computations;
    await get(s.first, month);
    expect(s.first.app.responseCache.stats.computations).toBe(computations + 1);
  });

  it("reads the generations again after losing the listening connection", async () => {
    const article = await insertArticle(s.first.app.ctx.db, { title: "Vor dem Abbruch", slug: "abbruch" });
    expect((await get(s.second, "/post/abbruch")).body).toContain("Vor dem Abbruch");
    // Ends every listening connection: the instances reconnect and re-read what they missed.
    await selectRows(
      s.first.app.ctx.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`,
    );
    await s.first.app.ctx.db
      .update(articles)
      .set({ title: "Nach dem Abbruch" })
      .where(eq(articles.id, article.id));
    await eventually(async () => (await get(s.second, "/post/abbruch")).body.includes("Nach dem Abbruch"));
    expect((await get(s.second, "/api/homepage-content")).body).toContain("Nach dem Abbruch");
  });
});
