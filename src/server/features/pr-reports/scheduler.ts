import { and, eq, isNotNull, lte } from "drizzle-orm";
import { prReports } from "../../db/schema";
import { type PrServiceContext, syncPrSubscription } from "./lifecycle";

/** How often the billing step runs; a trial that ended is billed within this time. */
export const PR_BILLING_INTERVAL_MS = 10 * 60_000;

/**
 * The clock-driven part of the lifecycle: bills the subscriptions whose period ended (the test
 * provider; Stripe bills by itself) and brings every report whose trial is over in line with its
 * subscription. Safe to run often and on several instances at once: billing takes row locks and skips
 * locked rows, and each report changes under its own row lock only from the state it is found in.
 */
export async function runPrBilling(ctx: PrServiceContext, now: Date): Promise<void> {
  const billed = await ctx.payments.billDue(ctx.db, now);
  const due = await ctx.db
    .select({ subscriptionId: prReports.stripeSubscriptionId })
    .from(prReports)
    .where(
      and(
        eq(prReports.paymentStatus, "free_trial"),
        lte(prReports.freeTrialEndsAt, now),
        isNotNull(prReports.stripeSubscriptionId),
      ),
    );
  const subscriptions = new Set([...billed, ...due.map((row) => row.subscriptionId!)]);
  for (const subscriptionId of subscriptions) await syncPrSubscription(ctx, subscriptionId);
}

interface SchedulerLog {
  warn(details: object, message: string): void;
}

/** Starts the periodic billing step on the provider's clock (the test provider's can be moved on). */
export function startPrBilling(
  ctx: PrServiceContext,
  log: SchedulerLog,
  reportRun: (job: "pr_billing", outcome: "ok" | "failed") => void,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runPrBilling(ctx, await ctx.payments.now(ctx.db));
      reportRun("pr_billing", "ok");
    } catch (error) {
      reportRun("pr_billing", "failed");
      log.warn({ err: error }, "PR billing failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, PR_BILLING_INTERVAL_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
