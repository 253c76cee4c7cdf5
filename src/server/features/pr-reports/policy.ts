import type { prReports } from "../../db/schema";
import type { Viewer } from "../../lib/viewer";

/**
 * Who may do what with a PR report, in one place (the routes ask, the services trust the answer).
 * DESIGN.md §4: an unpublished report belongs to the browser session or member that ordered it.
 */

type PrReportOwnership = Pick<typeof prReports.$inferSelect, "ownerUserId" | "ownerSessionId">;

export const isPrReportOrderer = (row: PrReportOwnership, viewer: Viewer) =>
  (viewer.userId !== null && row.ownerUserId === viewer.userId) ||
  (row.ownerSessionId !== null && viewer.sessionIds.includes(row.ownerSessionId));

/** Reading an unpublished report, with its billing address: its orderer and admins. */
export const canReadPrivatePrReport = (row: PrReportOwnership, viewer: Viewer) =>
  viewer.isAdmin || isPrReportOrderer(row, viewer);

/** Saving the payment method and checking its state: only whoever ordered the report. */
export const canPayForPrReport = (row: PrReportOwnership, viewer: Viewer) => isPrReportOrderer(row, viewer);

/** Deleting a draft, cancelling, reading the receipts: whoever ordered it, and admins. */
export const canManagePrOrder = canReadPrivatePrReport;

/** How many reports one browser session and one member may generate per hour (each one fetches a site). */
export const GENERATION_LIMITS = { perSessionPerHour: 5, perMemberPerHour: 10 } as const;
