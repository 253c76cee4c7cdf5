import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { TEST_CARD_FAILS_LATER } from "../../providers/payments/test-provider";
import { as, asVisitor, type Member, type TestApp } from "../../test/app";
import { PR_ALREADY_DECIDED, PR_NO_PAYMENT_METHOD } from "./lifecycle";
import { api, mailsTo, orderedReport, reportRow, startPrPortal } from "./pr-harness";
import { prServiceContext } from "./routes";
import { runPrBilling } from "./scheduler";

/** Approving, rejecting and billing PR orders (pr-harness.ts); generating and paying are in pr-service.test.ts. */

let t: TestApp, admin: string, owner: Member, other: string, stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, admin, owner, other, stop } = await startPrPortal());
});
afterAll(() => stop());

describe("approval, trial and billing", () => {
  it("approves only as admin, starts the 14-day trial and publishes the report", async () => {
    const { id, member, email } = await orderedReport(t.app);
    const url = `/api/admin/pr-reports/${id}/approve`;
    expect((await api(t.app).post(url)).statusCode).toBe(401);
    expect((await api(t.app, owner).post(url)).statusCode).toBe(403);
    const before = Date.now();
    const response = await api(t.app, admin).post(url);
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
    const mails = await mailsTo(t.app, email);
    expect(mails.at(-1)?.subject).toContain("ist veröffentlicht");
    expect(mails.at(-1)?.body).toContain(`/pr-report/${id}`);

    const again = await api(t.app, admin).post(url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PR_ALREADY_DECIDED });
    expect((await api(t.app, admin).post(`/api/admin/pr-reports/${id}/reject`, {})).statusCode).toBe(409);
  });

  it("does not approve a report without a saved card, and answers 404 for unknown ones", async () => {
    const generated = await api(t.app, owner).post("/api/generate-pr-report", {
      companyDomain: "velo-huber.ch",
    });
    const response = await api(t.app, admin).post(
      `/api/admin/pr-reports/${generated.json().prReportId}/approve`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PR_NO_PAYMENT_METHOD });
    expect((await api(t.app, admin).post("/api/admin/pr-reports/999999/approve")).statusCode).toBe(404);
    expect((await api(t.app, admin).post("/api/admin/pr-reports/abc/reject", {})).statusCode).toBe(404);
  });

  it("rejects with a reason: audited, mailed, never billed", async () => {
    const { id, email } = await orderedReport(t.app);
    const url = `/api/admin/pr-reports/${id}/reject`;
    expect((await api(t.app).post(url, { reason: "x" })).statusCode).toBe(401);
    expect((await api(t.app, other).post(url, { reason: "x" })).statusCode).toBe(403);
    const response = await api(t.app, admin).post(url, {
      reason: "Der Text wirbt mit nicht belegten Versprechen.",
    });
    expect(response.json()).toEqual({ id, status: "rejected" });
    const mail = (await mailsTo(t.app, email)).at(-1);
    expect(mail?.subject).toContain("nicht freigegeben");
    expect(mail?.body).toContain("Begründung: Der Text wirbt mit nicht belegten Versprechen.");
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "pr_report.reject")));
    expect(audit?.details).toMatchObject({ reason: "Der Text wirbt mit nicht belegten Versprechen." });
    expect((await api(t.app, admin).post(url, {})).statusCode).toBe(409);
    expect((await api(t.app, admin).post(`/api/admin/pr-reports/${id}/approve`)).statusCode).toBe(409);
    // Rejection without a body is allowed too.
    const { id: second } = await orderedReport(t.app);
    expect((await api(t.app, admin).post(`/api/admin/pr-reports/${second}/reject`)).statusCode).toBe(200);
  });

  it("bills on day 15 exactly once, even when several instances run the step at once", async () => {
    const { id, member, email } = await orderedReport(t.app);
    await api(t.app, admin).post(`/api/admin/pr-reports/${id}/approve`);
    const ctx = prServiceContext(t.app);
    const mailCount = async () => (await mailsTo(t.app, email)).length;
    const mailsBefore = await mailCount();

    await runPrBilling(ctx, new Date(Date.now() + 13 * 86_400_000));
    expect((await reportRow(t.app, id)).paymentStatus).toBe("free_trial");

    const day15 = new Date(Date.now() + 15 * 86_400_000);
    await Promise.all([runPrBilling(ctx, day15), runPrBilling(ctx, day15), runPrBilling(ctx, day15)]);
    await runPrBilling(ctx, day15);
    expect(await reportRow(t.app, id)).toMatchObject({ paymentStatus: "completed", isPublished: true });
    expect(await mailCount()).toBe(mailsBefore + 1);
    const confirmation = (await mailsTo(t.app, email)).at(-1);
    expect(confirmation?.subject).toBe("Bestätigung: Ihr PR-Bericht-Abonnement ist aktiv");
    const own = (await as(t.app, member).get("/api/pr-reports/user")).json();
    expect(own.find((report: { id: number }) => report.id === id)).toMatchObject({
      paymentStatusLabel: "Bezahlt",
      publicationLabel: "Veröffentlicht",
    });
  });

  it("cancels and unpublishes the report when the first payment fails", async () => {
    const { id, email } = await orderedReport(t.app, TEST_CARD_FAILS_LATER);
    await api(t.app, admin).post(`/api/admin/pr-reports/${id}/approve`);
    await runPrBilling(prServiceContext(t.app), new Date(Date.now() + 15 * 86_400_000));
    const row = await reportRow(t.app, id);
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "cancelled", isPublished: false });
    expect(row.cancelledAt).not.toBeNull();
    expect((await asVisitor(t.app).get(`/api/pr-reports/${id}`)).statusCode).toBe(404);
    const mail = (await mailsTo(t.app, email)).at(-1);
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
    const { id } = await orderedReport(t.app);
    await api(t.app, admin).post(`/api/admin/pr-reports/${id}/approve`);
    expect((await api(t.app).post("/api/admin/test-payments/clock", { days: 15 })).statusCode).toBe(401);
    expect((await api(t.app, owner).post("/api/admin/test-payments/clock", { days: 15 })).statusCode).toBe(
      403,
    );
    expect((await api(t.app, admin).post("/api/admin/test-payments/clock", { days: 0 })).statusCode).toBe(
      400,
    );
    const moved = await api(t.app, admin).post("/api/admin/test-payments/clock", { days: 15 });
    expect(moved.statusCode).toBe(200);
    expect(new Date(moved.json().now).getTime()).toBeGreaterThan(Date.now() + 14 * 86_400_000);
    expect((await reportRow(t.app, id)).paymentStatus).toBe("completed");
  });
});

describe("GET /api/pr-reports/user", () => {
  it("lists only the viewer's own reports", async () => {
    const { id, member } = await orderedReport(t.app);
    const mine = (await as(t.app, member).get("/api/pr-reports/user")).json();
    expect(mine.map((report: { id: number }) => report.id)).toContain(id);
    const theirs = (await as(t.app, other).get("/api/pr-reports/user")).json();
    expect(theirs.map((report: { id: number }) => report.id)).not.toContain(id);
    expect((await asVisitor(t.app).get("/api/pr-reports/user")).json()).toEqual([]);
    const row = mine.find((report: { id: number }) => report.id === id);
    expect(row).toMatchObject({ paymentStatusLabel: "Ausstehend", publicationLabel: "Zahlung ausstehend" });
  });
});
