import type { AdminLetter } from "../../../shared/admin/admin";
import type { LetterDetail } from "../../../shared/letters/letters";
import type { OwnLetter } from "../../../shared/reporter/reporter";
import type { articles, readerLetters } from "../../db/schema";
import { contributionForTeam, type ListedContribution } from "../../lib/contribution-moderation";
import { contributionDetail } from "../../lib/reader-contributions";

type LetterRow = typeof readerLetters.$inferSelect;

export const toLetterDetail = (row: LetterRow): LetterDetail => ({
  ...contributionDetail(row),
  topic: row.topic,
  authorLocation: row.authorLocation,
});

export const toOwnLetter = (row: LetterRow): OwnLetter => ({
  ...toLetterDetail(row),
  isApproved: row.isApproved,
});

/** An editorial article filed under Leserbriefe, shown on the letter page as the team's own letter. */
export const toEditorialLetter = (article: typeof articles.$inferSelect): LetterDetail => ({
  id: article.id,
  slug: article.slug,
  title: article.title,
  topic: null,
  content: article.content,
  authorName: "Redaktion",
  authorLocation: null,
  imageUrl: article.imageUrl,
  isAiAssisted: false,
  originalPrompt: null,
  status: "approved",
  isPublished: true,
  publishedAt: article.publishedAt.toISOString(),
  createdAt: article.createdAt.toISOString(),
});

export const toAdminLetter = (listed: ListedContribution<LetterRow>): AdminLetter => ({
  ...contributionForTeam(listed),
  topic: listed.row.topic,
  authorLocation: listed.row.authorLocation,
  isApproved: listed.row.isApproved,
});
