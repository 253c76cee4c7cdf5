import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { MEMBER_DEPENDENT_READS, SESSION_MARK } from "../../shared/common/site";
import { as, asVisitor, createTestApp, signUp, signUpUnverified } from "../test/app";
import { insertArticle, insertEvent, insertHelpEntry, insertLetter, insertPrReport } from "../test/content";
import { sharedPortal } from "../test/shared-by-tests";
import { PUBLIC_ROUTES } from "./public-routes";

/** Issue 24, item 1: a signed-in member gets public content from the visitors' entries; nothing personal is shared. */
const s = sharedPortal(async () => {
  const t = await createTestApp();
  const anna = await signUp(t.app, { firstName: "Anna", lastName: "Aebi" });
  const beat = await signUp(t.app, { firstName: "Beat", lastName: "Brunner" });
  const db = t.app.ctx.db;
  const ids = {
    article: (await insertArticle(db, { title: "Budget 2027", slug: "budget-2027" })).slug,
    letter: (await insertLetter(db, { slug: "brief-an-alle" })).slug,
    event: (await insertEvent(db, { slug: "dorffest-2027" })).slug,
    report: String((await insertPrReport(db)).id),
    entry: String(
      (
        await insertHelpEntry(db, {
          ownerUserId: anna.user.id,
          contactEmail: "anna@example.ch",
          contactPhone: "062 555 11 22",
        })
      ).id,
    ),
  };
  await t.app.responseCache.refresh();
  return { t, anna, beat, ids };
});

const now = new Date();
const PUBLIC_JSON = [
  "/api/homepage-content",
  "/api/articles/featured",
  "/api/articles/category/Sport",
  () => `/api/articles/${s.ids.article}`,
  () => `/api/leserbriefe/${s.ids.letter}`,
  `/api/events/month/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}`,
  () => `/api/veranstaltungen/${s.ids.event}`,
  "/api/search?q=Budget",
  "/api/search/suggest?q=Bud",
  "/api/businesses",
  "/api/election/candidates",
  "/rss.xml",
  "/sitemap.xml",
];

describe("public answers for members", () => {
  it("are the visitors' bytes, served from their entry without a query", async () => {
    for (const address of PUBLIC_JSON) {
      const url = typeof address === "function" ? address() : address;
      const visitor = await asVisitor(s.t.app).get(url);
      expect(visitor.statusCode, url).toBe(200);
      let member!: LightMyRequestResponse;
      const queries = await s.t.generationWatch.queriesDuring(async () => {
        member = await as(s.t.app, s.anna).get(url);
      });
      expect(member.body, url).toBe(visitor.body);
      expect(member.headers.etag, url).toBe(visitor.headers.etag);
      // Not even the session is looked up: the answer is the same for whoever asks.
      expect(queries, url).toBe(0);
    }
  });

  it("are never kept when a member's request computed them", async () => {
    await s.t.app.responseCache.refresh();
    await s.t.app.responseCache.clear();
    const computations = s.t.app.responseCache.stats.computations;
    const first = await as(s.t.app, s.beat).get("/api/homepage-content");
    expect(first.statusCode).toBe(200);
    expect(s.t.app.responseCache.size.entries).toBe(0);
    expect(s.t.app.responseCache.stats.computations).toBe(computations);
    // The visitor after it computes, and then both are served the kept entry.
    expect(
      (await s.t.generationWatch.queriesDuring(() => asVisitor(s.t.app).get("/api/homepage-content"))) > 0,
    ).toBe(true);
    expect(
      await s.t.generationWatch.queriesDuring(() => as(s.t.app, s.beat).get("/api/homepage-content")),
    ).toBe(0);
  });

  it("leave out what only members see: contact details and a report's billing address", async () => {
    const entry = `/api/help-entries/${s.ids.entry}`;
    const visitor = await asVisitor(s.t.app).get(entry);
    expect(visitor.body).not.toContain("062 555 11 22");
    expect((await as(s.t.app, s.beat).get(entry)).body).toContain("062 555 11 22");
    const unconfirmed = await signUpUnverified(s.t.app, { email: "neu@nowhere.invalid" });
    expect((await as(s.t.app, unconfirmed).get(entry)).body).not.toContain("062 555 11 22");
    await asVisitor(s.t.app).get("/api/help-entries");
    expect((await as(s.t.app, s.beat).get("/api/help-entries")).body).toContain("062 555 11 22");

    // The routes marked personal are the reads a member's browser makes again (main.tsx), and only those.
    const memberDependent = (path: string) =>
      MEMBER_DEPENDENT_READS.some((prefix) => path.startsWith(prefix));
    for (const route of PUBLIC_ROUTES)
      expect(Boolean(route.personal), route.path).toBe(memberDependent(route.path));
  });

  it("include pages: the visitors' page marked for the member's browser, without a query or a name", async () => {
    const visitor = await asVisitor(s.t.app).get("/kontakt");
    let member!: LightMyRequestResponse;
    const queries = await s.t.generationWatch.queriesDuring(async () => {
      member = await as(s.t.app, s.anna).get("/kontakt");
    });
    expect(queries).toBe(0);
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe(visitor.body.replace("<html", `<html ${SESSION_MARK}`));
    expect(member.body).not.toContain("Anna Aebi");
    expect(member.headers.etag).not.toBe(visitor.headers.etag);
    expect(member.headers.vary).toBe("Cookie, Accept-Encoding");
    // A visitor never gets the member's copy.
    expect((await asVisitor(s.t.app).get("/kontakt")).body).not.toContain(SESSION_MARK);
  });

  it("render a page for the member when visitors have not left one, and keep nothing of it", async () => {
    s.t.app.responseCache.clear();
    const member = await as(s.t.app, s.anna).get("/ueber-uns");
    expect(member.body).toContain("Anna Aebi");
    expect(member.body).not.toContain(SESSION_MARK);
    expect(member.headers["cache-control"]).toBe("no-store");
    expect(s.t.app.responseCache.size.entries).toBe(0);
    const visitor = await asVisitor(s.t.app).get("/ueber-uns");
    expect(visitor.body).not.toContain("Anna Aebi");
  });

  it("follow a write at once, for members as for visitors", async () => {
    await as(s.t.app, s.anna).get("/api/homepage-content");
    const created = await as(s.t.app, s.anna).post("/api/leserbriefe", {
      title: "Ein frischer Brief",
      content: "Ein Brief, der gerade eingereicht wurde.",
      authorName: "Anna Aebi",
      authorEmail: s.anna.user.email,
      topic: "Dorf",
    });
    expect(created.statusCode, created.body).toBe(201);
    await insertArticle(s.t.app.ctx.db, { title: "Gerade veröffentlicht" });
    await s.t.app.responseCache.refresh();
    expect((await as(s.t.app, s.anna).get("/api/homepage-content")).body).toContain("Gerade veröffentlicht");
  });
});
