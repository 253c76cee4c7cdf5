import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuthUser } from "../../../shared/auth/auth";
import type { EditorialStatus } from "../../../shared/common/constants";
import { fullName } from "../../../shared/common/text";
import { PUBLISH_AT_REQUIRED } from "../../../shared/newsroom/basics";
import type { EditorialRevision } from "../../../shared/newsroom/newsroom";
import type { Db, Tx } from "../../db/client";
import { editorialRevisions, editorialSlugRedirects, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/http-errors";
import type { EditorialKind } from "./policy";

/**
 * The life cycle of editorial content, for every kind (articles now, official notices next): states,
 * versions, revisions, preview tokens and old-slug redirects. A kind keeps its own table and calls
 * these; nothing here knows a table of content.
 */

export const PREVIEW_DAYS = 7;

/** Scheduled rows become published by time alone: no write is needed when their moment comes. */
export function effectiveStatus(status: string, publishAt: Date, now = new Date()): EditorialStatus {
  if (status === "scheduled" && publishAt <= now) return "published";
  if (status === "published" && publishAt > now) return "scheduled";
  return status as EditorialStatus;
}

export const isPublicStatus = (status: string) => status === "published" || status === "scheduled";

/** A kind's rows by their effective status, for the newsroom's lists (a scheduled row whose time came is published). */
export function effectiveStatusFilter(
  columns: { status: PgColumn; publishedAt: PgColumn },
  now: Date,
): Record<EditorialStatus, SQL> {
  const live = sql`${columns.status} in ('published', 'scheduled')`;
  return {
    draft: eq(columns.status, "draft"),
    withdrawn: eq(columns.status, "withdrawn"),
    scheduled: sql`${live} and ${columns.publishedAt} > ${now}`,
    published: sql`${live} and ${columns.publishedAt} <= ${now}`,
  };
}

/** The stored date of publication for a status: now, the planned moment, or (draft) a placeholder. */
export function publicationDate(status: string, publishAt: string | null | undefined, now: Date): Date {
  if (status === "scheduled") {
    if (!publishAt) throw badRequest(PUBLISH_AT_REQUIRED);
    return new Date(publishAt);
  }
  return publishAt && status !== "published" ? new Date(publishAt) : now;
}

/** The date a save stores: kept unless it changes the status or the moment; a withdrawal keeps it too. */
export function savedPublicationDate(
  current: { publishedAt: Date },
  status: string,
  patch: { status?: string; publishAt?: string | null },
  now: Date,
): Date {
  if ((patch.status === undefined && patch.publishAt === undefined) || status === "withdrawn") {
    return current.publishedAt;
  }
  return publicationDate(status, patch.publishAt, now);
}

/** A member of the team as the newsroom names them: first and last name, or null. */
export const teamName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

/**
 * One page of a kind's newsroom list, newest change first, filtered by effective status and the kind's own
 * `filter` (which may name who saved last, `teamName`), each row with that name; and how many rows match.
 */
export async function newsroomPage<Row>(
  db: Db,
  table: PgTable & {
    id: PgColumn;
    status: PgColumn;
    publishedAt: PgColumn;
    updatedAt: PgColumn;
    updatedBy: PgColumn;
  },
  list: { status?: EditorialStatus; page: number; size: number; now: Date; filter?: SQL },
): Promise<{ rows: { row: Row; saver: string | null }[]; total: number }> {
  const filter = and(
    list.status ? effectiveStatusFilter(table, list.now)[list.status] : undefined,
    list.filter,
  );
  const saved = eq(users.id, table.updatedBy);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(table).leftJoin(users, saved).where(filter),
    db
      .select({ row: table, saver: teamName })
      .from(table)
      .leftJoin(users, saved)
      .where(filter)
      .orderBy(desc(table.updatedAt), desc(table.id))
      .limit(list.size)
      .offset((list.page - 1) * list.size),
  ]);
  // Drizzle cannot carry a generic table's row type through a query; every row here is of `table`.
  return { rows: rows as { row: Row; saver: string | null }[], total: Number(total?.n ?? 0) };
}

/** Who saved an item last, for the refusal of a save based on an older version. */
export async function lastSaverName(tx: Db | Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [saver] = await tx
    .select({ name: teamName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return saver ? (saver.name ?? saver.email) : null;
}

/** What a restore writes back of a revision: its fields but its status and moment. */
export const restorableFields = (fields: Record<string, unknown>, revised: readonly string[]) =>
  Object.fromEntries(
    revised.filter((key) => key !== "status" && key !== "publishAt").map((key) => [key, fields[key]]),
  );

/** A save based on an older version is refused, naming who saved in between. */
export function assertCurrentVersion(current: number, basedOn: number, lastSavedBy: string | null): void {
  if (current === basedOn) return;
  throw conflict(
    `Dieser Beitrag wurde inzwischen von ${lastSavedBy ?? "jemand anderem"} gespeichert (Version ${current}). Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen.`,
  );
}

/** The stored item a save changes (locked by the caller's query), when the save is based on its version. */
export async function itemToSave<Row extends { version: number; updatedBy: string | null }>(
  tx: Tx,
  locked: Promise<Row[]>,
  basedOn: number,
  missing: string,
): Promise<Row> {
  const [current] = await locked;
  if (!current) throw notFound(missing);
  assertCurrentVersion(current.version, basedOn, await lastSaverName(tx, current.updatedBy));
  return current;
}

/** What every save writes besides the kind's own fields: state, moment, slug, the next version and who saved. */
export function savedState(
  current: { status: string; publishedAt: Date; slug: string; version: number },
  patch: { status?: string; publishAt?: string | null; slug?: string },
  userId: string,
  now: Date,
) {
  const status = patch.status ?? current.status;
  return {
    status,
    publishedAt: savedPublicationDate(current, status, patch, now),
    slug: patch.slug ?? current.slug,
    version: current.version + 1,
    updatedBy: userId,
    updatedAt: now,
  };
}

/** What the life cycle reads of a kind's stored row, and of the item the newsroom is shown. */
type SavedRow = {
  status: string;
  publishedAt: Date;
  slug: string;
  version: number;
  updatedBy: string | null;
};
type SavedItem = { id: number; slug: string; version: number };

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

/** What a save leaves behind: the old address redirecting to the item, and the revision. */
export async function keepSave<Item extends SavedItem>(
  tx: Tx,
  kind: EditorialKind,
  current: { status: string; slug: string },
  item: Item,
  revised: readonly (keyof Item & string)[],
  saver: Saver,
  note?: string,
): Promise<Item> {
  // Only an address the public has seen needs to keep answering.
  if (current.status !== "draft") await moveSlug(tx, kind, item.id, current.slug, item.slug);
  return keepRevision(tx, kind, item, revised, saver, note);
}

/** What the life cycle needs to know of a kind's items to create and save them. */
export interface ItemKind<Row extends SavedRow, Item extends SavedItem> {
  kind: EditorialKind;
  /** The fields a revision keeps and a restore writes back. */
  revised: readonly (keyof Item & string)[];
  /** The refusal of an item that does not exist. */
  missing: string;
  /** The item's row, locked for a save. */
  lock: (tx: Tx, id: number) => Promise<Row[]>;
  /** A row as the newsroom shows it, saved last by `saverName`. */
  present: (tx: Tx, row: Row, saverName: string, now: Date) => Item | Promise<Item>;
}

/** A new item: the kind inserts its row; the first revision is kept with it. */
export async function createItem<Row extends SavedRow, Item extends SavedItem>(
  db: Db,
  user: AuthUser,
  of: ItemKind<Row, Item>,
  now: Date,
  insert: (tx: Tx) => Promise<Row>,
): Promise<Item> {
  const saver = saverOf(user);
  return db.transaction(async (tx) => {
    const item = await of.present(tx, await insert(tx), saver.name, now);
    return keepRevision(tx, of.kind, item, of.revised, saver);
  });
}

/**
 * A save of any kind: refused (409) when based on an older version; the kind writes its own fields with
 * the state every save writes; the old slug redirects and the revision is kept.
 */
export async function saveItem<Row extends SavedRow, Item extends SavedItem>(
  db: Db,
  user: AuthUser,
  of: ItemKind<Row, Item>,
  save: {
    id: number;
    patch: { version: number; status?: string; publishAt?: string | null; slug?: string };
    note?: string;
    now: Date;
  },
  write: (tx: Tx, current: Row, saved: ReturnType<typeof savedState>) => Promise<Row>,
): Promise<Item> {
  const saver = saverOf(user);
  return db.transaction(async (tx) => {
    const current = await itemToSave(tx, of.lock(tx, save.id), save.patch.version, of.missing);
    const row = await write(tx, current, savedState(current, save.patch, user.id, save.now));
    const item = await of.present(tx, row, saver.name, save.now);
    return keepSave(tx, of.kind, current, item, of.revised, saver, save.note);
  });
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

/** Only a draft may be deleted: what the public has seen is withdrawn instead, and keeps its history. */
export async function deleteDraft(
  db: Db,
  table: PgTable & { id: PgColumn; status: PgColumn },
  item: { id: number; status: string },
  refusal: string,
): Promise<void> {
  if (item.status !== "draft") throw conflict(refusal);
  await db.delete(table).where(and(eq(table.id, item.id), eq(table.status, "draft")));
}

/** A slug an item leaves keeps answering 301 to the item, forever; taking a slug back ends its redirect. */
export async function moveSlug(
  tx: Tx,
  kind: EditorialKind,
  itemId: string | number,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  await tx
    .delete(editorialSlugRedirects)
    .where(and(eq(editorialSlugRedirects.kind, kind), eq(editorialSlugRedirects.oldSlug, to)));
  await tx
    .insert(editorialSlugRedirects)
    .values({ kind, oldSlug: from, itemId: String(itemId) })
    .onConflictDoUpdate({
      target: [editorialSlugRedirects.kind, editorialSlugRedirects.oldSlug],
      set: { itemId: String(itemId) },
    });
}

/** The item a former slug belonged to, if any. */
export async function redirectedItem(db: Db, kind: EditorialKind, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ itemId: editorialSlugRedirects.itemId })
    .from(editorialSlugRedirects)
    .where(and(eq(editorialSlugRedirects.kind, kind), eq(editorialSlugRedirects.oldSlug, slug)));
  return row?.itemId ?? null;
}

/** The current slug of the item a former slug names, while the item is `visible`; null otherwise. */
export async function movedSlug(
  db: Db,
  kind: EditorialKind,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  slug: string,
  visible: SQL,
): Promise<string | null> {
  const itemId = await redirectedItem(db, kind, slug);
  if (!itemId) return null;
  const [current] = await db
    .select({ slug: table.slug })
    .from(table)
    .where(and(eq(table.id, Number(itemId)), visible));
  return current ? String(current.slug) : null;
}

/** A key for preview links only, so that it can never sign a cookie or an upload. */
export const derivePreviewKey = (sessionSecret: string) =>
  Buffer.from(hkdfSync("sha256", sessionSecret, "", "dorfportal preview links", 32));

const previewSignature = (key: Buffer, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url");

/** A token that opens one item's preview without an account until it expires. */
export function signPreview(key: Buffer, kind: EditorialKind, itemId: string | number, now = new Date()) {
  const expires = now.getTime() + PREVIEW_DAYS * 86_400_000;
  const payload = `${kind}.${itemId}.${expires}`;
  return `${payload}.${previewSignature(key, payload)}`;
}

/** The item id a preview token opens, or null when it is forged, for another kind, or expired. */
export function verifyPreview(key: Buffer, kind: EditorialKind, token: string, now = new Date()) {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== kind) return null;
  const [, itemId, expires, given] = parts as [string, string, string, string];
  const expected = Buffer.from(previewSignature(key, `${kind}.${itemId}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (!(Number(expires) > now.getTime())) return null;
  return itemId;
}
