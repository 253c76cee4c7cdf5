import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_EMPTY } from "../../../shared/chat/chat";
import { addDays, calendarDayOf, zonedTime } from "../../../shared/common/dates";
import { events } from "../../db/schema";
import {
  type FakeAnswer,
  type ReceivedRequest,
  startFakeModelServer,
} from "../../providers/ai/fake-model-server";
import { as, createTestApp, signUp, type TestApp } from "../../test/app";

/** Two portals (their own databases), one wired to a fake model: on a busy machine that takes a while. */
const SETUP_TIMEOUT_MS = 180_000;
const TIME_ZONE = "Europe/Zurich";
const EVENT = "Samichlaus-Einzug im Oberdorf";

type Answerer = (request: ReceivedRequest) => FakeAnswer;
let answer: Answerer = () => ({ status: 500 });
let model: Awaited<ReturnType<typeof startFakeModelServer>>;
let withModel: TestApp;
let withoutModel: TestApp;

/** The coming Saturday in the site's zone (today when it is Saturday). */
function comingSaturday() {
  const today = calendarDayOf(new Date(), TIME_ZONE);
  const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7;
  return weekday === 5 ? today : addDays(today, (5 - weekday + 7) % 7);
}

beforeAll(async () => {
  model = await startFakeModelServer((request) => answer(request));
  [withModel, withoutModel] = await Promise.all([
    createTestApp({ AI_BASE_URL: model.baseUrl, AI_MODEL: "dorf-chat", AI_CHAT_TIMEOUT_MS: "1000" }),
    createTestApp(),
  ]);
  for (const t of [withModel, withoutModel]) {
    await t.app.ctx.db.insert(events).values({
      title: EVENT,
      eventDate: zonedTime(comingSaturday(), 19, 30, TIME_ZONE),
      startTime: "19:30",
      endTime: "21:00",
      location: "Dorfplatz",
      status: "approved",
    });
  }
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([withModel?.close(), withoutModel?.close()]);
  await model?.close();
});

const QUESTION = "Was ist am Samstag los?";

/** What the portal gave the model to phrase: the offline answer (the same in both portals but for the links' ids). */
const factsIn = (request: ReceivedRequest) =>
  request.body.messages[1]!.content.split("Fakten aus dem Portal:\n")[1]!;
const eventLink = (facts: string) => /\[[^\]]+\]\(\/veranstaltungen\/[^)]+\)/.exec(facts)![0];

/** A session of its own per test: the visitors' rate limit is not what is under test. */
async function session(t: TestApp) {
  return (await signUp(t.app)).cookie;
}

async function ask(t: TestApp, url: string, payload: object, cookie?: string) {
  return as(t.app, cookie).post(url, payload);
}

/** Asks as a member who has just signed up. */
async function askAsMember(t: TestApp, url: string, payload: object) {
  return ask(t, url, payload, await session(t));
}

/** The server-sent events of a streamed answer, in order. */
function eventsOf(body: string) {
  return body
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const [, type] = /^event: (\w+)$/m.exec(block)!;
      const [, data] = /^data: (.*)$/m.exec(block)!;
      return { type, ...JSON.parse(data!) } as { type: string; text?: string; response?: string };
    });
}

async function offline(message: string) {
  const response = await askAsMember(withoutModel, "/api/chat", { message });
  return response.json().response as string;
}

describe("POST /api/chat with a model", () => {
  it("lets the model phrase the retrieved facts with the conversation so far, and keeps only the site's links", async () => {
    answer = (request) => ({
      content: `Am Samstag kommt der ${eventLink(factsIn(request))} um 19:30 Uhr. Mehr [hier](https://evil.example/).`,
    });
    const history = [
      { role: "user", content: "Was ist am Freitag los?" },
      { role: "assistant", content: "Am Freitag ist nichts eingetragen." },
    ];
    const response = await askAsMember(withModel, "/api/chat", { message: QUESTION, history });
    expect(response.statusCode, response.body).toBe(200);
    const sent = model.received.at(-1)!;
    const facts = factsIn(sent);
    expect(response.json()).toEqual({
      response: `Am Samstag kommt der ${eventLink(facts)} um 19:30 Uhr. Mehr hier.`,
    });
    expect(sent.body.model).toBe("dorf-chat");
    expect(sent.body.messages[0]!.content).toContain("Erfinde keine Events, Öffnungszeiten");
    expect(sent.body.messages[1]!.content).toContain(
      "Bisheriges Gespräch:\nFrage: Was ist am Freitag los?\nAntwort: Am Freitag ist nichts eingetragen.",
    );
    expect(sent.body.messages[1]!.content).toContain(`Frage: ${QUESTION}`);
    expect(facts).toContain(EVENT);
  });

  it("removes what a model adds to the facts it was given (a fake model that answers from its prompt)", async () => {
    // As a model would: the facts rephrased, and one fact of its own.
    answer = (request) => {
      const facts = factsIn(request);
      const [, time] = /(\d{2}:\d{2})–/.exec(facts)!;
      return {
        content: `Gerne! Am Samstag findet der ${eventLink(facts)} statt, los geht es um ${time} Uhr. Danach spielt die Musikgesellschaft Harmonie bis 23:15 Uhr.`,
      };
    };
    const response = await askAsMember(withModel, "/api/chat", { message: QUESTION });
    const text = response.json().response as string;
    expect(text).toContain("los geht es um 19:30 Uhr.");
    expect(text).toContain(EVENT);
    expect(text).not.toContain("Harmonie");
    expect(text).not.toContain("23:15");
  });

  it("adds the facts' pages when the model cites none of them", async () => {
    answer = () => ({ content: "Am Samstag kommt der Samichlaus um 19:30 Uhr auf den Dorfplatz." });
    const response = await askAsMember(withModel, "/api/chat", { message: QUESTION });
    const facts = factsIn(model.received.at(-1)!);
    const pages = [...new Set(facts.match(/\[[^\]]+\]\([^)\s]+\)/g))];
    expect(pages).toContain(eventLink(facts));
    expect(response.json().response).toBe(
      `Am Samstag kommt der Samichlaus um 19:30 Uhr auf den Dorfplatz.\n\nMehr dazu: ${pages.join(", ")}`,
    );
  });

  it("gives the offline answer, not an error, when the model fails, is too slow or says nothing that holds", async () => {
    for (const failing of [
      { status: 500 },
      { content: "Am Samstag kommt er um 19:30 Uhr.", delayMs: 2_500 },
      { content: "Am 24. Dezember kommt Hans Muster um 23 Uhr." },
    ] satisfies FakeAnswer[]) {
      answer = () => failing;
      const response = await askAsMember(withModel, "/api/chat", { message: QUESTION });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ response: factsIn(model.received.at(-1)!) });
    }
  });
});

describe("POST /api/chat/stream", () => {
  it("sends checked sentences as they complete, and the whole answer at the end", async () => {
    answer = (request) => ({
      content: `Am Samstag ist einiges los. Der ${eventLink(factsIn(request))} beginnt um 19:30 Uhr auf dem Dorfplatz. Davor gibt es um 17 Uhr Glühwein. Bis bald!`,
      chunks: undefined,
    });
    const response = await askAsMember(withModel, "/api/chat/stream", { message: QUESTION });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const received = eventsOf(response.body);
    const sentences = received.filter((event) => event.type === "sentence").map((event) => event.text);
    expect(sentences.length).toBeGreaterThan(2);
    expect(received.at(-1)!.type).toBe("done");
    const final = received.at(-1)!.response!;
    expect(final).toBe(sentences.join("").trim());
    expect(final).toContain("beginnt um 19:30 Uhr auf dem Dorfplatz.");
    expect(final).toContain(EVENT);
    // The invented time reaches the client in no event.
    expect(response.body).not.toContain("17 Uhr");
    expect(response.body).not.toContain("Glühwein");
  });

  it("ends with the offline answer when the model fails at once, midway, or is too slow", async () => {
    for (const failing of [
      { status: 500 },
      { content: "Am Samstag ist einiges los. Der Samichlaus kommt um 19:30 Uhr.", breakAfterChunks: 3 },
      { content: "Am Samstag ist einiges los.", delayMs: 2_500 },
    ] satisfies FakeAnswer[]) {
      answer = () => failing;
      const response = await askAsMember(withModel, "/api/chat/stream", { message: QUESTION });
      expect(response.statusCode, response.body).toBe(200);
      const received = eventsOf(response.body);
      expect(received.at(-1)).toEqual({ type: "done", response: factsIn(model.received.at(-1)!) });
    }
  });

  it("without a model sends the offline answer as one event, then done", async () => {
    const expected = await offline(QUESTION);
    const response = await askAsMember(withoutModel, "/api/chat/stream", { message: QUESTION });
    expect(eventsOf(response.body)).toEqual([
      { type: "sentence", text: expected },
      { type: "done", response: expected },
    ]);
  });

  it("is open to visitors and members alike and refuses a blank question in German", async () => {
    const member = await signUp(withoutModel.app, { email: "anna.chat@example.ch" });
    for (const who of [null, member, await session(withoutModel)]) {
      const response = await as(withoutModel.app, who).post("/api/chat/stream", { message: "Hallo" });
      expect(response.statusCode, response.body).toBe(200);
      expect(eventsOf(response.body).at(-1)!.type).toBe("done");
    }
    const blank = await ask(withoutModel, "/api/chat/stream", { message: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: CHAT_EMPTY });
  });
});
