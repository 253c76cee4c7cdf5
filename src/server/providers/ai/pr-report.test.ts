import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeModelServer } from "./fake-model-server";
import { createAi } from "./index";
import { type CompanyFacts, writePrReport } from "./pr-report";

const company: CompanyFacts = {
  domain: "velo-huber.ch",
  name: "Velo Huber AG",
  description: "Velo Huber repariert und verkauft Velos und E-Bikes.",
  services: ["Velo-Reparaturen", "E-Bike-Beratung"],
  address: "Tramstrasse 12, 5034 Suhr",
  phone: null,
  email: "info@velo-huber.ch",
  fromWebsite: true,
};

const article = {
  title: "Velo Huber: Werkstatt mitten in Suhr",
  excerpt: "Velo Huber repariert und verkauft Velos in Suhr.",
  content: "Wer in Suhr ein Velo braucht, findet bei Velo Huber Rat. ".repeat(8),
};

describe("writePrReport", () => {
  let model: Awaited<ReturnType<typeof startFakeModelServer>>;
  beforeAll(async () => {
    model = await startFakeModelServer([{ content: JSON.stringify(article) }, { content: "kein JSON" }]);
  });
  afterAll(() => model.close());

  it("asks the model with the PR prompt and only the facts read off the site", async () => {
    const ai = createAi({ baseUrl: model.baseUrl, apiKey: "k", model: "m" }, { retryDelayMs: 1 });
    expect(await writePrReport(ai, { municipality: "Suhr", company })).toEqual({
      ...article,
      content: article.content.trim(),
      writtenBy: "model",
    });
    const sent = model.received[0]!.body.messages;
    expect(sent[0]!.content).toContain("Dorfportal von Suhr");
    expect(sent[1]!.content).toContain("Angebot: Velo-Reparaturen; E-Bike-Beratung");
    expect(sent[1]!.content).toContain("Adresse: Tramstrasse 12, 5034 Suhr");
    expect(sent[1]!.content).not.toContain("Telefon");
    await expect(writePrReport(ai, { municipality: "Suhr", company })).rejects.toMatchObject({
      statusCode: 502,
    });
  });

  it("writes offline without a model a template from the site's facts, each kind of fact a paragraph", async () => {
    const offline = await writePrReport(createAi(undefined), { municipality: "Suhr", company });
    expect(offline.writtenBy).toBe("template");
    expect(offline.title).toBe("Velo Huber AG: Velo-Reparaturen und E-Bike-Beratung");
    expect(offline.excerpt).toBe("Velo Huber repariert und verkauft Velos und E-Bikes.");
    expect(offline.content.split("\n\n")).toEqual([
      "Velo Huber repariert und verkauft Velos und E-Bikes.",
      "Das Angebot von Velo Huber AG umfasst Velo-Reparaturen und E-Bike-Beratung.",
      "Adresse: Tramstrasse 12, 5034 Suhr. E-Mail: info@velo-huber.ch. Website: velo-huber.ch.",
    ]);
    const one = await writePrReport(createAi(undefined), {
      municipality: "Suhr",
      company: { ...company, services: ["Velo-Reparaturen"], description: null, address: null },
    });
    expect(one.title).toBe("Velo Huber AG: Velo-Reparaturen");
    expect(one.excerpt).toBe("Velo Huber AG stellt sich den Leserinnen und Lesern in Suhr vor.");
    expect(one.content).toBe(
      "Das Angebot von Velo Huber AG umfasst Velo-Reparaturen.\n\nE-Mail: info@velo-huber.ch. Website: velo-huber.ch.",
    );
    for (const draft of [offline, one]) {
      const text = `${draft.title} ${draft.excerpt} ${draft.content}`;
      expect(text).not.toMatch(/[«»]/);
      expect(text).not.toContain("im Internet unter");
      expect(text).not.toContain("bereichern");
      expect(text).not.toContain("Region");
    }
  });

  it("claims nothing of a company whose site could not be read: its name and website only", async () => {
    const generic = await writePrReport(createAi(undefined), {
      municipality: "Suhr",
      company: {
        ...company,
        description: null,
        services: [],
        address: null,
        email: null,
        fromWebsite: false,
      },
    });
    expect(generic).toEqual({
      title: "Velo Huber AG stellt sich vor",
      excerpt: "Velo Huber AG stellt sich den Leserinnen und Lesern in Suhr vor.",
      content: "Website: velo-huber.ch.",
      writtenBy: "template",
    });
  });
});
