import { z } from "zod";
import { ARTICLE_CATEGORIES, EDITORIAL_STATUSES, type EditorialStatus } from "../common/constants";

export * from "./basics";

/** The newsroom's schemas; its texts and labels, which public pages read, are in newsroom-basics. */

const text = (max: number, label: string) =>
  z
    .string({ error: `Bitte geben Sie ${label} an.` })
    .trim()
    .min(1, { error: `Bitte geben Sie ${label} an.` })
    .max(max, { error: `${label} ist zu lang (höchstens ${max} Zeichen).` });

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** An editorial item's address, when the team writes it by hand (every kind of the newsroom). */
export const editorialSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: "Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.",
  })
  .max(80)
  .optional();

/** The moment a scheduled item is published. */
export const editorialPublishAt = z.iso.datetime({ offset: true, error: "Ungültiger Zeitpunkt." }).nullish();

const articleFields = {
  title: text(200, "einen Titel"),
  excerpt: z.string().trim().max(500, { error: "Der Anriss ist zu lang (höchstens 500 Zeichen)." }),
  content: text(100_000, "einen Text"),
  category: z.enum(ARTICLE_CATEGORIES, { error: "Bitte wählen Sie eine Kategorie." }),
  featured: z.boolean().optional(),
  slug: editorialSlug,
  publishAt: editorialPublishAt,
  byline: optionalText(100),
  imageUrl: optionalText(500),
  imageAlt: optionalText(300),
  imageCaption: optionalText(300),
};

/** POST /api/admin/articles */
export const articleCreateSchema = z.object({
  ...articleFields,
  status: z.enum(["draft", "published", "scheduled"], { error: "Ungültiger Status." }),
});
export type ArticleCreate = z.infer<typeof articleCreateSchema>;

/** PATCH /api/admin/articles/{id}: any field, plus the version the change is based on. */
export const articlePatchSchema = z
  .object({
    ...articleFields,
    status: z.enum(EDITORIAL_STATUSES, { error: "Ungültiger Status." }),
  })
  .partial()
  .extend({ version: z.number({ error: "Bitte geben Sie die Version an." }).int().positive() });
export type ArticlePatch = z.infer<typeof articlePatchSchema>;

export const articleListQuery = z.object({
  status: z.enum(EDITORIAL_STATUSES).optional(),
  category: z.enum(ARTICLE_CATEGORIES).optional(),
  author: z.string().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface EditorialArticle {
  id: number;
  title: string;
  slug: string;
  status: EditorialStatus;
  category: string;
  featured: boolean;
  excerpt: string;
  content: string;
  byline: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  imageCaption: string | null;
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  authorName: string;
  version: number;
}

/** One saved state of an editorial item (GET /api/admin/articles/{id}/revisions). */
export interface EditorialRevision {
  id: number;
  version: number;
  savedAt: string;
  savedBy: string;
  note: string | null;
  fields: Record<string, unknown>;
  /** The fields that differ from the revision before (all of them for the first). */
  changed: string[];
}

export const ARTICLES_ADMIN_PAGE_SIZE = 20;
