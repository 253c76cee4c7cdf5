import { and, eq, lte, type SQL } from "drizzle-orm";
import type { LetterDetail } from "../../../shared/letters";
import type { Db } from "../../db/client";
import { articles, readerLetters } from "../../db/schema";
import { contributionDetail, mayReadContribution, publicContributions } from "../../lib/reader-contributions";
import type { Viewer } from "../../lib/viewer";

/** A letter is public once an admin approved and published it (DESIGN.md §3). */
export const publicLetter = (): SQL => publicContributions(readerLetters);

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
    if (!mayReadContribution(letter, viewer)) return null;
    return { ...contributionDetail(letter), topic: letter.topic, authorLocation: letter.authorLocation };
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
