import { describe, expect, it } from "vitest";
import { nextLinkOf } from "../../../shared/common/paging";
import type { SearchHit, SearchSuggestion } from "../../../shared/search/search";
import * as content from "../../test/content";
import { sharedTestAppWithPeople } from "../../test/shared-by-tests";

const s = sharedTestAppWithPeople({ owner: {} });

const search = async (q: string, extra = "") => {
  const response = await s.t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}${extra}` });
  return { response, hits: response.statusCode === 200 ? (response.json() as SearchHit[]) : [] };
};

describe("GET /api/search", () => {
  it("finds inflected German words by their stem and marks them in the snippet", async () => {
    const article = await content.insertArticle(s.t.app.ctx.db, {
      title: "Budget genehmigt",
      content: "Der Gemeinderat hat am Montag das Budget für das nächste Jahr verabschiedet.",
    });
    const { response, hits } = await search("Gemeinderäte");
    expect(response.statusCode).toBe(200);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      kind: "article",
      id: String(article.id),
      slug: article.slug,
      title: "Budget genehmigt",
    });
    expect(hits[0]?.snippet.filter((part) => part.hit).map((part) => part.text)).toEqual(["Gemeinderat"]);
    expect(hits[0]?.snippet.map((part) => part.text).join("")).toContain("hat am Montag das Budget");
  });

  it("searches every public kind of content and nothing that is not public", async () => {
    const db = s.t.app.ctx.db;
    const word = "Zwetschgenkuchen";
    const visible = [
      await content.insertArticle(db, { title: `${word} am Markt` }),
      await content.insertUserArticle(db, { content: `Mein Rezept für ${word}.` }),
      await content.insertLetter(db, { content: `Der beste ${word} im Dorf.` }),
      await content.insertPrReport(db, { content: `Unser ${word} ist berühmt.` }),
      await content.insertEvent(db, { description: `Mit ${word} und Kaffee.` }),
      await content.insertHelpEntry(db, {
        description: `Ich backe ${word} für Sie.`,
        ownerUserId: s.owner.user.id,
      }),
    ];
    await content.insertArticle(db, { content: word, publishedAt: new Date(Date.now() + 86_400_000) });
    await content.insertUserArticle(db, { content: word, status: "rejected" });
    await content.insertLetter(db, { content: word, status: "pending" });
    await content.insertPrReport(db, { content: word, isPublished: false });
    await content.insertEvent(db, { description: word, status: "pending" });
    await content.insertHelpEntry(db, {
      description: word,
      moderationState: "pending",
      ownerUserId: s.owner.user.id,
    });
    await content.insertHelpEntry(db, { description: word, status: "closed", ownerUserId: s.owner.user.id });

    const { hits } = await search(word);
    expect(hits.map((hit) => hit.kind).sort()).toEqual(
      ["article", "event", "leserbrief", "marketplace", "pr-report", "user-article"].sort(),
    );
    expect(hits.map((hit) => hit.id).sort()).toEqual(visible.map((row) => String(row.id)).sort());
    // A match in the title weighs more than one in the text.
    expect(hits[0]?.kind).toBe("article");
    expect(hits[0]?.titleParts).toEqual([
      { text: word, hit: true },
      { text: " am Markt", hit: false },
    ]);
  });

  it("answers snippets as plain text that no stored text can mark or turn into HTML", async () => {
    await content.insertLetter(s.t.app.ctx.db, {
      content:
        'Achtung \u0002falsch\u0003 <img src=x onerror="alert(1)"> Holzofenbrot <script>alert(2)</script>',
    });
    const { hits } = await search("Holzofenbrot");
    expect(hits).toHaveLength(1);
    const parts = hits[0]?.snippet ?? [];
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual(["Holzofenbrot"]);
    expect(parts.some((part) => part.text.includes("\u0002") || part.text.includes("\u0003"))).toBe(false);
  });

  it("pages its hits with a cursor and a Link header", async () => {
    for (let index = 0; index < 5; index++) {
      await content.insertArticle(s.t.app.ctx.db, {
        title: `Seifenkistenrennen ${index}`,
        content: "Rennen".repeat(index + 1),
      });
    }
    const all = (await search("Seifenkistenrennen", "&limit=50")).hits.map((hit) => hit.id);
    expect(all).toHaveLength(5);
    const seen: string[] = [];
    let url: string | null = `/api/search?q=Seifenkistenrennen&limit=2`;
    while (url) {
      const response = await s.t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      seen.push(...(response.json() as SearchHit[]).map((hit) => hit.id));
      url = nextLinkOf(response.headers.link as string | undefined);
    }
    expect(seen).toEqual(all);
  });

  it("refuses a missing or too short query in German and survives any punctuation", async () => {
    const missing = await s.t.app.inject({ url: "/api/search" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: "Bitte geben Sie einen Suchbegriff ein." });
    const short = await search(" a ");
    expect(short.response.statusCode).toBe(400);
    expect(short.response.json()).toMatchObject({
      message: "Der Suchbegriff muss mindestens 2 Zeichen lang sein.",
    });
    for (const q of ["und die", `"(&|!:*'\\`, "--", "OR OR"]) {
      const { response } = await search(q);
      expect(response.statusCode, `${q} ${response.body}`).toBe(200);
    }
  });

  it("finds compound words by their first part and by a part inside a title", async () => {
    const db = s.t.app.ctx.db;
    const meeting = await content.insertArticle(db, {
      title: "Einladung zur Wintergemeindeversammlung",
      excerpt: "Die Traktanden der Versammlung im Dezember.",
      content: "Alle Stimmberechtigten sind eingeladen.",
    });
    const service = await content.insertArticle(db, { title: "Der Winterdienst räumt ab fünf Uhr" });
    const winter = (await search("Winter")).hits.map((hit) => hit.id);
    expect(winter).toEqual(expect.arrayContaining([String(meeting.id), String(service.id)]));

    const { hits } = await search("gemeindeversammlung");
    expect(hits.map((hit) => hit.id)).toEqual([String(meeting.id)]);
    expect(hits[0]?.titleParts).toEqual([
      { text: "Einladung zur Winter", hit: false },
      { text: "gemeindeversammlung", hit: true },
    ]);
  });

  it("ranks a title match above articles that only mention the word in their text", async () => {
    const db = s.t.app.ctx.db;
    for (let index = 0; index < 6; index++) {
      await content.insertArticle(db, {
        title: `Vereinsnachrichten ${index}`,
        content: "Im Schneegestöber fuhr der Schneepflug. Schneegestöber und Schneegestöber am Morgen.",
        publishedAt: new Date(Date.now() - index * 60_000),
      });
    }
    const titled = await content.insertArticle(db, {
      title: "Schneegestöber-Warnung für Suhr",
      content: "Die Gemeinde bittet um Vorsicht.",
      publishedAt: new Date(Date.now() - 86_400_000 * 30),
    });
    const { hits } = await search("Schneegestöber");
    expect(hits).toHaveLength(7);
    expect(hits[0]?.id).toBe(String(titled.id));
  });

  it("starts a snippet at the beginning of the sentence that holds the match", async () => {
    await content.insertUserArticle(s.t.app.ctx.db, {
      content:
        "Im Frühling öffnet die neue Unterführung beim Bahnhof, die Arbeiten dauerten zwei Jahre und " +
        "werden den Verkehr im Zentrum deutlich beruhigen und den Schulweg sicherer machen, sagt die " +
        "Gemeinde. Velofahrerinnen und Fussgänger erhalten eigene Spuren. Der Kredit betrug vier Millionen.",
    });
    const { hits } = await search("Velofahrerinnen");
    expect(hits).toHaveLength(1);
    const text = hits[0]?.snippet.map((part) => part.text).join("");
    expect(text).toMatch(/^Velofahrerinnen und Fussgänger erhalten eigene Spuren\./);
  });

  it("starts a snippet at a word boundary, marked with an ellipsis, inside a long sentence", async () => {
    const words = Array.from({ length: 60 }, (_, index) => `Wort${index}`).join(" ");
    await content.insertLetter(s.t.app.ctx.db, { content: `${words} Kartoffelernte ${words}.` });
    const { hits } = await search("Kartoffelernte");
    const parts = hits[0]?.snippet ?? [];
    const text = parts.map((part) => part.text).join("");
    expect(text.startsWith("… Wort")).toBe(true);
    expect(text).toMatch(/^… Wort\d+ /);
    expect(text.endsWith(" …")).toBe(true);
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual(["Kartoffelernte"]);
  });
});

describe("GET /api/search/suggest", () => {
  const suggest = async (q: string) => {
    const response = await s.t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
    return { response, titles: response.statusCode === 200 ? (response.json() as SearchSuggestion[]) : [] };
  };

  it("suggests public titles with a word starting with the typed letters, with their address", async () => {
    const db = s.t.app.ctx.db;
    const article = await content.insertArticle(db, { title: "Zibelemärit auf dem Dorfplatz" });
    await content.insertArticle(db, {
      title: "Der grosse Zibelezopf",
      publishedAt: new Date(Date.now() - 1000),
    });
    await content.insertArticle(db, {
      title: "Zibelekuchen geplant",
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    await content.insertLetter(db, { title: "Zibeleernte fällt aus", status: "pending" });
    await content.insertEvent(db, { title: "Zibelen flechten", description: "Im Hof." });

    const { response, titles } = await suggest("zi");
    expect(response.statusCode).toBe(200);
    expect(titles.map((entry) => entry.title)).toEqual([
      "Zibelen flechten",
      "Zibelemärit auf dem Dorfplatz",
      "Der grosse Zibelezopf",
    ]);
    expect(titles[1]).toEqual({
      kind: "article",
      title: "Zibelemärit auf dem Dorfplatz",
      href: `/post/${article.slug}`,
    });
    expect((await suggest("Dorfpl")).titles.map((entry) => entry.title)).toEqual([
      "Zibelemärit auf dem Dorfplatz",
    ]);
    expect((await suggest("zopf")).titles.map((entry) => entry.title)).toEqual(["Der grosse Zibelezopf"]);
  });

  it("asks for two letters", async () => {
    const { response } = await suggest("z");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Der Suchbegriff muss mindestens 2 Zeichen lang sein.",
    });
  });
});
