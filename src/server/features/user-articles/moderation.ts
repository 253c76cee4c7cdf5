import type { AdminUserArticle } from "../../../shared/admin/admin";
import type { ModerationStatus } from "../../../shared/common/constants";
import { paths } from "../../../shared/common/paths";
import { USER_ARTICLE_NOT_FOUND } from "../../../shared/user-articles/user-articles";
import { userArticles } from "../../db/schema";
import {
  type ContributionKind,
  contributionModeration,
  type ListedContribution,
} from "../../lib/contribution-moderation";

/** User articles: an approved article is published at once under /user-artikel/{slug}. */
const articles: ContributionKind = {
  table: userArticles,
  entityType: "user-article",
  editorialKind: "user-article",
  mailLabel: "Ihr Artikel",
  notFoundMessage: USER_ARTICLE_NOT_FOUND,
  publicPath: paths.userArticle,
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

export const userArticleModeration = contributionModeration(articles, toAdminUserArticle);

export const {
  pending: pendingUserArticles,
  completed: completedUserArticles,
  approve: approveUserArticle,
  reject: rejectUserArticle,
  remove: deleteUserArticle,
  edit: editUserArticle,
  revisions: userArticleRevisions,
  setPublished: setUserArticlePublished,
} = userArticleModeration;
