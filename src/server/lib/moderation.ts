import { CONTRIBUTION_EDITED_MAIL_LINE } from "../../shared/admin/admin";
import type { Config } from "../config";
import type { Db, Tx } from "../db/client";
import { auditLog } from "../db/schema";
import type { Fanned, NotificationKind, Notifier } from "../features/notifications/notifier";
import { signUnsubscribe } from "../http/one-click";
import { salutation } from "../providers/mail/index";
import { notFound } from "./http-errors";
import { isOptedOut, normalizedAddress } from "./mail-opt-outs";

/**
 * What every moderation decision needs: the database, the notifier for the note to the submitter, and
 * the site's address and name for that note.
 */
export interface ModerationContext {
  db: Db;
  notifier: Notifier;
  site: { publicUrl: string; municipality: string };
  /** Signs the decision mail's one-click unsubscribe (http/one-click.ts). */
  unsubscribeKey: Buffer;
}

export const moderationContext = (ctx: {
  db: Db;
  notifier: Notifier;
  config: Pick<Config, "publicUrl" | "municipality">;
  unsubscribeKey: Buffer;
}): ModerationContext => ({
  db: ctx.db,
  notifier: ctx.notifier,
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

/**
 * An admin removes an item for good: in one transaction with its audit row ('<entityType>.delete'), which
 * keeps what the item was, since nothing else will. An item that is not there is a 404 with `missing`.
 */
export async function deleteWithAudit<Row extends { title: string }>(
  db: Db,
  item: { entityType: string; id: string | number; missing: string; actorUserId: string },
  remove: (tx: Tx) => Promise<Row[]>,
  kept: (row: Row) => Record<string, unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await remove(tx);
    if (!row) throw notFound(item.missing);
    await recordAudit(tx, {
      actorUserId: item.actorUserId,
      action: `${item.entityType}.delete`,
      entityType: item.entityType,
      entityId: item.id,
      title: row.title,
      before: kept(row),
      after: null,
    });
  });
}

/** A serial id from the address; anything else names no item (404 like an unknown number). */
export function serialId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** A decision on a member's or visitor's submission, as the notification path records it. */
export interface Decision {
  to: string;
  /** The member who submitted it; null for a visitor's submission (mail only). */
  memberId: string | null;
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

const decisionHeadline = (decision: Decision) =>
  `${decision.itemLabel} wurde ${decision.approved ? "freigegeben" : "abgelehnt"}`;

/**
 * The decision on a submission (issue 13 §6), told on the submitter's channels: the German mail unless the
 * address turned these mails off (one click in the mail program does, RFC 8058), and for a member the
 * notification centre and their devices.
 */
export const decisionNotification = (moderation: ModerationContext): NotificationKind<Decision> => ({
  name: "decision",
  topic: () => "decisions",
  to: async (_tx, decision) => ({
    address: decision.to,
    name: decision.greetingName,
    memberId: decision.memberId,
  }),
  async mail(tx, recipient, decision) {
    if (await isOptedOut(tx, recipient.address, "decisions")) return null;
    const { publicUrl, municipality } = moderation.site;
    const outcome = decision.approved
      ? `${decision.itemLabel} «${decision.title}» wurde von der Redaktion freigegeben und ist jetzt veröffentlicht.`
      : `${decision.itemLabel} «${decision.title}» wurde von der Redaktion leider nicht zur Veröffentlichung freigegeben.`;
    const lines = [salutation(recipient.name), "", outcome];
    if (decision.approved && decision.editedByTeam) lines.push("", CONTRIBUTION_EDITED_MAIL_LINE);
    if (decision.approved && decision.path) lines.push("", `Zum Beitrag: ${publicUrl}${decision.path}`);
    if (decision.note)
      lines.push("", decision.approved ? "Anmerkung der Redaktion:" : "Begründung:", decision.note);
    lines.push("", "Freundliche Grüsse", `Die Redaktion des Dorfportals ${municipality}`);
    return {
      to: recipient.address,
      subject: decisionHeadline(decision),
      text: lines.join("\n"),
      headers: {
        "List-Unsubscribe": `<${publicUrl}${decisionMailsUnsubscribePath(signUnsubscribe(moderation.unsubscribeKey, "decisions", normalizedAddress(recipient.address)))}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  },
  push: async (_tx, decision) => ({
    title: decisionHeadline(decision),
    body: `«${decision.title}»`,
    url: decision.approved && decision.path ? decision.path : "/profil",
    tag: `decision-${decision.itemLabel}-${decision.title}`,
  }),
  centre: (decision) => ({
    kind: "decision",
    title: decisionHeadline(decision),
    body: decision.approved
      ? `«${decision.title}» ist jetzt veröffentlicht.`
      : `«${decision.title}» wurde nicht veröffentlicht.${decision.note ? ` Begründung: ${decision.note}` : ""}`,
    href: decision.approved && decision.path ? decision.path : "/profil",
  }),
});

/** Records the decision on the notification path, in the transaction of the decision. */
export const notifyDecision = (tx: Tx, moderation: ModerationContext, decision: Decision): Promise<Fanned> =>
  moderation.notifier.notify(tx, decisionNotification(moderation), decision);
