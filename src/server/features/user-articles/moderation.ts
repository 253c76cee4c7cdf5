import type { AdminUserArticle } from "../../../shared/admin";
import type { ModerationStatus } from "../../../shared/constants";
import { USER_ARTICLE_NOT_FOUND } from "../../../shared/user-articles";
import { userArticles } from "../../db/schema";
import {
  type ContributionKind,
  completedContributions,
  decideContribution,
  deleteContribution,
  pendingContributions,
} from "../../lib/contribution-moderation";
import type { ModerationContext } from "../../lib/moderation";

/** User articles: an approved article is published at once under /user-artikel/{slug}. */
const articles: ContributionKind = {
  table: userArticles,
  entityType: "user-article",
  mailLabel: "Ihr Artikel",
  notFoundMessage: USER_ARTICLE_NOT_FOUND,
  publicPath: (slug) => `/user-artikel/${encodeURIComponent(slug)}`,
};

type UserArticleRow = typeof userArticles.$inferSelect;

const toAdminUserArticle = (row: UserArticleRow): AdminUserArticle => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  category: row.category,
  excerpt: row.excerpt,
  content: row.content,
  authorName: row.authorName,
  authorEmail: row.authorEmail,
  isAiAssisted: row.isAiAssisted,
  status: row.status as ModerationStatus,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  moderationNotes: row.moderationNotes,
});

export const pendingUserArticles = async (moderation: ModerationContext) =>
  (await pendingContributions(moderation, articles)).map((row) => toAdminUserArticle(row as UserArticleRow));

export const completedUserArticles = async (moderation: ModerationContext) =>
  (await completedContributions(moderation, articles)).map((row) =>
    toAdminUserArticle(row as UserArticleRow),
  );

export const approveUserArticle = async (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  moderationNotes: string | null,
) =>
  toAdminUserArticle(
    (await decideContribution(moderation, articles, id, actorUserId, {
      approved: true,
      notes: moderationNotes,
    })) as UserArticleRow,
  );

export const rejectUserArticle = async (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  moderationNotes: string | null,
) =>
  toAdminUserArticle(
    (await decideContribution(moderation, articles, id, actorUserId, {
      approved: false,
      notes: moderationNotes,
    })) as UserArticleRow,
  );

export const deleteUserArticle = (moderation: ModerationContext, id: string, actorUserId: string) =>
  deleteContribution(moderation, articles, id, actorUserId);
