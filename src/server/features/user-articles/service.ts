import { eq, type SQL } from "drizzle-orm";
import type { UserArticleDetail } from "../../../shared/user-articles";
import type { Db } from "../../db/client";
import { userArticles } from "../../db/schema";
import { contributionDetail, mayReadContribution, publicContributions } from "../../lib/reader-contributions";
import type { Viewer } from "../../lib/viewer";

/** A user article is public once an admin approved and published it (DESIGN.md §3). */
export const publicUserArticle = (): SQL => publicContributions(userArticles);

type UserArticleRow = typeof userArticles.$inferSelect;

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
  if (!row || !mayReadContribution(row, viewer)) return null;
  return { ...contributionDetail(row), excerpt: row.excerpt, category: row.category };
}
