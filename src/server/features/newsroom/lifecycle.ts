import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuthUser } from "../../../shared/auth/auth";
import type { EditorialStatus } from "../../../shared/common/constants";
import { PUBLISH_AT_REQUIRED } from "../../../shared/newsroom/basics";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/http-errors";
import type { EditorialKind } from "./policy";
import { keepRevision, type Saver, saverOf } from "./revisions";
import { moveSlug } from "./slug-redirects";

/**
 * The life cycle of editorial content, for every kind the newsroom writes (articles, official notices):
 * states, versions, the save steps; revisions (revisions.ts), old-slug redirects (slug-redirects.ts) and
 * preview links (preview-links.ts) beside it. A kind keeps its own table and calls these; nothing here
 * knows a table of content.
 */

/** Scheduled rows become published by time alone: no write is needed when their moment comes. */
export function effectiveStatus(status: string, publishAt: Date, now = new Date()): EditorialStatus {
  if (status === "scheduled" && publishAt <= now) return "published";
  if (status === "published" && publishAt > now) return "scheduled";
  return status as EditorialStatus;
}

export const isPublicStatus = (status: string) => status === "published" || status === "scheduled";

/** A kind's rows by their effective status, for the newsroom's lists (a scheduled row whose time came is published). */
function effectiveStatusFilter(
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

/** A save based on an older version is refused, naming who saved in between. */
export function assertCurrentVersion(current: number, basedOn: number, lastSavedBy: string | null): void {
  if (current === basedOn) return;
  throw conflict(
    `Dieser Beitrag wurde inzwischen von ${lastSavedBy ?? "jemand anderem"} gespeichert (Version ${current}). Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen.`,
  );
}

/** The stored item a save changes (locked by the caller's query), when the save is based on its version. */
async function itemToSave<Row extends { version: number; updatedBy: string | null }>(
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
function savedState(
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

/** What a save leaves behind: the old address redirecting to the item, and the revision. */
async function keepSave<Item extends SavedItem>(
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
