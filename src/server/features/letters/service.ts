import { and, desc, eq, type SQL } from "drizzle-orm";
import type { LetterDetail } from "../../../shared/letters/letters";
import {
  type AiDraft,
  type LetterSubmission,
  MESSAGES,
  type OwnLetter,
} from "../../../shared/reporter/reporter";
import type { Db } from "../../db/client";
import { articles, readerLetters } from "../../db/schema";
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
import { type Ai, type LetterTone, splitKeywords, writeContribution } from "../../providers/ai/index";
import { publicArticle } from "../articles/visibility";

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
    if (!canReadContribution(letter, viewer)) return null;
    return { ...contributionDetail(letter), topic: letter.topic, authorLocation: letter.authorLocation };
  }
  const [article] = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.slug, slug),
        eq(articles.category, "Leserbriefe"),
        viewer.isAdmin ? undefined : publicArticle(now),
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

type LetterRow = typeof readerLetters.$inferSelect;

const toOwnLetter = (row: LetterRow): OwnLetter => ({
  ...contributionDetail(row),
  topic: row.topic,
  authorLocation: row.authorLocation,
  isApproved: row.isApproved,
});

/** A member's letter: stored pending under a slug of its own until an admin approves it (DESIGN.md §3). */
export async function submitLetter(db: Db, input: LetterSubmission, userId: string): Promise<OwnLetter> {
  await assertOwnImage(db, userId, input.imageUrl);
  const row = await insertWithFreeSlug(db, readerLetters, input.title, async (slug) => {
    const [inserted] = await db
      .insert(readerLetters)
      .values({
        title: input.title,
        slug,
        content: input.content,
        authorName: input.authorName,
        authorEmail: input.authorEmail,
        authorLocation: input.authorLocation,
        topic: input.topic,
        imageUrl: input.imageUrl,
        isAiAssisted: input.isAiAssisted,
        originalPrompt: input.isAiAssisted ? input.originalPrompt : null,
        ...PENDING_CONTRIBUTION,
        userId,
      })
      .returning();
    return inserted!;
  });
  return toOwnLetter(row);
}

/** The member's own letters in every state, newest first. */
export async function lettersOfMember(db: Db, userId: string): Promise<OwnLetter[]> {
  const rows = await db
    .select()
    .from(readerLetters)
    .where(eq(readerLetters.userId, userId))
    .orderBy(desc(readerLetters.createdAt), desc(readerLetters.id));
  return rows.map(toOwnLetter);
}

export interface LetterDraftRequest {
  topic: string;
  keywords: string;
  authorName: string;
  authorLocation: string | null;
  tone: LetterTone;
}

/** A first draft of a letter from the member's keywords (the model's, or the offline writer's). */
export function draftLetter(ai: Ai, municipality: string, request: LetterDraftRequest): Promise<AiDraft> {
  const keywords = splitKeywords(request.keywords);
  if (keywords.length === 0) throw badRequest(MESSAGES.aiFieldsMissing);
  return writeContribution(ai, {
    kind: "letter",
    municipality,
    topic: request.topic,
    keywords,
    authorName: request.authorName,
    authorLocation: request.authorLocation ?? undefined,
    tone: request.tone,
  });
}
