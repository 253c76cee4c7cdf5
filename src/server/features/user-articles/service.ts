import type { SQL } from "drizzle-orm";
import type { AiDraft, OwnUserArticle, UserArticleSubmission } from "../../../shared/reporter/reporter";
import type { UserArticleDetail } from "../../../shared/user-articles/user-articles";
import type { Db } from "../../db/client";
import { userArticles } from "../../db/schema";
import {
  contributionBySlug,
  contributionPage,
  draftContribution,
  type MemberContributionKind,
  publicContributions,
} from "../../lib/reader-contributions";
import type { Viewer } from "../../lib/viewer";
import type { Ai, ArticleTone } from "../../providers/ai/index";
import { toOwnUserArticle, toUserArticleDetail } from "./presenter";

/** A user article is public once an admin approved and published it (DESIGN.md §3). */
export const publicUserArticle = (): SQL => publicContributions(userArticles);

/** What only a user article has: its category and its short description. */
export const memberUserArticles: MemberContributionKind<
  typeof userArticles,
  UserArticleSubmission,
  OwnUserArticle
> = {
  table: userArticles,
  ownColumns: (submission) => ({ excerpt: submission.excerpt, category: submission.category }),
  toOwn: toOwnUserArticle,
};

export const findUserArticle = (db: Db, slug: string) => contributionBySlug(db, userArticles, slug);

export const userArticleBySlug = (db: Db, slug: string, viewer: Viewer): Promise<UserArticleDetail | null> =>
  contributionPage(db, userArticles, slug, viewer, toUserArticleDetail);

export interface ArticleDraftRequest {
  category: string;
  keywords: string;
  authorName: string;
  tone: ArticleTone;
}

/** A first draft of an article from the member's keywords. */
export const draftUserArticle = (
  ai: Ai,
  municipality: string,
  request: ArticleDraftRequest,
): Promise<AiDraft> =>
  draftContribution(ai, request.keywords, (keywords) => ({
    kind: "article",
    municipality,
    category: request.category,
    keywords,
    authorName: request.authorName,
    tone: request.tone,
  }));
