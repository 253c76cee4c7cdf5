import { z } from "zod";
import {
  boundedEntryText,
  optionalEntryEmail,
  optionalEntryText,
  optionalEntryWebsite,
} from "../common/german-text-fields";
import { pageNumberSchema } from "../common/paging";
import { eventSubmissionSchema } from "../events/events";
import { UPLOADED_IMAGE_PATH } from "../images/images";
import {
  ADMIN_GROUP_STATUSES,
  GROUP_ATTACHMENT_KINDS,
  GROUP_ATTACHMENT_NOT_OWN,
  GROUP_ATTACHMENTS_TOO_MANY,
  GROUP_KINDS,
  GROUP_NOTIFICATION_LEVELS,
  GROUP_POST_MAX_IMAGES,
  GROUP_POST_MAX_PDFS,
  GROUP_ROLES,
  GROUP_VISIBILITIES,
  POLL_MAX_OPTIONS,
} from "./basics";

export * from "./basics";

const groupName = boundedEntryText("Bitte geben Sie den Namen der Gruppe an.", "Der Name", 3, 80);

const groupKind = z.enum(GROUP_KINDS, { error: "Bitte wählen Sie die Art der Gruppe." });
const groupVisibility = z.enum(GROUP_VISIBILITIES, { error: "Bitte wählen Sie, wer die Gruppe sieht." });

const description = boundedEntryText("Bitte beschreiben Sie die Gruppe.", "Die Beschreibung", 20, 5000);

const groupImage = z
  .union([
    z.literal(""),
    z.string().trim().regex(UPLOADED_IMAGE_PATH, "Bitte laden Sie das Bild über das Formular hoch."),
  ])
  .nullish()
  .transform((value) => (value ? value : null));

/** POST /api/groups: a member asks to found a group; the portal's team approves it. */
export const groupFoundingSchema = z.object({
  name: groupName,
  kind: groupKind,
  visibility: groupVisibility,
  description,
});
export type GroupFounding = z.infer<typeof groupFoundingSchema>;

/** PATCH /api/groups/{slug}: the group's admins keep its profile, the club's public page. */
export const groupProfileSchema = z
  .object({
    name: groupName,
    kind: groupKind,
    visibility: groupVisibility,
    description,
    contactName: optionalEntryText("Der Name der Kontaktperson", 120),
    contactEmail: optionalEntryEmail(),
    meetingPlace: optionalEntryText("Der Treffpunkt", 200),
    website: optionalEntryWebsite(),
    membershipFee: optionalEntryText("Der Text zum Mitgliederbeitrag", 200),
    logoUrl: groupImage,
    coverUrl: groupImage,
  })
  .partial();
export type GroupProfileInput = z.infer<typeof groupProfileSchema>;

export const groupFilterSchema = z.object({
  kind: z.enum(GROUP_KINDS, { error: "Unbekannte Art von Gruppe." }).optional(),
  q: z.string().trim().max(100, "Der Suchbegriff ist zu lang (höchstens 100 Zeichen).").optional(),
});

export const groupJoinSchema = z
  .object({ invitation: z.string().trim().max(100).optional() })
  .nullish()
  .transform((value) => value ?? {});

export const groupRoleSchema = z.object({
  role: z.enum(GROUP_ROLES, { error: "Unbekannte Rolle." }),
});

export const groupNotificationSchema = z.object({
  level: z.enum(GROUP_NOTIFICATION_LEVELS, { error: "Bitte wählen Sie, worüber Sie informiert werden." }),
});

export const groupDecisionSchema = z
  .object({
    reason: z.string().trim().max(1000, "Die Begründung ist zu lang (höchstens 1000 Zeichen).").optional(),
  })
  .nullish()
  .transform((value) => value ?? {});

/** GET /api/admin/groups: the team's list of running (or stopped) groups, searched by name, page by page. */
export const adminGroupsQuerySchema = z.object({
  status: z.enum(ADMIN_GROUP_STATUSES, { error: "Unbekannter Zustand einer Gruppe." }).default("active"),
  q: z.string().trim().max(100, "Der Suchbegriff ist zu lang (höchstens 100 Zeichen).").optional(),
  page: pageNumberSchema,
});
export type AdminGroupsQuery = z.infer<typeof adminGroupsQuerySchema>;

/** POST /api/groups/{slug}/polls: a question, 2 to 10 different answers, optionally several at once. */
export const groupPollSchema = z.object({
  question: boundedEntryText("Bitte geben Sie die Frage ein.", "Die Frage", 3, 300),
  options: z
    .array(
      z
        .string({ error: "Jede Antwort ist ein Text." })
        .trim()
        .min(1, "Eine Antwort ist leer.")
        .max(100, "Eine Antwort ist zu lang (höchstens 100 Zeichen)."),
      { error: "Bitte geben Sie die Antworten an." },
    )
    .min(2, "Eine Umfrage braucht mindestens zwei Antworten.")
    .max(POLL_MAX_OPTIONS, `Eine Umfrage hat höchstens ${POLL_MAX_OPTIONS} Antworten.`)
    .refine(
      (options) =>
        new Set(options.map((option) => option.toLocaleLowerCase("de-CH"))).size === options.length,
      "Jede Antwort darf nur einmal vorkommen.",
    ),
  multiple: z.boolean().optional().default(false),
  anonymous: z.boolean().optional().default(false),
  closesAt: z.iso
    .datetime({ offset: true, error: "Der Abstimmungsschluss ist kein gültiger Zeitpunkt." })
    .nullish()
    .transform((value) => (value ? new Date(value) : null))
    .refine(
      (value) => value === null || value.getTime() > Date.now(),
      "Der Abstimmungsschluss muss in der Zukunft liegen.",
    ),
});
export type GroupPollInput = z.infer<typeof groupPollSchema>;

export const groupVoteSchema = z.object({
  optionIds: z
    .array(z.number({ error: "Unbekannte Antwort." }).int("Unbekannte Antwort."), {
      error: "Bitte wählen Sie eine Antwort.",
    })
    .min(1, "Bitte wählen Sie eine Antwort.")
    .max(POLL_MAX_OPTIONS, "Zu viele Antworten."),
});

const postBody = boundedEntryText("Bitte schreiben Sie einen Text.", "Der Beitrag", 1, 5000);

/** POST /api/groups/{slug}/posts: a member's post; an announcement only from the group's admins. */
export const groupPostSchema = z.object({
  body: postBody,
  announcement: z.boolean().optional().default(false),
  /** Files the author uploaded to the group beforehand (POST /api/groups/{slug}/attachments). */
  attachmentIds: z
    .array(z.string().regex(/^[0-9a-f]{32}$/, GROUP_ATTACHMENT_NOT_OWN), { error: GROUP_ATTACHMENT_NOT_OWN })
    .max(GROUP_POST_MAX_IMAGES + GROUP_POST_MAX_PDFS, GROUP_ATTACHMENTS_TOO_MANY)
    .optional()
    .default([]),
});

/**
 * POST /api/groups/{slug}/attachments?kind=image|pdf&name=…: the file itself is the body, of any declared
 * type; its bytes decide whether it is what `kind` says.
 */
export const groupAttachmentQuerySchema = z.object({
  kind: z.enum(GROUP_ATTACHMENT_KINDS, { error: "Bitte hängen Sie ein Bild oder eine PDF-Datei an." }),
  name: z.string().max(300, "Der Dateiname ist zu lang.").optional(),
});

/** PATCH /api/groups/{slug}/posts/{id}: the author edits the text, the group's admins pin and mark. */
export const groupPostChangeSchema = z
  .object({ body: postBody, announcement: z.boolean(), pinned: z.boolean() })
  .partial()
  .refine((change) => Object.keys(change).length > 0, "Bitte geben Sie an, was sich ändert.");

export const groupCommentSchema = z.object({
  body: boundedEntryText("Bitte schreiben Sie einen Kommentar.", "Der Kommentar", 1, 2000),
});

/**
 * POST /api/groups/{slug}/events: an event as every event is entered, and whether it is for the group's
 * members only (else it is in the village's calendar, as the group's).
 */
export const groupEventSchema = eventSubmissionSchema.and(
  z.object({
    membersOnly: z.boolean({ error: "Bitte wählen Sie, wer eingeladen ist." }).optional().default(false),
  }),
);
export type GroupEventInput = z.infer<typeof groupEventSchema>;
