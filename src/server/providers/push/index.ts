import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { PushPayload } from "../../../shared/notifications/basics";
import type { Db, Tx } from "../../db/client";
import { pushOutbox, pushSubscriptions } from "../../db/schema";
import type { PushTransport } from "./types";

export type { PushDevice, PushTransport, VapidKeys } from "./types";
export { vapidKeys } from "./vapid";
export { webPushTransport } from "./web-push";

interface PushLog {
  warn(details: object, message: string): void;
}

const BATCH = 50;
/** A sender that died mid-batch releases its pushes after this. */
const CLAIM_MS = 2 * 60_000;
export const MAX_PUSH_ATTEMPTS = 6;
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** attempts, 3_600_000);
/** A push the device has not fetched within a day is stale news. */
const TTL_SECONDS = 24 * 3600;

/** One push to queue: for which subscription, what it says, and from when it may go out. */
export interface QueuedPush {
  subscriptionId: number;
  payload: PushPayload;
  urgent: boolean;
  notBefore: Date;
}

/**
 * Outgoing pushes, kept in `push_outbox` first like mail in the outbox: written in the transaction of the event,
 * sent afterwards by one instance per row. A subscription the push service no longer knows (404, 410) is
 * deleted with its waiting pushes; other refusals are tried again with a growing pause.
 */
export class Pusher {
  private flushing: Promise<number> | null = null;
  private following: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly transport: PushTransport,
    readonly publicKey: string,
    private readonly log: PushLog,
  ) {}

  async enqueueAll(tx: Db | Tx, pushes: QueuedPush[]): Promise<void> {
    if (pushes.length === 0) return;
    await tx.insert(pushOutbox).values(pushes);
  }

  flushSoon(): void {
    this.flush().catch((error) => this.log.warn({ err: error }, "push delivery failed"));
  }

  /** Sends every push due at `now`; one run at a time per instance, as the mailer does. */
  flush(now?: Date): Promise<number> {
    if (this.flushing) {
      const next = () => {
        this.following = null;
        return this.flush(now);
      };
      this.following ??= this.flushing.then(next, next);
      return this.following;
    }
    this.flushing = this.sendDue(now).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendDue(at?: Date): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claimBatch(at ?? new Date());
      if (claimed.length === 0) return sent;
      for (const row of claimed) {
        const status = await this.transport
          .send(row, JSON.stringify(row.payload), {
            ttl: TTL_SECONDS,
            urgency: row.urgent ? "high" : "normal",
          })
          .catch((error: unknown) => {
            this.log.warn({ err: error, pushId: row.id }, "push service not reached");
            return 0;
          });
        if (status >= 200 && status < 300) {
          await this.db
            .update(pushOutbox)
            .set({ sentAt: sql`now()`, error: null, claimedUntil: null })
            .where(eq(pushOutbox.id, row.id));
          sent += 1;
        } else if (status === 404 || status === 410) {
          // The browser unsubscribed or the subscription expired: it will never take a push again.
          await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
        } else {
          // 429 and 5xx pass; other refusals (400, 403, 413) would be refused again.
          const passing = status === 0 || status === 429 || status >= 500;
          const attempts = passing ? row.attempts + 1 : MAX_PUSH_ATTEMPTS;
          await this.db
            .update(pushOutbox)
            .set({
              attempts,
              error: `push service answered ${status || "nothing"}`,
              claimedUntil: new Date(Date.now() + retryDelayMs(attempts)),
            })
            .where(eq(pushOutbox.id, row.id));
        }
      }
    }
  }

  private claimBatch(now: Date) {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: pushOutbox.id })
        .from(pushOutbox)
        .where(
          and(
            isNull(pushOutbox.sentAt),
            lt(pushOutbox.attempts, MAX_PUSH_ATTEMPTS),
            lte(pushOutbox.notBefore, now),
            or(isNull(pushOutbox.claimedUntil), lt(pushOutbox.claimedUntil, new Date())),
          ),
        )
        .orderBy(asc(pushOutbox.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      await tx
        .update(pushOutbox)
        .set({ claimedUntil: new Date(Date.now() + CLAIM_MS) })
        .where(inArray(pushOutbox.id, ids));
      return tx
        .select({
          id: pushOutbox.id,
          subscriptionId: pushOutbox.subscriptionId,
          payload: pushOutbox.payload,
          urgent: pushOutbox.urgent,
          attempts: pushOutbox.attempts,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushOutbox)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
        .where(inArray(pushOutbox.id, ids))
        .orderBy(asc(pushOutbox.id));
    });
  }
}
