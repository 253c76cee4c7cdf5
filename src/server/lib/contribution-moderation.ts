import { asc, desc, eq, inArray } from "drizzle-orm";
import { ALREADY_DECIDED, COMPLETED_LIST_LIMIT } from "../../shared/admin";
import type { readerLetters, userArticles } from "../db/schema";
import { conflict, notFound } from "./http-errors";
import { enqueueDecisionMail, type ModerationContext, recordAudit, serialId } from "./moderation";

/**
 * Reader letters and user articles are moderated alike: an admin approves (published at once) or
 * rejects, with optional notes for the author, in one transaction with its audit row and the mail to
 * the author. Each area's moderation.ts names its table, its words and its public address.
 */
type ContributionTable = typeof readerLetters | typeof userArticles;
type ContributionRow = ContributionTable["$inferSelect"];

export interface ContributionKind {
  table: ContributionTable;
  /** Audit entity type: 'leserbrief' or 'user-article'. */
  entityType: string;
  /** 'Ihr Leserbrief', 'Ihr Artikel' — how the mail names it. */
  mailLabel: string;
  notFoundMessage: string;
  publicPath: (slug: string) => string;
}

const stateOf = (row: ContributionRow) => ({
  status: row.status,
  isApproved: row.isApproved,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  moderationNotes: row.moderationNotes,
});

export async function pendingContributions(moderation: ModerationContext, kind: ContributionKind) {
  const { table } = kind;
  return moderation.db.select().from(table).where(eq(table.status, "pending")).orderBy(asc(table.createdAt));
}

/** The latest decided ones, most recently decided first. */
export async function completedContributions(moderation: ModerationContext, kind: ContributionKind) {
  const { table } = kind;
  return moderation.db
    .select()
    .from(table)
    .where(inArray(table.status, ["approved", "rejected"]))
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(COMPLETED_LIST_LIMIT);
}

export async function decideContribution(
  moderation: ModerationContext,
  kind: ContributionKind,
  rawId: string,
  actorUserId: string,
  decision: { approved: boolean; notes: string | null },
): Promise<ContributionRow> {
  const id = serialId(rawId);
  if (id === null) throw notFound(kind.notFoundMessage);
  const { table } = kind;
  const row = await moderation.db.transaction(async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!before) throw notFound(kind.notFoundMessage);
    if (before.status !== "pending") throw conflict(ALREADY_DECIDED);
    const [after] = await tx
      .update(table)
      .set(
        decision.approved
          ? {
              status: "approved",
              isApproved: true,
              isPublished: true,
              publishedAt: new Date(),
              moderationNotes: decision.notes,
            }
          : { status: "rejected", isApproved: false, isPublished: false, moderationNotes: decision.notes },
      )
      .where(eq(table.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: `${kind.entityType}.${decision.approved ? "approve" : "reject"}`,
      entityType: kind.entityType,
      entityId: id,
      title: before.title,
      before: stateOf(before),
      after: stateOf(after!),
    });
    await enqueueDecisionMail(tx, moderation, {
      to: before.authorEmail,
      greetingName: before.authorName,
      itemLabel: kind.mailLabel,
      title: before.title,
      approved: decision.approved,
      path: kind.publicPath(before.slug),
      note: decision.notes,
    });
    return after!;
  });
  moderation.mailer.flushSoon();
  return row;
}

/** An admin removes the contribution for good; the audit log keeps what it was. */
export async function deleteContribution(
  moderation: ModerationContext,
  kind: ContributionKind,
  rawId: string,
  actorUserId: string,
): Promise<void> {
  const id = serialId(rawId);
  if (id === null) throw notFound(kind.notFoundMessage);
  const { table } = kind;
  await moderation.db.transaction(async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) throw notFound(kind.notFoundMessage);
    await recordAudit(tx, {
      actorUserId,
      action: `${kind.entityType}.delete`,
      entityType: kind.entityType,
      entityId: id,
      title: row.title,
      before: { ...stateOf(row), authorName: row.authorName },
      after: null,
    });
  });
}
