import { afterEach, describe, expect, it } from "vitest";
import { type ContributionRequest, splitKeywords, writeContribution } from "./contribution";
import { type FakeAnswer, startFakeModelServer } from "./fake-model-server";
import { AI_JUNK_ANSWER, AI_UNAVAILABLE, createAi } from "./index";
import { renderPrompt } from "./prompts/template";

const letter: ContributionRequest = {
  kind: "letter",
  municipality: "Suhr",
  topic: "Verkehr",
  keywords: ["Schulweg", "Tempo 30", "Zebrastreifen beim Schulhaus"],
  authorName: "Anna Muster",
  authorLocation: "Suhr",
  tone: "critical",
};

const article: ContributionRequest = {
  kind: "article",
  municipality: "Suhr",
  category: "Sport",
  keywords: ["Turnverein", "Jubiläum"],
  authorName: "Beat Keller",
  tone: "engaging",
};

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function fakeModel(...answers: FakeAnswer[]) {
  const server = await startFakeModelServer(answers);
  servers.push(server);
  return {
    server,
    ai: createAi({ baseUrl: server.baseUrl, apiKey: "sk-test", model: "dorf-model" }, { retryDelayMs: 10 }),
  };
}

describe("offline writer", () => {
  const offline = createAi(undefined);

  it("writes a letter from the keywords, topic and signature, and names what it was given", async () => {
    const draft = await writeContribution(offline, letter);
    expect(draft.originalPrompt).toBe("Schulweg, Tempo 30, Zebrastreifen beim Schulhaus");
    for (const keyword of ["Schulweg", "Tempo 30", "Zebrastreifen beim Schulhaus", "Verkehr"]) {
      expect(draft.generatedContent).toContain(keyword);
    }
    expect(draft.generatedContent.trim().endsWith("Anna Muster, Suhr")).toBe(true);
    expect(draft.suggestions.title).toContain("Schulweg");
    expect(draft.generatedContent).not.toMatch(/\[|\]|XY|\.\.\./);
    const words = draft.generatedContent.split(/\s+/).length;
    expect(words).toBeGreaterThan(100);
  });

  it("invents no numbers, dates or names that were not given", async () => {
    const draft = await writeContribution(offline, { ...letter, keywords: ["Laubsammlung", "Werkhof"] });
    expect(draft.generatedContent).not.toMatch(/\d/);
    expect(`${draft.suggestions.title} ${draft.generatedContent}`).not.toMatch(
      /Herr |Frau |Gemeinderat|Montag|Januar|\bUhr\b/,
    );
  });

  it("sounds different for every tone of a letter and an article", async () => {
    const letters = await Promise.all(
      (["neutral", "supportive", "critical"] as const).map((tone) =>
        writeContribution(offline, { ...letter, tone } as ContributionRequest),
      ),
    );
    const articles = await Promise.all(
      (["neutral", "informative", "engaging"] as const).map((tone) =>
        writeContribution(offline, { ...article, tone } as ContributionRequest),
      ),
    );
    for (const drafts of [letters, articles]) {
      expect(new Set(drafts.map((draft) => draft.generatedContent)).size).toBe(3);
      expect(new Set(drafts.map((draft) => draft.suggestions.title)).size).toBe(3);
    }
    expect(letters[1]?.generatedContent).toContain("Dankeschön");
    expect(letters[2]?.generatedContent).toContain("ernst genommen");
    expect(articles[2]?.generatedContent).toContain("Turnverein");
    expect(articles[2]?.generatedContent).toContain("Text: Beat Keller");
  });

  it("splits typed keywords by comma, semicolon and line, without repeats", () => {
    expect(splitKeywords(" Velo, velo; Schulhaus\n\n  neue   Bänke ,")).toEqual([
      "Velo",
      "Schulhaus",
      "neue Bänke",
    ]);
  });
});

describe("OpenAI-compatible model", () => {
  it("sends the versioned prompt to the configured model and maps the JSON answer", async () => {
    const { server, ai } = await fakeModel({
      content:
        '```json\n{"title": "Mehr Sicherheit auf dem Schulweg", "content": "Der Schulweg beschäftigt mich seit langem, denn jeden Morgen sehe ich Kinder an der Strasse warten."}\n```',
    });
    const draft = await writeContribution(ai, letter);
    expect(draft).toEqual({
      generatedContent:
        "Der Schulweg beschäftigt mich seit langem, denn jeden Morgen sehe ich Kinder an der Strasse warten.",
      suggestions: { title: "Mehr Sicherheit auf dem Schulweg" },
      originalPrompt: "Schulweg, Tempo 30, Zebrastreifen beim Schulhaus",
    });
    const [request] = server.received;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    expect(request?.body.model).toBe("dorf-model");
    expect(request?.body.response_format).toEqual({ type: "json_object" });
    expect(request?.body.messages[0]?.content).toContain("Erfinde keine Fakten");
    expect(request?.body.messages[1]?.content).toContain("Thema: Verkehr");
    expect(request?.body.messages[1]?.content).toContain(
      "Stichwörter: Schulweg, Tempo 30, Zebrastreifen beim Schulhaus",
    );
    expect(request?.body.messages[1]?.content).toContain("Unterschrift: Anna Muster, Suhr");
  });

  it("refuses junk with a German message instead of a half-filled draft", async () => {
    const { ai } = await fakeModel({ content: "Gerne! Hier ist Ihr Leserbrief: Liebe Redaktion …" });
    await expect(writeContribution(ai, letter)).rejects.toMatchObject({
      statusCode: 502,
      message: AI_JUNK_ANSWER,
    });
    const { ai: halfAi } = await fakeModel({ content: '{"title": "Nur ein Titel"}' });
    await expect(writeContribution(halfAi, article)).rejects.toMatchObject({ message: AI_JUNK_ANSWER });
  });

  it("tries once more after a 500 or 429 and then succeeds", async () => {
    const answer = {
      content:
        '{"title": "Titel", "content": "Ein Text, der lang genug ist, um als Entwurf zu gelten, und ohne erfundene Fakten auskommt."}',
    };
    const { server, ai } = await fakeModel({ status: 500 }, answer);
    expect((await writeContribution(ai, article)).suggestions.title).toBe("Titel");
    expect(server.received).toHaveLength(2);
    const limited = await fakeModel({ status: 429 }, answer);
    expect((await writeContribution(limited.ai, article)).suggestions.title).toBe("Titel");
    expect(limited.server.received).toHaveLength(2);
  });

  it("gives up after one retry, and does not retry a refused request", async () => {
    const { server, ai } = await fakeModel({ status: 503 });
    await expect(writeContribution(ai, article)).rejects.toMatchObject({
      statusCode: 502,
      message: AI_UNAVAILABLE,
    });
    expect(server.received).toHaveLength(2);
    const refused = await fakeModel({ status: 401 });
    await expect(writeContribution(refused.ai, article)).rejects.toMatchObject({ message: AI_UNAVAILABLE });
    expect(refused.server.received).toHaveLength(1);
  });

  it("times out a model that does not answer", async () => {
    const { createServer } = await import("node:http");
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    const ai = createAi(
      { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: undefined, model: undefined },
      { timeoutMs: 200 },
    );
    await expect(writeContribution(ai, article)).rejects.toMatchObject({ message: AI_UNAVAILABLE });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("fills prompt templates and refuses a missing value", () => {
    const template = { id: "t", version: 2, system: "Gemeinde {{town}}", user: "{{town}}: {{what}}" };
    expect(renderPrompt(template, { town: "Suhr", what: "Markt" })).toEqual({
      id: "t",
      version: 2,
      system: "Gemeinde Suhr",
      user: "Suhr: Markt",
    });
    expect(() => renderPrompt(template, { town: "Suhr" } as { town: string; what: string })).toThrow(/what/);
  });
});
