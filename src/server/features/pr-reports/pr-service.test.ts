import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DOMAIN_INVALID, DOMAIN_REQUIRED, TEST_MODE_NOTICE } from "../../../shared/pr-service";
import { auditLog, outbox, prReports } from "../../db/schema";
import { TEST_CARD_FAILS_LATER } from "../../providers/payments/test-provider";
import {
  as,
  asVisitor,
  createTestAppWithMembers,
  type Member,
  sessionCookie,
  signUp,
  type TestApp,
  type Who,
} from "../../test/app";
import { DOMAIN_NOT_PUBLIC, TOO_MANY_REPORTS } from "./generation";
import { PR_ALREADY_DECIDED, PR_NO_PAYMENT_METHOD } from "./lifecycle";
import { prServiceContext } from "./routes";
import { runPrBilling } from "./scheduler";
import { createSiteFetcher, isPublicAddress, type ResolvedAddress } from "./site-fetcher";

const COMPANY_HTML = `<!doctype html><html lang="de"><head>
<title>Startseite | Velo Huber AG</title>
<meta name="description" content="Velo Huber repariert und verkauft Velos und E-Bikes. Persönliche Beratung im Dorfzentrum.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BicycleStore","name":"Velo Huber AG",
"address":{"@type":"PostalAddress","streetAddress":"Tramstrasse 12","postalCode":"5034","addressLocality":"Suhr"},
"telephone":"+41 62 000 00 00"}</script></head>
<body><nav><a href="/kontakt">Kontakt</a></nav><h1>Willkommen</h1>
<h2>Velo-Reparaturen</h2><h2>E-Bike-Beratung</h2><h3>Kontakt</h3>
<p>Seit vielen Jahren sind wir die Adresse für alles rund ums Velo in der Region.</p>
<a href="mailto:info@velo-huber.ch">E-Mail</a><script>alert("nicht lesen")</script></body></html>`;

let t: TestApp, admin: string, owner: Member, other: string;
let site: Server;
let sitePort: number;
const siteTable: Record<string, string[]> = {};

let address = 0;
/** Each request from an address of its own: the per-address limit is not what these tests are about. */
const api = (who?: Who) => as(t.app, who, { remoteAddress: () => `198.51.100.${(address++ % 250) + 1}` });
const mailsTo = (address: string) =>
  t.app.ctx.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(outbox.id);

beforeAll(async () => {
  ({ t, admin, author: owner, other } = await createTestAppWithMembers());
  site = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(COMPANY_HTML);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  sitePort = (site.address() as AddressInfo).port;
  // The company site runs on loopback under a public-looking name; only that one address is let through.
  t.app.ctx.siteFetcher = createSiteFetcher({
    resolve: async (hostname): Promise<ResolvedAddress[]> => {
      const addresses = siteTable[hostname];
      if (!addresses) throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
      return addresses.map((address) => ({ address, family: 4 }));
    },
    isAllowedAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
    ports: { http: sitePort, https: 1 },
    timeoutMs: 2_000,
  });
  siteTable["velo-huber.ch"] = ["127.0.0.1"];
  siteTable["intern-firma.ch"] = ["10.0.0.1"];
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

/** Generates a report as a new member and saves the accepted test card: it then waits for approval. */
async function orderedReport(card = "4242 4242 4242 4242") {
  const member = await signUp(t.app);
  const email = `buchhaltung-${member.user.id.slice(0, 8)}@velo-huber.ch`;
  const generated = await api(member).post("/api/generate-pr-report", {
    companyDomain: "velo-huber.ch",
  });
  expect(generated.statusCode).toBe(200);
  const { prReportId } = generated.json() as { prReportId: number };
  const setup = await api(member).post("/api/create-pr-subscription", {
    prReportId,
    email,
    companyName: "Velo Huber AG",
  });
  expect(setup.statusCode).toBe(200);
  const { clientSecret } = setup.json() as { clientSecret: string };
  const confirmed = await api(member).post(`/api/pr-reports/${prReportId}/test-card`, {
    clientSecret,
    cardNumber: card,
  });
  expect(confirmed.statusCode).toBe(200);
  return { id: prReportId as number, member, email };
}

const reportRow = async (id: number) =>
  (await t.app.ctx.db.select().from(prReports).where(eq(prReports.id, id)))[0]!;

describe("POST /api/generate-pr-report", () => {
  beforeEach(async () => {
    // Each test starts below the hourly limit of its orderer.
    await t.app.ctx.db.delete(prReports);
  });

  it("reads the company site under its name and stores a pending report with a preview", async () => {
    const response = await api(owner).post("/api/generate-pr-report", {
      companyDomain: " Velo-Huber.CH ",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.preview.companyName).toBe("Velo Huber AG");
    expect(body.preview.title).toContain("Velo-Reparaturen");
    expect(body.preview.excerpt).toBe("Velo Huber repariert und verkauft Velos und E-Bikes.");
    const row = await reportRow(body.prReportId);
    expect(row).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      isPublished: false,
      companyDomain: "velo-huber.ch",
      companyEmail: "info@velo-huber.ch",
      ownerUserId: owner.user.id,
    });
    expect(row.content).toContain("Suhr");
    expect(row.content).toContain("Tramstrasse 12, 5034 Suhr");
    expect(row.content).toContain("E-Bike-Beratung");
    expect(row.content).not.toContain("alert");
    expect(row.content).not.toMatch(/Kontakt\b(?!:)/);
  });

  it("writes a more general report from the domain alone when the site cannot be reached", async () => {
    const response = await api(owner).post("/api/generate-pr-report", {
      companyDomain: "schreinerei-meier.ch",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.preview).toEqual({
      title: "Schreinerei Meier stellt sich vor",
      companyName: "Schreinerei Meier",
      excerpt: "Ein kurzes Porträt von Schreinerei Meier für die Leserinnen und Leser in Suhr.",
    });
  });

  it("refuses a domain that points into a private network", async () => {
    const response = await api(owner).post("/api/generate-pr-report", {
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
      const response = await api(owner).post("/api/generate-pr-report", { companyDomain });
      expect(response.statusCode, companyDomain).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await api(owner).post("/api/generate-pr-report", {})).json()).toMatchObject({
      message: DOMAIN_REQUIRED,
    });
    expect((await api(owner).post("/api/generate-pr-report", { companyDomain: 5 })).statusCode).toBe(400);
  });

  it("gives a signed-out visitor a session that alone can read the unpublished report", async () => {
    const response = await api().post("/api/generate-pr-report", {
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
    const first = await api().post("/api/generate-pr-report", {
      companyDomain: "schreinerei-meier.ch",
    });
    const visitor = sessionCookie(first);
    for (let i = 1; i < 5; i++) {
      expect(
        (
          await api(visitor).post("/api/generate-pr-report", {
            companyDomain: "schreinerei-meier.ch",
          })
        ).statusCode,
      ).toBe(200);
    }
    const limited = await api(visitor).post("/api/generate-pr-report", {
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
      await api().post("/api/auth/login", {
        email: member.user.email,
        password: "ein-sicheres-passwort",
      }),
    );
    const memberLimited = await api(freshSession).post("/api/generate-pr-report", {
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
    const generated = await api(owner).post("/api/generate-pr-report", {
      companyDomain: "velo-huber.ch",
    });
    const { prReportId } = generated.json();
    const payload = { prReportId, email: "buchhaltung@velo-huber.ch", companyName: "Velo Huber AG" };
    expect((await api().post("/api/create-pr-subscription", payload)).statusCode).toBe(404);
    expect((await api(other).post("/api/create-pr-subscription", payload)).statusCode).toBe(404);
    expect(
      (await api(owner).post("/api/create-pr-subscription", { ...payload, email: "" })).json(),
    ).toMatchObject({
      message: "E-Mail ist erforderlich",
    });
    const setup = await api(owner).post("/api/create-pr-subscription", payload);
    expect(setup.statusCode).toBe(200);
    const { clientSecret } = setup.json();
    // Asking again hands out the same open setup.
    expect((await api(owner).post("/api/create-pr-subscription", payload)).json().clientSecret).toBe(
      clientSecret,
    );

    const testCard = (cardNumber: string, cookie = owner.cookie) =>
      api(cookie).post(`/api/pr-reports/${prReportId}/test-card`, {
        clientSecret,
        cardNumber,
      });
    expect((await testCard("4242424242424242", other)).statusCode).toBe(404);
    const declined = await testCard("4000 0000 0000 0002");
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ message: "Ihre Karte wurde abgelehnt." });
    expect((await reportRow(prReportId)).paymentMethodId).toBeNull();

    // The success page's check proves nothing by itself: nothing is saved yet.
    const early = await api(owner).post(`/api/pr-reports/${prReportId}/payment-check`);
    expect(early.json()).toEqual({ stage: "ordered" });

    const accepted = await testCard("4242 4242 4242 4242");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ stage: "awaiting_approval" });
    const row = await reportRow(prReportId);
    expect(row).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      companyEmail: "buchhaltung@velo-huber.ch",
    });
    expect(row.paymentMethodId).toMatch(/^pm_test_/);
    const [mail] = await mailsTo("buchhaltung@velo-huber.ch");
    expect(mail?.subject).toContain("wurde eingereicht");
    expect((await api(owner).post("/api/create-pr-subscription", payload)).statusCode).toBe(409);
  });
});

describe("approval, trial and billing", () => {
  it("approves only as admin, starts the 14-day trial and publishes the report", async () => {
    const { id, member, email } = await orderedReport();
    const url = `/api/admin/pr-reports/${id}/approve`;
    expect((await api().post(url)).statusCode).toBe(401);
    expect((await api(owner).post(url)).statusCode).toBe(403);
    const before = Date.now();
    const response = await api(admin).post(url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id, status: "approved", paymentStatus: "free_trial", isPublished: true });
    const trialEnd = new Date(body.freeTrialEndsAt).getTime();
    expect(trialEnd - before).toBeGreaterThanOrEqual(14 * 86_400_000);
    expect(trialEnd - before).toBeLessThan(14 * 86_400_000 + 60_000);
    expect(body.freeTrialInfo.message).toMatch(
      /^PR-Bericht freigegeben\. Die Gratis-Testphase läuft bis am \d+\. \S+ \d{4}, danach werden 10 CHF pro Monat abgerechnet\.$/,
    );

    expect((await asVisitor(t.app).get(`/api/pr-reports/${id}`)).statusCode).toBe(200);
    const own = (await as(t.app, member).get("/api/pr-reports/user")).json();
    expect(own.find((report: { id: number }) => report.id === id)).toMatchObject({
      paymentStatus: "free_trial",
      paymentStatusLabel: "Gratis-Test",
      publicationLabel: "Zahlung ausstehend",
    });

    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "pr_report.approve")));
    expect(audit?.details).toMatchObject({
      before: { status: "pending", paymentStatus: "pending", isPublished: false },
      after: { status: "approved", paymentStatus: "free_trial", isPublished: true },
    });
    const mails = await mailsTo(email);
    expect(mails.at(-1)?.subject).toContain("ist veröffentlicht");
    expect(mails.at(-1)?.body).toContain(`/pr-report/${id}`);

    const again = await api(admin).post(url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PR_ALREADY_DECIDED });
    expect((await api(admin).post(`/api/admin/pr-reports/${id}/reject`, {})).statusCode).toBe(409);
  });

  it("does not approve a report without a saved card, and answers 404 for unknown ones", async () => {
    const generated = await api(owner).post("/api/generate-pr-report", {
      companyDomain: "velo-huber.ch",
    });
    const response = await api(admin).post(`/api/admin/pr-reports/${generated.json().prReportId}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PR_NO_PAYMENT_METHOD });
    expect((await api(admin).post("/api/admin/pr-reports/999999/approve")).statusCode).toBe(404);
    expect((await api(admin).post("/api/admin/pr-reports/abc/reject", {})).statusCode).toBe(404);
  });

  it("rejects with a reason: audited, mailed, never billed", async () => {
    const { id, email } = await orderedReport();
    const url = `/api/admin/pr-reports/${id}/reject`;
    expect((await api().post(url, { reason: "x" })).statusCode).toBe(401);
    expect((await api(other).post(url, { reason: "x" })).statusCode).toBe(403);
    const response = await api(admin).post(url, {
      reason: "Der Text wirbt mit nicht belegten Versprechen.",
    });
    expect(response.json()).toEqual({ id, status: "rejected" });
    const mail = (await mailsTo(email)).at(-1);
    expect(mail?.subject).toContain("nicht freigegeben");
    expect(mail?.body).toContain("Begründung: Der Text wirbt mit nicht belegten Versprechen.");
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "pr_report.reject")));
    expect(audit?.details).toMatchObject({ reason: "Der Text wirbt mit nicht belegten Versprechen." });
    expect((await api(admin).post(url, {})).statusCode).toBe(409);
    expect((await api(admin).post(`/api/admin/pr-reports/${id}/approve`)).statusCode).toBe(409);
    // Rejection without a body is allowed too.
    const { id: second } = await orderedReport();
    expect((await api(admin).post(`/api/admin/pr-reports/${second}/reject`)).statusCode).toBe(200);
  });

  it("bills on day 15 exactly once, even when several instances run the step at once", async () => {
    const { id, member, email } = await orderedReport();
    await api(admin).post(`/api/admin/pr-reports/${id}/approve`);
    const ctx = prServiceContext(t.app);
    const mailCount = async () => (await mailsTo(email)).length;
    const mailsBefore = await mailCount();

    await runPrBilling(ctx, new Date(Date.now() + 13 * 86_400_000));
    expect((await reportRow(id)).paymentStatus).toBe("free_trial");

    const day15 = new Date(Date.now() + 15 * 86_400_000);
    await Promise.all([runPrBilling(ctx, day15), runPrBilling(ctx, day15), runPrBilling(ctx, day15)]);
    await runPrBilling(ctx, day15);
    expect(await reportRow(id)).toMatchObject({ paymentStatus: "completed", isPublished: true });
    expect(await mailCount()).toBe(mailsBefore + 1);
    const confirmation = (await mailsTo(email)).at(-1);
    expect(confirmation?.subject).toBe("Bestätigung: Ihr PR-Bericht-Abonnement ist aktiv");
    const own = (await as(t.app, member).get("/api/pr-reports/user")).json();
    expect(own.find((report: { id: number }) => report.id === id)).toMatchObject({
      paymentStatusLabel: "Bezahlt",
      publicationLabel: "Veröffentlicht",
    });
  });

  it("cancels and unpublishes the report when the first payment fails", async () => {
    const { id, email } = await orderedReport(TEST_CARD_FAILS_LATER);
    await api(admin).post(`/api/admin/pr-reports/${id}/approve`);
    await runPrBilling(prServiceContext(t.app), new Date(Date.now() + 15 * 86_400_000));
    const row = await reportRow(id);
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "cancelled", isPublished: false });
    expect(row.cancelledAt).not.toBeNull();
    expect((await asVisitor(t.app).get(`/api/pr-reports/${id}`)).statusCode).toBe(404);
    const mail = (await mailsTo(email)).at(-1);
    expect(mail?.body).toContain("Zahlung für Ihren PR-Bericht");
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: "pr_report.cancel", details: { reason: "failed" } });
  });

  it("moves the test clock only for admins and bills what became due", async () => {
    const { id } = await orderedReport();
    await api(admin).post(`/api/admin/pr-reports/${id}/approve`);
    expect((await api().post("/api/admin/test-payments/clock", { days: 15 })).statusCode).toBe(401);
    expect((await api(owner).post("/api/admin/test-payments/clock", { days: 15 })).statusCode).toBe(403);
    expect((await api(admin).post("/api/admin/test-payments/clock", { days: 0 })).statusCode).toBe(400);
    const moved = await api(admin).post("/api/admin/test-payments/clock", { days: 15 });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().now).getTime()).toBeGreaterThan(Date.now() + 14 * 86_400_000);
    expect((await reportRow(id)).paymentStatus).toBe("completed");
  });
});

describe("GET /api/pr-reports/user", () => {
  it("lists only the viewer's own reports", async () => {
    const { id, member } = await orderedReport();
    const mine = (await as(t.app, member).get("/api/pr-reports/user")).json();
    expect(mine.map((report: { id: number }) => report.id)).toContain(id);
    const theirs = (await as(t.app, other).get("/api/pr-reports/user")).json();
    expect(theirs.map((report: { id: number }) => report.id)).not.toContain(id);
    expect((await asVisitor(t.app).get("/api/pr-reports/user")).json()).toEqual([]);
    const row = mine.find((report: { id: number }) => report.id === id);
    expect(row).toMatchObject({ paymentStatusLabel: "Ausstehend", publicationLabel: "Zahlung ausstehend" });
  });
});
