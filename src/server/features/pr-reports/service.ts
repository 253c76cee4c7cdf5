import { and, desc, eq, gt, inArray, isNull, lte, min, or, type SQL, sql } from "drizzle-orm";
import type { PrReportDetail } from "../../../shared/pr-reports/pr-reports";
import type { OwnPrReport } from "../../../shared/pr-reports/pr-service";
import type { Db, Tx } from "../../db/client";
import { prReports } from "../../db/schema";
import type { Viewer } from "../../lib/viewer";
import { canReadPrivatePrReport } from "./policy";
import { toOwnPrReport, toPrReportDetail } from "./presenter";

/** The date a report is listed under: its publication, else its creation. */
export const prReportDate = sql`coalesce(${prReports.publishedAt}, ${prReports.createdAt})`;

/** A report is public once it is published and its publication date has come. */
export const publicPrReport = (now: Date | SQL): SQL =>
  and(eq(prReports.isPublished, true), lte(prReportDate, now))!;

/** When the next published report dated in the future becomes public (the response cache expires then). */
export async function nextScheduledPrReport(db: Db, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(prReportDate).mapWith(prReports.publishedAt) })
    .from(prReports)
    .where(and(eq(prReports.isPublished, true), gt(prReportDate, now)));
  return row?.at ?? null;
}

/**
 * A report for its page: published ones for everybody; an unpublished one only for the member or
 * browser session that ordered it and for admins (DESIGN.md §4), who also read the ordering details.
 */
export async function prReportById(
  db: Db,
  id: number,
  viewer: Viewer,
  now = new Date(),
): Promise<PrReportDetail | null> {
  const [row] = await db.select().from(prReports).where(eq(prReports.id, id)).limit(1);
  if (!row) return null;
  const privileged = canReadPrivatePrReport(row, viewer);
  const published = row.isPublished && (row.publishedAt ?? row.createdAt).getTime() <= now.getTime();
  if (!published && !privileged) return null;
  return toPrReportDetail(row, privileged);
}

/**
 * At sign-in, the reports ordered in the browser session just replaced become the member's own: carried
 * once, to the member who signs in, and never again through that session (auth renewSession decides who; registered in routes.ts).
 */
export async function claimSessionOrders(tx: Tx, sessionId: string, userId: string): Promise<void> {
  await tx
    .update(prReports)
    .set({ ownerUserId: userId, ownerSessionId: null })
    .where(and(eq(prReports.ownerSessionId, sessionId), isNull(prReports.ownerUserId)));
}

/** The row behind a route that acts on one report, or null for an unknown number. */
export async function prReportRow(db: Db, id: number) {
  const [row] = await db.select().from(prReports).where(eq(prReports.id, id)).limit(1);
  return row ?? null;
}

/**
 * The profile tab 'Meine PR-Berichte': the member's reports and those this browser ordered before
 * signing in, newest first.
 */
export async function ownPrReports(db: Db, viewer: Viewer, timeZone: string): Promise<OwnPrReport[]> {
  const mine = [
    ...(viewer.userId ? [eq(prReports.ownerUserId, viewer.userId)] : []),
    ...(viewer.sessionIds.length ? [inArray(prReports.ownerSessionId, viewer.sessionIds)] : []),
  ];
  if (mine.length === 0) return [];
  const rows = await db
    .select()
    .from(prReports)
    .where(or(...mine))
    .orderBy(desc(prReports.createdAt), desc(prReports.id));
  return rows.map((row) => toOwnPrReport(row, timeZone));
}
