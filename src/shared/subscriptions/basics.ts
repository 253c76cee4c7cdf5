// Without zod: what the subscription pages need (the budget, docs/performance.md).
import { NOTICE_KIND_LABELS, NOTICE_KINDS } from "../notices/basics";

/** Subscriptions without an account (issue 25, item 2): the topics and the texts of the pages. */

/** The news categories a resident can follow: the newsroom's own (letters and PR reports are not news). */
export const NEWS_CATEGORIES = ["Dorfläbe", "Sport", "Gewerbe", "Events", "Familie"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const SUBSCRIPTION_TOPICS = [
  ...NOTICE_KINDS.map((kind) => `notices:${kind}` as const),
  ...NEWS_CATEGORIES.map((category) => `news:${category}` as const),
  "events",
  "digest",
] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];

export const TOPIC_LABELS: Record<SubscriptionTopic, string> = {
  ...(Object.fromEntries(
    NOTICE_KINDS.map((kind) => [`notices:${kind}`, `Amtliche Mitteilungen: ${NOTICE_KIND_LABELS[kind]}`]),
  ) as Record<`notices:${(typeof NOTICE_KINDS)[number]}`, string>),
  ...(Object.fromEntries(
    NEWS_CATEGORIES.map((category) => [`news:${category}`, `Nachrichten: ${category}`]),
  ) as Record<`news:${(typeof NEWS_CATEGORIES)[number]}`, string>),
  events: "Neue Veranstaltungen",
  digest: "Wochenübersicht",
};

export const SUBSCRIPTION_ACCEPTED =
  "Danke! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihr Abo mit dem Link darin.";
export const SUBSCRIPTION_NOT_FOUND =
  "Dieses Abo gibt es nicht (mehr). Vielleicht wurde es bereits abbestellt.";
export const CONFIRMATION_INVALID =
  "Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.";
export const DECISION_MAILS_OFF =
  "Sie erhalten keine E-Mails mehr über Entscheide der Redaktion zu Ihren Beiträgen. Im Profil können Sie sie wieder einschalten.";
export const UNSUBSCRIBED =
  "Sie erhalten von uns keine E-Mails mehr zu diesen Themen. Ihre Adresse ist gelöscht.";

/** GET /api/subscriptions/{token} */
export interface SubscriptionView {
  email: string;
  topics: SubscriptionTopic[];
  confirmed: boolean;
}
