import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Mail subscriptions without an account (issue 25, item 2): one row per address, its topics, and two
 * secrets: `token` opens /abo/{token} (every mail links it), `confirmToken` confirms the address once.
 * An unsubscribed address is deleted, not marked.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial().primaryKey(),
    email: text().notNull().unique(),
    token: text().notNull().unique(),
    confirmToken: text().unique(),
    topics: text().array().notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** The last confirmation or reminder mail: a repeated sign-up mails again after an hour at the earliest. */
    mailedAt: timestamp({ withTimezone: true }),
    /** A hard bounce: nothing more is sent to it. */
    bouncedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("subscriptions_unconfirmed_idx").on(t.createdAt).where(sql`"confirmed_at" is null`)],
);

/** One row per week whose digest was sent (or found empty): the key makes it once, on any instance. */
export const digestRuns = pgTable("digest_runs", {
  week: text().primaryKey(),
  recipients: integer().notNull(),
  ranAt: createdAt(),
});

/**
 * Kinds of personal mail an address turned off (today 'decisions': the team's decision on a submission),
 * by the profile or one click in the mail; mails of that kind are then not queued for it.
 */
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    address: text().notNull(),
    kind: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.address, t.kind] })],
);
