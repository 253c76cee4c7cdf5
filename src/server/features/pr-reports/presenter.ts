import type { AdminPrReport } from "../../../shared/admin/admin";
import type { prReports } from "../../db/schema";
import { orderState } from "./orders";

export type PrReportRow = typeof prReports.$inferSelect;

export const toAdminPrReport = (row: PrReportRow, timeZone: string): AdminPrReport => ({
  id: row.id,
  title: row.title,
  companyName: row.companyName,
  companyDomain: row.companyDomain,
  excerpt: row.excerpt,
  content: row.content,
  paymentStatus: row.paymentStatus,
  status: row.status,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  writtenBy: row.writtenBy,
  fromWebsite: row.fromWebsite,
  ...orderState(row, timeZone),
});
