import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema";
import { as, asVisitor, me } from "../../test/app";
import { sharedTestAppWithTeam } from "../../test/shared-by-tests";

/** Issue 21 "How it is checked", through the HTTP API. */
const s = sharedTestAppWithTeam();
afterEach(() => vi.useRealTimers());

let counter = 0;
async function create(fields: Record<string, unknown> = {}) {
  counter += 1;
  const response = await as(s.t.app, s.editor).post("/api/admin/articles", {
    title: `Gemeindeversammlung ${counter}`,
    excerpt: "Kurz",
    content: `Text zum Stichwort Zwetschgenwähe${counter}`,
    category: "Dorfläbe",
    status: "draft",
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; slug: string; version: number; title: string; content: string };
}

/** Every public place an article can show up, as a visitor sees it. */
async function publicPlaces(slug: string, word: string) {
  const [page, api, home, category, rss, sitemap, search] = await Promise.all([
    asVisitor(s.t.app).get(`/post/${slug}`),
    asVisitor(s.t.app).get(`/api/articles/${slug}`),
    asVisitor(s.t.app).get("/api/homepage-content"),
    asVisitor(s.t.app).get("/api/articles/category/Dorfl%C3%A4be"),
    asVisitor(s.t.app).get("/rss.xml"),
    asVisitor(s.t.app).get("/sitemap.xml"),
    asVisitor(s.t.app).get(`/api/search?q=${word}`),
  ]);
  return {
    page: page.statusCode,
    api: api.statusCode,
    listed: [home, category, rss, sitemap, search].map((r) => r.body.includes(slug) || r.body.includes(word)),
  };
}

describe("roles", () => {
  it("reports the role, and only admins change roles", async () => {
    expect((await me(s.t.app, s.editor)).json()).toMatchObject({
      role: "editor",
      isAdmin: false,
    });
    const byEditor = await as(s.t.app, s.editor).post(`/api/admin/users/${s.editor.user.id}/role`, {
      role: "admin",
    });
    expect(byEditor.statusCode).toBe(403);
    const [row] = await s.t.app.ctx.db.select().from(users).where(eq(users.id, s.editor.user.id));
    expect(row!.role).toBe("editor");
    expect(
      (await as(s.t.app, s.admin).post(`/api/admin/users/${s.editor.user.id}/role`, { role: "chef" }))
        .statusCode,
    ).toBe(400);
  });

  it("keeps members (403) and visitors (401) out of the newsroom", async () => {
    expect((await as(s.t.app, s.member).get("/api/admin/articles")).statusCode).toBe(403);
    expect((await asVisitor(s.t.app).get("/api/admin/articles")).statusCode).toBe(401);
    expect((await as(s.t.app, s.admin).get("/api/admin/articles")).statusCode).toBe(200);
  });
});

describe("articles", () => {
  it("keeps a draft out of every public place, and shows it everywhere on the next request once published", async () => {
    const draft = await create({ title: "Grüne Wiese für Älteste" });
    expect(draft.slug).toBe("gruene-wiese-fuer-aelteste");
    const word = `Zwetschgenwähe${counter}`;
    expect(await publicPlaces(draft.slug, word)).toEqual({
      page: 404,
      api: 404,
      listed: [false, false, false, false, false],
    });

    const published = await as(s.t.app, s.editor).patch(`/api/admin/articles/${draft.id}`, {
      status: "published",
      version: 1,
    });
    expect(published.json()).toMatchObject({ status: "published", version: 2 });
    expect(await publicPlaces(draft.slug, word)).toEqual({
      page: 200,
      api: 200,
      listed: [true, true, true, true, true],
    });

    const list = await as(s.t.app, s.editor).get("/api/admin/articles?status=published&q=Wiese");
    expect(list.json()).toMatchObject({
      total: 1,
      articles: [{ id: draft.id, authorName: "Erika Feder", version: 2 }],
    });
  });

  it("gives the public page the lead picture's description and caption, and a person's byline", async () => {
    const signed = await create({
      status: "published",
      byline: "Erika Feder",
      imageUrl: "/objects/uploads/0123456789abcdef0123456789abcdef",
      imageAlt: "Zehn neue Holzbänke auf dem Dorfplatz",
      imageCaption: "Bild: Gemeinde Suhr",
    });
    expect((await asVisitor(s.t.app).get(`/api/articles/${signed.slug}`)).json()).toMatchObject({
      imageAlt: "Zehn neue Holzbänke auf dem Dorfplatz",
      imageCaption: "Bild: Gemeinde Suhr",
      authorName: "Erika Feder",
    });
    // Signed by the team: no person is named (the page and its JSON-LD name the portal).
    const team = await create({ status: "published", byline: "Redaktion" });
    expect((await asVisitor(s.t.app).get(`/api/articles/${team.slug}`)).json()).toMatchObject({
      imageAlt: null,
      imageCaption: null,
      authorName: null,
    });
  });

  it("shows a scheduled article at its time with no write in between", async () => {
    const publishAt = new Date(Date.now() + 3_600_000);
    const article = await create({ status: "scheduled", publishAt: publishAt.toISOString() });
    const word = `Zwetschgenwähe${counter}`;
    expect(article).toMatchObject({ status: "scheduled" });
    expect((await publicPlaces(article.slug, word)).listed).toEqual([false, false, false, false, false]);
    expect((await publicPlaces(article.slug, word)).page).toBe(404);

    vi.useFakeTimers({ toFake: ["Date"], now: publishAt.getTime() + 1 });
    expect(await publicPlaces(article.slug, word)).toEqual({
      page: 200,
      api: 200,
      listed: [true, true, true, true, true],
    });
    expect((await as(s.t.app, s.editor).get(`/api/admin/articles/${article.id}`)).json().status).toBe(
      "published",
    );
  });

  it("withdraws: 410 and gone from every list", async () => {
    const article = await create({ status: "published" });
    const word = `Zwetschgenwähe${counter}`;
    const withdrawn = await as(s.t.app, s.editor).patch(`/api/admin/articles/${article.id}`, {
      status: "withdrawn",
      version: 1,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await publicPlaces(article.slug, word)).toEqual({
      page: 410,
      api: 410,
      listed: [false, false, false, false, false],
    });
    expect((await as(s.t.app, s.editor).delete(`/api/admin/articles/${article.id}`)).statusCode).toBe(409);
  });

  it("answers 301 from every former slug of a published article", async () => {
    const article = await create({ status: "published" });
    const first = await as(s.t.app, s.editor).patch(`/api/admin/articles/${article.id}`, {
      slug: "zweite-adresse",
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    await as(s.t.app, s.editor).patch(`/api/admin/articles/${article.id}`, {
      slug: "dritte-adresse",
      version: 2,
    });
    await as(s.t.app, s.editor).patch(`/api/admin/articles/${article.id}`, {
      title: "Neuer Titel",
      version: 3,
    });
    for (const old of [article.slug, "zweite-adresse"]) {
      const page = await asVisitor(s.t.app).get(`/post/${old}`);
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe("/post/dritte-adresse");
      expect((await asVisitor(s.t.app).get(`/api/articles/${old}`)).statusCode).toBe(301);
    }
    expect((await asVisitor(s.t.app).get("/post/dritte-adresse")).body).toContain("Neuer Titel");
  });

  it("tells search engines when a published article was edited, and not before", async () => {
    const article = await create({ status: "published" });
    const untouched = await asVisitor(s.t.app).get(`/api/articles/${article.slug}`);
    expect(untouched.json().modifiedAt).toBeNull();
    expect((await asVisitor(s.t.app).get(`/post/${article.slug}`)).body).not.toContain(
      "article:modified_time",
    );
    const edited = await as(s.t.app, s.editor).patch(`/api/admin/articles/${article.id}`, {
      title: "Korrigierter Titel",
      version: article.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const modifiedAt = (await asVisitor(s.t.app).get(`/api/articles/${article.slug}`)).json()
      .modifiedAt as string;
    expect(Date.parse(modifiedAt)).toBeGreaterThan(0);
    const page = (await asVisitor(s.t.app).get(`/post/${article.slug}`)).body;
    expect(page).toContain(`<meta property="article:modified_time" content="${modifiedAt}">`);
    expect(page).toContain(`"dateModified":"${modifiedAt}"`);
  });

  it("refuses a save based on an older version, naming who saved in between", async () => {
    const article = await create();
    expect(
      (
        await as(s.t.app, s.admin).patch(`/api/admin/articles/${article.id}`, {
          title: "Von der Chefin",
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await as(s.t.app, s.editor).patch(`/api/admin/articles/${article.id}`, {
      title: "Veraltet",
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/inzwischen von Anna Muster gespeichert/);
  });

  it("keeps revisions and restores one as a new revision", async () => {
    const article = await create({ title: "Erster Titel" });
    await as(s.t.app, s.editor).patch(`/api/admin/articles/${article.id}`, {
      title: "Zweiter Titel",
      version: 1,
    });
    const revisions = (await as(s.t.app, s.editor).get(`/api/admin/articles/${article.id}/revisions`)).json()
      .revisions;
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({ version: 2, savedBy: "Erika Feder", changed: ["title"] });
    const restored = await as(s.t.app, s.editor).post(
      `/api/admin/articles/${article.id}/revisions/${revisions[1].id}/restore`,
    );
    expect(restored.json()).toMatchObject({ title: "Erster Titel", version: 3 });
    expect(
      (await as(s.t.app, s.editor).get(`/api/admin/articles/${article.id}/revisions`)).json().revisions,
    ).toHaveLength(3);
  });

  it("deletes drafts only", async () => {
    const article = await create();
    expect((await as(s.t.app, s.member).delete(`/api/admin/articles/${article.id}`)).statusCode).toBe(403);
    expect((await as(s.t.app, s.editor).delete(`/api/admin/articles/${article.id}`)).statusCode).toBe(204);
    expect((await as(s.t.app, s.editor).get(`/api/admin/articles/${article.id}`)).statusCode).toBe(404);
  });

  it("asks for alt text with a lead image, and refuses a taken slug", async () => {
    const noAlt = await as(s.t.app, s.editor).post("/api/admin/articles", {
      title: "Bild",
      excerpt: "",
      content: "x",
      category: "Dorfläbe",
      status: "draft",
      imageUrl: "/objects/uploads/a.webp",
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toMatch(/Alternativtext/);
    const taken = await create();
    const clash = await as(s.t.app, s.editor).post("/api/admin/articles", {
      title: "X",
      excerpt: "",
      content: "x",
      category: "Dorfläbe",
      status: "draft",
      slug: taken.slug,
    });
    expect(clash.statusCode).toBe(409);
  });

  it("opens a preview link signed out, and never a tampered or expired one", async () => {
    const article = await create({
      content: `${XSS}\n\n[klick](javascript:alert(3)) ![b](data:text/html,x)`,
    });
    const { url } = (
      await as(s.t.app, s.editor).post(`/api/admin/articles/${article.id}/preview-link`)
    ).json();
    const token = new URL(url).pathname.split("/").pop()!;
    const preview = await asVisitor(s.t.app).get(`/api/preview/articles/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    // The fields of the public page, so that the preview shows what readers will see.
    expect(preview.json()).toMatchObject({
      id: article.id,
      preview: true,
      contentType: "article",
      featured: "false",
      imageAlt: null,
      authorName: null,
    });
    const page = await asVisitor(s.t.app).get(`/vorschau/artikel/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Vorschau");
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    expect(markupOf(page.body)).not.toMatch(/onerror=|<script>alert|href="javascript:/i);
    const tampered = token.replace(`.${article.id}.`, `.${article.id + 1}.`);
    expect((await asVisitor(s.t.app).get(`/api/preview/articles/${tampered}`)).statusCode).toBe(404);
    expect((await asVisitor(s.t.app).get(`/vorschau/artikel/${tampered}`)).statusCode).toBe(404);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 8 * 86_400_000 });
    expect((await asVisitor(s.t.app).get(`/api/preview/articles/${token}`)).statusCode).toBe(404);
  });

  it("renders script, handlers, javascript: and data: links inert on the public page", async () => {
    const article = await create({
      status: "published",
      content: `${XSS}\n\n[klick](javascript:alert(3)) [d](data:text/html,x)`,
    });
    const html = markupOf((await asVisitor(s.t.app).get(`/post/${article.slug}`)).body);
    expect(html).toContain("klick");
    expect(html).not.toMatch(/<script>alert|onerror=|href="javascript:|href="data:/i);
  });
});

/** The page's state script carries texts as JSON data; the markup is what a browser runs. */
const markupOf = (html: string) => html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, "");

const XSS =
  '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(4)" onclick="alert(5)">a</a>';
