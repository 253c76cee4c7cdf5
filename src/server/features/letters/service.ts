import { and, eq, type SQL } from "drizzle-orm";
import type { LetterDetail } from "../../../shared/letters/letters";
import type { AiDraft, LetterSubmission, OwnLetter } from "../../../shared/reporter/reporter";
import type { Db } from "../../db/client";
import { articles, readerLetters } from "../../db/schema";
import {
  contributionPage,
  draftContribution,
  type MemberContributionKind,
  publicContributions,
} from "../../lib/reader-contributions";
import type { Viewer } from "../../lib/viewer";
import type { Ai, LetterTone } from "../../providers/ai/index";
import { publicArticle } from "../articles/visibility";
import { toEditorialLetter, toLetterDetail, toOwnLetter } from "./presenter";

/** A letter is public once an admin approved and published it (DESIGN.md §3). */
export const publicLetter = (): SQL => publicContributions(readerLetters);

/** What only a letter has: where its author lives and what it is about. */
export const memberLetters: MemberContributionKind<typeof readerLetters, LetterSubmission, OwnLetter> = {
  table: readerLetters,
  ownColumns: (submission) => ({ authorLocation: submission.authorLocation, topic: submission.topic }),
  toOwn: toOwnLetter,
};

/**
 * A letter for the detail page. Editorial articles filed under Leserbriefe are linked to
 * /leserbriefe/{slug} too (spec §2), so they are found here as well when no letter has the slug.
 */
export const letterBySlug = (
  db: Db,
  slug: string,
  viewer: Viewer,
  now = new Date(),
): Promise<LetterDetail | null> =>
  contributionPage(db, readerLetters, slug, viewer, toLetterDetail, async () => {
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
    return article ? toEditorialLetter(article) : null;
  });

export interface LetterDraftRequest {
  topic: string;
  keywords: string;
  authorName: string;
  authorLocation: string | null;
  tone: LetterTone;
}

/** A first draft of a letter from the member's keywords. */
export const draftLetter = (ai: Ai, municipality: string, request: LetterDraftRequest): Promise<AiDraft> =>
  draftContribution(ai, request.keywords, (keywords) => ({
    kind: "letter",
    municipality,
    topic: request.topic,
    keywords,
    authorName: request.authorName,
    authorLocation: request.authorLocation ?? undefined,
    tone: request.tone,
  }));
