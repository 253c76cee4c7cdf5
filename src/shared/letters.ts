/** GET /api/leserbriefe/{slug} (spec portal-public §2 "Reader letter detail"); never the author's e-mail. */
export interface LetterDetail {
  id: number;
  slug: string;
  title: string;
  topic: string | null;
  content: string;
  authorName: string;
  authorLocation: string | null;
  imageUrl: string | null;
  isAiAssisted: boolean;
  originalPrompt: string | null;
  status: "pending" | "approved" | "rejected";
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
}

export const LETTER_NOT_FOUND = "Leserbrief nicht gefunden";
