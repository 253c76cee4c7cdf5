import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentEvents } from "../../db/schema";
import type { PaymentEvent, PaymentEventTarget } from "../../providers/payments/index";

/**
 * Handles a provider event once: its id is claimed in the database first (a repeated or concurrent
 * delivery finds it taken) and released again when handling fails, so that the provider's retry
 * gets another chance. Answers whether this delivery was the one that handled it.
 */
export async function recordPaymentEvent(
  db: Db,
  event: PaymentEvent,
  handle: (target: PaymentEventTarget) => Promise<void>,
): Promise<boolean> {
  const claimed = await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (claimed.length === 0) return false;
  try {
    await handle(event.target);
  } catch (error) {
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw error;
  }
  return true;
}
