import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, prReports } from "../../db/schema";
import { as, createTestAppWithMembers, type Member, signUp, type Who } from "../../test/app";
import { sharedPortal } from "../../test/shared-by-tests";
import { PR_ALREADY_CANCELLED, PR_NOT_A_DRAFT } from "./orders";
import { vatNote } from "./receipt";

const s = sharedPortal(async () => {
  const portal = await createTestAppWithMembers();
  portal.t.app.ctx.siteFetcher = async () => null;
  return portal;
});
let address = 0;

/** Each request from an address of its own: the per-address limits are not under test here. */
const api = (who?: Who) => as(s.t.app, who, { remoteAddress: () => `203.0.113.${(address++ % 250) + 1}` });

const BILLING = { street: "Tramstrasse 12", postalCode: "5034", city: "Suhr", country: "CH" };

/** A new member's draft order (nothing saved yet). */
async function draft(domain = "velo-huber.ch") {
  const member = await signUp(s.t.app);
  const generated = await api(member).post("/api/generate-pr-report", {
    companyDomain: domain,
  });
  expect(generated.statusCode).toBe(200);
  return { id: generated.json().prReportId as number, member };
}

/** A draft whose card is saved, with the company's billing address. */
async function withCard() {
  const order = await draft();
  const setup = await api(order.member).post("/api/create-pr-subscription", {
    prReportId: order.id,
    email: `kasse-${order.id}@velo-huber.ch`,
    billingAddress: BILLING,
  });
  expect(setup.statusCode).toBe(200);
  const card = await api(order.member).post(`/api/pr-reports/${order.id}/test-card`, {
    clientSecret: setup.json().clientSecret,
    cardNumber: "4242424242424242",
  });
  expect(card.statusCode).toBe(200);
  return order;
}

async function approved() {
  const order = await withCard();
  expect((await api(s.admin).post(`/api/admin/pr-reports/${order.id}/approve`)).statusCode).toBe(200);
  return order;
}

const own = async (member: Member, id: number) =>
  ((await api(member).get("/api/pr-reports/user")).json() as { id: number }[]).find(
    (report) => report.id === id,
  ) as Record<string, unknown>;

const adminLine = async (id: number) => {
  const lists = [
    ...(await api(s.admin).get("/api/admin/pending")).json().prReports,
    ...(await api(s.admin).get("/api/admin/completed")).json().prReports,
  ] as { id: number; stateLine: string }[];
  return lists.find((report) => report.id === id)?.stateLine;
};

const moveClock = async (days: number) =>
  expect((await api(s.admin).post("/api/admin/test-payments/clock", { days })).statusCode).toBe(200);

const row = async (id: number) =>
  (await s.t.app.ctx.db.select().from(prReports).where(eq(prReports.id, id)))[0]!;

describe("the order's state line", () => {
  it("reads one line per stage, the same in the profile and the administration", async () => {
    const order = await draft();
    expect(await own(order.member, order.id)).toMatchObject({
      stage: "ordered",
      stateLine: "Entwurf: Zahlungsmethode noch nicht hinterlegt",
    });
    expect(await adminLine(order.id)).toBe("Entwurf: Zahlungsmethode noch nicht hinterlegt");

    const saved = await withCard();
    expect(await own(saved.member, saved.id)).toMatchObject({
      stage: "awaiting_approval",
      stateLine: "Zahlungsmethode hinterlegt, wartet auf Freigabe",
      billingAddress: BILLING,
    });
    expect(await adminLine(saved.id)).toBe("Zahlungsmethode hinterlegt, wartet auf Freigabe");

    expect((await api(s.admin).post(`/api/admin/pr-reports/${saved.id}/approve`)).statusCode).toBe(200);
    const trial = await own(saved.member, saved.id);
    expect(trial.stage).toBe("free_trial");
    expect(trial.stateLine).toMatch(/^Testphase bis \d{1,2}\. \p{L}+ \d{4}, danach 10 CHF pro Monat$/u);
    expect(trial.nextChargeAt).toBe((await row(saved.id)).freeTrialEndsAt!.toISOString());

    await moveClock(15);
    const active = await own(saved.member, saved.id);
    expect(active.stage).toBe("paid");
    expect(active.stateLine).toMatch(/^Aktiv, nächste Abbuchung am \d{1,2}\. \p{L}+ \d{4}$/u);
    expect(await adminLine(saved.id)).toBe(active.stateLine);
  });
});

describe("cancelling in the portal (test provider)", () => {
  it("ends a paid subscription at the period's end: published until then, billed no more", async () => {
    const order = await approved();
    await moveClock(15);
    const { nextChargeAt } = await own(order.member, order.id);
    const cancelled = await api(order.member).post(`/api/pr-reports/${order.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancelAt).toBe(nextChargeAt);
    expect(await own(order.member, order.id)).toMatchObject({
      stage: "paid",
      isPublished: true,
      nextChargeAt: null,
      stateLine: expect.stringMatching(/^Gekündigt per \d{1,2}\. \p{L}+ \d{4}$/u),
    });
    const again = await api(order.member).post(`/api/pr-reports/${order.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PR_ALREADY_CANCELLED);
    const mail = await s.t.app.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, `kasse-${order.id}@velo-huber.ch`));
    expect(mail.some((m) => m.subject.startsWith("Kündigung"))).toBe(true);

    await moveClock(32);
    expect(await row(order.id)).toMatchObject({ status: "cancelled", isPublished: false });
    const receipts = (await api(order.member).get(`/api/pr-reports/${order.id}/receipts`)).json();
    expect(receipts.receipts).toHaveLength(1);
    expect((await own(order.member, order.id)).stateLine).toMatch(/^Gekündigt per /);
  });

  it("cancelled during the trial, nothing is ever charged", async () => {
    const order = await approved();
    const cancelled = await api(order.member).post(`/api/pr-reports/${order.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancelAt).toBe((await row(order.id)).freeTrialEndsAt!.toISOString());
    expect((await own(order.member, order.id)).stateLine).toMatch(/Testphase, es wird nichts abgebucht/);
    await moveClock(15);
    expect(await row(order.id)).toMatchObject({ paymentStatus: "cancelled", isPublished: false });
    const receipts = (await api(order.member).get(`/api/pr-reports/${order.id}/receipts`)).json();
    expect(receipts.receipts).toEqual([]);
  });

  it("is the orderer's and the administrators': a visitor and another member hear 404", async () => {
    const order = await approved();
    expect((await api().post(`/api/pr-reports/${order.id}/cancel`)).statusCode).toBe(404);
    expect((await api(s.other).post(`/api/pr-reports/${order.id}/cancel`)).statusCode).toBe(404);
    expect((await api(s.admin).post(`/api/pr-reports/${order.id}/cancel`)).statusCode).toBe(200);
    const draftOrder = await draft();
    const notRunning = await api(draftOrder.member).post(`/api/pr-reports/${draftOrder.id}/cancel`);
    expect(notRunning.statusCode).toBe(409);
  });
});

describe("drafts", () => {
  it("are deleted by their orderer or an administrator, never by others, and only while drafts", async () => {
    const order = await draft();
    expect((await api().delete(`/api/pr-reports/${order.id}`)).statusCode).toBe(404);
    expect((await api(s.other).delete(`/api/pr-reports/${order.id}`)).statusCode).toBe(404);
    expect((await api(order.member).delete(`/api/pr-reports/${order.id}`)).statusCode).toBe(204);
    expect(await own(order.member, order.id)).toBeUndefined();

    const byAdmin = await draft();
    expect((await api(s.admin).delete(`/api/pr-reports/${byAdmin.id}`)).statusCode).toBe(204);

    const saved = await withCard();
    const refused = await api(saved.member).delete(`/api/pr-reports/${saved.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PR_NOT_A_DRAFT);
  });
});

describe("ordering", () => {
  it("accepts a pasted website address and keeps its host name", async () => {
    const order = await draft("https://www.Velo-Huber.ch/kontakt?ref=1");
    expect((await row(order.id)).companyDomain).toBe("www.velo-huber.ch");
  });

  it("refuses a Swiss billing address without a four-digit postal code, in German", async () => {
    const order = await draft();
    const response = await api(order.member).post("/api/create-pr-subscription", {
      prReportId: order.id,
      email: "kasse@velo-huber.ch",
      billingAddress: { ...BILLING, postalCode: "503" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Schweizer Postleitzahlen haben vier Ziffern.");
  });
});

describe("receipts", () => {
  it("are printable HTML pages with the legal details, for the orderer and administrators only", async () => {
    const order = await approved();
    await moveClock(15);
    const list = await api(order.member).get(`/api/pr-reports/${order.id}/receipts`);
    const [receipt] = list.json().receipts as { id: string; url: string; amountRappen: number }[];
    expect(receipt?.amountRappen).toBe(1000);
    const page = await api(order.member).get(receipt!.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Quittung");
    expect(page.body).toContain("Tramstrasse 12");
    expect(page.body).toContain("5034 Suhr");
    expect(page.body).toContain("CHF 10.00");
    expect(page.body).toContain("nicht mehrwertsteuerpflichtig");
    // Its style block is allowed by its hash, and nothing else may load or run.
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? "";
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain(`style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).not.toContain("unsafe-inline");
    expect((await api(s.admin).get(receipt!.url)).statusCode).toBe(200);
    expect((await api(s.other).get(receipt!.url)).statusCode).toBe(404);
    expect((await api().get(receipt!.url)).statusCode).toBe(404);
    expect((await api(s.admin).get(`/api/pr-reports/${order.id}/receipts/in_unbekannt`)).statusCode).toBe(
      404,
    );
  });

  it("name the VAT a Swiss company's price includes when the publisher is registered", () => {
    const config = {
      municipality: "Suhr",
      timeZone: "Europe/Zurich",
      editorialEmail: "redaktion@example.ch",
      publisher: {
        name: "Dorfportal Suhr",
        address: "Dorfplatz 1, 5034 Suhr",
        vatId: "CHE-123.456.789 MWST",
      },
    };
    expect(vatNote(config, "CH", 1000)).toBe(
      "Im Betrag enthalten: 8.1 % MWST, CHF 0.75. MWST-Nr. CHE-123.456.789 MWST.",
    );
    expect(vatNote(config, "LI", 1000)).toContain("8.1 % MWST");
    expect(vatNote(config, "DE", 1000)).toContain("nicht der Schweizer MWST unterstellt");
    expect(vatNote({ ...config, publisher: { ...config.publisher, vatId: null } }, "CH", 1000)).toBe(
      "Dorfportal Suhr ist nicht mehrwertsteuerpflichtig; der Betrag enthält keine MWST.",
    );
  });
});
