import { and, eq, isNotNull, like, or, type SQL } from "drizzle-orm";
import { slugFromTitle } from "../../shared/common/slug";
import { isPublicContribution, type ReaderContribution } from "../../shared/contributions/contributions";
import { MESSAGES, UPLOADED_IMAGE_PATH } from "../../shared/reporter/reporter";
import type { Db, Tx } from "../db/client";
import {
  type articles,
  type events,
  type notices,
  type readerLetters,
  uploadTokens,
  type userArticles,
} from "../db/schema";
import { isUniqueViolation } from "../features/auth/service";
import { objectKey } from "../features/uploads/service";
import { badRequest } from "./http-errors";
import type { Viewer } from "./viewer";

type ContributionTable = typeof readerLetters | typeof userArticles;
type ContributionRow = ContributionTable["$inferSelect"];
/** Tables whose rows are addressed by a slug made from their title. */
type SluggedTable = ContributionTable | typeof events | typeof articles | typeof notices;

/** The public rows of a table of reader contributions, as SQL (the rule of isPublicContribution). */
export const publicContributions = (table: ContributionTable): SQL =>
  and(eq(table.status, "approved"), eq(table.isPublished, true))!;

/** A contribution that is not public yet is for its author and admins only. */
export const canReadContribution = (
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

/** Paths under /api/leserbriefe and /api/user-articles that a slug must never shadow. */
const RESERVED_SLUGS = new Set(["user", "ai-generate"]);
/** The first of base, base-2, base-3, … that no row has taken yet. */
export async function freeSlug(db: Db | Tx, table: SluggedTable, title: string): Promise<string> {
  const base = slugFromTitle(title);
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/**
 * Inserts a new contribution under a free slug; when a parallel submission took the same slug between
 * the look-up and the insert, the unique index refuses it and the next free one is tried.
 */
export async function insertWithFreeSlug<Row>(
  db: Db,
  table: SluggedTable,
  title: string,
  insert: (slug: string) => Promise<Row>,
): Promise<Row> {
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, table, title);
    try {
      return await insert(slug);
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * An image a member attaches must be one they uploaded through this site: a path of ours (never a
 * foreign host or a `..`), whose upload token was issued to this member and used.
 */
export async function assertOwnImage(db: Db, userId: string, imageUrl: string | null): Promise<void> {
  if (imageUrl === null) return;
  const name = UPLOADED_IMAGE_PATH.test(imageUrl) ? imageUrl.slice(imageUrl.lastIndexOf("/") + 1) : null;
  if (name) {
    const [upload] = await db
      .select({ id: uploadTokens.id })
      .from(uploadTokens)
      .where(
        and(
          eq(uploadTokens.objectKey, objectKey("uploads", name)),
          eq(uploadTokens.userId, userId),
          isNotNull(uploadTokens.usedAt),
        ),
      )
      .limit(1);
    if (upload) return;
  }
  throw badRequest(MESSAGES.imageNotOwn);
}

/** A letter or article as a member submits it: waiting for an admin, not public (spec §4). */
export const PENDING_CONTRIBUTION = { status: "pending", isApproved: false, isPublished: false } as const;
