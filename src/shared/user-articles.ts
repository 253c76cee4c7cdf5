/** GET /api/user-articles/{slug} (spec portal-members "User article page"); never the author's e-mail. */
export interface UserArticleDetail {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  imageUrl: string | null;
  authorName: string;
  isAiAssisted: boolean;
  originalPrompt: string | null;
  status: "pending" | "approved" | "rejected";
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
}

export const USER_ARTICLE_NOT_FOUND = "Artikel nicht gefunden";
