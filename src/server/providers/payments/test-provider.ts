import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { TEST_CARD_ACCEPTED, TEST_CARD_DECLINED } from "../../../shared/pr-reports/pr-service";
import type { Db } from "../../db/client";
import { testPaymentClock, testPayments } from "../../db/schema";
import {
  PaymentDeclinedError,
  PaymentEventRejected,
  type PaymentProvider,
  type PaymentStore,
  PR_SUBSCRIPTION_AMOUNT_RAPPEN,
} from "./types";

/**
 * A card that is saved but declined when the first invoice is due (Stripe's 4000 0000 0000 0341), so
 * that the failed-payment path can be tried in test mode as well.
 */
export const TEST_CARD_FAILS_LATER = "4000000000000341";
const SAVEABLE_CARDS = new Set([TEST_CARD_ACCEPTED, TEST_CARD_FAILS_LATER]);

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const addMonth = (date: Date) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

/** The test provider's own objects, answered like Stripe's. */
export interface TestPaymentProvider extends PaymentProvider {
  /** The test card form's confirmation: saves the card or throws PaymentDeclinedError. */
  confirmSetup(store: PaymentStore, clientSecret: string, cardNumber: string): Promise<string>;
  /** Moves the test clock on (like a Stripe test clock); `now` is real time plus all moves. */
  advanceClock(store: PaymentStore, ms: number): Promise<Date>;
}

export const isTestProvider = (provider: PaymentProvider): provider is TestPaymentProvider =>
  provider.mode.provider === "test";

async function row(store: PaymentStore, id: string) {
  const [found] = await store.select().from(testPayments).where(eq(testPayments.id, id)).limit(1);
  return found ?? null;
}

export function createTestProvider(): TestPaymentProvider {
  const provider: TestPaymentProvider = {
    mode: { provider: "test" },

    async startSetup(store, request) {
      let customerId = request.customerId;
      if (customerId && (await row(store, customerId))) {
        await store.update(testPayments).set({ email: request.email }).where(eq(testPayments.id, customerId));
      } else {
        customerId = newId("cus");
        await store
          .insert(testPayments)
          .values({ id: customerId, kind: "customer", email: request.email, status: "active" });
      }
      if (request.setupIntentId) {
        const open = await row(store, request.setupIntentId);
        if (open && open.status === "requires_payment_method") {
          return { customerId, setupIntentId: open.id, clientSecret: `${open.id}_secret` };
        }
      }
      const setupIntentId = newId("seti");
      await store
        .insert(testPayments)
        .values({ id: setupIntentId, kind: "setup_intent", customerId, status: "requires_payment_method" });
      return { customerId, setupIntentId, clientSecret: `${setupIntentId}_secret` };
    },

    async confirmSetup(store, clientSecret, cardNumber) {
      const setupIntentId = clientSecret.replace(/_secret$/, "");
      const intent = await row(store, setupIntentId);
      if (intent?.kind !== "setup_intent" || `${intent.id}_secret` !== clientSecret) {
        throw new PaymentDeclinedError("Die Zahlungsanfrage ist ungültig. Bitte laden Sie die Seite neu.");
      }
      if (cardNumber === TEST_CARD_DECLINED || !SAVEABLE_CARDS.has(cardNumber)) {
        throw new PaymentDeclinedError("Ihre Karte wurde abgelehnt.");
      }
      if (intent.status !== "succeeded") {
        await store
          .update(testPayments)
          .set({ status: "succeeded", paymentMethodId: newId("pm"), cardLast4: cardNumber.slice(-4) })
          .where(eq(testPayments.id, setupIntentId));
      }
      return setupIntentId;
    },

    async setupState(store, setupIntentId) {
      const intent = await row(store, setupIntentId);
      return {
        succeeded: intent?.status === "succeeded",
        paymentMethodId: intent?.status === "succeeded" ? intent.paymentMethodId : null,
      };
    },

    async startSubscription(store, request) {
      // One subscription per report, however often approval is tried.
      const id = `sub_test_report_${request.reportId}`;
      const [method] = await store
        .select({ cardLast4: testPayments.cardLast4 })
        .from(testPayments)
        .where(
          and(
            eq(testPayments.kind, "setup_intent"),
            eq(testPayments.paymentMethodId, request.paymentMethodId),
          ),
        )
        .limit(1);
      await store
        .insert(testPayments)
        .values({
          id,
          kind: "subscription",
          customerId: request.customerId,
          paymentMethodId: request.paymentMethodId,
          cardLast4: method?.cardLast4 ?? null,
          status: "trialing",
          periodEnd: request.trialEnd,
          amountRappen: PR_SUBSCRIPTION_AMOUNT_RAPPEN,
        })
        .onConflictDoNothing();
      return id;
    },

    async subscription(store, subscriptionId) {
      const subscription = await row(store, subscriptionId);
      const periodEnd = subscription?.periodEnd ?? null;
      const cancelAtPeriodEnd = subscription?.cancelAtPeriodEnd ?? false;
      if (!subscription || subscription.status === "canceled") {
        return { state: "cancelled", periodEnd, cancelAtPeriodEnd };
      }
      if (subscription.status === "past_due") return { state: "failed", periodEnd, cancelAtPeriodEnd };
      return { state: subscription.paidInvoices > 0 ? "paid" : "trialing", periodEnd, cancelAtPeriodEnd };
    },

    async cancelAtPeriodEnd(store, subscriptionId) {
      const [subscription] = await store
        .update(testPayments)
        .set({ cancelAtPeriodEnd: true })
        .where(and(eq(testPayments.id, subscriptionId), eq(testPayments.kind, "subscription")))
        .returning();
      if (!subscription?.periodEnd) throw new Error(`unknown test subscription ${subscriptionId}`);
      return subscription.periodEnd;
    },

    async paidInvoices(store, subscriptionId) {
      const invoices = await store
        .select()
        .from(testPayments)
        .where(and(eq(testPayments.kind, "invoice"), eq(testPayments.subscriptionId, subscriptionId)))
        .orderBy(asc(testPayments.periodStart), asc(testPayments.id));
      return invoices.map((invoice) => ({
        id: invoice.id,
        // Billed when its period begins, as Stripe does.
        paidAt: invoice.periodStart!,
        periodStart: invoice.periodStart!,
        periodEnd: invoice.periodEnd!,
        amountRappen: invoice.amountRappen ?? PR_SUBSCRIPTION_AMOUNT_RAPPEN,
      }));
    },

    async cancelSubscription(store, subscriptionId) {
      await store
        .update(testPayments)
        .set({ status: "canceled" })
        .where(
          and(
            eq(testPayments.id, subscriptionId),
            inArray(testPayments.status, ["trialing", "active", "past_due"]),
          ),
        );
    },

    verifyEvent() {
      throw new PaymentEventRejected("the test provider sends no webhooks");
    },

    async billDue(db: Db, now: Date) {
      const billed: string[] = [];
      // Row locks, skipped when held: several instances bill each subscription period exactly once.
      for (;;) {
        const id = await db.transaction(async (tx) => {
          const [due] = await tx
            .select()
            .from(testPayments)
            .where(
              and(
                eq(testPayments.kind, "subscription"),
                inArray(testPayments.status, ["trialing", "active"]),
                lte(testPayments.periodEnd, now),
              ),
            )
            .limit(1)
            .for("update", { skipLocked: true });
          if (!due?.periodEnd) return null;
          if (due.cancelAtPeriodEnd) {
            await tx.update(testPayments).set({ status: "canceled" }).where(eq(testPayments.id, due.id));
            return due.id;
          }
          const declined = due.cardLast4 === TEST_CARD_FAILS_LATER.slice(-4);
          const periodEnd = addMonth(due.periodEnd);
          await tx
            .update(testPayments)
            .set(
              declined
                ? { status: "past_due" }
                : { status: "active", paidInvoices: sql`${testPayments.paidInvoices} + 1`, periodEnd },
            )
            .where(eq(testPayments.id, due.id));
          if (!declined) {
            await tx.insert(testPayments).values({
              id: newId("in"),
              kind: "invoice",
              customerId: due.customerId,
              subscriptionId: due.id,
              status: "paid",
              amountRappen: due.amountRappen ?? PR_SUBSCRIPTION_AMOUNT_RAPPEN,
              periodStart: due.periodEnd,
              periodEnd,
            });
          }
          return due.id;
        });
        if (!id) return billed;
        billed.push(id);
      }
    },

    async now(store) {
      const [clock] = await store.select().from(testPaymentClock).limit(1);
      return new Date(Date.now() + (clock?.offsetMs ?? 0));
    },

    async advanceClock(store, ms) {
      await store
        .insert(testPaymentClock)
        .values({ id: 1, offsetMs: ms })
        .onConflictDoUpdate({
          target: testPaymentClock.id,
          set: { offsetMs: sql`${testPaymentClock.offsetMs} + ${ms}` },
        });
      return provider.now(store);
    },
  };
  return provider;
}
