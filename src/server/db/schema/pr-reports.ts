import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { PR_PAYMENT_STATUSES, PR_REPORT_STATUSES } from "../../../shared/common/constants";
import { PR_DRAFT_WRITERS, type PrDraftWriter } from "../../../shared/pr-reports/pr-service-basics";
import { namesMember } from "./accounts";
import { oneOf, timestamps } from "./columns";

export const prReports = pgTable(
  "pr_reports",
  {
    id: serial().primaryKey(),
    companyDomain: text().notNull(),
    companyName: text().notNull(),
    companyEmail: text(),
    title: text().notNull(),
    content: text().notNull(),
    excerpt: text(),
    imageUrl: text(),
    paymentIntentId: text(),
    stripeSubscriptionId: text(),
    stripeCustomerId: text(),
    paymentStatus: text().notNull().default("pending"),
    status: text().notNull().default("pending"),
    isPublished: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    freeTrialEndsAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** When an admin last changed the title, company name or text: the page's dateModified. */
    editedAt: timestamp({ withTimezone: true }),
    /** The card the company saved for the subscription (read from the provider, never from the browser). */
    paymentMethodId: text(),
    /** The company's billing address, printed on its receipts (country as ISO 3166 code, 'CH' by default). */
    billingStreet: text(),
    billingPostalCode: text(),
    billingCity: text(),
    billingCountry: text(),
    /** The end of the period the company cancelled at: it stays published and unbilled until then. */
    cancelAt: timestamp({ withTimezone: true }),
    /** The next charge as the provider reports it (the trial's end, then each period's). */
    nextChargeAt: timestamp({ withTimezone: true }),
    /**
     * Who wrote the generated draft (the template writer or a model) and whether it had the company's
     * website to go on: the order pages tell the company so before it pays.
     */
    writtenBy: text().$type<PrDraftWriter>().notNull().default("template"),
    fromWebsite: boolean().notNull().default(true),
    /** Who ordered it: a member, or else the browser session that generated it. */
    ownerUserId: namesMember(),
    ownerSessionId: varchar({ length: 128 }),
    ...timestamps(),
  },
  (t) => [
    check("pr_reports_status_check", oneOf("status", PR_REPORT_STATUSES)),
    check("pr_reports_payment_status_check", oneOf("payment_status", PR_PAYMENT_STATUSES)),
    check("pr_reports_written_by_check", oneOf("written_by", PR_DRAFT_WRITERS)),
    index("pr_reports_published_idx").on(t.isPublished, t.publishedAt.desc()),
    index("pr_reports_status_created_idx").on(t.status, t.createdAt.desc()),
    index("pr_reports_owner_idx").on(t.ownerUserId),
    index("pr_reports_owner_session_idx").on(t.ownerSessionId),
    uniqueIndex("pr_reports_setup_intent_idx").on(t.paymentIntentId),
    uniqueIndex("pr_reports_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

/** Payment provider events already handled: a webhook delivered twice is processed once. */
export const paymentEvents = pgTable("payment_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test payment provider's own records (customers, setup intents, subscriptions), kept the way
 * Stripe keeps them so that the PR service runs the same code against both.
 */
export const testPayments = pgTable(
  "test_payments",
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    customerId: text(),
    email: text(),
    status: text().notNull(),
    cardLast4: text(),
    paymentMethodId: text(),
    /** The subscription's trial end, and afterwards the end of the paid period. */
    periodEnd: timestamp({ withTimezone: true }),
    amountRappen: integer(),
    paidInvoices: integer().notNull().default(0),
    /** A subscription ends at its period's end instead of being billed again. */
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** An invoice's subscription and the period it paid for (periodEnd above is its end). */
    subscriptionId: text(),
    periodStart: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("test_payments_kind_check", oneOf("kind", ["customer", "setup_intent", "subscription", "invoice"])),
    index("test_payments_subscription_idx").on(t.subscriptionId),
    index("test_payments_due_idx")
      .on(t.periodEnd)
      .where(sql`"kind" = 'subscription' and "status" in ('trialing', 'active')`),
  ],
);

/** The test provider's clock offset (one row), moved forward like a Stripe test clock. */
export const testPaymentClock = pgTable(
  "test_payment_clock",
  {
    id: integer().primaryKey().default(1),
    offsetMs: bigint({ mode: "number" }).notNull().default(0),
  },
  () => [check("test_payment_clock_single_row", sql`"id" = 1`)],
);
