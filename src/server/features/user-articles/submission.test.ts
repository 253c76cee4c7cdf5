import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/reader-reporter";
import { startFakeModelServer } from "../../providers/ai/fake-model-server";
import { createTestApp, createTestAppWithMembers, type Member, signUp, type TestApp } from "../../test/app";

/** This test builds a second portal (its own database) wired to a fake model; on a busy machine that takes a while. */
const MODEL_APP_TIMEOUT_MS = 120_000;

let t: TestApp, admin: string, author: Member, other: string;

beforeAll(async () => {
  ({ t, admin, author, other } = await createTestAppWithMembers());
});
afterAll(() => t.close());

const post = (app: TestApp["app"], url: string, payload: object, cookie?: string) =>
  app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });

const aiRequest = {
  category: "Sport",
  keywords: "Turnverein, Jubiläum",
  authorName: "Beat Keller",
  authorEmail: "beat@example.ch",
  tone: "informative",
};

const article = {
  title: "Grüsse aus Suhr",
  content: "Ein Artikel mit genug Inhalt für die Redaktion.",
  excerpt: "Kurz gesagt",
  authorName: "Beat Keller",
  authorEmail: "beat@example.ch",
  category: "Familie",
};

describe("POST /api/user-articles/ai-generate", () => {
  it("needs a signed-in member, the AI fields and a category open to readers", async () => {
    expect((await post(t.app, "/api/user-articles/ai-generate", aiRequest)).statusCode).toBe(401);
    const noName = await post(
      t.app,
      "/api/user-articles/ai-generate",
      { ...aiRequest, authorName: "" },
      author.cookie,
    );
    expect(noName.json()).toMatchObject({ message: MESSAGES.aiFieldsMissing });
    for (const category of ["", "Leserbriefe", "PR-Berichte", "Politik"]) {
      const response = await post(
        t.app,
        "/api/user-articles/ai-generate",
        { ...aiRequest, category },
        author.cookie,
      );
      expect(response.statusCode, category).toBe(400);
      expect(response.json()).toMatchObject({ message: MESSAGES.categoryRequired });
    }
    const letterTone = await post(
      t.app,
      "/api/user-articles/ai-generate",
      { ...aiRequest, tone: "critical" },
      author.cookie,
    );
    expect(letterTone.json()).toMatchObject({ message: MESSAGES.toneInvalid });
  });

  it("writes an offline draft in the chosen tone", async () => {
    const response = await post(t.app, "/api/user-articles/ai-generate", aiRequest, author.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      suggestions: { title: "Turnverein: das Wichtigste im Überblick" },
      originalPrompt: "Turnverein, Jubiläum",
    });
    expect(response.json().generatedContent).toContain("Rubrik Sport");
    expect(response.json().generatedContent).toContain("Text: Beat Keller");
  });

  it(
    "asks the model for the category and tone",
    async () => {
      const model = await startFakeModelServer([
        {
          content:
            '{"title": "125 Jahre Turnverein", "content": "Der Turnverein feiert sein Jubiläum, und das ganze Dorf ist eingeladen, mitzufeiern."}',
        },
      ]);
      const withModel = await createTestApp({ AI_BASE_URL: model.baseUrl });
      try {
        const member = await signUp(withModel.app);
        const response = await post(
          withModel.app,
          "/api/user-articles/ai-generate",
          aiRequest,
          member.cookie,
        );
        expect(response.json().suggestions.title).toBe("125 Jahre Turnverein");
        const sent = model.received[0]!;
        expect(sent.body.model).toBe("gpt-4o-mini");
        expect(sent.headers.authorization).toBe("Bearer no-key");
        expect(sent.body.messages[1]!.content).toContain("Kategorie: Sport");
        expect(sent.body.messages[1]!.content).toContain("Tonalität: informativ");
      } finally {
        await withModel.close();
        await model.close();
      }
    },
    MODEL_APP_TIMEOUT_MS,
  );
});

describe("POST /api/user-articles", () => {
  it("refuses signed-out visitors and a category readers cannot write to", async () => {
    expect((await post(t.app, "/api/user-articles", article)).statusCode).toBe(401);
    const letters = await post(
      t.app,
      "/api/user-articles",
      { ...article, category: "Leserbriefe" },
      author.cookie,
    );
    expect(letters.json()).toMatchObject({ message: MESSAGES.categoryRequired });
    const short = await post(t.app, "/api/user-articles", { ...article, content: "kurz" }, author.cookie);
    expect(short.json()).toMatchObject({ message: MESSAGES.contentTooShort });
    const foreign = await post(
      t.app,
      "/api/user-articles",
      { ...article, imageUrl: "http://evil.example/a.png" },
      author.cookie,
    );
    expect(foreign.json()).toMatchObject({ message: MESSAGES.imageNotOwn });
  });

  it("stores pending articles under unique slugs, each authored by the session", async () => {
    const first = await post(t.app, "/api/user-articles", { ...article, userId: "x" }, author.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      slug: "gruesse-aus-suhr",
      status: "pending",
      isPublished: false,
      excerpt: "Kurz gesagt",
      category: "Familie",
      isAiAssisted: false,
      originalPrompt: null,
    });
    const second = await post(t.app, "/api/user-articles", article, author.cookie);
    expect(second.json().slug).toBe("gruesse-aus-suhr-2");
    expect((await t.app.inject({ url: "/api/user-articles/gruesse-aus-suhr" })).statusCode).toBe(404);

    const own = await t.app.inject({ url: "/api/user-articles/user", headers: { cookie: author.cookie } });
    expect(own.json().map((row: { slug: string }) => row.slug)).toEqual([
      "gruesse-aus-suhr-2",
      "gruesse-aus-suhr",
    ]);
    for (const cookie of [other, admin]) {
      const theirs = await t.app.inject({ url: "/api/user-articles/user", headers: { cookie } });
      expect(theirs.json()).toEqual([]);
    }
    expect((await t.app.inject({ url: "/api/user-articles/user" })).statusCode).toBe(401);
  });

  it("limits submissions per member", async () => {
    const busy = await signUp(t.app);
    for (let i = 0; i < 10; i++) await post(t.app, "/api/user-articles", article, busy.cookie);
    expect((await post(t.app, "/api/user-articles", article, busy.cookie)).statusCode).toBe(429);
    const neighbour = await signUp(t.app);
    expect((await post(t.app, "/api/user-articles", article, neighbour.cookie)).statusCode).toBe(201);
  });
});
