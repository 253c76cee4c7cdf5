import { CONTRIBUTION_EDITED_MAIL_LINE } from "../../shared/admin";
import type { Config } from "../config";
import type { Db, Tx } from "../db/client";
import { auditLog } from "../db/schema";
import { signUnsubscribe } from "../http/one-click";
import { type Mailer, salutation } from "../providers/mail/index";
import { isOptedOut, normalizedAddress } from "./mail-opt-outs";

/**
 * What every moderation decision needs: the database, the mailer for the note to the submitter, and
 * the site's address and name for that note.
 */
export interface ModerationContext {
  db: Db;
  mailer: Mailer;
  site: { publicUrl: string; municipality: string };
  /** Signs the decision mail's one-click unsubscribe (http/one-click.ts). */
  unsubscribeKey: Buffer;
}

export const moderationContext = (ctx: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "municipality">;
  unsubscribeKey: Buffer;
}): ModerationContext => ({
  db: ctx.db,
  mailer: ctx.mailer,
  site: { publicUrl: ctx.config.publicUrl, municipality: ctx.config.municipality },
  unsubscribeKey: ctx.unsubscribeKey,
});

/** The one-click address that turns decision mails off for an address (subscriptions/routes.ts). */
export const decisionMailsUnsubscribePath = (token: string) =>
  `/api/mail/decisions/${encodeURIComponent(token)}/unsubscribe`;

export interface AuditRecord {
  /** Null for a visitor's own action (a PR order placed without an account). */
  actorUserId: string | null;
  /** '<entity>.<verb>', e.g. 'leserbrief.approve'. */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The item's name as it read when the decision was taken (the item may be deleted later). */
  title: string;
  before: unknown;
  after: unknown;
}

/** One audit row, written in the transaction of the change it records. */
export async function recordAudit(tx: Db | Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: record.actorUserId,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    details: { title: record.title, before: record.before, after: record.after },
  });
}

/** A serial id from the address; anything else names no item (404 like an unknown number). */
export function serialId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

interface DecisionMail {
  to: string;
  greetingName: string | null;
  /** 'Ihr Leserbrief', 'Ihr Event', … */
  itemLabel: string;
  title: string;
  approved: boolean;
  /** The public address once approved. */
  path: string | null;
  /** The editorial team's notes or reason, if any. */
  note: string | null;
  /** The team corrected it before deciding: the member should know that the published text is not theirs alone. */
  editedByTeam?: boolean;
}

/**
 * The German note to a submitter about the decision on their submission (issue 13 §6), unless the address
 * turned these mails off; one click in the mail program turns them off (RFC 8058).
 */
export async function enqueueDecisionMail(
  tx: Db | Tx,
  moderation: ModerationContext,
  mail: DecisionMail,
): Promise<void> {
  if (await isOptedOut(tx, mail.to, "decisions")) return;
  const { publicUrl, municipality } = moderation.site;
  const greeting = salutation(mail.greetingName);
  const decision = mail.approved
    ? `${mail.itemLabel} «${mail.title}» wurde von der Redaktion freigegeben und ist jetzt veröffentlicht.`
    : `${mail.itemLabel} «${mail.title}» wurde von der Redaktion leider nicht zur Veröffentlichung freigegeben.`;
  const lines = [greeting, "", decision];
  if (mail.approved && mail.editedByTeam) lines.push("", CONTRIBUTION_EDITED_MAIL_LINE);
  if (mail.approved && mail.path) lines.push("", `Zum Beitrag: ${publicUrl}${mail.path}`);
  if (mail.note) lines.push("", mail.approved ? "Anmerkung der Redaktion:" : "Begründung:", mail.note);
  lines.push("", "Freundliche Grüsse", `Die Redaktion des Dorfportals ${municipality}`);
  await moderation.mailer.enqueue(tx, {
    to: mail.to,
    subject: `${mail.itemLabel} wurde ${mail.approved ? "freigegeben" : "abgelehnt"}`,
    text: lines.join("\n"),
    headers: {
      "List-Unsubscribe": `<${publicUrl}${decisionMailsUnsubscribePath(signUnsubscribe(moderation.unsubscribeKey, "decisions", normalizedAddress(mail.to)))}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}
