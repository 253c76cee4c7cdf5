import nodemailer from "nodemailer";
import type { MailTransport } from "./types";

/**
 * What the transport needs beyond SMTP_URL, unless the address says otherwise: pooled connections (a
 * notice to thousands of subscribers would otherwise open one connection per mail) and timeouts.
 * nodemailer reads options of a connection URL from its query only.
 */
const URL_DEFAULTS = {
  pool: "true",
  maxConnections: "3",
  connectionTimeout: "10000",
  greetingTimeout: "10000",
  socketTimeout: "20000",
};

/** Delivery over SMTP_URL (smtp:// or smtps://, credentials in the address) with nodemailer. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(URL_DEFAULTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transporter = nodemailer.createTransport(url.toString());
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
