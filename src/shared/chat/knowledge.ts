import { z } from "zod";
import { foldGerman } from "../common/text";

/**
 * What the team tells the assistant (issue 28): the FAQ (questions and the municipality's answers) and
 * the synonyms (residents' words → the portal's words). Both sides of a synonym are stored folded.
 */

export interface FaqEntry {
  id: string;
  question: string;
  /** Markdown, rendered sanitized like every text of the portal. */
  answer: string;
  keywords: string | null;
  updatedAt: string;
  /** Who saved it last; null when that account is gone. */
  updatedByName: string | null;
}

export interface Synonym {
  id: string;
  term: string;
  expansions: string[];
  updatedAt: string;
  updatedByName: string | null;
}

export const FAQ_NOT_FOUND = "Diese Frage gibt es nicht (mehr).";
export const SYNONYM_NOT_FOUND = "Dieses Synonym gibt es nicht (mehr).";
export const synonymTaken = (term: string) =>
  `Für «${term}» gibt es schon einen Eintrag. Bitte ergänzen Sie dort die Wörter des Portals.`;

export const SYNONYM_EXPANSIONS_MAX = 10;

const QUESTION_MESSAGE = "Die Frage muss 5 bis 300 Zeichen lang sein.";
const ANSWER_MESSAGE = "Die Antwort muss 10 bis 4000 Zeichen lang sein.";
const KEYWORDS_MESSAGE = "Die Stichwörter dürfen höchstens 500 Zeichen lang sein.";
const TERM_MESSAGE =
  "Der Begriff muss aus 2 bis 60 Buchstaben bestehen (Leerzeichen und Bindestriche sind erlaubt).";
const EXPANSIONS_COUNT_MESSAGE = `Bitte geben Sie 1 bis ${SYNONYM_EXPANSIONS_MAX} Wörter des Portals an.`;
const expansionMessage = (word: string) =>
  `«${word}» ist kein gültiges Wort: 2 bis 60 Buchstaben (Leerzeichen und Bindestriche sind erlaubt).`;

/** A word or a few: letters, with spaces and hyphens between them ('Velo flicken', 'Samichlaus'). */
const WORDS = /^\p{L}(?:[\p{L} -]{0,58}\p{L})?$/u;
const isWords = (text: string) => text.length >= 2 && WORDS.test(text);

/** Spaces collapsed, then folded: the one form a synonym's words are stored and compared in. */
export const foldTerm = (text: string) => foldGerman(text.trim().replace(/\s+/g, " "));

const question = z
  .string({ error: QUESTION_MESSAGE })
  .trim()
  .min(5, { error: QUESTION_MESSAGE })
  .max(300, { error: QUESTION_MESSAGE });
const answer = z
  .string({ error: ANSWER_MESSAGE })
  .trim()
  .min(10, { error: ANSWER_MESSAGE })
  .max(4000, { error: ANSWER_MESSAGE });
const keywords = z
  .string({ error: KEYWORDS_MESSAGE })
  .trim()
  .max(500, { error: KEYWORDS_MESSAGE })
  .nullish()
  .transform((value) => value || null);

export const faqInputSchema = z.object({ question, answer, keywords });
export type FaqInput = z.infer<typeof faqInputSchema>;
export type FaqFormValues = z.input<typeof faqInputSchema>;
export const faqPatchSchema = faqInputSchema.partial();

const term = z
  .string({ error: TERM_MESSAGE })
  .trim()
  .refine((value) => isWords(value.replace(/\s+/g, " ")), { error: TERM_MESSAGE })
  .transform(foldTerm);

/** Each word checked, folded and kept once; every complaint names the field, not one of its words. */
const expansionList = z
  .array(z.string({ error: EXPANSIONS_COUNT_MESSAGE }), { error: EXPANSIONS_COUNT_MESSAGE })
  .max(SYNONYM_EXPANSIONS_MAX * 2, { error: EXPANSIONS_COUNT_MESSAGE })
  .transform((words) => words.map((word) => word.trim().replace(/\s+/g, " ")).filter(Boolean))
  .superRefine((words, context) => {
    const wrong = words.find((word) => !isWords(word));
    if (wrong !== undefined) context.addIssue({ code: "custom", message: expansionMessage(wrong) });
  })
  .transform((words) => [...new Set(words.map(foldTerm))])
  .refine((words) => words.length >= 1 && words.length <= SYNONYM_EXPANSIONS_MAX, {
    error: EXPANSIONS_COUNT_MESSAGE,
  });

export const synonymInputSchema = z.object({ term, expansions: expansionList });
export type SynonymInput = z.infer<typeof synonymInputSchema>;
export const synonymPatchSchema = synonymInputSchema.partial();

/** The team's form: the portal's words in one field, separated by commas. */
export const synonymFormSchema = z.object({
  term,
  expansions: z
    .string({ error: EXPANSIONS_COUNT_MESSAGE })
    .transform((text) => text.split(","))
    .pipe(expansionList),
});
export type SynonymFormValues = z.input<typeof synonymFormSchema>;
