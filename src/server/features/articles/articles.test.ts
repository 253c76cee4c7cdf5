import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ArticleDetail, TileItem } from "../../../shared/articles/articles";
import { nextLinkOf } from "../../../shared/common/paging";
import { articles } from "../../db/schema";
import { expectUndecidedForAuthorAndAdminsOnly } from "../../test/access";
import {
  insertArticle,
  insertHelpEntry,
  insertLetter,
  insertPrReport,
  insertUserArticle,
  minutesAgo,
} from "../../test/content";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";

const s = sharedTestAppWithMembers();

describe("GET /api/homepage-content", () => {
  it("answers the 12 newest public items of every type, newest first, as tiles", async () => {
    const db = s.t.app.ctx.db;
    const hidden = [
      await insertArticle(db, { title: "Geplant", publishedAt: new Date(Date.now() + 3_600_000) }),
      await insertLetter(db, { title: "Wartender Brief", status: "pending", publishedAt: minutesAgo(1) }),
      await insertLetter(db, { title: "Abgelehnter Brief", status: "rejected", publishedAt: minutesAgo(1) }),
      await insertUserArticle(db, {
        title: "Wartender Artikel",
        status: "pending",
        publishedAt: minutesAgo(1),
      }),
      await insertPrReport(db, { title: "Unbezahlter Bericht", isPublished: false }),
      await insertHelpEntry(db, { title: "Erledigt", status: "closed", ownerUserId: s.author.user.id }),
    ];
    await insertArticle(db, { title: "Alt", publishedAt: minutesAgo(100_000) });
    const article = await insertArticle(db, { title: "Artikel 1", publishedAt: minutesAgo(2) });
    const letter = await insertLetter(db, {
      title: "Brief 1",
      isAiAssisted: true,
      publishedAt: minutesAgo(3),
    });
    const userArticle = await insertUserArticle(db, { title: "Leserartikel 1", publishedAt: minutesAgo(4) });
    const report = await insertPrReport(db, { title: "Bericht 1", publishedAt: minutesAgo(5) });
    const entry = await insertHelpEntry(db, {
      title: "Velo flicken",
      kind: "request",
      price: "20 CHF",
      name: "Heidi",
      ownerUserId: s.author.user.id,
      createdAt: minutesAgo(6),
    });
    for (let index = 0; index < 8; index++) {
      await insertArticle(db, { title: `Füller ${index}`, publishedAt: minutesAgo(10 + index) });
    }

    const response = await s.get("/api/homepage-content");
    expect(response.statusCode).toBe(200);
    const tiles = response.json() as TileItem[];
    expect(tiles).toHaveLength(12);
    expect(tiles.map((tile) => tile.title).slice(0, 5)).toEqual([
      "Artikel 1",
      "Brief 1",
      "Leserartikel 1",
      "Bericht 1",
      "Velo flicken",
    ]);
    expect(tiles.map((tile) => tile.title)).not.toContain("Alt");
    for (const row of hidden) expect(tiles.map((tile) => tile.title)).not.toContain(row.title);
    const dates = tiles.map((tile) => tile.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    expect(tiles[0]).toEqual({
      id: article.id,
      slug: article.slug,
      title: "Artikel 1",
      excerpt: article.excerpt,
      imageUrl: null,
      category: "Dorfläbe",
      contentType: "article",
      isAiAssisted: false,
      publishedAt: article.publishedAt.toISOString(),
    });
    expect(tiles[1]).toMatchObject({
      id: letter.id,
      slug: letter.slug,
      category: "Leserbriefe",
      contentType: "leserbrief",
      isAiAssisted: true,
    });
    expect(tiles[1]?.excerpt).toContain("Am Suhrenweg fehlen Bänke.");
    expect(tiles[2]).toMatchObject({ id: userArticle.id, contentType: "user-article", category: "Sport" });
    expect(tiles[3]).toMatchObject({
      id: report.id,
      slug: null,
      contentType: "pr-report",
      category: "PR-Berichte",
    });
    expect(tiles[4]).toMatchObject({
      id: entry.id,
      contentType: "marketplace",
      category: "Haushalt & Garten",
      marketplaceData: { name: "Heidi", kind: "request", price: "20 CHF" },
    });
    expect(response.body).not.toContain("@example.ch");
  });

  it("answers the featured articles that are out", async () => {
    const db = s.t.app.ctx.db;
    const featured = await insertArticle(db, { title: "Hervorgehoben", featured: "true" });
    await insertArticle(db, {
      title: "Hervorgehoben, aber geplant",
      featured: "true",
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    const response = await s.get("/api/articles/featured");
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { id: number }) => item.id)).toEqual([featured.id]);
  });
});

describe("GET /api/articles/{slug}", () => {
  it("answers a published article with the fields the page reads", async () => {
    const article = await insertArticle(s.t.app.ctx.db, { imageUrl: "/objects/seed/bild.jpg" });
    const response = await s.get(`/api/articles/${article.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: article.id,
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      category: "Dorfläbe",
      imageUrl: "/objects/seed/bild.jpg",
      imageAlt: null,
      imageCaption: null,
      publishedAt: article.publishedAt.toISOString(),
      modifiedAt: null,
      featured: "false",
      contentType: "article",
      authorName: null,
    } satisfies ArticleDetail);
  });

  it("answers 404 in German for an unknown slug", async () => {
    const response = await s.get("/api/articles/gibt-es-nicht");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Artikel nicht gefunden" });
  });

  it("keeps a scheduled article from everybody but admins", async () => {
    const scheduled = await insertArticle(s.t.app.ctx.db, { publishedAt: new Date(Date.now() + 86_400_000) });
    expect((await s.get(`/api/articles/${scheduled.slug}`)).statusCode).toBe(404);
    expect((await s.get(`/api/articles/${scheduled.slug}`, s.other)).statusCode).toBe(404);
    expect((await s.get(`/api/articles/${scheduled.slug}`, s.admin)).statusCode).toBe(200);
  });

  it("answers a user article under /post/{slug}, because the home grid links it there", async () => {
    const published = await insertUserArticle(s.t.app.ctx.db);
    const response = await s.get(`/api/articles/${published.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: published.id,
      contentType: "user-article",
      authorName: "Peter Keller",
      category: "Sport",
    });
    expect(response.body).not.toContain("peter.keller@example.ch");
  });

  it("shows a pending or rejected user article only to its author and admins", async () => {
    await expectUndecidedForAuthorAndAdminsOnly(
      s,
      (values) => insertUserArticle(s.t.app.ctx.db, values),
      (slug) => `/api/articles/${slug}`,
    );
  });
});

describe("GET /api/articles/category/{category}", () => {
  const titles = (response: { json(): unknown }) => (response.json() as TileItem[]).map((item) => item.title);

  it("lists a category's articles and approved user articles, newest first", async () => {
    const db = s.t.app.ctx.db;
    await insertArticle(db, { title: "Gewerbe alt", category: "Gewerbe", publishedAt: minutesAgo(500) });
    await insertUserArticle(db, {
      title: "Gewerbe Leser",
      category: "Gewerbe",
      publishedAt: minutesAgo(400),
    });
    await insertUserArticle(db, { title: "Gewerbe wartend", category: "Gewerbe", status: "pending" });
    await insertArticle(db, { title: "Gewerbe neu", category: "Gewerbe", publishedAt: minutesAgo(300) });
    await insertArticle(db, { title: "Sport", category: "Sport" });
    const response = await s.get(`/api/articles/category/${encodeURIComponent("Gewerbe")}`);
    expect(response.statusCode).toBe(200);
    expect(titles(response)).toEqual(["Gewerbe neu", "Gewerbe Leser", "Gewerbe alt"]);
    expect((response.json() as TileItem[]).map((item) => item.contentType)).toEqual([
      "article",
      "user-article",
      "article",
    ]);
    expect(response.headers.link).toBeUndefined();
  });

  it("reads category names with umlauts", async () => {
    const response = await s.get(`/api/articles/category/${encodeURIComponent("Dorfläbe")}`);
    expect(response.statusCode).toBe(200);
    expect(titles(response)).toContain("Artikel 1");
  });

  it("lists the letters themselves under Leserbriefe and the reports under PR-Berichte", async () => {
    const letters = await s.get("/api/articles/category/Leserbriefe");
    expect(letters.statusCode).toBe(200);
    const letterItems = letters.json() as TileItem[];
    expect(letterItems.length).toBeGreaterThan(0);
    expect(letterItems.every((item) => item.contentType === "leserbrief" && item.slug)).toBe(true);
    expect(titles(letters)).not.toContain("Wartender Brief");
    expect(titles(letters)).not.toContain("Abgelehnter Brief");
    expect(letters.body).not.toContain("@example.ch");

    const reports = await s.get("/api/articles/category/PR-Berichte");
    const reportItems = reports.json() as TileItem[];
    expect(reportItems.length).toBeGreaterThan(0);
    expect(reportItems.every((item) => item.contentType === "pr-report")).toBe(true);
    expect(titles(reports)).not.toContain("Unbezahlter Bericht");
  });

  it("answers 404 in German for a category that does not exist", async () => {
    const response = await s.get("/api/articles/category/Gibtsnicht");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Diese Kategorie gibt es nicht." });
  });

  it("pages with an opaque cursor and a Link header, without gaps or repeats on equal dates", async () => {
    const db = s.t.app.ctx.db;
    // One statement: every row gets the same now(), to the microsecond.
    await db.insert(articles).values(
      Array.from({ length: 5 }, (_, index) => ({
        title: `Familie gleichzeitig ${index}`,
        slug: `familie-gleichzeitig-${index}`,
        content: "Inhalt",
        category: "Familie",
      })),
    );
    const [sameMoment] = await db
      .select({ publishedAt: articles.publishedAt })
      .from(articles)
      .where(eq(articles.slug, "familie-gleichzeitig-0"));
    await insertUserArticle(db, {
      title: "Familie Leser gleichzeitig",
      category: "Familie",
      publishedAt: sameMoment!.publishedAt,
    });
    for (let index = 0; index < 4; index++) {
      await insertArticle(db, {
        title: `Familie einzeln ${index}`,
        category: "Familie",
        publishedAt: undefined,
      });
    }

    const all = titles(await s.get("/api/articles/category/Familie?limit=100"));
    expect(all).toHaveLength(10);

    const seen: string[] = [];
    let url: string | null = "/api/articles/category/Familie?limit=3";
    let pages = 0;
    while (url) {
      const response = await s.get(url);
      expect(response.statusCode).toBe(200);
      const page = titles(response);
      expect(page.length).toBeLessThanOrEqual(3);
      seen.push(...page);
      pages += 1;
      const link = response.headers.link as string | undefined;
      if (link)
        expect(link).toMatch(/^<\/api\/articles\/category\/Familie\?limit=3&cursor=[\w-]+>; rel="next"$/);
      url = nextLinkOf(link);
    }
    expect(pages).toBe(4);
    expect(seen).toEqual(all);
  });

  it("refuses a broken cursor or page size in German", async () => {
    const cursor = await s.get("/api/articles/category/Sport?cursor=kaputt");
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({
      message: "Ungültige Seitenangabe. Bitte laden Sie die Liste neu.",
    });
    for (const limit of ["0", "101", "zwei"]) {
      const response = await s.get(`/api/articles/category/Sport?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: "Die Seitengrösse muss eine Zahl zwischen 1 und 100 sein.",
      });
    }
  });
});
