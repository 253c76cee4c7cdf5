import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import {
  CONFIRMATION_INVALID,
  SUBSCRIPTION_NOT_FOUND,
  type SubscriptionTopic,
  type SubscriptionView,
} from "../../../shared/subscriptions/subscriptions";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { normalizedAddress } from "../../lib/mail-opt-outs";
import { confirmationMail, manageLinkMail } from "./mails";

/** A repeated sign-up of the same address mails again after this pause at the earliest. */
const MAIL_PAUSE_MS = 60 * 60_000;
/** An address nobody confirmed is forgotten after this. */
export const UNCONFIRMED_DAYS = 7;

const newToken = () => randomBytes(24).toString("base64url");

/**
 * POST /api/subscriptions: a new or unconfirmed address gets the confirmation mail (its topics are the
 * latest asked for); a confirmed one gets the link to its settings, nothing changes without it. Either
 * way the caller learns nothing about the address, and an address is mailed at most once an hour.
 */
export async function subscribe(
  ctx: Pick<AppContext, "db" | "mailer" | "config">,
  email: string,
  topics: SubscriptionTopic[],
  now = new Date(),
): Promise<void> {
  const address = normalizedAddress(email);
  const mailed = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(subscriptions)
      .values({ email: address, token: newToken(), confirmToken: newToken(), topics })
      .onConflictDoNothing({ target: subscriptions.email });
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.email, address)).for("update");
    if (!row || row.bouncedAt) return false;
    if (!row.confirmedAt) await tx.update(subscriptions).set({ topics }).where(eq(subscriptions.id, row.id));
    if (row.mailedAt && now.getTime() - row.mailedAt.getTime() < MAIL_PAUSE_MS) return false;
    await tx.update(subscriptions).set({ mailedAt: now }).where(eq(subscriptions.id, row.id));
    await ctx.mailer.enqueue(
      tx,
      row.confirmedAt ? manageLinkMail(ctx.config, row) : confirmationMail(ctx.config, { ...row, topics }),
    );
    return true;
  });
  if (mailed) ctx.mailer.flushSoon();
}

/** POST /api/subscriptions/confirm: the button of the confirmation page (a GET never confirms). */
export async function confirmSubscription(db: Db, confirmToken: string, now = new Date()) {
  const [row] = await db
    .update(subscriptions)
    .set({ confirmedAt: now, confirmToken: null })
    .where(and(eq(subscriptions.confirmToken, confirmToken), isNull(subscriptions.confirmedAt)))
    .returning({ token: subscriptions.token });
  if (!row) throw notFound(CONFIRMATION_INVALID);
  return row;
}

async function subscriptionOf(db: Db, token: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.token, token));
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return row;
}

export const viewOf = (row: typeof subscriptions.$inferSelect): SubscriptionView => ({
  email: row.email,
  topics: row.topics as SubscriptionTopic[],
  confirmed: row.confirmedAt !== null,
});

export async function subscriptionView(db: Db, token: string): Promise<SubscriptionView> {
  return viewOf(await subscriptionOf(db, token));
}

export async function changeTopics(db: Db, token: string, topics: SubscriptionTopic[]) {
  const [row] = await db
    .update(subscriptions)
    .set({ topics })
    .where(eq(subscriptions.token, token))
    .returning();
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return viewOf(row);
}

/** Unsubscribing forgets the address at once; a second click finds nothing and says so. */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const removed = await db
    .delete(subscriptions)
    .where(eq(subscriptions.token, token))
    .returning({ id: subscriptions.id });
  if (removed.length === 0) throw notFound(SUBSCRIPTION_NOT_FOUND);
}

/** A member's topics: the subscription of their (confirmed) address, or none. */
export async function memberTopics(db: Db, email: string): Promise<{ topics: SubscriptionTopic[] }> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.email, normalizedAddress(email)));
  return { topics: row?.confirmedAt ? (row.topics as SubscriptionTopic[]) : [] };
}

/**
 * A member chooses topics in the profile: their address is confirmed already, so the subscription is
 * confirmed at once; no topic at all removes it. The same subscription as one made without an account.
 */
export async function setMemberTopics(
  db: Db,
  email: string,
  topics: SubscriptionTopic[],
  now = new Date(),
): Promise<{ topics: SubscriptionTopic[] }> {
  const address = normalizedAddress(email);
  if (topics.length === 0) {
    await db.delete(subscriptions).where(eq(subscriptions.email, address));
    return { topics };
  }
  await db
    .insert(subscriptions)
    .values({ email: address, token: newToken(), topics, confirmedAt: now })
    .onConflictDoUpdate({
      target: subscriptions.email,
      set: { topics, confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, ${now})`, confirmToken: null },
    });
  return { topics };
}

/** The mail server refused the address for good: nothing more is sent to it. */
export async function markBounced(db: Db, address: string, now = new Date()): Promise<void> {
  await db
    .update(subscriptions)
    .set({ bouncedAt: now })
    .where(and(eq(subscriptions.email, normalizedAddress(address)), isNull(subscriptions.bouncedAt)));
}

/** Unconfirmed addresses are kept UNCONFIRMED_DAYS, then forgotten. */
export async function forgetUnconfirmed(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(subscriptions)
    .where(
      and(
        isNull(subscriptions.confirmedAt),
        lt(subscriptions.createdAt, sql`${now}::timestamptz - ${`${UNCONFIRMED_DAYS} days`}::interval`),
      ),
    )
    .returning({ id: subscriptions.id });
  return removed.length;
}
