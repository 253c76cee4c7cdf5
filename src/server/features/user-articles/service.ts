import { and, eq, type SQL } from "drizzle-orm";
import type { UserArticleDetail } from "../../../shared/user-articles";
import type { Db } from "../../db/client";
import { userArticles } from "../../db/schema";
import type { Viewer } from "../../lib/viewer";

/** A user article is public once an admin approved and published it (DESIGN.md §3). */
export const publicUserArticle = (): SQL =>
  and(eq(userArticles.status, "approved"), eq(userArticles.isPublished, true))!;

type UserArticleRow = typeof userArticles.$inferSelect;

export const isPublicUserArticle = (row: Pick<UserArticleRow, "status" | "isPublished">) =>
  row.status === "approved" && row.isPublished;

export const mayReadUserArticle = (row: UserArticleRow, viewer: Viewer) =>
  isPublicUserArticle(row) || viewer.isAdmin || (viewer.userId !== null && row.userId === viewer.userId);

export async function findUserArticle(db: Db, slug: string): Promise<UserArticleRow | undefined> {
  const [row] = await db.select().from(userArticles).where(eq(userArticles.slug, slug)).limit(1);
  return row;
}

/** A user article for its page: public ones for everybody, others only for their author and admins. */
export async function userArticleBySlug(
  db: Db,
  slug: string,
  viewer: Viewer,
): Promise<UserArticleDetail | null> {
  const row = await findUserArticle(db, slug);
  if (!row || !mayReadUserArticle(row, viewer)) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    imageUrl: row.imageUrl,
    authorName: row.authorName,
    isAiAssisted: row.isAiAssisted,
    originalPrompt: row.originalPrompt,
    status: row.status as UserArticleDetail["status"],
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
