import { z } from "zod";
import { REPORT_ITEM_KINDS, type ReportItemKind } from "../common/constants";
import { isOneOf } from "../common/labelled-values";

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

/** A group's posts and comments reach the group's owners and admins first, the rest the editorial team. */
const GROUP_REPORT_KINDS = ["group-post", "group-comment"] as const satisfies readonly ReportItemKind[];
export type GroupReportKind = (typeof GROUP_REPORT_KINDS)[number];

export const isGroupReportKind = (kind: ReportItemKind): kind is GroupReportKind =>
  isOneOf(GROUP_REPORT_KINDS, kind);

/** The toast after a report, naming who looks at the item first. */
export const reportSentToast = (kind: ReportItemKind) => ({
  title: "Meldung gesendet",
  description: isGroupReportKind(kind)
    ? "Danke. Die Admins der Gruppe prüfen den Inhalt."
    : "Danke. Die Redaktion prüft den Inhalt.",
});

export const REPORT_MESSAGES = {
  already: "Sie haben diesen Inhalt bereits gemeldet.",
  notFound: "Dieser Inhalt wurde nicht gefunden.",
  failed: "Die Meldung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
} as const;
