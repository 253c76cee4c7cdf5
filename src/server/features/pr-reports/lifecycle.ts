import { eq } from "drizzle-orm";
import { PR_FREE_TRIAL_DAYS, PR_MONTHLY_PRICE_CHF } from "../../../shared/common/constants";
import { formatLongDate } from "../../../shared/common/dates";
import type { BillingAddress, PrStage } from "../../../shared/pr-reports/pr-service";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { auditLog, prReports } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-errors";
import { type Mailer, salutation } from "../../providers/mail/index";
import type { PaymentProvider, SubscriptionInfo } from "../../providers/payments/index";

/**
 * The PR report's lifecycle as one state machine. Each transition runs in one transaction that locks
 * the report's row, checks the state it starts from, writes the change, an audit row and the German mail
 * to the company — so a transition happens once, whichever instance, webhook or admin gets there first.
 *
 *   ordered ──payment method saved──▶ awaiting_approval ──approve──▶ free_trial ──first paid invoice──▶ paid
 *      │                                   │                            │  │                              │
 *      └────────reject─────────────────────┴──▶ rejected                 └──┴──payment failed / cancelled──┴──▶ cancelled
 */

export interface PrServiceContext {
  db: Db;
  mailer: Mailer;
  payments: PaymentProvider;
  config: Pick<Config, "municipality" | "publicUrl" | "timeZone">;
}

export type PrReportRow = typeof prReports.$inferSelect;

export function stageOf(row: PrReportRow): PrStage {
  if (row.status === "rejected") return "rejected";
  if (row.status === "cancelled" || row.paymentStatus === "cancelled") return "cancelled";
  if (row.paymentStatus === "completed") return "paid";
  if (row.paymentStatus === "free_trial") return "free_trial";
  return row.paymentMethodId ? "awaiting_approval" : "ordered";
}

export const PR_ALREADY_DECIDED = "Über diesen PR-Bericht wurde bereits entschieden.";
export const PR_NO_PAYMENT_METHOD = "Für diesen PR-Bericht ist noch keine Zahlungsmethode hinterlegt.";
export const PR_PAYMENT_ALREADY_SAVED = "Für diesen PR-Bericht ist bereits eine Zahlungsmethode hinterlegt.";
export const NOT_FOUND = "PR-Bericht nicht gefunden";
const DAY_MS = 86_400_000;

export async function lockReport(tx: Tx, where: ReturnType<typeof eq>): Promise<PrReportRow | null> {
  const [row] = await tx.select().from(prReports).where(where).limit(1).for("update");
  return row ?? null;
}

const snapshot = (row: PrReportRow) => ({
  status: row.status,
  paymentStatus: row.paymentStatus,
  isPublished: row.isPublished,
  freeTrialEndsAt: row.freeTrialEndsAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

export async function update(
  tx: Tx,
  row: PrReportRow,
  changes: Partial<typeof prReports.$inferInsert>,
  audit: { action: string; actorUserId: string | null; extra?: Record<string, unknown> },
): Promise<PrReportRow> {
  const [after] = await tx.update(prReports).set(changes).where(eq(prReports.id, row.id)).returning();
  await tx.insert(auditLog).values({
    actorUserId: audit.actorUserId,
    action: audit.action,
    entityType: "pr_report",
    entityId: String(row.id),
    details: { before: snapshot(row), after: snapshot(after!), ...audit.extra },
  });
  return after!;
}

/** Mail to the company, in the same transaction as the change it reports. */
export async function mailCompany(
  ctx: PrServiceContext,
  tx: Tx,
  row: PrReportRow,
  subject: string,
  body: string[],
) {
  if (!row.companyEmail) return;
  const text = [
    // A company has no name of a person on file: the plain salutation.
    salutation(),
    "",
    ...body,
    "",
    "Freundliche Grüsse",
    `Dorfportal ${ctx.config.municipality}`,
  ].join("\n");
  await ctx.mailer.enqueue(tx, { to: row.companyEmail, subject, text });
}

const reportUrl = (ctx: PrServiceContext, row: PrReportRow) => `${ctx.config.publicUrl}/pr-report/${row.id}`;

/**
 * The payment page's start: creates or reuses the provider's customer and setup for this report and
 * answers the client secret the page confirms the card with.
 */
export async function startPaymentSetup(
  ctx: PrServiceContext,
  reportId: number,
  input: { email: string; companyName?: string; billingAddress?: BillingAddress },
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockReport(tx, eq(prReports.id, reportId));
    if (!row) throw notFound(NOT_FOUND);
    if (stageOf(row) !== "ordered") throw conflict(PR_PAYMENT_ALREADY_SAVED);
    const setup = await ctx.payments.startSetup(tx, {
      reportId: row.id,
      email: input.email,
      companyName: row.companyName,
      customerId: row.stripeCustomerId,
      setupIntentId: row.paymentIntentId,
    });
    await tx
      .update(prReports)
      .set({
        companyEmail: input.email,
        ...(input.billingAddress
          ? {
              billingStreet: input.billingAddress.street,
              billingPostalCode: input.billingAddress.postalCode,
              billingCity: input.billingAddress.city,
              billingCountry: input.billingAddress.country,
            }
          : {}),
        stripeCustomerId: setup.customerId,
        paymentIntentId: setup.setupIntentId,
      })
      .where(eq(prReports.id, row.id));
    return setup.clientSecret;
  });
}

/**
 * Reads from the provider whether the card of a setup was saved, and if so moves the report on to wait
 * for approval. The browser's word (a success page, a return URL) is never taken for it.
 */
export async function recordPaymentSetup(
  ctx: PrServiceContext,
  setupIntentId: string,
): Promise<PrStage | null> {
  const stage = await ctx.db.transaction(async (tx) => {
    const row = await lockReport(tx, eq(prReports.paymentIntentId, setupIntentId));
    if (!row) return null;
    if (stageOf(row) !== "ordered") return stageOf(row);
    const state = await ctx.payments.setupState(tx, setupIntentId);
    if (!state.succeeded || !state.paymentMethodId) return stageOf(row);
    const after = await update(
      tx,
      row,
      { paymentMethodId: state.paymentMethodId },
      { action: "pr_report.payment_method_saved", actorUserId: null },
    );
    await mailCompany(ctx, tx, after, `Ihr PR-Bericht «${row.title}» wurde eingereicht`, [
      `vielen Dank für Ihre Bestellung. Die Zahlungsmethode für den PR-Bericht «${row.title}» ist hinterlegt.`,
      `Die Redaktion prüft den Bericht nun. Nach der Freigabe wird er ${PR_FREE_TRIAL_DAYS} Tage kostenlos veröffentlicht; ab dem ${PR_FREE_TRIAL_DAYS + 1}. Tag kostet das Abonnement ${PR_MONTHLY_PRICE_CHF} CHF pro Monat. Bis zur Freigabe wird nichts abgebucht.`,
    ]);
    return stageOf(after);
  });
  ctx.mailer.flushSoon();
  return stage;
}

/** Whether the report's card is saved yet, asking the provider when the server does not know it yet. */
export async function checkPaymentSetup(ctx: PrServiceContext, row: PrReportRow): Promise<PrStage> {
  if (stageOf(row) === "ordered" && row.paymentIntentId) {
    return (await recordPaymentSetup(ctx, row.paymentIntentId)) ?? stageOf(row);
  }
  return stageOf(row);
}

export interface PrApproval {
  id: number;
  status: string;
  paymentStatus: string;
  isPublished: boolean;
  freeTrialEndsAt: string;
  freeTrialInfo: { message: string };
}

/**
 * Admin approval: starts the subscription (10 CHF a month, free for 14 days from now) and publishes the
 * report. Throws 409 when the report was already decided or has no saved card yet.
 */
export async function approvePrReport(
  ctx: PrServiceContext,
  reportId: number,
  actor: { id: string },
  now = new Date(),
): Promise<PrApproval> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockReport(tx, eq(prReports.id, reportId));
    if (!row) throw notFound(NOT_FOUND);
    const stage = stageOf(row);
    if (stage === "ordered") throw conflict(PR_NO_PAYMENT_METHOD);
    if (stage !== "awaiting_approval") throw conflict(PR_ALREADY_DECIDED);
    const trialEnd = new Date(now.getTime() + PR_FREE_TRIAL_DAYS * DAY_MS);
    const subscriptionId = await ctx.payments.startSubscription(tx, {
      reportId: row.id,
      customerId: row.stripeCustomerId!,
      paymentMethodId: row.paymentMethodId!,
      trialEnd,
    });
    const after = await update(
      tx,
      row,
      {
        status: "approved",
        paymentStatus: "free_trial",
        isPublished: true,
        publishedAt: now,
        freeTrialEndsAt: trialEnd,
        nextChargeAt: trialEnd,
        stripeSubscriptionId: subscriptionId,
      },
      { action: "pr_report.approve", actorUserId: actor.id },
    );
    const endDate = formatLongDate(trialEnd, ctx.config.timeZone);
    await mailCompany(ctx, tx, after, `Ihr PR-Bericht «${row.title}» ist veröffentlicht`, [
      `Ihr PR-Bericht «${row.title}» wurde von der Redaktion freigegeben und ist ab sofort auf dem Dorfportal ${ctx.config.municipality} zu lesen:`,
      reportUrl(ctx, after),
      `Die Gratis-Testphase läuft bis am ${endDate}. Ab dem ${PR_FREE_TRIAL_DAYS + 1}. Tag werden automatisch ${PR_MONTHLY_PRICE_CHF} CHF pro Monat abgebucht. Sie können das Abonnement jederzeit auf dem Dorfportal unter «Profil ▸ PR-Berichte» auf das Ende der laufenden Periode kündigen.`,
    ]);
    return {
      id: after.id,
      status: after.status,
      paymentStatus: after.paymentStatus,
      isPublished: after.isPublished,
      freeTrialEndsAt: trialEnd.toISOString(),
      freeTrialInfo: {
        message: `PR-Bericht freigegeben. Die Gratis-Testphase läuft bis am ${endDate}, danach werden ${PR_MONTHLY_PRICE_CHF} CHF pro Monat abgerechnet.`,
      },
    };
  });
  ctx.mailer.flushSoon();
  return result;
}

/** Admin rejection before approval: nothing is billed; the company is told why when a reason is given. */
export async function rejectPrReport(
  ctx: PrServiceContext,
  reportId: number,
  actor: { id: string },
  reason?: string,
): Promise<{ id: number; status: string }> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockReport(tx, eq(prReports.id, reportId));
    if (!row) throw notFound(NOT_FOUND);
    const stage = stageOf(row);
    if (stage !== "ordered" && stage !== "awaiting_approval") throw conflict(PR_ALREADY_DECIDED);
    const after = await update(
      tx,
      row,
      { status: "rejected", isPublished: false },
      { action: "pr_report.reject", actorUserId: actor.id, extra: reason ? { reason } : {} },
    );
    await mailCompany(ctx, tx, after, `Ihr PR-Bericht «${row.title}» wurde nicht freigegeben`, [
      `die Redaktion hat Ihren PR-Bericht «${row.title}» leider nicht freigegeben.`,
      ...(reason ? ["", `Begründung: ${reason}`] : []),
      "",
      "Es wird nichts abgebucht, und die hinterlegte Zahlungsmethode wird für diesen Bericht nicht belastet.",
    ]);
    return { id: after.id, status: after.status };
  });
  ctx.mailer.flushSoon();
  return result;
}

/** What the report keeps of the subscription's period: the next charge, or the end it was cancelled at. */
const periodOf = (info: SubscriptionInfo) => ({
  nextChargeAt: info.cancelAtPeriodEnd ? null : info.periodEnd,
  cancelAt: info.cancelAtPeriodEnd ? info.periodEnd : null,
});
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Brings a report in line with its subscription as the provider reports it now: the first paid invoice
 * completes it, a failed payment or a cancellation ends it and takes it off the site. Events may arrive
 * late, twice or out of order; reading the current state makes that harmless.
 */
export async function syncPrSubscription(
  ctx: PrServiceContext,
  subscriptionId: string,
): Promise<PrStage | null> {
  let stopBilling = false;
  const stage = await ctx.db.transaction(async (tx) => {
    const row = await lockReport(tx, eq(prReports.stripeSubscriptionId, subscriptionId));
    if (!row) return null;
    const stage = stageOf(row);
    if (stage !== "free_trial" && stage !== "paid") return stage;
    const info = await ctx.payments.subscription(tx, subscriptionId);
    const { state } = info;
    if (state === "paid" && stage === "free_trial") {
      const after = await update(
        tx,
        row,
        { paymentStatus: "completed", ...periodOf(info) },
        { action: "pr_report.billing_started", actorUserId: null },
      );
      await mailCompany(ctx, tx, after, "Bestätigung: Ihr PR-Bericht-Abonnement ist aktiv", [
        `die Gratis-Testphase Ihres PR-Berichts «${row.title}» ist zu Ende. Die erste Monatsgebühr von ${PR_MONTHLY_PRICE_CHF} CHF wurde abgebucht; von nun an werden monatlich ${PR_MONTHLY_PRICE_CHF} CHF verrechnet.`,
        `Ihr Bericht bleibt veröffentlicht: ${reportUrl(ctx, after)}`,
        "Sie können das Abonnement jederzeit auf dem Dorfportal unter «Profil ▸ PR-Berichte» auf das Ende der laufenden Periode kündigen. Die Quittungen finden Sie ebenfalls dort.",
      ]);
      return stageOf(after);
    }
    if (state === "trialing" || state === "paid") {
      // A new period, or a cancellation made (or taken back) in the provider's own customer portal.
      const period = periodOf(info);
      if (!sameTime(period.nextChargeAt, row.nextChargeAt) || !sameTime(period.cancelAt, row.cancelAt)) {
        await tx.update(prReports).set(period).where(eq(prReports.id, row.id));
      }
      return stage;
    }
    // Failed or cancelled: the report leaves the site.
    stopBilling = state === "failed";
    const after = await update(
      tx,
      row,
      { status: "cancelled", paymentStatus: "cancelled", isPublished: false, cancelledAt: new Date() },
      { action: "pr_report.cancel", actorUserId: null, extra: { reason: state } },
    );
    await mailCompany(ctx, tx, after, `Ihr PR-Bericht «${row.title}» ist nicht mehr veröffentlicht`, [
      state === "failed"
        ? `die Zahlung für Ihren PR-Bericht «${row.title}» ist fehlgeschlagen. Das Abonnement wurde deshalb beendet und der Bericht ist nicht mehr auf dem Dorfportal ${ctx.config.municipality} zu sehen.`
        : `Ihr Abonnement für den PR-Bericht «${row.title}» wurde gekündigt. Der Bericht ist nicht mehr auf dem Dorfportal ${ctx.config.municipality} zu sehen, und es wird nichts mehr abgebucht.`,
      `Wenn Sie wieder einen PR-Bericht veröffentlichen möchten, können Sie unter ${ctx.config.publicUrl}/pr-service einen neuen bestellen.`,
    ]);
    return stageOf(after);
  });
  ctx.mailer.flushSoon();
  // A declined card would otherwise be retried by the provider for weeks after the report is gone.
  if (stopBilling) await ctx.payments.cancelSubscription(ctx.db, subscriptionId);
  return stage;
}
