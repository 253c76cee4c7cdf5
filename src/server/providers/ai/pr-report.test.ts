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

  it("writes offline without a model, from the facts alone, and more generally from a domain alone", async () => {
    const offline = await writePrReport(createAi(undefined), { municipality: "Suhr", company });
    expect(offline.title).toBe("Velo Huber AG: Velo-Reparaturen für Suhr und die Region");
    expect(offline.excerpt).toBe("Velo Huber repariert und verkauft Velos und E-Bikes.");
    expect(offline.content).toContain(
      "Zum Angebot von Velo Huber AG gehören Velo-Reparaturen und E-Bike-Beratung.",
    );
    expect(offline.content).toContain("Adresse: Tramstrasse 12, 5034 Suhr.");
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
    expect(generic.title).toBe("Velo Huber AG stellt sich vor");
    expect(generic.content.length).toBeLessThan(offline.content.length + 200);
    expect(generic.content).not.toContain("Velo-Reparaturen");
  });
});
