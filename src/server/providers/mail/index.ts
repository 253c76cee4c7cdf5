import { asc, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { outbox } from "../../db/schema";
import { claimDueRows, DeliveryRuns, markFailed, markSent } from "../outbox-delivery";
import { type MailBrand, mailHtml } from "./layout";
import { smtpTransport } from "./smtp";
import { isHardBounce, type MailTransport, type OutgoingMail } from "./types";

export type { MailTransport, OutgoingMail } from "./types";

/**
 * The one salutation of every mail the portal writes: 'Grüezi' with the name the person gave us (the first
 * name of a member, the name signed under a submission), plain 'Grüezi' without one.
 */
export const salutation = (name?: string | null) => (name?.trim() ? `Grüezi ${name.trim()}` : "Grüezi");

interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Rows one flush claims at most; the rest wait for the next one. */
const BATCH = 20;
/** How long a claim holds: a sender that died mid-batch releases its rows after this. */
const CLAIM_MS = 2 * 60_000;
/** After this many failed attempts a mail stays in the outbox with its error, for an admin to read. */
export const MAX_ATTEMPTS = 8;
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** attempts, 6 * 3_600_000);

/**
 * Outgoing mail, kept in the outbox table first: a mail is written in the same transaction as the change
 * that causes it (so it exists exactly when that change does), and delivered over SMTP afterwards. Without
 * SMTP_URL the outbox is where mail stays, readable by admins; outside production its text is also logged,
 * so that a developer can follow a verification link.
 */
export interface MailerOptions {
  from: string;
  logText: boolean;
  /** Deliveries per minute at most. */
  perMinute: number;
  messageIdDomain: string;
  brand: MailBrand;
}

/** Every mail the portal sends is written by the portal, not a person (RFC 3834): no autoresponder answers. */
const AUTOMATIC = { "Auto-Submitted": "auto-generated" };

export class Mailer {
  private readonly runs = new DeliveryRuns();
  /** When this instance handed its last mails to SMTP (ms), for the per-minute cap. */
  private readonly recent: number[] = [];
  private capTimer: NodeJS.Timeout | undefined;
  private readonly bounceListeners: Array<(address: string) => Promise<void>> = [];

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport | null,
    private readonly options: MailerOptions,
    private readonly log: MailLog,
  ) {}

  /** An area that sends to addresses of its own (subscriptions) stops them when the server refuses them. */
  onHardBounce(listener: (address: string) => Promise<void>): void {
    this.bounceListeners.push(listener);
  }

  /** How many more mails the per-minute cap allows now. */
  private allowance(now: number): number {
    while (this.recent.length > 0 && this.recent[0]! <= now - 60_000) this.recent.shift();
    return this.options.perMinute - this.recent.length;
  }

  /** A run stopped by the cap continues when the oldest delivery of the minute leaves the window. */
  private continueLater(now: number) {
    if (this.capTimer) return;
    const wait = Math.max(50, (this.recent[0] ?? now) + 60_000 - now);
    this.capTimer = setTimeout(() => {
      this.capTimer = undefined;
      this.flushSoon();
    }, wait);
    this.capTimer.unref();
  }

  /** Whether mail leaves the portal at all (else it is only kept in the outbox). */
  get delivers(): boolean {
    return this.transport !== null;
  }

  /** An outbox row of a mail: its HTML part in the portal's layout, and the headers every mail carries. */
  private rowOf(mail: OutgoingMail) {
    return {
      toAddress: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? mailHtml(mail.text, mail.subject, this.options.brand),
      headers: { ...AUTOMATIC, ...mail.headers },
    };
  }

  /** Records a mail; pass the transaction of the change it reports. Call `flush()` after the commit. */
  async enqueue(tx: Db | Tx, mail: OutgoingMail): Promise<void> {
    await tx.insert(outbox).values(this.rowOf(mail));
    if (!this.transport && this.options.logText) {
      this.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, "mail kept in the outbox");
    }
  }

  /** Records many mails in one statement (a publication's subscribers); pass the transaction of the change. */
  async enqueueAll(tx: Db | Tx, mails: OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return;
    await tx.insert(outbox).values(mails.map((mail) => this.rowOf(mail)));
  }

  /** Records and, with SMTP, delivers in the background: for mail that belongs to no other write. */
  async send(mail: OutgoingMail): Promise<void> {
    await this.enqueue(this.db, mail);
    this.flushSoon();
  }

  /** Starts a delivery run without waiting for it; failures are logged and retried later. */
  flushSoon(): void {
    if (!this.transport) return;
    this.flush().catch((error) => this.log.warn({ err: error }, "mail delivery failed"));
  }

  /** Delivers every due mail; one run at a time per instance, rows claimed so instances never overlap. */
  flush(): Promise<number> {
    if (!this.transport) return Promise.resolve(0);
    return this.runs.run(() => this.deliverDue());
  }

  private async deliverDue(): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    let delivered = 0;
    for (;;) {
      const allowed = this.allowance(Date.now());
      if (allowed <= 0) {
        this.continueLater(Date.now());
        return delivered;
      }
      const claimed = await this.claimBatch(Math.min(BATCH, allowed));
      if (claimed.length === 0) return delivered;
      for (const row of claimed) {
        try {
          this.recent.push(Date.now());
          await transport.deliver({
            from: this.options.from,
            to: row.toAddress,
            subject: row.subject,
            text: row.body,
            ...(row.html ? { html: row.html } : {}),
            messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${this.options.messageIdDomain}>`,
            ...(row.headers ? { headers: row.headers } : {}),
          });
          await markSent(this.db, outbox, row.id);
          delivered += 1;
        } catch (error) {
          // A refused recipient is refused again: no retries, and the areas stop mailing the address.
          const bounced = isHardBounce(error);
          const attempts = bounced ? MAX_ATTEMPTS : row.attempts + 1;
          await markFailed(this.db, outbox, {
            id: row.id,
            attempts,
            error: error instanceof Error ? error.message : String(error),
            retryDelayMs: retryDelayMs(attempts),
          });
          this.log.warn({ err: error, outboxId: row.id, attempts, bounced }, "mail not delivered");
          if (bounced) for (const listener of this.bounceListeners) await listener(row.toAddress);
        }
      }
    }
  }

  private claimBatch(limit: number) {
    return this.db.transaction(async (tx) => {
      const ids = await claimDueRows(tx, outbox, { limit, maxAttempts: MAX_ATTEMPTS, claimMs: CLAIM_MS });
      if (ids.length === 0) return [];
      return tx.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(asc(outbox.id));
    });
  }

  close(): void {
    clearTimeout(this.capTimer);
    this.transport?.close();
  }
}

export function createMailer(db: Db, options: MailerOptions & { smtpUrl?: string }, log: MailLog): Mailer {
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : null;
  return new Mailer(db, transport, options, log);
}
