import { and, eq, type SQL } from "drizzle-orm";
import { isPublicContribution, type ReaderContribution } from "../../shared/reader-contributions";
import type { readerLetters, userArticles } from "../db/schema";
import type { Viewer } from "./viewer";

type ContributionTable = typeof readerLetters | typeof userArticles;
type ContributionRow = ContributionTable["$inferSelect"];

/** The public rows of a table of reader contributions, as SQL (the rule of isPublicContribution). */
export const publicContributions = (table: ContributionTable): SQL =>
  and(eq(table.status, "approved"), eq(table.isPublished, true))!;

/** A contribution that is not public yet is for its author and admins only. */
export const mayReadContribution = (
  row: Pick<ContributionRow, "status" | "isPublished" | "userId">,
  viewer: Viewer,
) => isPublicContribution(row) || viewer.isAdmin || (viewer.userId !== null && row.userId === viewer.userId);

/** The fields a letter's and a user article's detail answer share. */
export const contributionDetail = (row: ContributionRow): ReaderContribution => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content,
  authorName: row.authorName,
  imageUrl: row.imageUrl,
  isAiAssisted: row.isAiAssisted,
  originalPrompt: row.originalPrompt,
  status: row.status as ReaderContribution["status"],
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
