import type { AdminPrReport } from "../../../shared/admin/admin";
import type { PrReportDetail } from "../../../shared/pr-reports/pr-reports";
import {
  type OwnPrReport,
  paymentStatusLabel,
  publicationLabel,
} from "../../../shared/pr-reports/pr-service";
import type { PrReportRow } from "./lifecycle";
import { billingAddressOf, orderState } from "./orders";

/** What the administration and the ordering company both read of an order. */
const orderSummary = (row: PrReportRow, timeZone: string) => ({
  id: row.id,
  title: row.title,
  companyName: row.companyName,
  companyDomain: row.companyDomain,
  paymentStatus: row.paymentStatus,
  status: row.status,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  ...orderState(row, timeZone),
});

export const toAdminPrReport = (row: PrReportRow, timeZone: string): AdminPrReport => ({
  ...orderSummary(row, timeZone),
  excerpt: row.excerpt,
  content: row.content,
  writtenBy: row.writtenBy,
  fromWebsite: row.fromWebsite,
});

/** One order in the profile tab 'Meine PR-Berichte', with the payment-state texts of portal-members §4. */
export const toOwnPrReport = (row: PrReportRow, timeZone: string): OwnPrReport => ({
  ...orderSummary(row, timeZone),
  freeTrialEndsAt: row.freeTrialEndsAt?.toISOString() ?? null,
  paymentStatusLabel: paymentStatusLabel(row.paymentStatus),
  publicationLabel: publicationLabel(row.paymentStatus, row.isPublished),
  cancelAt: row.cancelAt?.toISOString() ?? null,
  nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
  billingAddress: billingAddressOf(row),
});

/** A report for its page; `privileged` (who ordered it, admins) also reads the ordering details. */
export const toPrReportDetail = (row: PrReportRow, privileged: boolean): PrReportDetail => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  imageUrl: row.imageUrl,
  companyName: row.companyName,
  companyDomain: row.companyDomain,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  modifiedAt:
    row.editedAt && row.publishedAt && row.editedAt > row.publishedAt ? row.editedAt.toISOString() : null,
  isPublished: row.isPublished,
  companyEmail: privileged ? row.companyEmail : null,
  writtenBy: privileged ? row.writtenBy : null,
  fromWebsite: privileged ? row.fromWebsite : null,
});
