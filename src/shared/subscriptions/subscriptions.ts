import { z } from "zod";
import { SUBSCRIPTION_NOT_FOUND, SUBSCRIPTION_TOPICS } from "./basics";

export * from "./basics";

/** The schemas of subscriptions; their topics and texts, which the pages read, are in subscriptions-basics. */

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
