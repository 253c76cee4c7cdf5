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

/** An optional text: trimmed, bounded, and empty or missing becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(label, max) })
    .nullish()
    .transform((value) => value || null);
