import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { PR_PAYMENT_STATUSES, PR_REPORT_STATUSES } from "../../../shared/common/constants";
import { PR_DRAFT_WRITERS, type PrDraftWriter } from "../../../shared/pr-reports/pr-service-basics";
import { namesMember } from "./accounts";
import { oneOf, timestamps } from "./columns";

export const prReports = pg.pgTable(
  "pr_reports",
  {
    id: pg.serial().primaryKey(),
    companyDomain: pg.text().notNull(),
    companyName: pg.text().notNull(),
    companyEmail: pg.text(),
    title: pg.text().notNull(),
    content: pg.text().notNull(),
    excerpt: pg.text(),
    imageUrl: pg.text(),
    paymentIntentId: pg.text(),
    stripeSubscriptionId: pg.text(),
    stripeCustomerId: pg.text(),
    paymentStatus: pg.text().notNull().default("pending"),
    status: pg.text().notNull().default("pending"),
    isPublished: pg.boolean().notNull().default(false),
    publishedAt: pg.timestamp({ withTimezone: true }),
    freeTrialEndsAt: pg.timestamp({ withTimezone: true }),
    cancelledAt: pg.timestamp({ withTimezone: true }),
    /** When an admin last changed the title, company name or text: the page's dateModified. */
    editedAt: pg.timestamp({ withTimezone: true }),
    /** The card the company saved for the subscription (read from the provider, never from the browser). */
    paymentMethodId: pg.text(),
    /** The company's billing address, printed on its receipts (country as ISO 3166 code, 'CH' by default). */
    billingStreet: pg.text(),
    billingPostalCode: pg.text(),
    billingCity: pg.text(),
    billingCountry: pg.text(),
    /** The end of the period the company cancelled at: it stays published and unbilled until then. */
    cancelAt: pg.timestamp({ withTimezone: true }),
    /** The next charge as the provider reports it (the trial's end, then each period's). */
    nextChargeAt: pg.timestamp({ withTimezone: true }),
    /**
     * Who wrote the generated draft (the template writer or a model) and whether it had the company's
     * website to go on: the order pages tell the company so before it pays.
     */
    writtenBy: pg.text().$type<PrDraftWriter>().notNull().default("template"),
    fromWebsite: pg.boolean().notNull().default(true),
    /** Who ordered it: a member, or else the browser session that generated it. */
    ownerUserId: namesMember(),
    ownerSessionId: pg.varchar({ length: 128 }),
    ...timestamps(),
  },
  (t) => [
    pg.check("pr_reports_status_check", oneOf("status", PR_REPORT_STATUSES)),
    pg.check("pr_reports_payment_status_check", oneOf("payment_status", PR_PAYMENT_STATUSES)),
    pg.check("pr_reports_written_by_check", oneOf("written_by", PR_DRAFT_WRITERS)),
    pg.index("pr_reports_published_idx").on(t.isPublished, t.publishedAt.desc()),
    pg.index("pr_reports_status_created_idx").on(t.status, t.createdAt.desc()),
    pg.index("pr_reports_owner_idx").on(t.ownerUserId),
    pg.index("pr_reports_owner_session_idx").on(t.ownerSessionId),
    pg.uniqueIndex("pr_reports_setup_intent_idx").on(t.paymentIntentId),
    pg.uniqueIndex("pr_reports_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

/** Payment provider events already handled: a webhook delivered twice is processed once. */
export const paymentEvents = pg.pgTable("payment_events", {
  id: pg.text().primaryKey(),
  type: pg.text().notNull(),
  receivedAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test payment provider's own records (customers, setup intents, subscriptions), kept the way
 * Stripe keeps them so that the PR service runs the same code against both.
 */
export const testPayments = pg.pgTable(
  "test_payments",
  {
    id: pg.text().primaryKey(),
    kind: pg.text().notNull(),
    customerId: pg.text(),
    email: pg.text(),
    status: pg.text().notNull(),
    cardLast4: pg.text(),
    paymentMethodId: pg.text(),
    /** The subscription's trial end, and afterwards the end of the paid period. */
    periodEnd: pg.timestamp({ withTimezone: true }),
    amountRappen: pg.integer(),
    paidInvoices: pg.integer().notNull().default(0),
    /** A subscription ends at its period's end instead of being billed again. */
    cancelAtPeriodEnd: pg.boolean().notNull().default(false),
    /** An invoice's subscription and the period it paid for (periodEnd above is its end). */
    subscriptionId: pg.text(),
    periodStart: pg.timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    pg.check(
      "test_payments_kind_check",
      oneOf("kind", ["customer", "setup_intent", "subscription", "invoice"]),
    ),
    pg.index("test_payments_subscription_idx").on(t.subscriptionId),
    pg
      .index("test_payments_due_idx")
      .on(t.periodEnd)
      .where(sql`"kind" = 'subscription' and "status" in ('trialing', 'active')`),
  ],
);

/** The test provider's clock offset (one row), moved forward like a Stripe test clock. */
export const testPaymentClock = pg.pgTable(
  "test_payment_clock",
  {
    id: pg.integer().primaryKey().default(1),
    offsetMs: pg.bigint({ mode: "number" }).notNull().default(0),
  },
  () => [pg.check("test_payment_clock_single_row", sql`"id" = 1`)],
);
