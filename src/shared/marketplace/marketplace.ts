import { z } from "zod";
import { HELP_CATEGORIES, HELP_ENTRY_KINDS, HELP_ENTRY_STATUSES } from "../common/constants";
import { boundedText, optionalText, requiredText } from "../common/german-text-fields";
import { CONTACT_REQUIRED, HELP_IMAGE_NOT_OWN, HELP_IMAGES_MAX, SEARCH_TERM_MAX } from "./basics";

export * from "./basics";

/** The marketplace's schemas: forms and API (spec portal-members §5); the rest is in marketplace-basics. */

/** Optional text: trimmed, bounded; empty or missing is stored as null; what is no text is told so. */
const optionalHelpText = (label: string, max: number) =>
  optionalText(label, max, `${label} muss ein Text sein.`);

/** Addresses of pictures stored through POST /api/help-images/upload; the server checks who uploaded them. */
export const HELP_IMAGE_PATH = /^\/api\/help-images\/[0-9a-f]{32}$/;

const imagePath = z
  .string({ error: HELP_IMAGE_NOT_OWN })
  .trim()
  .regex(HELP_IMAGE_PATH, { error: HELP_IMAGE_NOT_OWN });

/**
 * The one schema of the marketplace forms and of POST and PUT /api/help-entries (spec §5: kind offer or
 * request, category default household_garden, status default open; contactEmail valid or empty).
 */
export const helpEntryBaseSchema = z.object({
  kind: z.enum(HELP_ENTRY_KINDS, { error: "Bitte wählen Sie 'Biete' oder 'Suche'." }).default("offer"),
  category: z
    .enum(HELP_CATEGORIES, { error: "Bitte wählen Sie eine Kategorie aus." })
    .default("household_garden"),
  title: requiredText("Titel ist erforderlich", "Der Titel", 120),
  description: requiredText("Beschreibung ist erforderlich", "Die Beschreibung", 2000),
  name: requiredText("Name ist erforderlich", "Der Name", 80),
  contactEmail: boundedText("Die E-Mail-Adresse", 254, "Ungültige E-Mail-Adresse")
    .refine((value) => value === "" || z.email().safeParse(value).success, {
      error: "Ungültige E-Mail-Adresse",
    })
    .nullish()
    .transform((value) => value || null),
  contactPhone: optionalHelpText("Die Telefonnummer", 40),
  status: z
    .enum(HELP_ENTRY_STATUSES, { error: "Ungültiger Status: erlaubt sind open, assigned und closed." })
    .default("open"),
  price: optionalHelpText("Der Preis", 60),
  imageUrl: imagePath
    .nullish()
    .or(z.literal(""))
    .transform((value) => value || null),
  images: z
    .array(imagePath, { error: HELP_IMAGE_NOT_OWN })
    .max(HELP_IMAGES_MAX, { error: `Höchstens ${HELP_IMAGES_MAX} Bilder sind erlaubt.` })
    .default([]),
});

const hasContact = (entry: { contactEmail: string | null; contactPhone: string | null }) =>
  Boolean(entry.contactEmail || entry.contactPhone);

/**
 * Requests, and offers made with the older form, need a way to reach the owner (spec §2); the new offer
 * form may leave both empty, since the inbox always works.
 */
export const helpEntrySchema = helpEntryBaseSchema.refine(
  (entry) => entry.kind === "offer" || hasContact(entry),
  { path: ["contactEmail"], error: CONTACT_REQUIRED },
);
export type HelpEntryInput = z.input<typeof helpEntrySchema>;
export type HelpEntryValues = z.output<typeof helpEntrySchema>;

/** The older offer form and the request form: e-mail or phone, whatever the kind. */
export const helpEntryContactFormSchema = helpEntryBaseSchema.refine(hasContact, {
  path: ["contactEmail"],
  error: CONTACT_REQUIRED,
});

export const helpEntryStatusSchema = z.object({
  status: z.enum(HELP_ENTRY_STATUSES, {
    error: "Ungültiger Status: erlaubt sind open, assigned und closed.",
  }),
});

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** The list's filters as the address carries them: /marktplatz?q=&kind=&category= (spec §5). */
export const helpEntryFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_TERM_MAX, { error: `Der Suchbegriff darf höchstens ${SEARCH_TERM_MAX} Zeichen lang sein.` })
    .optional()
    .transform((value) => value || undefined),
  kind: z.preprocess(
    emptyToUndefined,
    z.enum(HELP_ENTRY_KINDS, { error: "Unbekannte Art: erlaubt sind offer und request." }).optional(),
  ),
  category: z.preprocess(
    emptyToUndefined,
    z.enum(HELP_CATEGORIES, { error: "Unbekannte Kategorie." }).optional(),
  ),
});
