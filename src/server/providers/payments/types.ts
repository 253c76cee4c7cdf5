import type { PaymentMode } from "../../../shared/pr-reports/pr-service";
import type { Db, Tx } from "../../db/client";

/** Where the test provider keeps its records: the transaction of the change that uses them. */
export type PaymentStore = Db | Tx;

export interface SetupRequest {
  reportId: number;
  email: string;
  companyName: string;
  /** The customer made for this report before, reused (with the e-mail brought up to date). */
  customerId: string | null;
  /** A setup started before; its client secret is handed out again while it is still open. */
  setupIntentId: string | null;
}

export interface SetupStart {
  customerId: string;
  setupIntentId: string;
  clientSecret: string;
}

/** What the provider says about a saved card: the only proof the PR service accepts. */
export interface SetupState {
  succeeded: boolean;
  paymentMethodId: string | null;
}

export interface SubscriptionRequest {
  reportId: number;
  customerId: string;
  paymentMethodId: string;
  trialEnd: Date;
}

/**
 * The subscription as the provider sees it now: in its free trial, paid (an invoice after the trial was
 * paid), failed (a payment was declined) or cancelled (for example by the company in the provider's portal).
 */
export type SubscriptionState = "trialing" | "paid" | "failed" | "cancelled";

/**
 * The subscription now: its state, when its current period (the trial, or a paid month) ends, and
 * whether it ends then instead of being billed again.
 */
export interface SubscriptionInfo {
  state: SubscriptionState;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** A paid invoice of the subscription: what a receipt is printed from. */
export interface PaidInvoice {
  id: string;
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date;
  amountRappen: number;
}

/** A verified provider event, read only as a hint of which object to look at again. */
export type PaymentEventTarget =
  | { kind: "setup"; setupIntentId: string }
  | { kind: "subscription"; subscriptionId: string }
  | { kind: "ignored" };

export interface PaymentEvent {
  id: string;
  type: string;
  target: PaymentEventTarget;
}

export class PaymentDeclinedError extends Error {}
export class PaymentEventRejected extends Error {}

/** One interface for the PR subscription, implemented by Stripe and by the built-in test provider. */
export interface PaymentProvider {
  readonly mode: PaymentMode;
  startSetup(store: PaymentStore, request: SetupRequest): Promise<SetupStart>;
  setupState(store: PaymentStore, setupIntentId: string): Promise<SetupState>;
  /** 10 CHF a month, free until trialEnd; repeated calls for one report give the same subscription. */
  startSubscription(store: PaymentStore, request: SubscriptionRequest): Promise<string>;
  subscription(store: PaymentStore, subscriptionId: string): Promise<SubscriptionInfo>;
  /** Stops billing a subscription that has failed; no-op when it is already over. */
  cancelSubscription(store: PaymentStore, subscriptionId: string): Promise<void>;
  /**
   * The company's cancellation: the subscription runs to the end of its current period (the trial, or
   * the month paid for) and is not billed again. Answers that end; asked twice, the same.
   */
  cancelAtPeriodEnd(store: PaymentStore, subscriptionId: string): Promise<Date>;
  /** The subscription's paid invoices, oldest first. */
  paidInvoices(store: PaymentStore, subscriptionId: string): Promise<PaidInvoice[]>;
  /** Verifies a webhook on its raw body; throws PaymentEventRejected for a bad signature. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /**
   * Bills the subscriptions whose period has ended by `now` (the test provider; Stripe bills by itself)
   * and answers the subscriptions that changed.
   */
  billDue(db: Db, now: Date): Promise<string[]>;
  /** The provider's time, by which billing is due: real time, or the test provider's movable clock. */
  now(store: PaymentStore): Promise<Date>;
}

export const PR_SUBSCRIPTION_AMOUNT_RAPPEN = 1000;
export const PR_SUBSCRIPTION_CURRENCY = "chf";
