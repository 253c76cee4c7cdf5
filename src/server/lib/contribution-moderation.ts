import { asc, desc, eq, inArray } from "drizzle-orm";
import {
  ALREADY_DECIDED,
  COMPLETED_LIST_LIMIT,
  ONLY_APPROVED_WITHDRAWN,
  REJECTED_NOT_EDITABLE,
} from "../../shared/admin/admin";
import type { ModerationStatus } from "../../shared/common/constants";
import { slugFromTitle } from "../../shared/common/slug";
import type { EditorialRevision } from "../../shared/newsroom/newsroom";
import type { ContributionEdit } from "../../shared/reporter/reporter";
import type { Tx } from "../db/client";
import type { EditorialKind } from "../features/newsroom/policy";
import {
  itemsWithRevisions,
  listRevisions,
  recordCorrection,
  revisionCount,
  type Saver,
} from "../features/newsroom/revisions";
import { conflict, notFound } from "./http-errors";
import { deleteWithAudit, type ModerationContext, notifyDecision, recordAudit, serialId } from "./moderation";
import { type ContributionRow, type ContributionTable, freeSlug, type RowOf } from "./reader-contributions";

/**
 * Reader letters and user articles are moderated alike: an admin approves (published at once) or
 * rejects, with optional notes for the author, in one transaction with its audit row and the mail to
 * the author. Each area's moderation.ts names its table, its words and its public address.
 */
export interface ContributionKind<Table extends ContributionTable = ContributionTable> {
  table: Table;
  /** Audit entity type: 'leserbrief' or 'user-article'. */
  entityType: string;
  /** Its kind in the newsroom's revision history. */
  editorialKind: EditorialKind;
  /** 'Ihr Leserbrief', 'Ihr Artikel' — how the mail names it. */
  mailLabel: string;
  notFoundMessage: string;
  publicPath: (slug: string) => string;
}

/** The id in a route's path; anything but a serial id is a contribution nobody knows (404). */
function contributionId(kind: ContributionKind, rawId: string): number {
  const id = serialId(rawId);
  if (id === null) throw notFound(kind.notFoundMessage);
  return id;
}

/**
 * One change of a contribution in one transaction, which `change` writes with its audit row: it gets the
 * row as it was, locked until the transaction ends, so that two decisions cannot cross.
 */
async function changeContribution<Result>(
  moderation: ModerationContext,
  kind: ContributionKind,
  rawId: string,
  change: (tx: Tx, before: ContributionRow) => Promise<Result>,
): Promise<Result> {
  const id = contributionId(kind, rawId);
  return moderation.db.transaction(async (tx) => {
    const [before] = await tx.select().from(kind.table).where(eq(kind.table.id, id)).for("update");
    if (!before) throw notFound(kind.notFoundMessage);
    return change(tx, before);
  });
}

/** What the team changes of a contribution: its moderation state, or its text and address. */
type ContributionChange = Partial<
  Pick<
    ContributionRow,
    "status" | "isApproved" | "isPublished" | "publishedAt" | "moderationNotes" | "title" | "content" | "slug"
  >
>;

async function updateContribution(
  tx: Tx,
  kind: ContributionKind,
  id: number,
  values: ContributionChange,
): Promise<ContributionRow> {
  const [after] = await tx.update(kind.table).set(values).where(eq(kind.table.id, id)).returning();
  return after!;
}

const stateOf = (row: ContributionRow) => ({
  status: row.status,
  isApproved: row.isApproved,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  moderationNotes: row.moderationNotes,
});

/** A contribution with whether the team corrected it (its revisions keep the member's version). */
export interface ListedContribution<Row extends ContributionRow = ContributionRow> {
  row: Row;
  editedByTeam: boolean;
}

/** What the team's answers of every kind show of a contribution; each area's presenter adds its own fields. */
export const contributionForTeam = ({ row, editedByTeam }: ListedContribution) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content,
  authorName: row.authorName,
  authorEmail: row.authorEmail,
  isAiAssisted: row.isAiAssisted,
  status: row.status as ModerationStatus,
  isPublished: row.isPublished,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  moderationNotes: row.moderationNotes,
  editedByTeam,
  imageUrl: row.imageUrl,
});

/** The audit row of one step (`approve`, `update`, …) taken on a contribution, by the kind's entity type. */
const auditContribution = (
  tx: Tx,
  kind: ContributionKind,
  actorUserId: string,
  step: string,
  row: ContributionRow,
  change: { before: unknown; after: unknown },
) =>
  recordAudit(tx, {
    actorUserId,
    action: `${kind.entityType}.${step}`,
    entityType: kind.entityType,
    entityId: row.id,
    title: row.title,
    ...change,
  });

/** Rows of a list, each with whether the team corrected it (its revisions keep the member's version). */
async function withEditFlags(
  moderation: ModerationContext,
  kind: ContributionKind,
  rows: ContributionRow[],
): Promise<ListedContribution[]> {
  const edited = await itemsWithRevisions(
    moderation.db,
    kind.editorialKind,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, editedByTeam: edited.has(String(row.id)) }));
}

async function pendingContributions(moderation: ModerationContext, kind: ContributionKind) {
  const { table } = kind;
  const rows = await moderation.db
    .select()
    .from(table)
    .where(eq(table.status, "pending"))
    .orderBy(asc(table.createdAt));
  return withEditFlags(moderation, kind, rows);
}

/** The latest decided ones, most recently decided first. */
async function completedContributions(moderation: ModerationContext, kind: ContributionKind) {
  const { table } = kind;
  const rows = await moderation.db
    .select()
    .from(table)
    .where(inArray(table.status, ["approved", "rejected"]))
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(COMPLETED_LIST_LIMIT);
  return withEditFlags(moderation, kind, rows);
}

async function decideContribution(
  moderation: ModerationContext,
  kind: ContributionKind,
  rawId: string,
  actorUserId: string,
  decision: { approved: boolean; notes: string | null },
): Promise<ListedContribution> {
  const decided = await changeContribution(moderation, kind, rawId, async (tx, before) => {
    if (before.status !== "pending") throw conflict(ALREADY_DECIDED);
    const editedByTeam = (await revisionCount(tx, kind.editorialKind, before.id)) > 0;
    const after = await updateContribution(
      tx,
      kind,
      before.id,
      decision.approved
        ? {
            status: "approved",
            isApproved: true,
            isPublished: true,
            publishedAt: new Date(),
            moderationNotes: decision.notes,
          }
        : { status: "rejected", isApproved: false, isPublished: false, moderationNotes: decision.notes },
    );
    await auditContribution(tx, kind, actorUserId, decision.approved ? "approve" : "reject", before, {
      before: stateOf(before),
      after: stateOf(after),
    });
    const fanned = await notifyDecision(tx, moderation, {
      to: before.authorEmail,
      memberId: before.userId,
      greetingName: before.authorName,
      itemLabel: kind.mailLabel,
      title: before.title,
      approved: decision.approved,
      path: kind.publicPath(before.slug),
      note: decision.notes,
      editedByTeam,
    });
    return { row: after, editedByTeam, fanned };
  });
  await moderation.notifier.delivered(moderation.db, decided.fanned);
  return { row: decided.row, editedByTeam: decided.editedByTeam };
}

/** What a revision of a contribution keeps: what the editorial team may correct. */
const revisedFields = (row: ContributionRow) => ({ title: row.title, content: row.content });

/**
 * The editorial team corrects a contribution, before deciding on it or after it was published. The
 * member's submission becomes the first revision (saved by the member), each correction the next. A
 * waiting contribution takes the address of its new title; a published one keeps its address, which
 * readers may have shared.
 */
function editContribution(
  moderation: ModerationContext,
  kind: ContributionKind,
  rawId: string,
  editor: Saver & { id: string },
  edit: ContributionEdit,
): Promise<ListedContribution> {
  return changeContribution(moderation, kind, rawId, async (tx, before) => {
    if (before.status === "rejected") throw conflict(REJECTED_NOT_EDITABLE);
    const revisions = await revisionCount(tx, kind.editorialKind, before.id);
    if (edit.title === before.title && edit.content === before.content) {
      return { row: before, editedByTeam: revisions > 0 };
    }
    const retitled = before.status === "pending" && slugFromTitle(edit.title) !== slugFromTitle(before.title);
    const slug = retitled ? await freeSlug(tx, kind.table, edit.title) : before.slug;
    const after = await updateContribution(tx, kind, before.id, {
      title: edit.title,
      content: edit.content,
      slug,
    });
    await recordCorrection(
      tx,
      kind.editorialKind,
      before.id,
      {
        fields: revisedFields(before),
        author: { id: before.userId, name: before.authorName },
        note: "Eingereicht",
      },
      revisedFields(after),
      editor,
    );
    await auditContribution(tx, kind, editor.id, "update", before, {
      before: revisedFields(before),
      after: revisedFields(after),
    });
    return { row: after, editedByTeam: true };
  });
}

/**
 * The team takes a published contribution off the portal, or puts it back: it stays approved, with its
 * address and revisions; no mail goes out.
 */
function setContributionPublished(
  moderation: ModerationContext,
  kind: ContributionKind,
  rawId: string,
  actorUserId: string,
  published: boolean,
): Promise<ListedContribution> {
  return changeContribution(moderation, kind, rawId, async (tx, before) => {
    if (before.status !== "approved") throw conflict(ONLY_APPROVED_WITHDRAWN);
    const after = await updateContribution(tx, kind, before.id, { isPublished: published });
    if (before.isPublished !== published) {
      await auditContribution(tx, kind, actorUserId, published ? "republish" : "withdraw", before, {
        before: stateOf(before),
        after: stateOf(after),
      });
    }
    return { row: after, editedByTeam: (await revisionCount(tx, kind.editorialKind, before.id)) > 0 };
  });
}

/** The revisions of a contribution, newest first; empty while nobody of the team has corrected it. */
async function contributionRevisions(
  moderation: ModerationContext,
  kind: ContributionKind,
  rawId: string,
): Promise<EditorialRevision[]> {
  const id = contributionId(kind, rawId);
  const [row] = await moderation.db
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(eq(kind.table.id, id));
  if (!row) throw notFound(kind.notFoundMessage);
  return listRevisions(moderation.db, kind.editorialKind, id);
}

/** An admin removes the contribution for good; the audit log keeps what it was. */
async function deleteContribution(
  moderation: ModerationContext,
  kind: ContributionKind,
  rawId: string,
  actorUserId: string,
): Promise<void> {
  const id = contributionId(kind, rawId);
  const { table } = kind;
  await deleteWithAudit<ContributionRow>(
    moderation.db,
    { entityType: kind.entityType, id, missing: kind.notFoundMessage, actorUserId },
    (tx) => tx.delete(table).where(eq(table.id, id)).returning(),
    (row) => ({ ...stateOf(row), authorName: row.authorName }),
  );
}

/**
 * Every moderation call of one kind of contribution, each answer in that kind's admin shape: what the
 * letters' and the user articles' modules export, written once.
 */
export function contributionModeration<Table extends ContributionTable, Item>(
  kind: ContributionKind<Table>,
  present: (listed: ListedContribution<RowOf<Table>>) => Item,
) {
  // Drizzle cannot carry a generic table's row type through a query; every row here is of kind.table.
  const toItem = (listed: ListedContribution) => present(listed as ListedContribution<RowOf<Table>>);
  const decide =
    (approved: boolean) => async (m: ModerationContext, id: string, actor: string, notes: string | null) =>
      toItem(await decideContribution(m, kind, id, actor, { approved, notes }));
  return {
    pending: async (m: ModerationContext) => (await pendingContributions(m, kind)).map(toItem),
    completed: async (m: ModerationContext) => (await completedContributions(m, kind)).map(toItem),
    approve: decide(true),
    reject: decide(false),
    remove: (m: ModerationContext, id: string, actor: string) => deleteContribution(m, kind, id, actor),
    edit: async (m: ModerationContext, id: string, editor: Saver & { id: string }, edit: ContributionEdit) =>
      toItem(await editContribution(m, kind, id, editor, edit)),
    revisions: (m: ModerationContext, id: string) => contributionRevisions(m, kind, id),
    setPublished: async (m: ModerationContext, id: string, actor: string, published: boolean) =>
      toItem(await setContributionPublished(m, kind, id, actor, published)),
  };
}

export type ContributionModeration = ReturnType<typeof contributionModeration<ContributionTable, unknown>>;
