import { queryOptions } from "@tanstack/react-query";
import type { OwnPrReport } from "../../../shared/pr-reports/pr-service";

/**
 * The member's own submissions as the profile's tabs read them (spec portal-members §2 "Profile", §3, §4).
 * Letters, user articles and PR reports come from their own areas' calls; only the fields listed here are read.
 */

export interface OwnLetter {
  id: number;
  title: string;
  topic: string | null;
  content: string;
  isApproved: boolean;
  isAiAssisted: boolean;
  publishedAt: string | null;
  createdAt: string;
}

export interface OwnUserArticle {
  id: number;
  title: string;
  slug: string;
  category: string;
  excerpt: string | null;
  content: string;
  status: string;
  isPublished: boolean;
  isAiAssisted: boolean;
  publishedAt: string | null;
  createdAt: string;
}

export const ownLettersQuery = queryOptions<OwnLetter[]>({ queryKey: ["/api/leserbriefe/user"] });
export const ownUserArticlesQuery = queryOptions<OwnUserArticle[]>({ queryKey: ["/api/user-articles/user"] });
export const ownPrReportsQuery = queryOptions<OwnPrReport[]>({ queryKey: ["/api/pr-reports/user"] });

/** Spec §4: events and articles are approved, rejected or else pending. */
export const reviewLabel = (status: string) =>
  status === "approved" ? "Genehmigt" : status === "rejected" ? "Abgelehnt" : "Ausstehend";

/** Spec §4: a letter is approved when isApproved, else pending. */
export const letterReviewLabel = (letter: Pick<OwnLetter, "isApproved">) =>
  letter.isApproved ? "Genehmigt" : "Ausstehend";

/** A short preview of a text for the cards. */
export const textPreview = (text: string, length = 200) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
};

/** What /profil arrives with: the member's items of every tab. */
export const profileQueries = [
  { queryKey: ["/api/events/user"] },
  ownLettersQuery,
  ownUserArticlesQuery,
  { queryKey: ["/api/help-entries/user/me"] },
  ownPrReportsQuery,
];
