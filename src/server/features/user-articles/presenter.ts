import type { AdminUserArticle } from "../../../shared/admin/admin";
import type { OwnUserArticle } from "../../../shared/reporter/reporter";
import type { UserArticleDetail } from "../../../shared/user-articles/user-articles";
import type { userArticles } from "../../db/schema";
import { contributionForTeam, type ListedContribution } from "../../lib/contribution-moderation";
import { contributionDetail } from "../../lib/reader-contributions";

type UserArticleRow = typeof userArticles.$inferSelect;

export const toUserArticleDetail = (row: UserArticleRow): UserArticleDetail => ({
  ...contributionDetail(row),
  excerpt: row.excerpt,
  category: row.category,
});

/** The member's own article carries what its page shows. */
export const toOwnUserArticle: (row: UserArticleRow) => OwnUserArticle = toUserArticleDetail;

export const toAdminUserArticle = (listed: ListedContribution<UserArticleRow>): AdminUserArticle => ({
  ...contributionForTeam(listed),
  category: listed.row.category,
  excerpt: listed.row.excerpt,
});
