import { z } from "zod";

/** Text fields of the forms, with the German messages every area words the same way. */

export const tooLong = (label: string, max: number) => `${label} darf höchstens ${max} Zeichen lang sein.`;

/** A required text: trimmed, not empty, bounded. */
export const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(label, max) });

/** A trimmed, bounded text; `invalid` is the answer to a value that is no text at all. */
export const boundedText = (label: string, max: number, invalid?: string) =>
  z
    .string(invalid ? { error: invalid } : undefined)
    .trim()
    .max(max, { error: tooLong(label, max) });

/** An optional text: trimmed, bounded, and empty or missing becomes null. */
export const optionalText = (label: string, max: number, invalid?: string) =>
  boundedText(label, max, invalid)
    .nullish()
    .transform((value) => value || null);

/** The team's own directory entries (businesses, candidates) word a too long text more briefly. */
const overLimit = (label: string, max: number) => `${label} ist zu lang (höchstens ${max} Zeichen).`;

/**
 * A required text of a group's forms: trimmed, with a shortest and a longest length that the messages name;
 * where one character is enough, an empty text is told the same as a missing one.
 */
export const boundedEntryText = (required: string, label: string, min: number, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(min, min > 1 ? `${label} ist zu kurz (mindestens ${min} Zeichen).` : required)
    .max(max, overLimit(label, max));

/** A required text of a directory entry: trimmed, not empty, bounded. */
export const requiredEntryText = (required: string, label: string, max: number) =>
  z.string().trim().min(1, required).max(max, overLimit(label, max));

/** An optional text of a directory entry: trimmed, bounded, and empty or missing becomes null. */
export const optionalEntryText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, overLimit(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional e-mail address of a directory entry: empty or missing becomes null. */
export const optionalEntryEmail = () =>
  z
    .union([z.literal(""), z.email("Ungültige E-Mail-Adresse")])
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional website of a directory entry: only http and https addresses, empty or missing becomes null. */
export const optionalEntryWebsite = () =>
  z
    .union([
      z.literal(""),
      z.url({ protocol: /^https?$/, message: "Die Website muss mit http:// oder https:// beginnen." }),
    ])
    .nullish()
    .transform((value) => (value ? value : null));
