import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentHref, type TileItem } from "../../../shared/articles/articles";
import { nextLinkOf } from "../../../shared/common/paging";
import type { HelpEntry, HelpEntryFilter } from "../../../shared/marketplace/marketplace";
import { type Db, selectRows } from "../../db/client";
import type { helpEntries } from "../../db/schema";
import { as, asVisitor, createTestApp, signUp, signUpUnverified } from "../../test/app";
import { insertHelpEntry } from "../../test/content";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";
import { helpEntriesListQuery, seedHelpEntries } from "./service";
import { createEntry } from "./test-entries";

/** Reading the marketplace: the list, its search and paging, and the page; writing entries is in marketplace.test.ts. */

const w = sharedTestAppWithMembers();

const db = () => w.t.app.ctx.db;

describe("GET /api/help-entries", () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // A fresh member's entries are recognised by their titles; other tests' entries do not interfere.
    owner = await signUp(w.t.app);
    const rows: Array<[string, Partial<typeof helpEntries.$inferInsert>]> = [
      ["apfel", { title: "Äpfel aus dem Garten", description: "Frisch gepflückt.", kind: "offer" }],
      [
        "apfelSuche",
        { title: "Suche Hilfe", description: "Wer hilft beim ÄPFEL pflücken?", kind: "request" },
      ],
      ["sport", { title: "Jogging-Partner", description: "Am Wynaufer.", category: "sports_leisure" }],
      ["prozent", { title: "100% Bio-Äpfel", description: "Vom Hof.", category: "other" }],
      [
        "hidden",
        {
          title: "Versteckte Äpfel",
          description: "Von der Moderation verborgen.",
          moderationState: "rejected",
        },
      ],
      ["closed", { title: "Äpfel vergeben", description: "Schon weg.", status: "closed" }],
    ];
    for (const [key, values] of rows) {
      ids[key] = (await insertHelpEntry(db(), { ownerUserId: owner.user.id, ...values })).id;
    }
  });

  const list = async (query: string, cookie?: string) => {
    const response = await w.get(`/api/help-entries${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as HelpEntry[]).map((entry) => entry.id);
  };

  it("searches title or description, case-insensitively and with umlauts, never listing hidden entries", async () => {
    expect(await list("?q=äpfel")).toEqual([ids.closed, ids.prozent, ids.apfelSuche, ids.apfel]);
    expect(await list("?q=%C3%84PFEL")).toEqual([ids.closed, ids.prozent, ids.apfelSuche, ids.apfel]);
    expect(await list("?q=wynaufer")).toEqual([ids.sport]);
  });

  it("combines the search with kind and category", async () => {
    expect(await list("?q=äpfel&kind=request")).toEqual([ids.apfelSuche]);
    expect(await list("?q=äpfel&kind=offer&category=other")).toEqual([ids.prozent]);
    expect(await list("?kind=offer&category=sports_leisure")).toContain(ids.sport);
    expect(await list("?q=äpfel&category=gear_share")).toEqual([]);
  });

  it("takes % and _ in a search term literally", async () => {
    expect(await list("?q=100%25")).toEqual([ids.prozent]);
    expect(await list("?q=%25")).toEqual([ids.prozent]);
    expect(await list("?q=_")).toEqual([]);
  });

  it("refuses unknown filters with a German message", async () => {
    expect((await w.get("/api/help-entries?kind=tausch")).json()).toMatchObject({
      message: "Unbekannte Art: erlaubt sind offer und request.",
    });
    expect((await w.get("/api/help-entries?category=x")).statusCode).toBe(400);
    expect((await w.get("/api/help-entries?limit=0")).statusCode).toBe(400);
    expect((await w.get("/api/help-entries?cursor=kaputt")).statusCode).toBe(400);
  });

  it("shows contact details to confirmed members only", async () => {
    await createEntry(w.t.app, w.author.cookie, { title: "Kontaktprobe", contactEmail: "probe@example.ch" });
    const visitor = (await w.get("/api/help-entries?q=Kontaktprobe")).json() as HelpEntry[];
    expect(visitor[0]).toMatchObject({ contactEmail: null, contactPhone: null });
    const throwaway = await signUpUnverified(w.t.app, { email: "sammler@nowhere.invalid" });
    const unconfirmed = (
      await w.get("/api/help-entries?q=Kontaktprobe", throwaway.cookie)
    ).json() as HelpEntry[];
    expect(unconfirmed[0]).toMatchObject({ contactEmail: null, contactPhone: null });
    const member = (await w.get("/api/help-entries?q=Kontaktprobe", w.other)).json() as HelpEntry[];
    expect(member[0]).toMatchObject({ contactEmail: "probe@example.ch" });
  });

  it("answers a hidden entry's detail only to its owner and admins", async () => {
    const url = `/api/help-entries/${ids.hidden}`;
    expect((await w.get(url)).statusCode).toBe(404);
    expect((await w.get(url, w.other)).statusCode).toBe(404);
    expect((await w.get(url, owner.cookie)).statusCode).toBe(200);
    expect((await w.get(url, w.admin)).statusCode).toBe(200);
    expect((await w.get(`/api/help-entries/${ids.apfel}`)).json()).toMatchObject({
      title: "Äpfel aus dem Garten",
    });
    // Another member cannot change what they cannot see.
    expect((await as(w.t.app, w.other).delete(url)).statusCode).toBe(404);
  });

  it("lists the member's own entries, hidden ones included, for the profile and the dashboard", async () => {
    for (const url of ["/api/help-entries/user/me", "/api/help-entries/my-entries"]) {
      expect((await w.get(url)).statusCode).toBe(401);
      const own = (await w.get(url, owner.cookie)).json() as HelpEntry[];
      expect(own.map((entry) => entry.id).sort()).toEqual(Object.values(ids).sort());
      expect(own.find((entry) => entry.id === ids.hidden)?.moderationState).toBe("rejected");
    }
  });

  it("pages with ?limit= and a Link header, without gaps or repeats", async () => {
    const seeder = await signUp(w.t.app);
    await seedHelpEntries(db(), 250, seeder.user.id);
    const all = await list("?q=Nachbarschaftshilfe%20Nummer&limit=100");
    expect(all).toHaveLength(100);
    const seen: number[] = [];
    let url: string | null = "/api/help-entries?q=nummer&limit=40";
    while (url) {
      const response = await w.get(url);
      expect(response.statusCode).toBe(200);
      seen.push(...(response.json() as HelpEntry[]).map((entry) => entry.id));
      url = nextLinkOf(response.headers.link as string | undefined);
    }
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
    // Without a limit the first page has the page size of the marketplace.
    expect((await list("")).length).toBe(24);
  });
});

describe("the list at scale", () => {
  it("answers the search from the trigram indexes and the plain list from the date index", async () => {
    const t = await createTestApp();
    try {
      const { db: scaled } = t.app.ctx;
      await seedHelpEntries(scaled, 2_000);
      const owner = await signUp(t.app);
      await insertHelpEntry(scaled, { ownerUserId: owner.user.id, title: "Kirschbaum zu schneiden" });
      await scaled.execute(sql`analyze help_entries`);
      // With plain scans ruled out, the plan shows which index can answer the conditions (the planner of a
      // small test table would rather read it whole; `npm run bench` measures the real thing).
      const plan = (filter: HelpEntryFilter) =>
        scaled.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_indexscan = off`);
          const query = helpEntriesListQuery(scaled, filter, { limit: 24 }).getSQL();
          const rows = await selectRows<{ "QUERY PLAN": string }>(tx as unknown as Db, sql`explain ${query}`);
          return rows.map((row) => row["QUERY PLAN"]).join("\n");
        });
      const search = await plan({ q: "kirschbaum" });
      expect(search).toMatch(/help_entries_title_trgm_idx/);
      expect(search).toMatch(/help_entries_description_trgm_idx/);
      expect(await plan({ kind: "offer" })).toMatch(/Index Scan using help_entries_listing_idx/);
      const found = await asVisitor(t.app).get("/api/help-entries?q=nummer%201234");
      expect((found.json() as HelpEntry[]).map((entry) => entry.title)).toEqual([
        "Nachbarschaftshilfe Nummer 1234",
      ]);
    } finally {
      await t.close();
    }
  });
});

describe("the marketplace page and the home tiles", () => {
  it("arrives server-rendered with the filtered cards, and a home tile leads to its entry's card", async () => {
    const word = `Zwetschgen${Date.now()}`;
    const entry = await createEntry(w.t.app, w.author.cookie, {
      title: `${word} zu verschenken`,
      category: "other",
    });
    const page = await w.get(`/marktplatz?q=${word}&category=other`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${word} zu verschenken`);
    expect(page.body).toContain(`id="eintrag-${entry.id}"`);
    expect(page.body).toContain(
      `/login?returnTo=${encodeURIComponent(`/marktplatz?q=${word}&category=other`)}`,
    );
    const empty = await w.get(`/marktplatz?q=${word}&category=gear_share`);
    expect(empty.body).toContain("Keine Einträge gefunden");

    const tiles = (await w.get("/api/homepage-content")).json() as TileItem[];
    const tile = tiles.find((item) => item.contentType === "marketplace" && item.id === entry.id);
    expect(tile).toBeDefined();
    expect(contentHref(tile!, "tile")).toBe(`/marktplatz?entry=${entry.id}#eintrag-${entry.id}`);
    const target = await w.get(`/marktplatz?entry=${entry.id}`);
    expect(target.body).toContain(`id="eintrag-${entry.id}"`);
  });
});
