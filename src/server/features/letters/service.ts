import { and, eq, lte, type SQL } from "drizzle-orm";
import type { LetterDetail } from "../../../shared/letters";
import type { Db } from "../../db/client";
import { articles, readerLetters } from "../../db/schema";
import type { Viewer } from "../../lib/viewer";

/** A letter is public once an admin approved and published it (DESIGN.md §3). */
export const publicLetter = (): SQL =>
  and(eq(readerLetters.status, "approved"), eq(readerLetters.isPublished, true))!;

const isPublic = (row: { status: string; isPublished: boolean }) =>
  row.status === "approved" && row.isPublished;

/**
 * A letter for the detail page: public ones for everybody, others only for their author and admins.
 * Editorial articles filed under Leserbriefe are linked to /leserbriefe/{slug} too (spec §2), so they
 * are found here as well when no letter has the slug.
 */
export async function letterBySlug(
  db: Db,
  slug: string,
  viewer: Viewer,
  now = new Date(),
): Promise<LetterDetail | null> {
  const [letter] = await db.select().from(readerLetters).where(eq(readerLetters.slug, slug)).limit(1);
  if (letter) {
    const mayRead =
      isPublic(letter) || viewer.isAdmin || (viewer.userId !== null && letter.userId === viewer.userId);
    if (!mayRead) return null;
    return {
      id: letter.id,
      slug: letter.slug,
      title: letter.title,
      topic: letter.topic,
      content: letter.content,
      authorName: letter.authorName,
      authorLocation: letter.authorLocation,
      imageUrl: letter.imageUrl,
      isAiAssisted: letter.isAiAssisted,
      originalPrompt: letter.originalPrompt,
      status: letter.status as LetterDetail["status"],
      isPublished: letter.isPublished,
      publishedAt: letter.publishedAt?.toISOString() ?? null,
      createdAt: letter.createdAt.toISOString(),
    };
  }
  const [article] = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.slug, slug),
        eq(articles.category, "Leserbriefe"),
        viewer.isAdmin ? undefined : lte(articles.publishedAt, now),
      ),
    )
    .limit(1);
  if (!article) return null;
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    topic: null,
    content: article.content,
    authorName: "Redaktion",
    authorLocation: null,
    imageUrl: article.imageUrl,
    isAiAssisted: false,
    originalPrompt: null,
    status: "approved",
    isPublished: true,
    publishedAt: article.publishedAt.toISOString(),
    createdAt: article.createdAt.toISOString(),
  };
}
