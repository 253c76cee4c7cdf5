import { z } from "zod";
import { REPORT_ITEM_KINDS } from "../common/constants";

/** 'Melden': a member tells the editorial team that an item breaks the rules (issue 13 §3). */

export const REPORT_REASON_MIN = 5;
export const REPORT_REASON_MAX = 1000;

export const reportSchema = z.object({
  kind: z.enum(REPORT_ITEM_KINDS, { error: "Dieser Inhalt kann nicht gemeldet werden." }),
  itemId: z
    .string({ error: "Der Inhalt fehlt." })
    .trim()
    .min(1, { error: "Der Inhalt fehlt." })
    .max(64, { error: "Unbekannter Inhalt." }),
  reason: z
    .string({ error: "Bitte geben Sie einen Grund an." })
    .trim()
    .min(REPORT_REASON_MIN, {
      error: `Bitte beschreiben Sie den Grund in mindestens ${REPORT_REASON_MIN} Zeichen.`,
    })
    .max(REPORT_REASON_MAX, { error: `Der Grund darf höchstens ${REPORT_REASON_MAX} Zeichen lang sein.` }),
});
export type ReportInput = z.infer<typeof reportSchema>;

export const REPORT_MESSAGES = {
  success: {
    title: "Meldung gesendet",
    description: "Danke. Die Redaktion prüft den Inhalt.",
  },
  already: "Sie haben diesen Inhalt bereits gemeldet.",
  notFound: "Dieser Inhalt wurde nicht gefunden.",
  failed: "Die Meldung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
} as const;
