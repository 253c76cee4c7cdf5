import { eq } from "drizzle-orm";
import { PR_MONTHLY_PRICE_CHF } from "../../../shared/common/constants";
import { formatLongDate } from "../../../shared/common/dates";
import type {
  BillingAddress,
  BillingCountry,
  PrReceiptSummary,
  PrStage,
} from "../../../shared/pr-reports/pr-service";
import { isPrDraft, isPrSubscriptionRunning } from "../../../shared/pr-reports/pr-service-basics";
import { prReports } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-errors";
import { recordAudit } from "../../lib/moderation";
import {
  lockReport,
  mailCompany,
  NOT_FOUND,
  type PrReportRow,
  type PrServiceContext,
  stageOf,
  update,
} from "./lifecycle";

/**
 * The company's side of an order after it was placed: where it stands in one line, deleting a draft,
 * cancelling at the end of the period, and the receipts of what was paid.
 */

export const PR_NOT_A_DRAFT =
  "Nur ein Entwurf ohne hinterlegte Zahlungsmethode kann gelöscht werden. Ein laufendes Abonnement können Sie kündigen.";
export const PR_NOT_RUNNING = "Nur ein laufendes Abonnement kann gekündigt werden.";
export const PR_ALREADY_CANCELLED = "Dieses Abonnement ist bereits gekündigt.";

/** The order's state as the profile and the administration show it: one line, dates in the site's zone. */
export function orderState(row: PrReportRow, timeZone: string): { stage: PrStage; stateLine: string } {
  const day = (date: Date | null) => (date ? formatLongDate(date, timeZone) : "");
  const stage = stageOf(row);
  const lines: Record<PrStage, () => string> = {
    ordered: () => "Entwurf: Zahlungsmethode noch nicht hinterlegt",
    awaiting_approval: () => "Zahlungsmethode hinterlegt, wartet auf Freigabe",
    free_trial: () =>
      row.cancelAt
        ? `Gekündigt per ${day(row.cancelAt)} (Testphase, es wird nichts abgebucht)`
        : `Testphase bis ${day(row.freeTrialEndsAt)}, danach ${PR_MONTHLY_PRICE_CHF} CHF pro Monat`,
    paid: () =>
      row.cancelAt
        ? `Gekündigt per ${day(row.cancelAt)}`
        : row.nextChargeAt
          ? `Aktiv, nächste Abbuchung am ${day(row.nextChargeAt)}`
          : "Aktiv",
    cancelled: () => `Gekündigt per ${day(row.cancelAt ?? row.cancelledAt ?? row.updatedAt)}`,
    rejected: () => "Von der Redaktion abgelehnt",
  };
  return { stage, stateLine: lines[stage]() };
}

export function billingAddressOf(row: PrReportRow): BillingAddress | null {
  if (!row.billingStreet || !row.billingPostalCode || !row.billingCity) return null;
  return {
    street: row.billingStreet,
    postalCode: row.billingPostalCode,
    city: row.billingCity,
    country: (row.billingCountry ?? "CH") as BillingCountry,
  };
}

/** Deletes an order that never got a saved card (nothing was agreed, nothing is billed). */
export async function deletePrDraft(ctx: PrServiceContext, reportId: number, actorUserId: string | null) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockReport(tx, eq(prReports.id, reportId));
    if (!row) throw notFound(NOT_FOUND);
    if (!isPrDraft(stageOf(row))) throw conflict(PR_NOT_A_DRAFT);
    await tx.delete(prReports).where(eq(prReports.id, row.id));
    await recordAudit(tx, {
      actorUserId,
      action: "pr_report.draft_deleted",
      entityType: "pr_report",
      entityId: row.id,
      title: row.title,
      before: { companyDomain: row.companyDomain },
      after: null,
    });
  });
}

/**
 * The company's cancellation inside the portal: the provider ends the subscription at the end of the
 * current period (the trial, or the month paid for); the report stays published until then and is
 * taken off when the provider reports the end (syncPrSubscription).
 */
export async function cancelPrOrder(
  ctx: PrServiceContext,
  reportId: number,
  actorUserId: string | null,
): Promise<{ cancelAt: string }> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockReport(tx, eq(prReports.id, reportId));
    if (!row) throw notFound(NOT_FOUND);
    const stage = stageOf(row);
    if (!isPrSubscriptionRunning(stage) || !row.stripeSubscriptionId) {
      throw conflict(stage === "cancelled" ? PR_ALREADY_CANCELLED : PR_NOT_RUNNING);
    }
    if (row.cancelAt) throw conflict(PR_ALREADY_CANCELLED);
    const cancelAt = await ctx.payments.cancelAtPeriodEnd(tx, row.stripeSubscriptionId);
    const after = await update(
      tx,
      row,
      { cancelAt, nextChargeAt: null },
      { action: "pr_report.cancel_at_period_end", actorUserId },
    );
    const endDate = formatLongDate(cancelAt, ctx.config.timeZone);
    await mailCompany(ctx, tx, after, `Kündigung Ihres PR-Berichts «${row.title}»`, [
      `wir bestätigen die Kündigung Ihres Abonnements für den PR-Bericht «${row.title}» per ${endDate}.`,
      stage === "free_trial"
        ? "Die Kündigung gilt auf das Ende der Gratis-Testphase: Es wird nichts abgebucht."
        : "Bis dahin bleibt der Bericht veröffentlicht; danach wird nichts mehr abgebucht.",
    ]);
    return { cancelAt: cancelAt.toISOString() };
  });
  ctx.mailer.flushSoon();
  return result;
}

/** The receipts of an order, as the provider lists its paid invoices. */
export async function receiptsOf(ctx: PrServiceContext, row: PrReportRow): Promise<PrReceiptSummary[]> {
  if (!row.stripeSubscriptionId) return [];
  const invoices = await ctx.payments.paidInvoices(ctx.db, row.stripeSubscriptionId);
  return invoices.map((invoice) => ({
    id: invoice.id,
    paidAt: invoice.paidAt.toISOString(),
    periodStart: invoice.periodStart.toISOString(),
    periodEnd: invoice.periodEnd.toISOString(),
    amountRappen: invoice.amountRappen,
    url: `/api/pr-reports/${row.id}/receipts/${encodeURIComponent(invoice.id)}`,
  }));
}
