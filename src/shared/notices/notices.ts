import { z } from "zod";
import { EDITORIAL_STATUSES } from "../common/constants";
import { editorialPublishAt, editorialSlug } from "../newsroom/newsroom";
import { NOTICE_KINDS, NOTICES_MAX_PAGE, type NoticeKind } from "./basics";

export * from "./basics";

/** The schemas of official notices: the common fields, and each kind's own (details). */

const text = (max: number, label: string) =>
  z
    .string({ error: `Bitte geben Sie ${label} an.` })
    .trim()
    .min(1, { error: `Bitte geben Sie ${label} an.` })
    .max(max, {
      error: `${label[0]!.toUpperCase()}${label.slice(1)} ist zu lang (höchstens ${max} Zeichen).`,
    });

const day = (label: string) =>
  z
    .string({ error: `Bitte geben Sie ${label} an.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `Bitte geben Sie ${label} als Datum an.` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: `Bitte geben Sie ${label} als gültiges Datum an.`,
    });

const validUntil = day("das Datum «gültig bis»").nullish();

/** Each kind's own fields: a notice's `details` must pass its kind's schema. */
export const NOTICE_DETAILS = {
  baugesuch: z.object({
    applicant: text(200, "die Bauherrschaft"),
    parcel: text(50, "die Parzellennummer"),
    address: text(200, "den Standort"),
    project: text(500, "das Bauvorhaben"),
    objectionDeadline: day("die Einsprachefrist"),
    plansLocation: text(300, "den Ort der Planauflage"),
  }),
  strassensperrung: z
    .object({
      street: text(200, "die Strasse"),
      from: day("den Beginn der Sperrung"),
      to: day("das Ende der Sperrung"),
      detour: z.string().trim().max(500).nullish(),
    })
    .refine((closure) => closure.to >= closure.from, {
      error: "Das Ende der Sperrung darf nicht vor ihrem Beginn liegen.",
      path: ["to"],
    }),
  gemeinderat: z.object({
    meetingDate: day("das Datum der Sitzung"),
    decisions: z
      .array(text(1000, "einen Beschluss"), { error: "Bitte geben Sie die Beschlüsse an." })
      .min(1, { error: "Bitte geben Sie mindestens einen Beschluss an." })
      .max(30, { error: "Höchstens 30 Beschlüsse pro Mitteilung." }),
    validUntil,
  }),
  abfall: z.object({ validUntil }),
  allgemein: z.object({ validUntil }),
} satisfies Record<NoticeKind, z.ZodType>;

const kind = z.enum(NOTICE_KINDS, { error: "Bitte wählen Sie eine Art der Mitteilung." });
const details = z.record(z.string(), z.unknown(), { error: "Ungültige Angaben zur Mitteilung." });

const noticeFields = {
  kind,
  title: text(200, "einen Titel"),
  content: text(50_000, "einen Text"),
  slug: editorialSlug,
  publishAt: editorialPublishAt,
  details: details.optional(),
  /** 'dringend': pushed at once, also in the recipients' quiet hours (issue 26). */
  urgent: z.boolean({ error: "Bitte geben Sie an, ob die Mitteilung dringend ist." }).optional(),
};

/** POST /api/admin/notices */
export const noticeCreateSchema = z.object({
  ...noticeFields,
  status: z.enum(["draft", "published", "scheduled"], { error: "Ungültiger Status." }),
});
export type NoticeCreate = z.infer<typeof noticeCreateSchema>;

/** PATCH /api/admin/notices/{id}: as the articles' (any field, and the version the change is based on). */
export const noticePatchSchema = z
  .object({ ...noticeFields, status: z.enum(EDITORIAL_STATUSES, { error: "Ungültiger Status." }) })
  .partial()
  .extend({ version: z.number({ error: "Bitte geben Sie die Version an." }).int().positive() });
export type NoticePatch = z.infer<typeof noticePatchSchema>;

/** GET /api/notices */
export const noticeListQuery = z.object({
  kind: kind.optional(),
  archive: z
    .enum(["true", "false", "1", "0"], { error: "archive ist true oder false." })
    .transform((value) => value === "true" || value === "1")
    .optional(),
  page: z.coerce.number().int().min(1).max(NOTICES_MAX_PAGE).default(1),
});

/** GET /api/admin/notices */
export const editorialNoticeListQuery = z.object({
  status: z.enum(EDITORIAL_STATUSES).optional(),
  kind: kind.optional(),
  page: z.coerce.number().int().min(1).max(NOTICES_MAX_PAGE).default(1),
});

export const NOTICES_PAGE_SIZE = 20;
