import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DOMAIN_INVALID, DOMAIN_REQUIRED, TEST_MODE_NOTICE } from "../../../shared/pr-reports/pr-service";
import { prReports } from "../../db/schema";
import { startFakeModelServer } from "../../providers/ai/fake-model-server";
import { as, asVisitor, type Member, sessionCookie, signUp, type TestApp } from "../../test/app";
import { DOMAIN_NOT_PUBLIC, TOO_MANY_REPORTS } from "./generation";
import { api, mailsTo, reportRow, startPrPortal } from "./pr-harness";

/** Generating a PR report and setting up its payment (pr-harness.ts); approval and billing are in pr-approval.test.ts. */

let t: TestApp, admin: string, owner: Member, other: string, stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, admin, owner, other, stop } = await startPrPortal());
});
afterAll(() => stop());

describe("POST /api/generate-pr-report", () => {
  beforeEach(async () => {
    // Each test starts below the hourly limit of its orderer.
    await t.app.ctx.db.delete(prReports);
  });

  it("reads the company site under its name and stores a pending report with a preview", async () => {
    const response = await api(t.app, owner).post("/api/generate-pr-report", {
      companyDomain: " Velo-Huber.CH ",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.preview.companyName).toBe("Velo Huber AG");
    expect(body.preview.title).toContain("Velo-Reparaturen");
    expect(body.preview.excerpt).toBe("Velo Huber repariert und verkauft Velos und E-Bikes.");
    // Without a model the company is told before it pays that the draft is a template from its site.
    expect(body).toMatchObject({ writtenBy: "template", fromWebsite: true });
    const row = await reportRow(t.app, body.prReportId);
    expect(row).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      isPublished: false,
      companyDomain: "velo-huber.ch",
      companyEmail: "info@velo-huber.ch",
      ownerUserId: owner.user.id,
      writtenBy: "template",
      fromWebsite: true,
    });
    expect(row.content).toContain("Suhr");
    expect(row.content).toContain("Tramstrasse 12, 5034 Suhr");
    expect(row.content).toContain("E-Bike-Beratung");
    expect(row.content).not.toContain("alert");
    expect(row.content).not.toMatch(/Kontakt\b(?!:)/);
  });

  it("writes a short draft from the domain alone when the site cannot be reached, and says so", async () => {
    const response = await api(t.app, owner).post("/api/generate-pr-report", {
      companyDomain: "schreinerei-meier.ch",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.preview).toEqual({
      title: "Schreinerei Meier stellt sich vor",
      companyName: "Schreinerei Meier",
      excerpt: "Schreinerei Meier stellt sich den Leserinnen und Lesern in Suhr vor.",
    });
    expect(body).toMatchObject({ writtenBy: "template", fromWebsite: false });
    expect((await reportRow(t.app, body.prReportId)).content).toBe("Website: schreinerei-meier.ch.");
    // The payment page reads the same from the report, as its orderer; the public never learns it.
    const detail = (await api(t.app, owner).get(`/api/pr-reports/${body.prReportId}`)).json();
    expect(detail).toMatchObject({ writtenBy: "template", fromWebsite: false });
  });

  it("refuses a domain that points into a private network", async () => {
    const response = await api(t.app, owner).post("/api/generate-pr-report", {
      companyDomain: "intern-firma.ch",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: DOMAIN_NOT_PUBLIC });
  });

  it("applies the spec's domain rule with its German messages", async () => {
    for (const [companyDomain, message] of [
      ["", DOMAIN_REQUIRED],
      ["   ", DOMAIN_REQUIRED],
      ["https://", DOMAIN_INVALID],
      ["https://velo huber.ch/", DOMAIN_INVALID],
      ["velo huber.ch", DOMAIN_INVALID],
      ["localhost", DOMAIN_INVALID],
      ["127.0.0.1", DOMAIN_INVALID],
      ["velo-huber.c", DOMAIN_INVALID],
      ["velo_huber.ch", DOMAIN_INVALID],
    ] as const) {
      const response = await api(t.app, owner).post("/api/generate-pr-report", { companyDomain });
      expect(response.statusCode, companyDomain).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await api(t.app, owner).post("/api/generate-pr-report", {})).json()).toMatchObject({
      message: DOMAIN_REQUIRED,
    });
    expect((await api(t.app, owner).post("/api/generate-pr-report", { companyDomain: 5 })).statusCode).toBe(
      400,
    );
  });

  it("gives a signed-out visitor a session that alone can read the unpublished report", async () => {
    const response = await api(t.app).post("/api/generate-pr-report", {
      companyDomain: "velo-huber.ch",
    });
    expect(response.statusCode).toBe(200);
    const visitor = sessionCookie(response);
    const url = `/api/pr-reports/${response.json().prReportId}`;
    expect((await as(t.app, visitor).get(url)).statusCode).toBe(200);
    expect((await asVisitor(t.app).get(url)).statusCode).toBe(404);
    expect((await as(t.app, other).get(url)).statusCode).toBe(404);
    expect((await as(t.app, admin).get(url)).statusCode).toBe(200);
  });

  it("limits reports per browser session and per member", async () => {
    const first = await api(t.app).post("/api/generate-pr-report", {
      companyDomain: "schreinerei-meier.ch",
    });
    const visitor = sessionCookie(first);
    for (let i = 1; i < 5; i++) {
      expect(
        (
          await api(t.app, visitor).post("/api/generate-pr-report", {
            companyDomain: "schreinerei-meier.ch",
          })
        ).statusCode,
      ).toBe(200);
    }
    const limited = await api(t.app, visitor).post("/api/generate-pr-report", {
      companyDomain: "schreinerei-meier.ch",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: TOO_MANY_REPORTS });

    // A member counts across sessions: signing in anew does not reset the limit.
    const member = await signUp(t.app);
    await t.app.ctx.db.insert(prReports).values(
      Array.from({ length: 10 }, () => ({
        companyDomain: "schreinerei-meier.ch",
        companyName: "Schreinerei Meier",
        title: "Schreinerei Meier stellt sich vor",
        content: "Text",
        ownerUserId: member.user.id,
      })),
    );
    const freshSession = sessionCookie(
      await api(t.app).post("/api/auth/login", {
        email: member.user.email,
        password: "ein-sicheres-passwort",
      }),
    );
    const memberLimited = await api(t.app, freshSession).post("/api/generate-pr-report", {
      companyDomain: "schreinerei-meier.ch",
    });
    expect(memberLimited.statusCode).toBe(429);
  });
});

describe("payment method with the built-in test provider", () => {
  it("announces test mode", async () => {
    expect((await asVisitor(t.app).get("/api/pr-payment-mode")).json()).toEqual({ provider: "test" });
    expect(TEST_MODE_NOTICE).toBe("Testmodus – es wird nichts abgebucht");
  });

  it("lets only the orderer set up payment, refuses the declined card and saves the accepted one", async () => {
    const generated = await api(t.app, owner).post("/api/generate-pr-report", {
      companyDomain: "velo-huber.ch",
    });
    const { prReportId } = generated.json();
    const payload = { prReportId, email: "buchhaltung@velo-huber.ch", companyName: "Velo Huber AG" };
    expect((await api(t.app).post("/api/create-pr-subscription", payload)).statusCode).toBe(404);
    expect((await api(t.app, other).post("/api/create-pr-subscription", payload)).statusCode).toBe(404);
    expect(
      (await api(t.app, owner).post("/api/create-pr-subscription", { ...payload, email: "" })).json(),
    ).toMatchObject({
      message: "E-Mail ist erforderlich",
    });
    const setup = await api(t.app, owner).post("/api/create-pr-subscription", payload);
    expect(setup.statusCode).toBe(200);
    const { clientSecret } = setup.json();
    // Asking again hands out the same open setup.
    expect((await api(t.app, owner).post("/api/create-pr-subscription", payload)).json().clientSecret).toBe(
      clientSecret,
    );

    const testCard = (cardNumber: string, cookie = owner.cookie) =>
      api(t.app, cookie).post(`/api/pr-reports/${prReportId}/test-card`, {
        clientSecret,
        cardNumber,
      });
    expect((await testCard("4242424242424242", other)).statusCode).toBe(404);
    const declined = await testCard("4000 0000 0000 0002");
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ message: "Ihre Karte wurde abgelehnt." });
    expect((await reportRow(t.app, prReportId)).paymentMethodId).toBeNull();

    // The success page's check proves nothing by itself: nothing is saved yet.
    const early = await api(t.app, owner).post(`/api/pr-reports/${prReportId}/payment-check`);
    expect(early.json()).toEqual({ stage: "ordered" });

    const accepted = await testCard("4242 4242 4242 4242");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ stage: "awaiting_approval" });
    const row = await reportRow(t.app, prReportId);
    expect(row).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      companyEmail: "buchhaltung@velo-huber.ch",
    });
    expect(row.paymentMethodId).toMatch(/^pm_test_/);
    const [mail] = await mailsTo(t.app, "buchhaltung@velo-huber.ch");
    expect(mail?.subject).toContain("wurde eingereicht");
    expect((await api(t.app, owner).post("/api/create-pr-subscription", payload)).statusCode).toBe(409);
  });
});

describe("POST /api/generate-pr-report with a model (AI_BASE_URL)", () => {
  const article = {
    title: "Velo Huber: die Werkstatt im Dorfzentrum",
    excerpt: "Velo Huber repariert und verkauft Velos und E-Bikes in Suhr.",
    content:
      "Wer in Suhr ein Velo reparieren lassen will, ist bei Velo Huber an der Tramstrasse richtig. ".repeat(
        4,
      ),
  };
  let model: Awaited<ReturnType<typeof startFakeModelServer>>;
  let withModel: Awaited<ReturnType<typeof startPrPortal>>;
  beforeAll(async () => {
    model = await startFakeModelServer([{ content: JSON.stringify(article) }]);
    withModel = await startPrPortal({ AI_BASE_URL: model.baseUrl, AI_API_KEY: "k", AI_MODEL: "m" });
  });
  afterAll(async () => {
    await withModel.stop();
    await model.close();
  });

  it("tells the company that a language model wrote the draft, in the answer and on the report", async () => {
    const response = await api(withModel.t.app, withModel.owner).post("/api/generate-pr-report", {
      companyDomain: "velo-huber.ch",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      preview: { title: article.title, excerpt: article.excerpt, companyName: "Velo Huber AG" },
      writtenBy: "model",
      fromWebsite: true,
    });
    expect(model.received).toHaveLength(1);
    const url = `/api/pr-reports/${body.prReportId}`;
    expect((await api(withModel.t.app, withModel.owner).get(url)).json()).toMatchObject({
      writtenBy: "model",
      fromWebsite: true,
    });
    expect((await api(withModel.t.app, withModel.other).get(url)).statusCode).toBe(404);
  });
});
