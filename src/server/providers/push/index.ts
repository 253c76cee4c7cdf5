import { asc, eq, inArray, lte } from "drizzle-orm";
import type { PushPayload } from "../../../shared/notifications/basics";
import type { Db, Tx } from "../../db/client";
import { pushOutbox, pushSubscriptions } from "../../db/schema";
import { claimDueRows, DeliveryRuns, markFailed, markSent } from "../outbox-delivery";
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
  private readonly runs = new DeliveryRuns();

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
    return this.runs.run(() => this.sendDue(now), now?.toISOString());
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
          await markSent(this.db, pushOutbox, row.id);
          sent += 1;
        } else if (status === 404 || status === 410) {
          // The browser unsubscribed or the subscription expired: it will never take a push again.
          await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
        } else {
          // 429 and 5xx pass; other refusals (400, 403, 413) would be refused again.
          const passing = status === 0 || status === 429 || status >= 500;
          const attempts = passing ? row.attempts + 1 : MAX_PUSH_ATTEMPTS;
          await markFailed(this.db, pushOutbox, {
            id: row.id,
            attempts,
            error: `push service answered ${status || "nothing"}`,
            retryDelayMs: retryDelayMs(attempts),
          });
        }
      }
    }
  }

  private claimBatch(now: Date) {
    return this.db.transaction(async (tx) => {
      const ids = await claimDueRows(tx, pushOutbox, {
        limit: BATCH,
        maxAttempts: MAX_PUSH_ATTEMPTS,
        claimMs: CLAIM_MS,
        due: lte(pushOutbox.notBefore, now),
      });
      if (ids.length === 0) return [];
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
