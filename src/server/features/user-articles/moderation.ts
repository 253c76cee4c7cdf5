import type { AdminUserArticle } from "../../../shared/admin";
import type { ModerationStatus } from "../../../shared/constants";
import type { ContributionEdit } from "../../../shared/reader-reporter";
import { USER_ARTICLE_NOT_FOUND } from "../../../shared/user-articles";
import { userArticles } from "../../db/schema";
import {
  type ContributionKind,
  completedContributions,
  contributionRevisions,
  decideContribution,
  deleteContribution,
  editContribution,
  type ListedContribution,
  pendingContributions,
  setContributionPublished,
} from "../../lib/contribution-moderation";
import type { ModerationContext } from "../../lib/moderation";
import type { Saver } from "../newsroom/lifecycle";

/** User articles: an approved article is published at once under /user-artikel/{slug}. */
const articles: ContributionKind = {
  table: userArticles,
  entityType: "user-article",
  editorialKind: "user-article",
  mailLabel: "Ihr Artikel",
  notFoundMessage: USER_ARTICLE_NOT_FOUND,
  publicPath: (slug) => `/user-artikel/${encodeURIComponent(slug)}`,
};

type UserArticleRow = typeof userArticles.$inferSelect;

const toAdminUserArticle = (listed: ListedContribution): AdminUserArticle => {
  const row = listed.row as UserArticleRow;
  return {
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
    editedByTeam: listed.editedByTeam,
    imageUrl: row.imageUrl,
  };
};

export const pendingUserArticles = async (moderation: ModerationContext) =>
  (await pendingContributions(moderation, articles)).map(toAdminUserArticle);

export const completedUserArticles = async (moderation: ModerationContext) =>
  (await completedContributions(moderation, articles)).map(toAdminUserArticle);

export const approveUserArticle = async (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  moderationNotes: string | null,
) =>
  toAdminUserArticle(
    await decideContribution(moderation, articles, id, actorUserId, {
      approved: true,
      notes: moderationNotes,
    }),
  );

export const rejectUserArticle = async (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  moderationNotes: string | null,
) =>
  toAdminUserArticle(
    await decideContribution(moderation, articles, id, actorUserId, {
      approved: false,
      notes: moderationNotes,
    }),
  );

export const deleteUserArticle = (moderation: ModerationContext, id: string, actorUserId: string) =>
  deleteContribution(moderation, articles, id, actorUserId);

export const editUserArticle = async (
  moderation: ModerationContext,
  id: string,
  editor: Saver & { id: string },
  edit: ContributionEdit,
) => toAdminUserArticle(await editContribution(moderation, articles, id, editor, edit));

export const userArticleRevisions = (moderation: ModerationContext, id: string) =>
  contributionRevisions(moderation, articles, id);

export const setUserArticlePublished = async (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  published: boolean,
) => toAdminUserArticle(await setContributionPublished(moderation, articles, id, actorUserId, published));
