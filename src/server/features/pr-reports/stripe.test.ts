import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { outbox, paymentEvents, prReports } from "../../db/schema";
import { createStripeProvider } from "../../providers/payments/stripe";
import { startStripeStandIn } from "../../providers/payments/stripe-stand-in";
import { as, asVisitor, createTestAppWithMembers } from "../../test/app";
import { sharedByTheTests } from "../../test/shared-by-tests";

const WEBHOOK_SECRET = "whsec_test_dorfportal";
const signer = new Stripe("sk_test_signer");

const s = sharedByTheTests(
  async () => {
    const portal = await createTestAppWithMembers();
    const standIn = await startStripeStandIn();
    portal.t.app.ctx.payments = createStripeProvider(
      { secretKey: "sk_test_standin", publishableKey: "pk_test_standin", webhookSecret: WEBHOOK_SECRET },
      standIn.endpoint,
    );
    portal.t.app.ctx.siteFetcher = async () => null;
    return { ...portal, standIn };
  },
  async ({ t, standIn }) => {
    await t.close();
    await standIn.close();
  },
);

/** Delivers an event the way Stripe does: the exact bytes, signed with the endpoint's secret. */
function deliver(
  event: { id: string; type: string; object: Record<string, unknown> },
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    type: event.type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  return postToWebhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret }));
}

/** Posts the bytes as written to the webhook, signed when a signature is given. */
const postToWebhook = (payload: string, signature?: string) =>
  s.t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    payload,
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
  });

const reportRow = async (id: number) =>
  (await s.t.app.ctx.db.select().from(prReports).where(eq(prReports.id, id)))[0]!;

describe("Stripe", () => {
  let prReportId: number;
  let setupIntentId: string;
  let subscriptionId: string;

  it("announces Stripe with its publishable key", async () => {
    expect((await asVisitor(s.t.app).get("/api/pr-payment-mode")).json()).toEqual({
      provider: "stripe",
      publishableKey: "pk_test_standin",
    });
  });

  it("creates the customer and a SetupIntent per report, reusing both when asked again", async () => {
    const generated = await as(s.t.app, s.author).post("/api/generate-pr-report", {
      companyDomain: "velo-huber.ch",
    });
    prReportId = generated.json().prReportId;
    const payload = { prReportId, email: "kasse@velo-huber.ch", companyName: "Velo Huber" };
    const first = await as(s.t.app, s.author).post("/api/create-pr-subscription", payload);
    expect(first.statusCode).toBe(200);
    expect(first.json().clientSecret).toMatch(/^seti_\d+_secret_standin$/);
    const again = await as(s.t.app, s.author).post("/api/create-pr-subscription", payload);
    expect(again.json().clientSecret).toBe(first.json().clientSecret);

    const customerCreations = s.standIn.received.filter(
      (r) => r.method === "POST" && r.path === "/v1/customers",
    );
    expect(customerCreations).toHaveLength(1);
    expect(customerCreations[0]?.form).toMatchObject({
      email: "kasse@velo-huber.ch",
      "metadata[prReportId]": String(prReportId),
    });
    expect(customerCreations[0]?.headers["idempotency-key"]).toBe(`pr-report-${prReportId}-customer`);
    const intents = s.standIn.received.filter((r) => r.method === "POST" && r.path === "/v1/setup_intents");
    expect(intents).toHaveLength(1);
    expect(intents[0]?.form).toMatchObject({
      usage: "off_session",
      "automatic_payment_methods[enabled]": "true",
    });
    expect(intents[0]?.headers["idempotency-key"]).toBe(`pr-report-${prReportId}-setup-first`);
    setupIntentId = (await reportRow(prReportId)).paymentIntentId!;
    expect(intents[0]?.form.customer).toBe((await reportRow(prReportId)).stripeCustomerId);
  });

  it("refuses a webhook with a bad or missing signature", async () => {
    const bad = await deliver(
      {
        id: "evt_bad",
        type: "setup_intent.succeeded",
        object: { id: setupIntentId, object: "setup_intent" },
      },
      "whsec_falsch",
    );
    expect(bad.statusCode).toBe(400);
    const unsigned = await postToWebhook("{}");
    expect(unsigned.statusCode).toBe(400);
  });

  it("takes an event only as a hint: the saved card is read from Stripe, and a repeat is processed once", async () => {
    // The event claims success, but Stripe does not know of a card yet: nothing changes.
    const premature = await deliver({
      id: "evt_1",
      type: "setup_intent.succeeded",
      object: {
        id: setupIntentId,
        object: "setup_intent",
        status: "succeeded",
        payment_method: "pm_gelogen",
      },
    });
    expect(premature.statusCode).toBe(200);
    expect((await reportRow(prReportId)).paymentMethodId).toBeNull();

    s.standIn.state.setupIntents.set(setupIntentId, { status: "succeeded", payment_method: "pm_echt" });
    const event = {
      id: "evt_2",
      type: "setup_intent.succeeded",
      object: { id: setupIntentId, object: "setup_intent" },
    };
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await reportRow(prReportId)).paymentMethodId).toBe("pm_echt");
    const retrievals = () =>
      s.standIn.received.filter((r) => r.method === "GET" && r.path === `/v1/setup_intents/${setupIntentId}`)
        .length;
    const before = retrievals();
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect(retrievals()).toBe(before);
    expect(
      await s.t.app.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, "evt_2")),
    ).toHaveLength(1);
  });

  it("starts a monthly subscription of 1000 Rappen in CHF whose trial ends 14 days after approval", async () => {
    const before = Math.floor(Date.now() / 1000);
    const approved = await as(s.t.app, s.admin).post(`/api/admin/pr-reports/${prReportId}/approve`);
    expect(approved.statusCode).toBe(200);
    const [subscription] = s.standIn.received.filter(
      (r) => r.method === "POST" && r.path === "/v1/subscriptions",
    );
    expect(subscription?.form).toMatchObject({
      customer: (await reportRow(prReportId)).stripeCustomerId,
      default_payment_method: "pm_echt",
      "items[0][price_data][currency]": "chf",
      "items[0][price_data][unit_amount]": "1000",
      "items[0][price_data][recurring][interval]": "month",
    });
    const trialEnd = Number(subscription?.form.trial_end);
    expect(trialEnd - before).toBeGreaterThanOrEqual(14 * 86_400);
    expect(trialEnd - before).toBeLessThan(14 * 86_400 + 60);
    expect(subscription?.headers["idempotency-key"]).toBe(`pr-report-${prReportId}-subscription`);
    subscriptionId = (await reportRow(prReportId)).stripeSubscriptionId!;
    expect(subscriptionId).toMatch(/^sub_/);
  });

  it("cancels at the period's end through Stripe's API, and follows a cancellation taken back in Stripe", async () => {
    const trialEnd = (await reportRow(prReportId)).freeTrialEndsAt!;
    const cancelled = await as(s.t.app, s.author).post(`/api/pr-reports/${prReportId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const update = s.standIn.received.find(
      (r) => r.method === "POST" && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(update?.form).toEqual({ cancel_at_period_end: "true" });
    // Stripe's answer names the trial's end in whole seconds.
    expect(cancelled.json().cancelAt).toBe(
      new Date(Math.floor(trialEnd.getTime() / 1000) * 1000).toISOString(),
    );
    expect(await reportRow(prReportId)).toMatchObject({ isPublished: true, nextChargeAt: null });

    // The company takes the cancellation back in Stripe's customer portal.
    s.standIn.state.subscriptions.get(subscriptionId)!.cancel_at_period_end = false;
    await deliver({
      id: "evt_2b",
      type: "customer.subscription.updated",
      object: { id: subscriptionId, object: "subscription" },
    });
    expect((await reportRow(prReportId)).cancelAt).toBeNull();
  });

  it("lists Stripe's paid invoices as receipts", async () => {
    const paidAt = Math.floor(Date.now() / 1000);
    s.standIn.state.invoices.set(subscriptionId, [
      {
        id: "in_echt_1",
        object: "invoice",
        amount_paid: 1000,
        created: paidAt,
        status_transitions: { paid_at: paidAt },
        lines: { object: "list", data: [{ period: { start: paidAt, end: paidAt + 30 * 86_400 } }] },
      },
    ]);
    const list = await as(s.t.app, s.author).get(`/api/pr-reports/${prReportId}/receipts`);
    expect(list.json().receipts).toEqual([
      expect.objectContaining({
        id: "in_echt_1",
        amountRappen: 1000,
        paidAt: new Date(paidAt * 1000).toISOString(),
      }),
    ]);
    const page = await as(s.t.app, s.author).get(list.json().receipts[0].url);
    expect(page.body).toContain("in_echt_1");
  });

  it("ends in the state Stripe reports, whatever order the events arrive in", async () => {
    // Stripe has billed the first invoice; the older 'trial' update arrives after the 'paid' one.
    Object.assign(s.standIn.state.subscriptions.get(subscriptionId)!, { status: "active" });
    const invoicePaid = {
      id: "evt_3",
      type: "invoice.paid",
      object: {
        id: "in_1",
        object: "invoice",
        parent: { subscription_details: { subscription: subscriptionId } },
      },
    };
    const staleUpdate = {
      id: "evt_0",
      type: "customer.subscription.updated",
      object: { id: subscriptionId, object: "subscription", status: "trialing" },
    };
    expect((await deliver(invoicePaid)).statusCode).toBe(200);
    expect((await deliver(staleUpdate)).statusCode).toBe(200);
    expect(await reportRow(prReportId)).toMatchObject({ paymentStatus: "completed", isPublished: true });
    const mails = await s.t.app.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, "kasse@velo-huber.ch"));
    expect(mails.filter((mail) => mail.subject.startsWith("Bestätigung"))).toHaveLength(1);

    // Cancelled in Stripe's customer portal: the report goes off the site.
    Object.assign(s.standIn.state.subscriptions.get(subscriptionId)!, { status: "canceled" });
    await deliver({
      id: "evt_4",
      type: "customer.subscription.deleted",
      object: { id: subscriptionId, object: "subscription" },
    });
    expect(await reportRow(prReportId)).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
      isPublished: false,
    });
    expect((await asVisitor(s.t.app).get(`/api/pr-reports/${prReportId}`)).statusCode).toBe(404);
  });
});
