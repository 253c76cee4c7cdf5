import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchAppRoute } from "../../../../client/routes";
import { selectRows } from "../../../db/client";
import { startFakeModelServer } from "../../../providers/ai/fake-model-server";
import { createModelClient } from "../../../providers/ai/model";
import type { TestApp } from "../../../test/app";
import { answerQuestion } from "../phrasing";
import { buildCases, CATEGORIES, type EvalCase } from "./cases";
import { openDemoPortal } from "./portal";
import { evaluateAssistant, formatReport, judge, occurs, TARGET_SHARE } from "./runner";

/** Issue 28: with a model the same set is answered at least this well, and nothing invented remains. */
const MODEL_TARGET_SHARE = 0.95;
const INVENTED =
  "Übrigens feiert die Bäckerei Sonnenschein am 31. März um 23 Uhr ihr Jubiläum, Eintritt CHF 15.–.";

// A Saturday in November and a Wednesday in December (Europe/Zurich): the demo events lie elsewhere.
const SATURDAY = new Date("2026-11-28T09:00:00Z");
const WEDNESDAY = new Date("2026-12-09T07:00:00Z");

let now: TestApp;
let saturday: TestApp;
let wednesday: TestApp;
beforeAll(async () => {
  [now, saturday, wednesday] = await Promise.all([
    openDemoPortal(),
    openDemoPortal(SATURDAY),
    openDemoPortal(WEDNESDAY),
  ]);
});
afterAll(async () => {
  await Promise.all([now?.close(), saturday?.close(), wednesday?.close()]);
});

const casesAt = (portal: TestApp, at: Date) =>
  buildCases(portal.app.ctx.db, at, portal.app.ctx.config.timeZone);

const question = (cases: EvalCase[], text: string) => {
  const found = cases.find((evalCase) => evalCase.question === text && !evalCase.history);
  if (!found) throw new Error(`no case '${text}'`);
  return found;
};

/** Every name and title the demo data holds, read without the evaluation's own reader. */
async function demoNames(portal: TestApp): Promise<Set<string>> {
  const rows = await selectRows<{ name: string }>(
    portal.app.ctx.db,
    sql`select title as name from events union select name from businesses union select title from help_entries
        union select name from election_candidates union select title from articles union select title from reader_letters
        union select title from user_articles union select title from pr_reports union select title from notices`,
  );
  const [faq] = await selectRows<{ found: boolean }>(
    portal.app.ctx.db,
    sql`select to_regclass('assistant_faq') is not null as found`,
  );
  const questions = faq?.found
    ? await selectRows<{ name: string }>(portal.app.ctx.db, sql`select question as name from assistant_faq`)
    : [];
  return new Set([...rows, ...questions].map((row) => row.name));
}

describe("the assistant's evaluation set", () => {
  it.each([
    ["now", () => now, () => new Date()],
    ["a Saturday in November", () => saturday, () => SATURDAY],
    ["a Wednesday in December", () => wednesday, () => WEDNESDAY],
  ])("holds at least 150 cases, 8 per category, each with a real expectation (%s)", async (_, portal, at) => {
    const cases = await casesAt(portal(), at());
    expect(cases.length).toBeGreaterThanOrEqual(150);
    for (const category of CATEGORIES) {
      expect(
        cases.filter((evalCase) => evalCase.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(8);
    }
    const names = await demoNames(portal());
    for (const evalCase of cases) {
      const label = `${evalCase.category}: ${evalCase.question}`;
      if (evalCase.unavailable) continue;
      expect(evalCase.mustContain.length, label).toBeGreaterThan(0);
      for (const group of evalCase.mustContain) {
        expect(group.length, label).toBeGreaterThan(0);
        for (const wanted of group) expect(wanted.trim().length, label).toBeGreaterThan(1);
        // A link the answer must give leads to a page of the portal.
        for (const href of group.filter((wanted) => wanted.startsWith("/"))) {
          expect(matchAppRoute(href.split(/[?#]/)[0]!), `${label}: ${href}`).not.toBeNull();
        }
      }
      for (const item of evalCase.items) {
        expect(names.has(item), `${label}: ${item}`).toBe(true);
        // An expected item is asked for by name or must be named in the answer.
        expect(
          evalCase.question.includes(item) || evalCase.mustContain.some((group) => group.includes(item)),
          label,
        ).toBe(true);
      }
      // Nothing expected may be forbidden at the same time: such a case could never pass.
      for (const group of evalCase.mustContain) {
        expect(
          group.every((wanted) => evalCase.mustNotContain.some((name) => occurs(wanted, name))),
          `${label}: ${group.join(" | ")}`,
        ).toBe(false);
      }
    }
  });

  it("computes the events relative to the asked moment", async () => {
    const onSaturday = await casesAt(saturday, SATURDAY);
    const onWednesday = await casesAt(wednesday, WEDNESDAY);
    // The weekly market is on Saturdays, the parents' singing on Wednesdays (demo data).
    expect(question(onSaturday, "Was ist heute los?").items).toContain("Wochenmarkt auf dem Dorfplatz");
    expect(question(onSaturday, "Was ist heute los?").items).not.toContain("Eltern-Kind-Singen");
    expect(question(onWednesday, "Was ist heute los?").items).toContain("Eltern-Kind-Singen");
    expect(question(onWednesday, "Was ist heute los?").mustNotContain).toContain(
      "Wochenmarkt auf dem Dorfplatz",
    );
    expect(question(onSaturday, "Was ist im Dezember los?").question).toBeDefined();
    expect(question(onWednesday, "Was ist im Januar los?").question).toBeDefined();
    expect(question(onSaturday, "Wann ist der nächste Wochenmarkt?").mustContain).toContainEqual(
      expect.arrayContaining(["28. November"]),
    );
    expect(question(onWednesday, "Wann ist der nächste Wochenmarkt?").mustContain).toContainEqual(
      expect.arrayContaining(["12. Dezember"]),
    );
  });

  it("judges an answer by its expected and its unrelated names", () => {
    const evalCase: EvalCase = {
      category: "opening-hours",
      question: "Hat die Apotheke am Samstag offen?",
      mustContain: [["Apotheke am Bahnhof Suhr"], ["08:00", "8 Uhr"]],
      mustNotContain: ["Garage Wynenfeld"],
      items: [],
    };
    expect(
      judge(evalCase, "Die **Apotheke am Bahnhof Suhr** hat am Samstag von 8 Uhr bis 17 Uhr offen.").passed,
    ).toBe(true);
    expect(judge(evalCase, "Apotheke am Bahnhof Suhr: 18:00 bis 20:00").missing).toEqual([
      ["08:00", "8 Uhr"],
    ]);
    expect(judge(evalCase, "Apotheke am Bahnhof Suhr 08:00, Garage Wynenfeld 24h").forbiddenFound).toEqual([
      "Garage Wynenfeld",
    ]);
    expect(occurs("von 16:00 Uhr", "6:00")).toBe(false);
  });

  it(`answers at least ${TARGET_SHARE * 100} % right offline and names no unrelated item`, async () => {
    const { db, config } = now.app.ctx;
    const report = await evaluateAssistant({ db, config });
    expect(report.share >= TARGET_SHARE && report.unrelatedAnswers === 0, formatReport(report)).toBe(true);
  });

  it(`answers at least ${MODEL_TARGET_SHARE * 100} % right through a model, which invents nothing that reaches the resident`, async () => {
    // At a fixed moment, so that the hour the suite runs at (today's events over at night) changes nothing.
    const { db, config } = saturday.app.ctx;
    // A model that phrases the facts it was given and adds what a careless model adds: a business, a date,
    // a time and a price that no item of the portal holds.
    const model = await startFakeModelServer((request) => {
      const prompt = request.body.messages.at(-1)?.content ?? "";
      const facts = prompt.split("Fakten aus dem Portal:\n")[1] ?? "";
      return { content: `Gerne helfe ich weiter.\n\n${facts}\n\n${INVENTED}` };
    });
    try {
      const context = {
        db,
        ai: {
          model: createModelClient(
            { baseUrl: model.baseUrl, apiKey: undefined, model: "test-model" },
            { timeoutMs: 5_000 },
          ),
        },
        municipality: config.municipality,
        editorialEmail: config.editorialEmail,
        timeZone: config.timeZone,
        log: { warn() {} },
      };
      const report = await evaluateAssistant({
        db,
        config,
        now: SATURDAY,
        answer: (message, history, at) => answerQuestion(context, { message, history }, at),
      });
      expect(report.share >= MODEL_TARGET_SHARE && report.unrelatedAnswers === 0, formatReport(report)).toBe(
        true,
      );
      for (const result of report.results)
        for (const invented of ["Sonnenschein", "31. März", "CHF 15", "23 Uhr"])
          expect(result.answer, result.case.question).not.toContain(invented);
    } finally {
      await model.close();
    }
  }, 300_000);

  it("runs the same set at other moments", async () => {
    for (const [portal, at] of [
      [saturday, SATURDAY],
      [wednesday, WEDNESDAY],
    ] as const) {
      const report = await evaluateAssistant({
        db: portal.app.ctx.db,
        config: portal.app.ctx.config,
        now: at,
      });
      expect(report.total).toBeGreaterThanOrEqual(150);
      expect(report.categories.every((score) => score.total >= 8)).toBe(true);
    }
  });
});
