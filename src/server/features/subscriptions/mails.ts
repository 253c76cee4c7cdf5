import { formatLongDate } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import { NOTICE_KIND_LABELS, type NoticeKind } from "../../../shared/notices/basics";
import { type SubscriptionTopic, TOPIC_LABELS } from "../../../shared/subscriptions/subscriptions";
import type { Config } from "../../config";
import type { OutgoingMail } from "../../providers/mail";

type MailConfig = Pick<Config, "publicUrl" | "municipality" | "timeZone">;

export const unsubscribePath = (token: string) => `/api/subscriptions/${token}/unsubscribe`;

/**
 * A mail a subscriber can stop: one click in the mail program unsubscribes (RFC 8058, a POST to the https
 * address), and the footer links the settings.
 */
function subscriberMail(
  config: MailConfig,
  subscriber: { email: string; token: string },
  subject: string,
  lines: string[],
): OutgoingMail {
  const manage = `${config.publicUrl}${paths.subscription(subscriber.token)}`;
  return {
    to: subscriber.email,
    subject,
    text: [
      ...lines,
      "",
      "—",
      `Sie erhalten diese E-Mail, weil Sie beim Dorfportal ${config.municipality} Themen abonniert haben.`,
      `Themen ändern oder abbestellen: ${manage}`,
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${config.publicUrl}${unsubscribePath(subscriber.token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function confirmationMail(
  config: MailConfig,
  subscription: { email: string; confirmToken: string | null; topics: string[] },
): OutgoingMail {
  const link = `${config.publicUrl}/abo/bestaetigen?token=${subscription.confirmToken}`;
  return {
    to: subscription.email,
    subject: `Bitte bestätigen Sie Ihr Abo beim Dorfportal ${config.municipality}`,
    text: [
      "Grüezi",
      "",
      `Sie (oder jemand mit Ihrer Adresse) möchten vom Dorfportal ${config.municipality} E-Mails zu diesen Themen erhalten:`,
      ...subscription.topics.map((topic) => `- ${TOPIC_LABELS[topic as SubscriptionTopic] ?? topic}`),
      "",
      `Bitte bestätigen Sie das auf dieser Seite: ${link}`,
      "",
      "Wenn Sie das nicht waren, müssen Sie nichts tun: ohne Bestätigung erhalten Sie nichts mehr, und die Adresse wird nach 7 Tagen gelöscht.",
    ].join("\n"),
  };
}

export function manageLinkMail(
  config: MailConfig,
  subscriber: { email: string; token: string },
): OutgoingMail {
  return subscriberMail(config, subscriber, `Ihr Abo beim Dorfportal ${config.municipality}`, [
    "Grüezi",
    "",
    "Sie haben sich erneut angemeldet; Ihr Abo besteht bereits. Über den Link unten ändern Sie Ihre Themen.",
  ]);
}

export function noticeMail(
  config: MailConfig,
  subscriber: { email: string; token: string },
  notice: { kind: NoticeKind; title: string; excerpt: string; path: string; deadline: string | null },
): OutgoingMail {
  const kind = NOTICE_KIND_LABELS[notice.kind];
  return subscriberMail(config, subscriber, `${kind}: ${notice.title}`, [
    `Neue amtliche Mitteilung der Gemeinde ${config.municipality} (${kind}):`,
    "",
    notice.title,
    ...(notice.deadline
      ? [
          `${notice.kind === "baugesuch" ? "Einsprachefrist" : "Bis"}: ${formatLongDate(`${notice.deadline}T12:00:00Z`, config.timeZone)}`,
        ]
      : []),
    "",
    notice.excerpt,
    "",
    `Ganze Mitteilung: ${config.publicUrl}${notice.path}`,
  ]);
}

export function newsMail(
  config: MailConfig,
  subscriber: { email: string; token: string },
  article: { category: string; title: string; excerpt: string; path: string },
): OutgoingMail {
  return subscriberMail(config, subscriber, `${article.category}: ${article.title}`, [
    `Neu im Dorfportal ${config.municipality} (${article.category}):`,
    "",
    article.title,
    "",
    article.excerpt,
    "",
    `Weiterlesen: ${config.publicUrl}${article.path}`,
  ]);
}

export function eventMail(
  config: MailConfig,
  subscriber: { email: string; token: string },
  event: { title: string; when: string; location: string | null; path: string },
): OutgoingMail {
  return subscriberMail(config, subscriber, `Veranstaltung: ${event.title}`, [
    `Neu im Veranstaltungskalender von ${config.municipality}:`,
    "",
    event.title,
    [event.when, event.location].filter(Boolean).join(", "),
    "",
    `Alle Angaben: ${config.publicUrl}${event.path}`,
  ]);
}

export interface DigestContent {
  news: Array<{ title: string; path: string }>;
  events: Array<{ title: string; when: string; path: string }>;
  notices: Array<{ title: string; kind: string; path: string }>;
}

export function digestMail(
  config: MailConfig,
  subscriber: { email: string; token: string },
  content: DigestContent,
): OutgoingMail {
  const url = (path: string) => `${config.publicUrl}${path}`;
  const section = (title: string, lines: string[]) => (lines.length > 0 ? ["", title, ...lines] : []);
  return subscriberMail(config, subscriber, `Die Woche in ${config.municipality}`, [
    `Was diese Woche im Dorfportal ${config.municipality} neu ist und was kommt:`,
    ...section(
      "Nachrichten",
      content.news.map((item) => `- ${item.title}: ${url(item.path)}`),
    ),
    ...section(
      "Veranstaltungen der kommenden Woche",
      content.events.map((item) => `- ${item.when}, ${item.title}: ${url(item.path)}`),
    ),
    ...section(
      "Aktuelle amtliche Mitteilungen",
      content.notices.map((item) => `- ${item.kind}: ${item.title}: ${url(item.path)}`),
    ),
  ]);
}
