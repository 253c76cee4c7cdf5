import { z } from "zod";
import {
  BILLING_COUNTRIES,
  type BillingCountry,
  type PrDraftWriter,
  type PrStage,
} from "./pr-service-basics";

export * from "./pr-service-basics";

/**
 * The PR service (spec portal-public §2 "PR service", §5 "PR domain", §7 generate-pr-report and
 * create-pr-subscription): the rules and German texts both the form and the server apply.
 */

export const DOMAIN_REQUIRED = "Domain ist erforderlich";
export const DOMAIN_INVALID = "Bitte geben Sie eine gültige Domain ein (z.B. beispiel.ch)";
/** Labels of letters, digits and hyphens, ending in a top-level domain of at least 2 letters. */
const DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * A pasted website address (`https://www.beispiel.ch/kontakt?x=1`) is read as its host name: scheme,
 * user, port, path, query and a closing dot go; what is left must be a domain.
 */
export const hostOfAddress = (value: string) =>
  value
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/^[^/?#@]*@/, "")
    .replace(/[/?#].*$/s, "")
    .replace(/:\d*$/, "")
    .replace(/\.$/, "")
    .toLowerCase();

export const companyDomainSchema = z
  .string({ error: DOMAIN_REQUIRED })
  .trim()
  .min(1, DOMAIN_REQUIRED)
  .transform(hostOfAddress)
  .pipe(z.string().regex(DOMAIN_PATTERN, DOMAIN_INVALID));

export const generatePrReportSchema = z.object({ companyDomain: companyDomainSchema });

/** POST /api/generate-pr-report answer: the preview and the report to pay for. */
export interface PrReportPreview {
  prReportId: number;
  preview: { title: string; companyName: string; excerpt: string };
  /** Who wrote the draft, and whether the company's website could be read (draftNote says it in words). */
  writtenBy: PrDraftWriter;
  fromWebsite: boolean;
}

export const PAYMENT_EMAIL_REQUIRED = "E-Mail ist erforderlich";
export const PAYMENT_EMAIL_INVALID = "Ungültige E-Mail-Adresse";

const COUNTRY_CODES = Object.keys(BILLING_COUNTRIES) as [BillingCountry, ...BillingCountry[]];

/** The company's address for its receipts (Swiss and Liechtenstein postal codes have four digits). */
export const billingAddressSchema = z
  .object({
    street: z
      .string({ error: "Bitte geben Sie Strasse und Hausnummer ein." })
      .trim()
      .min(1, "Bitte geben Sie Strasse und Hausnummer ein.")
      .max(200, "Die Adresse ist zu lang."),
    postalCode: z
      .string({ error: "Bitte geben Sie die Postleitzahl ein." })
      .trim()
      .regex(/^[A-Za-z0-9 -]{3,10}$/, "Bitte geben Sie eine gültige Postleitzahl ein."),
    city: z
      .string({ error: "Bitte geben Sie den Ort ein." })
      .trim()
      .min(1, "Bitte geben Sie den Ort ein.")
      .max(100, "Der Ort ist zu lang."),
    country: z.enum(COUNTRY_CODES, { error: "Bitte wählen Sie ein Land." }).default("CH"),
  })
  .refine((address) => !["CH", "LI"].includes(address.country) || /^\d{4}$/.test(address.postalCode), {
    message: "Schweizer Postleitzahlen haben vier Ziffern.",
    path: ["postalCode"],
  });
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const createPrSubscriptionSchema = z.object({
  prReportId: z.coerce.number({ error: "PR-Bericht nicht gefunden" }).int().positive().max(2_147_483_647),
  email: z
    .string({ error: PAYMENT_EMAIL_REQUIRED })
    .trim()
    .min(1, PAYMENT_EMAIL_REQUIRED)
    .max(254, PAYMENT_EMAIL_INVALID)
    .pipe(z.email({ error: PAYMENT_EMAIL_INVALID })),
  companyName: z.string().trim().max(200).optional(),
  /** Optional for API callers; the payment form asks for it, and receipts print it. */
  billingAddress: billingAddressSchema.optional(),
});

/** Which provider the payment page talks to: Stripe's Payment Element, or the built-in test card form. */
export type PaymentMode = { provider: "stripe"; publishableKey: string } | { provider: "test" };

/** POST /api/create-pr-subscription answer. */
export interface PrSubscriptionSetup {
  clientSecret: string;
}

export const testCardSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z
    .string({ error: "Bitte geben Sie eine Kartennummer ein." })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Bitte geben Sie eine gültige Kartennummer ein.")),
});

/** The profile tab 'Meine PR-Berichte' (portal-members §2 and §4). */
export interface OwnPrReport {
  id: number;
  title: string;
  companyName: string;
  companyDomain: string;
  status: string;
  paymentStatus: string;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  freeTrialEndsAt: string | null;
  cancelledAt: string | null;
  /** 'Gratis-Test', 'Bezahlt' or 'Ausstehend' (and 'Gekündigt' for the cancelled state). */
  paymentStatusLabel: string;
  /** 'Veröffentlicht', 'Zur Veröffentlichung bereit' or 'Zahlung ausstehend'. */
  publicationLabel: string;
  stage: PrStage;
  /** The order's state in one line ('Testphase bis 9. Dezember 2026', 'Gekündigt per …'). */
  stateLine: string;
  /** The end of the period it was cancelled at (published until then), or null. */
  cancelAt: string | null;
  /** The next charge while it runs and is not cancelled. */
  nextChargeAt: string | null;
  billingAddress: BillingAddress | null;
}

/** One receipt of an order (GET /api/pr-reports/{id}/receipts); `url` is its printable HTML page. */
export interface PrReceiptSummary {
  id: string;
  paidAt: string;
  periodStart: string;
  periodEnd: string;
  amountRappen: number;
  url: string;
}

/** portal-members §4: payment status texts; the spec names a cancelled state without a text. */
export function paymentStatusLabel(paymentStatus: string): string {
  if (paymentStatus === "free_trial") return "Gratis-Test";
  if (paymentStatus === "completed") return "Bezahlt";
  if (paymentStatus === "cancelled") return "Gekündigt";
  return "Ausstehend";
}

/** portal-members §4: the own list's publication text. */
export function publicationLabel(paymentStatus: string, isPublished: boolean): string {
  if (paymentStatus === "completed") return isPublished ? "Veröffentlicht" : "Zur Veröffentlichung bereit";
  return "Zahlung ausstehend";
}
