import { eq } from "drizzle-orm";
import { prReports, testPayments } from "../../db/schema";
import type { RouteKey } from "../../lib/route-table";
import type { Person, SecurityApp } from "./harness";
import { hiddenButFromOwner, type RouteSample } from "./route-samples";

/** The samples of a PR order's routes after ordering (issue 30): its orderer's and administrators'. */

/** A PR report the owner ordered (a draft: nothing saved, not published). */
async function draftOrder(app: SecurityApp, owner: Person) {
  const response = await app.call({
    method: "POST",
    url: "/api/generate-pr-report",
    payload: { companyDomain: "beck-suhr.ch" },
    cookie: owner.cookie,
  });
  if (response.statusCode !== 200) throw new Error(`PR report as owner: ${response.statusCode}`);
  return String(response.json().prReportId);
}

/** A draft order with one paid receipt of its (test) subscription. */
async function orderWithReceipt(app: SecurityApp, owner: Person) {
  const id = await draftOrder(app, owner);
  const subscriptionId = `sub_test_report_${id}`;
  const { db } = app.app.ctx;
  await db
    .update(prReports)
    .set({ stripeSubscriptionId: subscriptionId })
    .where(eq(prReports.id, Number(id)));
  const receiptId = `in_test_receipt_${id}`;
  await db.insert(testPayments).values({
    id: receiptId,
    kind: "invoice",
    subscriptionId,
    status: "paid",
    amountRappen: 1000,
    periodStart: new Date(),
    periodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  return { params: { id, receiptId } };
}

const draft = async (app: SecurityApp, owner: Person) => ({ params: { id: await draftOrder(app, owner) } });

export const PR_ORDER_SAMPLES = {
  "DELETE /api/pr-reports/:id": hiddenButFromOwner(draft),
  "POST /api/pr-reports/:id/cancel": hiddenButFromOwner(draft),
  "GET /api/pr-reports/:id/receipts": hiddenButFromOwner(draft),
  "GET /api/pr-reports/:id/receipts/:receiptId": hiddenButFromOwner(orderWithReceipt),
} satisfies Partial<Record<RouteKey, RouteSample>>;
