import { z } from "zod";
import { ARTICLE_CATEGORIES, type ArticleCategory } from "../common/constants";
import { optionalText, requiredText, tooLong } from "../common/german-text-fields";
import { valuesOf } from "../common/labelled-values";
import type { ReaderContribution } from "../contributions/contributions";
import { UPLOADED_IMAGE_PATH } from "../images/images";

/**
 * The reader-reporter form and its calls (spec portal-members §2 "Reader-reporter screen", §3, §5, §7;
 * portal-public §5 "Reader letter and article schema"). One schema for the form and the server.
 */

export const LETTER_TONES = ["neutral", "supportive", "critical"] as const;
export const ARTICLE_TONES = ["neutral", "informative", "engaging"] as const;
export const TONE_LABELS = {
  neutral: "Neutral und sachlich",
  supportive: "Unterstützend und wertschätzend",
  critical: "Kritisch und konstruktiv",
  informative: "Informativ und erklärend",
  engaging: "Lebendig und mitreissend",
};
export const TONES = valuesOf(TONE_LABELS);
export type Tone = (typeof TONES)[number];

/** Articles go to a news category; letters and PR reports have their own ways in (spec §2). */
export const SUBMITTABLE_CATEGORIES = ARTICLE_CATEGORIES.filter(
  (category) => category !== "Leserbriefe" && category !== "PR-Berichte",
) as Exclude<ArticleCategory, "Leserbriefe" | "PR-Berichte">[];

export const MESSAGES = {
  titleRequired: "Titel ist erforderlich",
  contentTooShort: "Inhalt muss mindestens 10 Zeichen lang sein",
  nameRequired: "Name ist erforderlich",
  emailInvalid: "Ungültige E-Mail-Adresse",
  topicRequired: "Bitte geben Sie ein Thema für den Leserbrief an.",
  categoryRequired: "Bitte wählen Sie eine Kategorie für den Artikel aus.",
  aiFieldsMissingTitle: "Fehlende Angaben",
  aiFieldsMissing: "Bitte füllen Sie Stichwörter, Name und E-Mail aus.",
  toneInvalid: "Bitte wählen Sie eine der angebotenen Tonalitäten.",
  imageNotOwn: "Bitte verwenden Sie ein Bild, das Sie selbst über das Formular hochgeladen haben.",
  submitted: "Beitrag eingereicht",
  submittedText: "Vielen Dank! Die Redaktion prüft Ihren Beitrag vor der Veröffentlichung.",
  submitFailed: "Fehler beim Einreichen des Beitrags",
  generateFailed: "Fehler beim Generieren des AI-Beitrags",
  signInRequired: "Anmeldung erforderlich",
  signInRequiredText: "Sie müssen sich anmelden, um als Lesereporter aktiv zu werden.",
  sessionExpired: "Sie sind nicht mehr angemeldet. Melden Sie sich erneut an...",
} as const;

const fields = {
  title: requiredText(MESSAGES.titleRequired, "Der Titel", 200),
  content: z
    .string({ error: MESSAGES.contentTooShort })
    .trim()
    .min(10, { error: MESSAGES.contentTooShort })
    .max(20_000, { error: tooLong("Der Text", 20_000) }),
  authorName: requiredText(MESSAGES.nameRequired, "Der Name", 100),
  authorEmail: z
    .string({ error: MESSAGES.emailInvalid })
    .trim()
    .max(254, { error: MESSAGES.emailInvalid })
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  authorLocation: optionalText("Der Wohnort", 100),
  excerpt: optionalText("Die Kurzbeschreibung", 500),
  imageUrl: optionalText("Die Bildadresse", 300).refine(
    (value) => value === null || UPLOADED_IMAGE_PATH.test(value),
    { error: MESSAGES.imageNotOwn },
  ),
  isAiAssisted: z.boolean().default(false),
  originalPrompt: optionalText("Die Stichwörter", 1000),
};

/**
 * PATCH /api/admin/leserbriefe/{id} and /api/admin/user-articles/{id}: the editorial team corrects a
 * waiting contribution (typos, a title) under the same rules the member's form has.
 */
export const contributionEditSchema = z.object({ title: fields.title, content: fields.content });
export type ContributionEdit = z.output<typeof contributionEditSchema>;

/** POST /api/leserbriefe: the form's Thema is required for letters (spec §5 required marks). */
export const letterSubmissionSchema = z.object({
  title: fields.title,
  content: fields.content,
  authorName: fields.authorName,
  authorEmail: fields.authorEmail,
  authorLocation: fields.authorLocation,
  topic: requiredText(MESSAGES.topicRequired, "Das Thema", 100),
  imageUrl: fields.imageUrl,
  isAiAssisted: fields.isAiAssisted,
  originalPrompt: fields.originalPrompt,
});
export type LetterSubmission = z.output<typeof letterSubmissionSchema>;

const categoryField = z.enum(SUBMITTABLE_CATEGORIES, { error: MESSAGES.categoryRequired });

/** POST /api/user-articles. */
export const userArticleSubmissionSchema = z.object({
  title: fields.title,
  content: fields.content,
  excerpt: fields.excerpt,
  authorName: fields.authorName,
  authorEmail: fields.authorEmail,
  category: categoryField,
  imageUrl: fields.imageUrl,
  isAiAssisted: fields.isAiAssisted,
  originalPrompt: fields.originalPrompt,
});
export type UserArticleSubmission = z.output<typeof userArticleSubmissionSchema>;

/** What the AI needs first, then what the kind of text needs (the order of the form's toasts, §5). */
const aiFields = {
  keywords: requiredText(MESSAGES.aiFieldsMissing, "Die Stichwörter", 1000),
  authorName: requiredText(MESSAGES.aiFieldsMissing, "Der Name", 100),
  authorEmail: z
    .string({ error: MESSAGES.aiFieldsMissing })
    .trim()
    .min(1, { error: MESSAGES.aiFieldsMissing, abort: true })
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
};

/** POST /api/leserbriefe/ai-generate. */
export const letterAiRequestSchema = z.object({
  ...aiFields,
  topic: requiredText(MESSAGES.topicRequired, "Das Thema", 100),
  authorLocation: fields.authorLocation,
  tone: z.enum(LETTER_TONES, { error: MESSAGES.toneInvalid }).default("neutral"),
});

/** POST /api/user-articles/ai-generate. */
export const articleAiRequestSchema = z.object({
  ...aiFields,
  category: categoryField,
  tone: z.enum(ARTICLE_TONES, { error: MESSAGES.toneInvalid }).default("neutral"),
});

/** The answer of both ai-generate calls (spec §7). */
export interface AiDraft {
  generatedContent: string;
  suggestions: { title: string };
  originalPrompt: string;
}

/**
 * The whole form (spec §3 "Reader-reporter submission form"): one set of fields for both kinds; what the
 * chosen kind needs is checked by kind, so switching never leaves a hidden field blocking the submit.
 */
export const reporterFormSchema = z
  .object({
    isLeserbrief: z.boolean(),
    title: z.string(),
    content: z.string(),
    authorName: z.string(),
    authorEmail: z.string(),
    authorLocation: z.string(),
    topic: z.string(),
    category: z.string(),
    excerpt: z.string(),
    tone: z.enum(TONES),
    keywords: z.string(),
    imageUrl: z.string().nullable(),
    isAiAssisted: z.boolean(),
    originalPrompt: z.string(),
  })
  .superRefine((form, ctx) => {
    const schema = form.isLeserbrief ? letterSubmissionSchema : userArticleSubmissionSchema;
    const result = schema.safeParse(form);
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
export type ReporterForm = z.input<typeof reporterFormSchema>;

/** GET /api/leserbriefe/user: the member's own letters (profile tab 'Meine Leserbriefe'). */
export interface OwnLetter extends ReaderContribution {
  topic: string | null;
  authorLocation: string | null;
  isApproved: boolean;
}

/** GET /api/user-articles/user: the member's own articles (profile tab 'Meine Artikel'). */
export interface OwnUserArticle extends ReaderContribution {
  category: string;
  excerpt: string | null;
}
