/** A German plain-text mail to one member or company. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; the mailer lays out `text` when none is given. */
  html?: string;
  /** Headers beyond From, To and Subject: List-Unsubscribe (RFC 2369, 8058), Auto-Submitted (RFC 3834). */
  headers?: Record<string, string>;
}

/** Hands a finished mail to a mail server; throws when the server refuses it. */
export interface MailTransport {
  deliver(mail: OutgoingMail & { from: string; messageId: string }): Promise<void>;
  close(): void;
}

/** The SMTP server refused the recipient for good (a 5xx reply): the address does not take mail. */
export const isHardBounce = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};
