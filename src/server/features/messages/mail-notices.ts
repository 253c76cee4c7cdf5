import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import { messageMailSettings, users } from "../../db/schema";
import { signUnsubscribe, verifyUnsubscribe } from "../../http/one-click";
import { notFound } from "../../lib/http-errors";
import { salutation } from "../../providers/mail/index";

/** What a notice mail says: whose or which conversation it is about, and where to read it. */
export interface NoticeAbout {
  subject: string;
  /** The sentence after the salutation ('Anna Aebi hat Ihnen … geschrieben.'). */
  line: string;
  /** The inbox's address of the conversation, below the site's. */
  path: string;
}

/** The mail about a new message to a member who is offline, and the member's choice to get it or not. */
export function mailNotice(
  ctx: AppContext,
  recipient: { id: string; email: string; firstName: string | null },
  about: NoticeAbout,
) {
  const { publicUrl } = ctx.config;
  return {
    to: recipient.email,
    subject: about.subject,
    text: [
      salutation(recipient.firstName),
      "",
      about.line,
      `Lesen und antworten: ${publicUrl}${about.path}`,
      "",
      "Über weitere Nachrichten in dieser Unterhaltung erhalten Sie höchstens eine E-Mail pro Stunde.",
      `Diese E-Mails können Sie in Ihrem Profil abbestellen: ${publicUrl}/profil`,
    ].join("\n"),
    // One click in the mail program turns off exactly these mails (RFC 8058).
    headers: {
      "List-Unsubscribe": `<${publicUrl}${messageMailUnsubscribePath(signUnsubscribe(ctx.unsubscribeKey, MESSAGE_MAILS, recipient.id))}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Whether the member wants mail about messages at all (a profile setting, default yes). */
export async function wantsMessageMail(db: Db | Tx, userId: string): Promise<boolean> {
  const [setting] = await db
    .select({ notifyByMail: messageMailSettings.notifyByMail })
    .from(messageMailSettings)
    .where(eq(messageMailSettings.userId, userId));
  return setting?.notifyByMail ?? true;
}

/** The kind of the message notice mails in their unsubscribe links. */
export const MESSAGE_MAILS = "messages";
export const messageMailUnsubscribePath = (token: string) =>
  `/api/messages/mail-setting/${token}/unsubscribe`;
export const MESSAGE_MAILS_OFF =
  "Sie erhalten keine E-Mails mehr über neue Nachrichten. Im Profil können Sie sie wieder einschalten.";

/** The one-click unsubscribe of message notice mails: the member the token names gets none any more. */
export async function unsubscribeMessageMails(ctx: AppContext, token: string): Promise<{ message: string }> {
  const memberId = verifyUnsubscribe(ctx.unsubscribeKey, MESSAGE_MAILS, token);
  const [member] = memberId
    ? await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, memberId))
    : [];
  if (!member) throw notFound("Dieser Abmelde-Link ist ungültig.");
  await setMailSetting(ctx.db, member.id, false);
  return { message: MESSAGE_MAILS_OFF };
}

export async function mailSetting(db: Db, userId: string): Promise<{ notifyByMail: boolean }> {
  return { notifyByMail: await wantsMessageMail(db, userId) };
}

export async function setMailSetting(db: Db, userId: string, notifyByMail: boolean) {
  await db
    .insert(messageMailSettings)
    .values({ userId, notifyByMail })
    .onConflictDoUpdate({ target: messageMailSettings.userId, set: { notifyByMail } });
  return { notifyByMail };
}
