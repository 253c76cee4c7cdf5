// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).
import { PR_FREE_TRIAL_DAYS, PR_MONTHLY_PRICE_CHF } from "./constants";

/** The offer in one line, as the PR service page lists it. */
export const PRICE_TEXT = `${PR_FREE_TRIAL_DAYS} Tage kostenlos nach Freigabe durch den Admin, danach ${PR_MONTHLY_PRICE_CHF} CHF pro Monat`;

/** The built-in test provider's card numbers, as Stripe's test cards behave. */
export const TEST_CARD_ACCEPTED = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";
export const TEST_MODE_NOTICE = "Testmodus – es wird nichts abgebucht";

/** Where a PR order stands (server: lifecycle stageOf). */
export type PrStage = "ordered" | "awaiting_approval" | "free_trial" | "paid" | "rejected" | "cancelled";

/** What can be done with an order at its stage: the server enforces it, the profile offers only that. */
export const isPrDraft = (stage: PrStage) => stage === "ordered";
export const isPrSubscriptionRunning = (stage: PrStage) => stage === "free_trial" || stage === "paid";
/** Stages after which the provider may hold paid invoices for the order. */
export const mayHavePrReceipts = (stage: PrStage) => stage === "paid" || stage === "cancelled";

/** The countries a company is billed in most often; the receipt's VAT note depends on it. */
export const BILLING_COUNTRIES = {
  CH: "Schweiz",
  LI: "Liechtenstein",
  DE: "Deutschland",
  AT: "Österreich",
  FR: "Frankreich",
  IT: "Italien",
} as const;
export type BillingCountry = keyof typeof BILLING_COUNTRIES;

/** An amount in Rappen as receipts and the profile show it: 'CHF 10.00'. */
export const formatChf = (rappen: number) => `CHF ${(rappen / 100).toFixed(2)}`;
