import { desc, eq, type SQL } from "drizzle-orm";
import {
  type AiDraft,
  MESSAGES,
  type OwnUserArticle,
  type UserArticleSubmission,
} from "../../../shared/reporter/reporter";
import type { UserArticleDetail } from "../../../shared/user-articles/user-articles";
import type { Db } from "../../db/client";
import { userArticles } from "../../db/schema";
import { badRequest } from "../../lib/http-errors";
import {
  assertOwnImage,
  canReadContribution,
  contributionDetail,
  insertWithFreeSlug,
  PENDING_CONTRIBUTION,
  publicContributions,
} from "../../lib/reader-contributions";
import type { Viewer } from "../../lib/viewer";
import { type Ai, type ArticleTone, splitKeywords, writeContribution } from "../../providers/ai/index";

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
  if (!row || !canReadContribution(row, viewer)) return null;
  return { ...contributionDetail(row), excerpt: row.excerpt, category: row.category };
}

const toOwnUserArticle = (row: UserArticleRow): OwnUserArticle => ({
  ...contributionDetail(row),
  category: row.category,
  excerpt: row.excerpt,
});

/** A member's article: stored pending under a slug of its own until an admin approves it (DESIGN.md §3). */
export async function submitUserArticle(
  db: Db,
  input: UserArticleSubmission,
  userId: string,
): Promise<OwnUserArticle> {
  await assertOwnImage(db, userId, input.imageUrl);
  const row = await insertWithFreeSlug(db, userArticles, input.title, async (slug) => {
    const [inserted] = await db
      .insert(userArticles)
      .values({
        title: input.title,
        slug,
        content: input.content,
        excerpt: input.excerpt,
        authorName: input.authorName,
        authorEmail: input.authorEmail,
        category: input.category,
        imageUrl: input.imageUrl,
        isAiAssisted: input.isAiAssisted,
        originalPrompt: input.isAiAssisted ? input.originalPrompt : null,
        ...PENDING_CONTRIBUTION,
        userId,
      })
      .returning();
    return inserted!;
  });
  return toOwnUserArticle(row);
}

/** The member's own articles in every state, newest first. */
export async function userArticlesOfMember(db: Db, userId: string): Promise<OwnUserArticle[]> {
  const rows = await db
    .select()
    .from(userArticles)
    .where(eq(userArticles.userId, userId))
    .orderBy(desc(userArticles.createdAt), desc(userArticles.id));
  return rows.map(toOwnUserArticle);
}

export interface ArticleDraftRequest {
  category: string;
  keywords: string;
  authorName: string;
  tone: ArticleTone;
}

/** A first draft of an article from the member's keywords (the model's, or the offline writer's). */
export function draftUserArticle(
  ai: Ai,
  municipality: string,
  request: ArticleDraftRequest,
): Promise<AiDraft> {
  const keywords = splitKeywords(request.keywords);
  if (keywords.length === 0) throw badRequest(MESSAGES.aiFieldsMissing);
  return writeContribution(ai, {
    kind: "article",
    municipality,
    category: request.category,
    keywords,
    authorName: request.authorName,
    tone: request.tone,
  });
}
