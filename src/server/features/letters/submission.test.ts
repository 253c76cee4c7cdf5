import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/reporter/reporter";
import { AI_JUNK_ANSWER } from "../../providers/ai/index";
import { as, asVisitor, signUp } from "../../test/app";
import {
  expectLimitPerMember,
  MODEL_APP_TIMEOUT_MS,
  withModelPortal,
} from "../../test/contribution-submissions";
import { expectRefusals } from "../../test/forms";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";
import { uploadPicture } from "../../test/uploads";

const s = sharedTestAppWithMembers();

const aiRequest = {
  topic: "Verkehr",
  keywords: "Schulweg, Tempo 30, Zebrastreifen",
  authorName: "Anna Muster",
  authorEmail: "anna@example.ch",
  authorLocation: "Suhr",
  tone: "supportive",
};

const letter = {
  title: "Grüsse aus Suhr",
  content: "Ein Leserbrief mit genug Inhalt.",
  authorName: "Anna Muster",
  authorEmail: "anna@example.ch",
  authorLocation: "Suhr",
  topic: "Dorfleben",
};

describe("POST /api/leserbriefe/ai-generate without a model", () => {
  it("asks signed-out visitors to sign in before looking at their input", async () => {
    const response = await asVisitor(s.t.app).post("/api/leserbriefe/ai-generate", {});
    expect(response.statusCode).toBe(401);
  });

  it("enforces the missing-field rules of the form", async () => {
    await expectRefusals(s.t.app, s.author, "/api/leserbriefe/ai-generate", aiRequest, {
      [MESSAGES.aiFieldsMissing]: [
        { keywords: "  " },
        { authorName: "  " },
        { authorEmail: "  " },
        { keywords: " , ;" },
      ],
      [MESSAGES.topicRequired]: [{ topic: "" }],
      [MESSAGES.toneInvalid]: [{ tone: "engaging" }],
    });
  });

  it("answers a draft from the offline writer with the keywords as originalPrompt", async () => {
    const response = await as(s.t.app, s.author).post("/api/leserbriefe/ai-generate", aiRequest);
    expect(response.statusCode).toBe(200);
    const draft = response.json();
    expect(Object.keys(draft).sort()).toEqual(["generatedContent", "originalPrompt", "suggestions"]);
    expect(draft.originalPrompt).toBe("Schulweg, Tempo 30, Zebrastreifen");
    expect(draft.suggestions.title).toContain("Schulweg");
    expect(draft.generatedContent).toContain("Zebrastreifen");
    expect(draft.generatedContent).not.toMatch(/[«»]/);
    expect(draft.generatedContent).toContain("Anna Muster, Suhr");
  });
});

describe("POST /api/leserbriefe/ai-generate with an OpenAI-compatible model", () => {
  it(
    "sends the member's details, maps the answer, refuses junk and survives one 500",
    () =>
      withModelPortal(
        [
          {
            content:
              '{"title": "Sicher zur Schule", "content": "Der Schulweg unserer Kinder verdient mehr Aufmerksamkeit, gerade beim Zebrastreifen."}',
          },
          { content: "Ich bin leider nur ein Sprachmodell." },
          { status: 500 },
          {
            content:
              '{"title": "Zweiter Versuch", "content": "Nach einem Fehler des Servers kommt dieser Text beim zweiten Versuch vollständig und unverändert an."}',
          },
        ],
        { AI_API_KEY: "sk-dorf", AI_MODEL: "dorf-1" },
        async ({ app, member, model }) => {
          const first = await as(app, member).post("/api/leserbriefe/ai-generate", aiRequest);
          expect(first.statusCode).toBe(200);
          expect(first.json()).toEqual({
            generatedContent:
              "Der Schulweg unserer Kinder verdient mehr Aufmerksamkeit, gerade beim Zebrastreifen.",
            suggestions: { title: "Sicher zur Schule" },
            originalPrompt: "Schulweg, Tempo 30, Zebrastreifen",
          });
          const sent = model.received[0]!;
          expect(sent.path).toBe("/v1/chat/completions");
          expect(sent.headers.authorization).toBe("Bearer sk-dorf");
          expect(sent.body.model).toBe("dorf-1");
          expect(sent.body.messages[1]!.content).toContain("Thema: Verkehr");
          expect(sent.body.messages[1]!.content).toContain("Tonalität: unterstützend");
          expect(sent.body.messages[1]!.content).not.toContain("anna@example.ch");

          const junk = await as(app, member).post("/api/leserbriefe/ai-generate", aiRequest);
          expect(junk.statusCode).toBe(502);
          expect(junk.json()).toMatchObject({ message: AI_JUNK_ANSWER });

          const retried = await as(app, member).post("/api/leserbriefe/ai-generate", aiRequest);
          expect(retried.statusCode, retried.body).toBe(200);
          expect(retried.json().suggestions.title).toBe("Zweiter Versuch");
          expect(model.received).toHaveLength(4);
        },
      ),
    MODEL_APP_TIMEOUT_MS,
  );
});

describe("ai-generate rate limit", () => {
  it("counts per member, not per address", async () => {
    await expectLimitPerMember(s.t.app, "/api/leserbriefe/ai-generate", aiRequest, {
      limit: 10,
      served: 200,
    });
  });
});

describe("POST /api/leserbriefe", () => {
  it("refuses signed-out visitors", async () => {
    expect((await asVisitor(s.t.app).post("/api/leserbriefe", letter)).statusCode).toBe(401);
  });

  it.each([
    [{ title: " " }, MESSAGES.titleRequired],
    [{ content: "zu kurz" }, MESSAGES.contentTooShort],
    [{ authorName: "" }, MESSAGES.nameRequired],
    [{ authorEmail: "keine-adresse" }, MESSAGES.emailInvalid],
    [{ topic: "" }, MESSAGES.topicRequired],
    [{ title: "x".repeat(201) }, "Der Titel darf höchstens 200 Zeichen lang sein."],
    [{ isAiAssisted: "ja" }, undefined],
  ])("answers %o with a German 400", async (change, message) => {
    const response = await as(s.t.app, s.author).post("/api/leserbriefe", { ...letter, ...change });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toMatchObject({ message });
    else expect(response.json().message).toMatch(/[a-zäöü]/);
  });

  it("stores the letter pending under a transliterated, unique slug, authored by the session", async () => {
    const first = await as(s.t.app, s.author).post("/api/leserbriefe", {
      ...letter,
      userId: "00000000-0000-0000-0000-000000000000",
      status: "approved",
      isAiAssisted: true,
      originalPrompt: "Grüsse, Suhr",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      slug: "gruesse-aus-suhr",
      status: "pending",
      isApproved: false,
      isPublished: false,
      isAiAssisted: true,
      originalPrompt: "Grüsse, Suhr",
      topic: "Dorfleben",
      authorLocation: "Suhr",
    });
    const second = await as(s.t.app, s.other).post("/api/leserbriefe", letter);
    expect(second.json().slug).toBe("gruesse-aus-suhr-2");
    const reserved = await as(s.t.app, s.other).post("/api/leserbriefe", { ...letter, title: "User" });
    expect(reserved.json().slug).toBe("user-2");

    // Pending: not public, but the author's own list has it.
    expect((await asVisitor(s.t.app).get("/api/leserbriefe/gruesse-aus-suhr")).statusCode).toBe(404);
    const own = await as(s.t.app, s.author).get("/api/leserbriefe/user");
    expect(own.json().map((row: { slug: string }) => row.slug)).toContain("gruesse-aus-suhr");
  });

  it("accepts only an image the member uploaded here", async () => {
    const uploader = await signUp(s.t.app);
    const own = await uploadPicture(s.t.app, uploader.cookie);
    const accepted = await as(s.t.app, uploader).post("/api/leserbriefe", { ...letter, imageUrl: own });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().imageUrl).toBe(own);

    const foreign = await uploadPicture(s.t.app, s.other);
    const notOwn = [
      foreign,
      "https://tracker.example/pixel.gif",
      "//tracker.example/objects/uploads/0123456789abcdef0123456789abcdef",
      "/objects/uploads/../../session-secret",
      "/objects/uploads/0123456789abcdef0123456789abcdef",
    ];
    await expectRefusals(s.t.app, uploader, "/api/leserbriefe", letter, {
      [MESSAGES.imageNotOwn]: notOwn.map((imageUrl) => ({ imageUrl })),
    });
  });
});

describe("GET /api/leserbriefe/user", () => {
  it("lists only the signed-in member's own letters", async () => {
    expect((await asVisitor(s.t.app).get("/api/leserbriefe/user")).statusCode).toBe(401);
    const mine = await signUp(s.t.app);
    await as(s.t.app, mine).post("/api/leserbriefe", { ...letter, title: "Nur meiner" });
    const list = await as(s.t.app, mine).get("/api/leserbriefe/user");
    expect(list.json().map((row: { title: string }) => row.title)).toEqual(["Nur meiner"]);
    for (const cookie of [s.other, s.admin]) {
      const theirs = await as(s.t.app, cookie).get("/api/leserbriefe/user");
      expect(theirs.json().map((row: { title: string }) => row.title)).not.toContain("Nur meiner");
    }
  });
});
