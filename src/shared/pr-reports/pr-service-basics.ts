// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).
import { PR_FREE_TRIAL_DAYS, PR_MONTHLY_PRICE_CHF } from "../common/constants";

/** The offer in one line, as the PR service page lists it. */
export const PRICE_TEXT = `${PR_FREE_TRIAL_DAYS} Tage kostenlos nach Freigabe durch den Admin, danach ${PR_MONTHLY_PRICE_CHF} CHF pro Monat`;

/** Who writes a PR report's draft: the built-in template writer, or a language model (AI_BASE_URL). */
export const PR_DRAFT_WRITERS = ["template", "model"] as const;
export type PrDraftWriter = (typeof PR_DRAFT_WRITERS)[number];

/**
 * What the order pages tell the company about its report's draft before it pays: who wrote it, from
 * what, and that the editorial team revises and checks it before it is published. A draft of the
 * template writer is labelled a template to be completed, so that nothing is called 'KI' that is not.
 */
export function draftNote(writtenBy: PrDraftWriter, fromWebsite: boolean): { label: string; text: string } {
  if (writtenBy === "model") {
    return {
      label: "KI-Entwurf",
      text: fromWebsite
        ? "Ein Sprachmodell (KI) hat diesen Entwurf aus den Angaben Ihrer Website geschrieben. Die Redaktion prüft ihn vor der Veröffentlichung."
        : "Ihre Website konnte nicht gelesen werden: Ein Sprachmodell (KI) hat diesen Entwurf allein aus dem Namen und der Domain Ihres Unternehmens geschrieben. Die Redaktion ergänzt ihn mit Ihnen und prüft ihn vor der Veröffentlichung.",
    };
  }
  return {
    label: "Vorlage zum Ergänzen",
    text: fromWebsite
      ? "Dieser Entwurf ist aus den Angaben Ihrer Website zusammengesetzt, nicht von einer KI geschrieben. Die Redaktion überarbeitet und prüft ihn vor der Veröffentlichung."
      : "Ihre Website konnte nicht gelesen werden. Dieser Entwurf enthält deshalb nur den Namen und die Website Ihres Unternehmens; die Redaktion ergänzt ihn mit Ihnen und prüft ihn vor der Veröffentlichung.",
  };
}

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
