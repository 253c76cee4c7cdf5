import { and, asc, desc, eq, gte, ne } from "drizzle-orm";
import { ADMIN_PR_REPORT_DAYS, type AdminPrReport, type PrReportEdit } from "../../../shared/admin/admin";
import { PR_REPORT_NOT_FOUND } from "../../../shared/pr-reports/pr-reports";
import type { Db } from "../../db/client";
import { prReports } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { deleteWithAudit, recordAudit, serialId } from "../../lib/moderation";
import type { PrReportRow } from "./lifecycle";
import { toAdminPrReport } from "./presenter";

/**
 * The admin's upkeep of PR reports: the lists (spec §9: the last 30 days), title and company name (and
 * the excerpt and text, to complete a generated draft), deletion. Approval and rejection belong to the payment lifecycle (approvePrReport/rejectPrReport).
 */

const since = (now: Date) => new Date(now.getTime() - ADMIN_PR_REPORT_DAYS * 86_400_000);

export async function pendingPrReports(db: Db, timeZone: string, now = new Date()): Promise<AdminPrReport[]> {
  const rows = await db
    .select()
    .from(prReports)
    .where(and(eq(prReports.status, "pending"), gte(prReports.createdAt, since(now))))
    .orderBy(asc(prReports.createdAt));
  return rows.map((row) => toAdminPrReport(row, timeZone));
}

export async function completedPrReports(
  db: Db,
  timeZone: string,
  now = new Date(),
): Promise<AdminPrReport[]> {
  const rows = await db
    .select()
    .from(prReports)
    .where(and(ne(prReports.status, "pending"), gte(prReports.createdAt, since(now))))
    .orderBy(desc(prReports.updatedAt), desc(prReports.id));
  return rows.map((row) => toAdminPrReport(row, timeZone));
}

export async function updatePrReport(
  db: Db,
  rawId: string,
  actorUserId: string,
  edit: PrReportEdit,
  timeZone: string,
): Promise<AdminPrReport> {
  const id = serialId(rawId);
  if (id === null) throw notFound(PR_REPORT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(prReports).where(eq(prReports.id, id)).for("update");
    if (!before) throw notFound(PR_REPORT_NOT_FOUND);
    const changes = {
      title: edit.title,
      companyName: edit.companyName,
      ...(edit.excerpt !== undefined ? { excerpt: edit.excerpt } : {}),
      ...(edit.content !== undefined ? { content: edit.content } : {}),
    };
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
      (field) => changes[field] !== before[field],
    );
    const [after] = await tx
      .update(prReports)
      .set({ ...changes, ...(changed.length ? { editedAt: new Date() } : {}) })
      .where(eq(prReports.id, id))
      .returning();
    // The audit row keeps the wording before and after (the text only when it changed): the generated
    // draft stays on record once the team has completed it.
    const recorded = new Set<keyof typeof changes>(["title", "companyName", ...changed]);
    const fieldsOf = (row: PrReportRow) =>
      Object.fromEntries([...recorded].map((field) => [field, row[field]]));
    await recordAudit(tx, {
      actorUserId,
      action: "pr-report.update",
      entityType: "pr-report",
      entityId: id,
      title: before.title,
      before: fieldsOf(before),
      after: fieldsOf(after!),
    });
    return toAdminPrReport(after!, timeZone);
  });
}

export async function deletePrReport(db: Db, rawId: string, actorUserId: string): Promise<void> {
  const id = serialId(rawId);
  if (id === null) throw notFound(PR_REPORT_NOT_FOUND);
  await deleteWithAudit(
    db,
    { entityType: "pr-report", id, missing: PR_REPORT_NOT_FOUND, actorUserId },
    (tx) => tx.delete(prReports).where(eq(prReports.id, id)).returning(),
    (row) => ({
      companyName: row.companyName,
      status: row.status,
      paymentStatus: row.paymentStatus,
      isPublished: row.isPublished,
    }),
  );
}
