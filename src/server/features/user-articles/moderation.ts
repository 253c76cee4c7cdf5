import { paths } from "../../../shared/common/paths";
import { USER_ARTICLE_NOT_FOUND } from "../../../shared/user-articles/user-articles";
import { userArticles } from "../../db/schema";
import { type ContributionKind, contributionModeration } from "../../lib/contribution-moderation";
import { toAdminUserArticle } from "./presenter";

/** User articles: an approved article is published at once under /user-artikel/{slug}. */
const articles: ContributionKind<typeof userArticles> = {
  table: userArticles,
  entityType: "user-article",
  editorialKind: "user-article",
  mailLabel: "Ihr Artikel",
  notFoundMessage: USER_ARTICLE_NOT_FOUND,
  publicPath: paths.userArticle,
};

export const userArticleModeration = contributionModeration(articles, toAdminUserArticle);

export const { pending: pendingUserArticles, completed: completedUserArticles } = userArticleModeration;
