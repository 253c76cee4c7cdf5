import { z } from "zod";
import { CENTRE_TOPICS, PUSH_TOPICS } from "./basics";

export * from "./basics";

/** The schemas of the notification centre and of push; their topics and texts are in notifications-basics. */

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Bitte geben Sie eine Uhrzeit wie 21:00 an." });

/** A key in base64url of the length RFC 8291 gives it; anything else could not be encrypted for. */
const deviceKey = (what: string, pattern: RegExp) =>
  z.string({ error: `${what} fehlt.` }).regex(pattern, { error: `${what} ist ungültig.` });

const pushEndpoint = z
  .url({ protocol: /^https?$/, error: "Die Adresse des Push-Dienstes ist ungültig." })
  .max(2048, { error: "Die Adresse des Push-Dienstes ist zu lang." });

/** POST /api/push/subscriptions */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpoint,
  keys: z.object(
    {
      // An uncompressed P-256 point: 65 bytes, the first 0x04 ('B' in base64url).
      p256dh: deviceKey("Der Schlüssel des Geräts", /^B[A-Za-z0-9_-]{86}=?$/),
      // 16 bytes.
      auth: deviceKey("Das Geheimnis des Geräts", /^[A-Za-z0-9_-]{22}(==)?$/),
    },
    { error: "Die Schlüssel des Geräts fehlen." },
  ),
  topics: z
    .array(z.enum(PUSH_TOPICS, { error: "Unbekanntes Thema." }), { error: "Bitte wählen Sie Themen." })
    .max(PUSH_TOPICS.length)
    .transform((chosen) => [...new Set(chosen)]),
  quietHours: z.object({ from: time, until: time }).nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions, GET /api/push/subscriptions?endpoint= */
export const pushEndpointSchema = z.object({ endpoint: pushEndpoint });

/** GET /api/notifications?before= */
export const notificationsQuerySchema = z.object({
  before: z.coerce
    .number({ error: "Ungültige Angabe." })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
});

const WHICH_READ = "Bitte geben Sie an, welche Benachrichtigungen gelesen sind.";

/** POST /api/notifications/read */
export const notificationsReadSchema = z.union(
  [
    z.object({ all: z.literal(true) }).strict(),
    z
      .object({
        ids: z
          .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
          .min(1, { error: WHICH_READ })
          .max(100, { error: "Höchstens 100 Benachrichtigungen auf einmal." }),
      })
      .strict(),
  ],
  { error: WHICH_READ },
);

/** PUT /api/notifications/settings */
export const centreSettingsSchema = z.object({
  topics: z
    .array(z.enum(CENTRE_TOPICS, { error: "Unbekanntes Thema." }), { error: "Bitte wählen Sie Themen." })
    .max(CENTRE_TOPICS.length)
    .transform((chosen) => [...new Set(chosen)]),
});
