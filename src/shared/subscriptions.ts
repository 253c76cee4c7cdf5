import { z } from "zod";
import { NOTICE_KIND_LABELS, NOTICE_KINDS } from "./notices-basics";

/** Subscriptions without an account (issue 25, item 2): the topics and the texts of the pages. */

/** The news categories a resident can follow: the newsroom's own (letters and PR reports are not news). */
export const NEWS_CATEGORIES = ["Dorfläbe", "Sport", "Gewerbe", "Events", "Familie"] as const;

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

const topics = z
  .array(z.enum(SUBSCRIPTION_TOPICS, { error: "Unbekanntes Thema." }), { error: "Bitte wählen Sie Themen." })
  .min(1, { error: "Bitte wählen Sie mindestens ein Thema." })
  .max(SUBSCRIPTION_TOPICS.length)
  .transform((chosen) => [...new Set(chosen)]);

/** POST /api/subscriptions */
export const subscribeSchema = z.object({
  email: z
    .email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse an." })
    .max(254, { error: "Die E-Mail-Adresse ist zu lang." }),
  topics,
});

/** PUT /api/subscriptions/{token} */
export const topicsSchema = z.object({ topics });

/** PUT /api/subscriptions/mine: a member may choose no topic at all (that ends the subscription). */
export const memberTopicsSchema = z.object({
  topics: z
    .array(z.enum(SUBSCRIPTION_TOPICS, { error: "Unbekanntes Thema." }), {
      error: "Bitte wählen Sie Themen.",
    })
    .max(SUBSCRIPTION_TOPICS.length)
    .transform((chosen) => [...new Set(chosen)]),
});

export const subscriptionToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: SUBSCRIPTION_NOT_FOUND });

/** GET /api/subscriptions/{token} */
export interface SubscriptionView {
  email: string;
  topics: SubscriptionTopic[];
  confirmed: boolean;
}
