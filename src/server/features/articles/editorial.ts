import { and, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ArticleDetail } from "../../../shared/articles/articles";
import type { AuthUser } from "../../../shared/auth/auth";
import type { articleListQuery } from "../../../shared/newsroom/newsroom";
import {
  ARTICLE_EDIT_NOT_FOUND,
  ARTICLES_ADMIN_PAGE_SIZE,
  type ArticleCreate,
  type ArticlePatch,
  type EditorialArticle,
  IMAGE_ALT_REQUIRED,
  ONLY_DRAFTS_DELETED,
} from "../../../shared/newsroom/newsroom";
import type { Db } from "../../db/client";
import { articles, users } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-errors";
import { assertSlugFree, freeSlug } from "../../lib/reader-contributions";
import * as lifecycle from "../newsroom/lifecycle";
import { restoration } from "../newsroom/revisions";
import { toEditorialArticle } from "./presenter";
import { editorialDetail } from "./service";

/** The fields a revision keeps and a restore writes back. */
const REVISED = [
  "title",
  "slug",
  "excerpt",
  "content",
  "category",
  "featured",
  "byline",
  "imageUrl",
  "imageAlt",
  "imageCaption",
  "status",
  "publishAt",
] as const;

const ARTICLE_ITEMS: lifecycle.ItemKind<ArticleRow, EditorialArticle> = {
  kind: "article",
  revised: REVISED,
  missing: ARTICLE_EDIT_NOT_FOUND,
  lock: (tx, id) => tx.select().from(articles).where(eq(articles.id, id)).for("update"),
  present: (_tx, row, saverName, now) => toEditorialArticle(row, saverName, now),
};

type ArticleRow = typeof articles.$inferSelect;

const displayName = lifecycle.teamName;

async function loadRow(db: Db, id: number) {
  const [found] = await db
    .select({ row: articles, saver: displayName })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.updatedBy))
    .where(eq(articles.id, id));
  if (!found) throw notFound(ARTICLE_EDIT_NOT_FOUND);
  return found;
}

/** A draft or scheduled article as its public page will show it, for the preview link. */
export async function previewArticle(db: Db, id: number): Promise<ArticleDetail> {
  return editorialDetail((await loadRow(db, id)).row);
}

export async function editorialArticle(db: Db, id: number): Promise<EditorialArticle> {
  const { row, saver } = await loadRow(db, id);
  return toEditorialArticle(row, saver);
}

const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The newsroom's list: newest change first, filtered by effective status, category, author and text. */
export async function editorialArticles(
  db: Db,
  query: z.infer<typeof articleListQuery>,
  now = new Date(),
): Promise<{ articles: EditorialArticle[]; total: number }> {
  const filter = and(
    query.category ? eq(articles.category, query.category) : undefined,
    query.author
      ? ilike(sql`coalesce(${articles.byline}, ${displayName}, '')`, containing(query.author))
      : undefined,
    query.q
      ? or(ilike(articles.title, containing(query.q)), ilike(articles.content, containing(query.q)))
      : undefined,
  );
  const list = { ...query, size: ARTICLES_ADMIN_PAGE_SIZE, now, filter };
  const { rows, total } = await lifecycle.newsroomPage<ArticleRow>(db, articles, list);
  return { articles: rows.map((r) => toEditorialArticle(r.row, r.saver, now)), total };
}

function assertImageAlt(fields: { imageUrl?: string | null; imageAlt?: string | null }) {
  if (fields.imageUrl && !fields.imageAlt?.trim()) throw badRequest(IMAGE_ALT_REQUIRED);
}

export async function createArticle(
  db: Db,
  user: AuthUser,
  input: ArticleCreate,
  now = new Date(),
): Promise<EditorialArticle> {
  assertImageAlt(input);
  if (input.slug) await assertSlugFree(db, articles, input.slug);
  return lifecycle.createItem(db, user, ARTICLE_ITEMS, now, async (tx) => {
    const slug = input.slug ?? (await freeSlug(tx, articles, input.title));
    const [row] = await tx
      .insert(articles)
      .values({
        title: input.title,
        slug,
        excerpt: input.excerpt,
        content: input.content,
        category: input.category,
        featured: input.featured ? "true" : "false",
        byline: input.byline ?? null,
        imageUrl: input.imageUrl ?? null,
        imageAlt: input.imageAlt ?? null,
        imageCaption: input.imageCaption ?? null,
        status: input.status,
        publishedAt: lifecycle.publicationDate(input.status, input.publishAt, now),
        authorId: user.id,
        updatedBy: user.id,
      })
      .returning();
    return row!;
  });
}

/** A save: refused (409) when based on an older version; keeps a revision; an old slug redirects. */
export async function updateArticle(
  db: Db,
  user: AuthUser,
  id: number,
  patch: ArticlePatch,
  note?: string,
  now = new Date(),
): Promise<EditorialArticle> {
  if (patch.slug) await assertSlugFree(db, articles, patch.slug, id);
  return lifecycle.saveItem(db, user, ARTICLE_ITEMS, { id, patch, note, now }, async (tx, current, saved) => {
    const merged = {
      imageUrl: patch.imageUrl === undefined ? current.imageUrl : patch.imageUrl,
      imageAlt: patch.imageAlt === undefined ? current.imageAlt : patch.imageAlt,
    };
    assertImageAlt(merged);
    const [row] = await tx
      .update(articles)
      .set({
        title: patch.title,
        excerpt: patch.excerpt,
        content: patch.content,
        category: patch.category,
        featured: patch.featured === undefined ? undefined : patch.featured ? "true" : "false",
        byline: patch.byline,
        ...merged,
        imageCaption: patch.imageCaption,
        ...saved,
      })
      .where(eq(articles.id, id))
      .returning();
    return row!;
  });
}

/** Restoring writes the revision's fields as a new revision on top of the current version. */
export async function restoreArticleRevision(db: Db, user: AuthUser, id: number, revisionId: number) {
  const { restored, note } = await restoration(db, "article", id, revisionId, REVISED);
  const { row } = await loadRow(db, id);
  return updateArticle(db, user, id, { ...restored, version: row.version } as ArticlePatch, note);
}

export async function deleteDraftArticle(db: Db, id: number): Promise<void> {
  await lifecycle.deleteDraft(db, articles, (await loadRow(db, id)).row, ONLY_DRAFTS_DELETED);
}

/** The article's calls for the newsroom's routes (newsroom/editorial-routes.ts), bound to the database. */
export const articleEditorial = (db: Db) => ({
  list: (query: z.infer<typeof articleListQuery>) => editorialArticles(db, query),
  find: (id: number) => editorialArticle(db, id),
  create: (editor: AuthUser, input: ArticleCreate) => createArticle(db, editor, input),
  update: (editor: AuthUser, id: number, patch: ArticlePatch) => updateArticle(db, editor, id, patch),
  restore: (editor: AuthUser, id: number, revisionId: number) =>
    restoreArticleRevision(db, editor, id, revisionId),
  deleteDraft: (id: number) => deleteDraftArticle(db, id),
});
