import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import { fullName } from "../../../shared/common/text";
import type { EditorialRevision } from "../../../shared/newsroom/newsroom";
import type { Db, Tx } from "../../db/client";
import { editorialRevisions } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import type { EditorialKind } from "./policy";

/**
 * The one revision log of every editorial kind (and of group posts): each save keeps the revised fields
 * of its version, who saved them and why; restores and the team's corrections are revisions too.
 */

/** What a restore writes back of a revision: its fields but its status and moment. */
export const restorableFields = (fields: Record<string, unknown>, revised: readonly string[]) =>
  Object.fromEntries(
    revised.filter((key) => key !== "status" && key !== "publishAt").map((key) => [key, fields[key]]),
  );

export interface Saver {
  /** Null for the member of a submission whose account no longer exists. */
  id: string | null;
  name: string;
}

/** How a signed-in member of the team appears in the revision history. */
export const saverOf = (user: AuthUser): Saver & { id: string } => ({
  id: user.id,
  name: fullName(user) || user.email,
});

export async function recordRevision(
  tx: Db | Tx,
  kind: EditorialKind,
  itemId: string | number,
  version: number,
  fields: Record<string, unknown>,
  saver: Saver,
  note?: string,
): Promise<void> {
  await tx.insert(editorialRevisions).values({
    kind,
    itemId: String(itemId),
    version,
    fields,
    savedBy: saver.id,
    savedByName: saver.name,
    note: note ?? null,
  });
}

/** A saved item as the newsroom shows it, its revised fields kept as the revision of its version. */
export async function keepRevision<Item extends { id: number; version: number }>(
  tx: Tx,
  kind: EditorialKind,
  item: Item,
  revised: readonly (keyof Item & string)[],
  saver: Saver,
  note?: string,
): Promise<Item> {
  const fields = Object.fromEntries(revised.map((key) => [key, item[key]]));
  await recordRevision(tx, kind, item.id, item.version, fields, saver, note);
  return item;
}

/** The revisions of an item, newest first, each with what it changed. */
export async function listRevisions(
  db: Db,
  kind: EditorialKind,
  itemId: string | number,
): Promise<EditorialRevision[]> {
  const rows = await db
    .select()
    .from(editorialRevisions)
    .where(and(eq(editorialRevisions.kind, kind), eq(editorialRevisions.itemId, String(itemId))))
    .orderBy(asc(editorialRevisions.id));
  let before: Record<string, unknown> | null = null;
  const revisions: EditorialRevision[] = [];
  for (const row of rows) {
    const fields = row.fields as Record<string, unknown>;
    const changed = Object.keys(fields).filter(
      (key) => before === null || JSON.stringify(before[key]) !== JSON.stringify(fields[key]),
    );
    revisions.push({
      id: row.id,
      version: row.version,
      savedAt: row.createdAt.toISOString(),
      savedBy: row.savedByName,
      note: row.note,
      fields,
      changed,
    });
    before = fields;
  }
  return revisions.reverse();
}

/** How many revisions an item has: the next one's version is this plus one. */
export async function revisionCount(
  tx: Db | Tx,
  kind: EditorialKind,
  itemId: string | number,
): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(editorialRevisions)
    .where(and(eq(editorialRevisions.kind, kind), eq(editorialRevisions.itemId, String(itemId))));
  return row?.count ?? 0;
}

/**
 * The team corrects an item someone else wrote: the first correction keeps the item as it was (saved by
 * its author, with `originalNote`), each correction the next revision, saved by the editor.
 */
export async function recordCorrection(
  tx: Db | Tx,
  kind: EditorialKind,
  itemId: string | number,
  original: { fields: Record<string, unknown>; author: Saver; note: string },
  corrected: Record<string, unknown>,
  editor: Saver,
): Promise<void> {
  const revisions = await revisionCount(tx, kind, itemId);
  if (revisions === 0) {
    await recordRevision(tx, kind, itemId, 1, original.fields, original.author, original.note);
  }
  await recordRevision(
    tx,
    kind,
    itemId,
    Math.max(revisions, 1) + 1,
    corrected,
    editor,
    "Von der Redaktion bearbeitet",
  );
}

/** Which of the given items have revisions at all. */
export async function itemsWithRevisions(
  db: Db | Tx,
  kind: EditorialKind,
  itemIds: ReadonlyArray<string | number>,
): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ itemId: editorialRevisions.itemId })
    .from(editorialRevisions)
    .where(and(eq(editorialRevisions.kind, kind), inArray(editorialRevisions.itemId, itemIds.map(String))));
  return new Set(rows.map((row) => row.itemId));
}

export async function findRevision(db: Db, kind: EditorialKind, itemId: string | number, revisionId: number) {
  const [row] = await db
    .select()
    .from(editorialRevisions)
    .where(
      and(
        eq(editorialRevisions.kind, kind),
        eq(editorialRevisions.itemId, String(itemId)),
        eq(editorialRevisions.id, revisionId),
      ),
    );
  return row ? (row.fields as Record<string, unknown>) : null;
}

/** A restore is a save of the revision's fields, noted as such; a revision the item does not have is refused. */
export async function restoration(
  db: Db,
  kind: EditorialKind,
  itemId: string | number,
  revisionId: number,
  revised: readonly string[],
): Promise<{ restored: Record<string, unknown>; note: string }> {
  const fields = await findRevision(db, kind, itemId, revisionId);
  if (!fields) throw notFound("Version nicht gefunden.");
  return {
    restored: restorableFields(fields, revised),
    note: `Wiederhergestellt aus Version ${fields.version ?? revisionId}`,
  };
}
