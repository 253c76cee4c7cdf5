import { randomBytes } from "node:crypto";
import { and, desc, eq, isNotNull, like, or, type SQL } from "drizzle-orm";
import { slugFromTitle } from "../../shared/common/slug";
import { isPublicContribution, type ReaderContribution } from "../../shared/contributions/contributions";
import { UPLOADED_IMAGE_PATH } from "../../shared/images/images";
import { SLUG_TAKEN } from "../../shared/newsroom/basics";
import { type AiDraft, MESSAGES } from "../../shared/reporter/reporter";
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
import { type Ai, type ContributionRequest, splitKeywords, writeContribution } from "../providers/ai/index";
import { badRequest, conflict } from "./http-errors";
import type { Viewer } from "./viewer";

/** The tables of reader contributions: letters and user articles, both built on contributionColumns(). */
export type ContributionTable = typeof readerLetters | typeof userArticles;
export type ContributionRow = ContributionTable["$inferSelect"];
/** A row of one kind's table. */
export type RowOf<Table extends ContributionTable> = Table["$inferSelect"];
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

/** An address chosen by hand must not be another row's of the same table (409). */
export async function assertSlugFree(db: Db | Tx, table: SluggedTable, slug: string, ownId?: number) {
  const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  if (taken && taken.id !== ownId) throw conflict(SLUG_TAKEN);
}

/** Readable slugs (base, base-2, …) tried while parallel submissions of the same title take them. */
const READABLE_SLUG_ATTEMPTS = 5;

/**
 * Inserts a new row under a free slug; when a parallel submission took the same slug between the look-up
 * and the insert, the unique index refuses it and the next free one is tried. Each attempt runs in a
 * transaction of its own — a savepoint when `db` is a caller's transaction, whose refused insert would
 * otherwise abort everything after it — and `insert` must write through the handle it is given. When
 * more submissions of one title arrive at once than there are readable attempts, the last attempt takes
 * a random suffix, which no other row has in practice: a busy title never costs a submission.
 */
export async function insertWithFreeSlug<Row>(
  db: Db | Tx,
  table: SluggedTable,
  title: string,
  insert: (slug: string, tx: Tx) => Promise<Row>,
): Promise<Row> {
  for (let attempt = 0; attempt < READABLE_SLUG_ATTEMPTS; attempt++) {
    const slug = await freeSlug(db, table, title);
    try {
      return await db.transaction((tx) => insert(slug, tx));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const slug = `${slugFromTitle(title)}-${randomBytes(6).toString("hex")}`;
  return db.transaction((tx) => insert(slug, tx));
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
const PENDING_CONTRIBUTION = { status: "pending", isApproved: false, isPublished: false } as const;

/** What every submission carries, whatever its kind (the contribution columns a member fills in). */
export interface ContributionSubmission {
  title: string;
  content: string;
  authorName: string;
  authorEmail: string;
  imageUrl: string | null;
  isAiAssisted: boolean;
  originalPrompt: string | null;
}

/**
 * One kind of reader contribution as its members see it: its table, the columns only it has, and how
 * its area's presenter answers a member's own one. The flow (submit, list one's own) is the same for all.
 */
export interface MemberContributionKind<
  Table extends ContributionTable,
  Submission extends ContributionSubmission,
  Own,
> {
  table: Table;
  /** The kind's own columns, from the member's submission. */
  ownColumns: (submission: Submission) => Partial<Table["$inferInsert"]>;
  toOwn: (row: RowOf<Table>) => Own;
}

/**
 * Drizzle cannot carry a generic table's row type through a query; every row these functions read
 * comes from the kind's own table, so it is that table's row.
 */
const rowOf = <Table extends ContributionTable>(row: ContributionRow) => row as RowOf<Table>;

/** The contribution under an address, whatever its state (who may read it is the caller's rule). */
export async function contributionBySlug<Table extends ContributionTable>(
  db: Db,
  table: Table,
  slug: string,
): Promise<RowOf<Table> | undefined> {
  const contributions: ContributionTable = table;
  const [row] = await db.select().from(contributions).where(eq(contributions.slug, slug)).limit(1);
  return row && rowOf<Table>(row);
}

/**
 * A contribution for its page: public ones for everybody, others only for their author and admins.
 * `elsewhere` answers an address that no contribution of the kind has.
 */
export async function contributionPage<Table extends ContributionTable, Detail>(
  db: Db,
  table: Table,
  slug: string,
  viewer: Viewer,
  toDetail: (row: RowOf<Table>) => Detail,
  elsewhere: () => Promise<Detail | null> = async () => null,
): Promise<Detail | null> {
  const row = await contributionBySlug(db, table, slug);
  if (!row) return elsewhere();
  return canReadContribution(row, viewer) ? toDetail(row) : null;
}

/** A member's contribution: stored pending under a slug of its own until an admin approves it (DESIGN.md §3). */
export async function submitContribution<
  Table extends ContributionTable,
  Submission extends ContributionSubmission,
  Own,
>(db: Db, kind: MemberContributionKind<Table, Submission, Own>, submission: Submission, userId: string) {
  await assertOwnImage(db, userId, submission.imageUrl);
  const table: ContributionTable = kind.table;
  const row = await insertWithFreeSlug(db, table, submission.title, async (slug, tx) => {
    const [inserted] = await tx
      .insert(table)
      .values({
        title: submission.title,
        slug,
        content: submission.content,
        authorName: submission.authorName,
        authorEmail: submission.authorEmail,
        imageUrl: submission.imageUrl,
        isAiAssisted: submission.isAiAssisted,
        originalPrompt: submission.isAiAssisted ? submission.originalPrompt : null,
        ...kind.ownColumns(submission),
        ...PENDING_CONTRIBUTION,
        userId,
      })
      .returning();
    return inserted!;
  });
  return kind.toOwn(rowOf<Table>(row));
}

/** The member's own contributions of one kind in every state, newest first. */
export async function contributionsOfMember<
  Table extends ContributionTable,
  Submission extends ContributionSubmission,
  Own,
>(db: Db, kind: MemberContributionKind<Table, Submission, Own>, userId: string): Promise<Own[]> {
  const table: ContributionTable = kind.table;
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.id));
  return rows.map((row) => kind.toOwn(rowOf<Table>(row)));
}

/**
 * A first draft from the member's keywords (the model's, or the offline writer's); the kind says what
 * else the writer is told. Without a keyword there is nothing to write from.
 */
export function draftContribution(
  ai: Ai,
  keywordText: string,
  request: (keywords: string[]) => ContributionRequest,
): Promise<AiDraft> {
  const keywords = splitKeywords(keywordText);
  if (keywords.length === 0) throw badRequest(MESSAGES.aiFieldsMissing);
  return writeContribution(ai, request(keywords));
}
