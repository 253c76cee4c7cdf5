import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/reporter/reporter";
import { as, asVisitor } from "../../test/app";
import {
  expectLimitPerMember,
  MODEL_APP_TIMEOUT_MS,
  withModelPortal,
} from "../../test/contribution-submissions";
import { expectRefusals } from "../../test/forms";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";

const s = sharedTestAppWithMembers();

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
    expect((await asVisitor(s.t.app).post("/api/user-articles/ai-generate", aiRequest)).statusCode).toBe(401);
    await expectRefusals(s.t.app, s.author, "/api/user-articles/ai-generate", aiRequest, {
      [MESSAGES.aiFieldsMissing]: [{ authorName: "" }],
      [MESSAGES.categoryRequired]: ["", "Leserbriefe", "PR-Berichte", "Politik"].map((category) => ({
        category,
      })),
      [MESSAGES.toneInvalid]: [{ tone: "critical" }],
    });
  });

  it("writes an offline draft in the chosen tone", async () => {
    const response = await as(s.t.app, s.author).post("/api/user-articles/ai-generate", aiRequest);
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
    () =>
      withModelPortal(
        [
          {
            content:
              '{"title": "125 Jahre Turnverein", "content": "Der Turnverein feiert sein Jubiläum, und das ganze Dorf ist eingeladen, mitzufeiern."}',
          },
        ],
        {},
        async ({ app, member, model }) => {
          const response = await as(app, member).post("/api/user-articles/ai-generate", aiRequest);
          expect(response.json().suggestions.title).toBe("125 Jahre Turnverein");
          const sent = model.received[0]!;
          expect(sent.body.model).toBe("gpt-4o-mini");
          expect(sent.headers.authorization).toBe("Bearer no-key");
          expect(sent.body.messages[1]!.content).toContain("Kategorie: Sport");
          expect(sent.body.messages[1]!.content).toContain("Tonalität: informativ");
        },
      ),
    MODEL_APP_TIMEOUT_MS,
  );
});

describe("POST /api/user-articles", () => {
  it("refuses signed-out visitors and a category readers cannot write to", async () => {
    expect((await asVisitor(s.t.app).post("/api/user-articles", article)).statusCode).toBe(401);
    await expectRefusals(s.t.app, s.author, "/api/user-articles", article, {
      [MESSAGES.categoryRequired]: [{ category: "Leserbriefe" }],
      [MESSAGES.contentTooShort]: [{ content: "kurz" }],
      [MESSAGES.imageNotOwn]: [{ imageUrl: "http://evil.example/a.png" }],
    });
  });

  it("stores pending articles under unique slugs, each authored by the session", async () => {
    const first = await as(s.t.app, s.author).post("/api/user-articles", { ...article, userId: "x" });
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
    const second = await as(s.t.app, s.author).post("/api/user-articles", article);
    expect(second.json().slug).toBe("gruesse-aus-suhr-2");
    expect((await asVisitor(s.t.app).get("/api/user-articles/gruesse-aus-suhr")).statusCode).toBe(404);

    const own = await as(s.t.app, s.author).get("/api/user-articles/user");
    expect(own.json().map((row: { slug: string }) => row.slug)).toEqual([
      "gruesse-aus-suhr-2",
      "gruesse-aus-suhr",
    ]);
    for (const cookie of [s.other, s.admin]) {
      const theirs = await as(s.t.app, cookie).get("/api/user-articles/user");
      expect(theirs.json()).toEqual([]);
    }
    expect((await asVisitor(s.t.app).get("/api/user-articles/user")).statusCode).toBe(401);
  });

  it("limits submissions per member", async () => {
    await expectLimitPerMember(s.t.app, "/api/user-articles", article, { limit: 10, served: 201 });
  });
});
