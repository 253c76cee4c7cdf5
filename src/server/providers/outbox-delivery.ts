import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import type { outbox, pushOutbox } from "../db/schema";

/**
 * What the mail outbox and the push outbox share: a row is written in the transaction of its change and
 * sent afterwards, claimed for a while so that several instances never send it twice; a failed one is
 * tried again after a growing pause until its attempts are used up.
 */
type OutboxTable = typeof outbox | typeof pushOutbox;

interface Claim {
  limit: number;
  maxAttempts: number;
  /** How long a claim holds: a sender that died mid-batch releases its rows after this. */
  claimMs: number;
  /** What else makes a row due (a push's end of quiet hours). */
  due?: SQL;
}

/** Claims the due rows no other sender holds, oldest first; answers their ids. */
export async function claimDueRows(tx: Tx, table: OutboxTable, claim: Claim): Promise<number[]> {
  const now = new Date();
  const due = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        isNull(table.sentAt),
        lt(table.attempts, claim.maxAttempts),
        claim.due,
        or(isNull(table.claimedUntil), lt(table.claimedUntil, now)),
      ),
    )
    .orderBy(asc(table.id))
    .limit(claim.limit)
    .for("update", { skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  await tx
    .update(table)
    .set({ claimedUntil: new Date(now.getTime() + claim.claimMs) })
    .where(inArray(table.id, ids));
  return ids;
}

export async function markSent(db: Db, table: OutboxTable, id: number): Promise<void> {
  await db.update(table).set({ sentAt: sql`now()`, error: null, claimedUntil: null }).where(eq(table.id, id));
}

/** Records a failed attempt; the row is due again once `retryDelayMs` has passed. */
export async function markFailed(
  db: Db,
  table: OutboxTable,
  failure: { id: number; attempts: number; error: string; retryDelayMs: number },
): Promise<void> {
  await db
    .update(table)
    .set({
      attempts: failure.attempts,
      error: failure.error,
      claimedUntil: new Date(Date.now() + failure.retryDelayMs),
    })
    .where(eq(table.id, failure.id));
}

/**
 * One delivery run at a time per instance. A run already under way may have looked for rows before the
 * caller wrote theirs: the caller then waits for the next run, which starts when that one ends (callers in
 * the meantime share it). A caller that delivers as of another moment (`moment`, the tests' clock) gets a
 * next run of its own: sharing one would deliver as of the first caller's moment.
 */
export class DeliveryRuns {
  private running: Promise<number> | null = null;
  private readonly following = new Map<string, Promise<number>>();

  run(deliver: () => Promise<number>, moment = "now"): Promise<number> {
    if (this.running) {
      const waiting = this.following.get(moment);
      if (waiting) return waiting;
      const next = () => {
        this.following.delete(moment);
        return this.run(deliver, moment);
      };
      const following = this.running.then(next, next);
      this.following.set(moment, following);
      return following;
    }
    this.running = deliver().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
