import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Mail subscriptions without an account (issue 25, item 2): one row per address, its topics, and two
 * secrets: `token` opens /abo/{token} (every mail links it), `confirmToken` confirms the address once.
 * An unsubscribed address is deleted, not marked.
 */
export const subscriptions = pg.pgTable(
  "subscriptions",
  {
    id: pg.serial().primaryKey(),
    email: pg.text().notNull().unique(),
    token: pg.text().notNull().unique(),
    confirmToken: pg.text().unique(),
    topics: pg.text().array().notNull(),
    confirmedAt: pg.timestamp({ withTimezone: true }),
    /** The last confirmation or reminder mail: a repeated sign-up mails again after an hour at the earliest. */
    mailedAt: pg.timestamp({ withTimezone: true }),
    /** A hard bounce: nothing more is sent to it. */
    bouncedAt: pg.timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [pg.index("subscriptions_unconfirmed_idx").on(t.createdAt).where(sql`"confirmed_at" is null`)],
);

/** One row per week whose digest was sent (or found empty): the key makes it once, on any instance. */
export const digestRuns = pg.pgTable("digest_runs", {
  week: pg.text().primaryKey(),
  recipients: pg.integer().notNull(),
  ranAt: createdAt(),
});

/**
 * Kinds of personal mail an address turned off (today 'decisions': the team's decision on a submission),
 * by the profile or one click in the mail; mails of that kind are then not queued for it.
 */
export const mailOptOuts = pg.pgTable(
  "mail_opt_outs",
  {
    address: pg.text().notNull(),
    kind: pg.text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.address, t.kind] })],
);
