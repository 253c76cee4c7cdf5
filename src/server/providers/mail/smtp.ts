import nodemailer from "nodemailer";
import type { MailTransport } from "./types";

/** Delivery over SMTP_URL (smtp:// or smtps://, credentials in the address) with nodemailer. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async deliver(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: mail.headers,
        messageId: mail.messageId,
      });
    },
    close() {
      transporter.close();
    },
  };
}
