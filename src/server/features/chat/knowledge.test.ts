import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "../../db/client";
import { as, asVisitor, type Who } from "../../test/app";
import { sharedTestAppWithTeam } from "../../test/shared-by-tests";
import { faqEntries, synonymMap } from "./knowledge";

/** Issue 28: the FAQ and the synonyms the team keeps for the assistant, through the HTTP API. */
const team = sharedTestAppWithTeam();

const FAQ = "/api/admin/assistant/faq";
const SYNONYMS = "/api/admin/assistant/synonyms";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const hours = {
  question: "Wann ist die Gemeindeverwaltung geöffnet?",
  answer: "Montag bis Freitag, **8.30–11.30 Uhr** und 14.00–16.30 Uhr.",
  keywords: "Schalter Gemeindehaus",
};

async function created(url: string, body: object, cookie: Who = team.editor) {
  const response = await as(team.t.app, cookie).post(url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string } & Record<string, unknown>;
}

async function auditActions(entityId: string) {
  const rows = await selectRows<{ action: string }>(
    team.t.app.ctx.db,
    sql`select action from audit_log where entity_id = ${entityId} order by id`,
  );
  return rows.map((row) => row.action);
}

describe("who keeps the assistant's knowledge", () => {
  const routes = [
    ["GET", FAQ, undefined],
    ["POST", FAQ, hours],
    ["PATCH", `${FAQ}/${UNKNOWN}`, { question: "Neue Frage?" }],
    ["DELETE", `${FAQ}/${UNKNOWN}`, undefined],
    ["GET", SYNONYMS, undefined],
    ["POST", SYNONYMS, { term: "Weggli", expansions: ["Bäckerei"] }],
    ["PATCH", `${SYNONYMS}/${UNKNOWN}`, { expansions: ["Bäckerei"] }],
    ["DELETE", `${SYNONYMS}/${UNKNOWN}`, undefined],
  ] as const;

  it.each(routes)("%s %s: visitors 401, members 403, before reading the input", async (method, url, body) => {
    const visitor = await asVisitor(team.t.app).request(method, url, body);
    expect(visitor.statusCode).toBe(401);
    const refused = await as(team.t.app, team.member).request(method, url, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Zugriff verweigert/);
  });

  it("lets editors and administrators alike write both", async () => {
    for (const cookie of [team.editor.cookie, team.admin]) {
      const entry = await created(
        FAQ,
        { ...hours, question: `${hours.question} (${cookie.slice(-4)})` },
        cookie,
      );
      expect((await as(team.t.app, cookie).get(FAQ)).json()).toContainEqual(
        expect.objectContaining({ id: entry.id }),
      );
      const synonym = await created(
        SYNONYMS,
        { term: `Weggli ${cookie === team.editor.cookie ? "a" : "b"}`, expansions: ["Bäckerei"] },
        cookie,
      );
      expect((await as(team.t.app, cookie).get(SYNONYMS)).json()).toContainEqual(
        expect.objectContaining({ id: synonym.id }),
      );
    }
  });
});

describe("the FAQ", () => {
  it("keeps a question with its Markdown answer as written, names who saved it and audits it", async () => {
    const entry = await created(FAQ, { ...hours, question: `  ${hours.question}  ` });
    expect(entry).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      question: hours.question,
      answer: hours.answer,
      keywords: hours.keywords,
      updatedByName: "Erika Feder",
      updatedAt: expect.any(String),
    });

    const edited = await as(team.t.app, team.admin).patch(`${FAQ}/${entry.id}`, {
      keywords: "",
      answer: "Neu: nur vormittags.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      question: hours.question,
      answer: "Neu: nur vormittags.",
      keywords: null,
    });

    const list = (await as(team.t.app, team.editor).get(FAQ)).json() as { id: string; answer: string }[];
    expect(list.find((item) => item.id === entry.id)?.answer).toBe("Neu: nur vormittags.");

    expect((await as(team.t.app, team.editor).delete(`${FAQ}/${entry.id}`)).statusCode).toBe(204);
    expect((await as(team.t.app, team.editor).get(FAQ)).json()).not.toContainEqual(
      expect.objectContaining({ id: entry.id }),
    );
    expect(await auditActions(entry.id)).toEqual([
      "assistant-faq.create",
      "assistant-faq.update",
      "assistant-faq.delete",
    ]);
  });

  it("refuses too short or too long text with a German message", async () => {
    const cases: [object, string][] = [
      [{ ...hours, question: "Wo?" }, "Die Frage muss 5 bis 300 Zeichen lang sein."],
      [{ ...hours, question: "x".repeat(301) }, "Die Frage muss 5 bis 300 Zeichen lang sein."],
      [{ ...hours, answer: "Bald." }, "Die Antwort muss 10 bis 4000 Zeichen lang sein."],
      [{ ...hours, answer: "x".repeat(4001) }, "Die Antwort muss 10 bis 4000 Zeichen lang sein."],
      [{ question: hours.question }, "Die Antwort muss 10 bis 4000 Zeichen lang sein."],
      [{ ...hours, keywords: "x".repeat(501) }, "Die Stichwörter dürfen höchstens 500 Zeichen lang sein."],
    ];
    for (const [body, message] of cases) {
      const response = await as(team.t.app, team.editor).post(FAQ, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const entry = await created(FAQ, { ...hours, question: "Wo ist das Fundbüro?" });
    const patched = await as(team.t.app, team.editor).patch(`${FAQ}/${entry.id}`, { answer: "   kurz   " });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe("Die Antwort muss 10 bis 4000 Zeichen lang sein.");
  });

  it("answers 404 for an entry that does not exist, also for an id that is no uuid", async () => {
    for (const id of [UNKNOWN, "987654", "nicht-da"]) {
      const patched = await as(team.t.app, team.editor).patch(`${FAQ}/${id}`, { question: "Gibt es das?" });
      expect(patched.statusCode).toBe(404);
      expect(patched.json().message).toBe("Diese Frage gibt es nicht (mehr).");
      expect((await as(team.t.app, team.editor).delete(`${FAQ}/${id}`)).statusCode).toBe(404);
    }
  });

  it("gives the assistant every entry and finds one by its keywords in the stored search vector", async () => {
    const entry = await created(FAQ, {
      question: "Wann wird das Grüngut abgeholt?",
      answer: "Jeden zweiten Dienstag, siehe [Abfallkalender](/mitteilungen).",
      keywords: "Kompost Gartenabfälle",
    });
    const entries = await faqEntries(team.t.app.ctx.db);
    expect(entries).toContainEqual({
      id: entry.id,
      question: "Wann wird das Grüngut abgeholt?",
      answer: "Jeden zweiten Dienstag, siehe [Abfallkalender](/mitteilungen).",
      keywords: "Kompost Gartenabfälle",
    });
    const found = await selectRows<{ id: string }>(
      team.t.app.ctx.db,
      sql`select id from assistant_faq where search_vector @@ plainto_tsquery('german', 'Kompost')`,
    );
    expect(found.map((row) => row.id)).toEqual([entry.id]);
  });
});

describe("the synonyms", () => {
  it("stores the resident's word and the portal's words folded, once each, and audits it", async () => {
    const synonym = await created(SYNONYMS, {
      term: "  Zvieri ",
      expansions: ["Frühstück", "frühstück", "Café  Brunch"],
    });
    expect(synonym).toMatchObject({
      term: "zvieri",
      expansions: ["fruehstueck", "cafe brunch"],
      updatedByName: "Erika Feder",
    });
    const edited = await as(team.t.app, team.admin).patch(`${SYNONYMS}/${synonym.id}`, {
      expansions: ["Frühstück", "Bäckerei"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ term: "zvieri", expansions: ["fruehstueck", "baeckerei"] });
    expect((await synonymMap(team.t.app.ctx.db)).get("zvieri")).toEqual(["fruehstueck", "baeckerei"]);

    expect((await as(team.t.app, team.editor).delete(`${SYNONYMS}/${synonym.id}`)).statusCode).toBe(204);
    expect((await synonymMap(team.t.app.ctx.db)).has("zvieri")).toBe(false);
    expect(await auditActions(synonym.id)).toEqual([
      "assistant-synonym.create",
      "assistant-synonym.update",
      "assistant-synonym.delete",
    ]);
  });

  it("refuses a term another entry has (in any spelling) with 409, also when renaming", async () => {
    await created(SYNONYMS, { term: "Metzg", expansions: ["Metzgerei"] });
    const twice = await as(team.t.app, team.admin).post(SYNONYMS, { term: "METZG", expansions: ["Fleisch"] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      "Für «metzg» gibt es schon einen Eintrag. Bitte ergänzen Sie dort die Wörter des Portals.",
    );
    const other = await created(SYNONYMS, { term: "Chrämerei", expansions: ["Laden"] });
    const renamed = await as(team.t.app, team.editor).patch(`${SYNONYMS}/${other.id}`, { term: "Metzg" });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toMatch(/^Für «metzg» gibt es schon einen Eintrag/);
    expect((await synonymMap(team.t.app.ctx.db)).get("chraemerei")).toEqual(["laden"]);
  });

  it("knows the residents' common words from the first start, without demo content", async () => {
    const synonyms = await synonymMap(team.t.app.ctx.db);
    expect(synonyms.get("brot")).toEqual(["baeckerei"]);
    expect(synonyms.get("velo flicken")).toEqual(["velowerkstatt"]);
    expect(synonyms.get("gmeind")).toEqual(["gemeindeversammlung"]);
  });

  it("refuses what is no word, and none or too many of the portal's words, with a German message", async () => {
    const cases: [object, string][] = [
      [{ term: "B", expansions: ["baeckerei"] }, "Der Begriff muss aus 2 bis 60 Buchstaben bestehen"],
      [{ term: "Brot2", expansions: ["baeckerei"] }, "Der Begriff muss aus 2 bis 60 Buchstaben bestehen"],
      [
        { term: "x".repeat(61), expansions: ["baeckerei"] },
        "Der Begriff muss aus 2 bis 60 Buchstaben bestehen",
      ],
      [{ term: "Brot", expansions: [] }, "Bitte geben Sie 1 bis 10 Wörter des Portals an."],
      [{ term: "Brot", expansions: [" ", ""] }, "Bitte geben Sie 1 bis 10 Wörter des Portals an."],
      [{ term: "Brot" }, "Bitte geben Sie 1 bis 10 Wörter des Portals an."],
      [
        { term: "Brot", expansions: Array.from({ length: 11 }, (_, i) => `wort${"abcdefghijk"[i]}`) },
        "Bitte geben Sie 1 bis 10 Wörter des Portals an.",
      ],
      [{ term: "Brot", expansions: ["Bäckerei", "<b>"] }, "«<b>» ist kein gültiges Wort"],
    ];
    for (const [body, message] of cases) {
      const response = await as(team.t.app, team.editor).post(SYNONYMS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it("answers 404 for a synonym that does not exist", async () => {
    for (const id of [UNKNOWN, "987654"]) {
      const patched = await as(team.t.app, team.editor).patch(`${SYNONYMS}/${id}`, {
        expansions: ["baeckerei"],
      });
      expect(patched.statusCode).toBe(404);
      expect(patched.json().message).toBe("Dieses Synonym gibt es nicht (mehr).");
      expect((await as(team.t.app, team.editor).delete(`${SYNONYMS}/${id}`)).statusCode).toBe(404);
    }
  });
});
