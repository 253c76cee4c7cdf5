import type { ReaderContribution } from "../contributions/contributions";

/** GET /api/user-articles/{slug} (spec portal-members "User article page"). */
export interface UserArticleDetail extends ReaderContribution {
  excerpt: string | null;
  category: string;
}

export const USER_ARTICLE_NOT_FOUND = "Artikel nicht gefunden";
