import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { editorialSlugRedirects } from "../../db/schema";
import type { EditorialKind } from "./policy";

/** Old addresses of editorial items: a slug an item leaves keeps answering with a redirect to it. */

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
async function redirectedItem(db: Db, kind: EditorialKind, slug: string): Promise<string | null> {
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
