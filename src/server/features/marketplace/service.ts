import { randomUUID } from "node:crypto";
import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { AuthUser } from "../../../shared/auth/auth";
import {
  HELP_ENTRY_NOT_FOUND,
  HELP_IMAGE_NOT_OWN,
  type HelpEntry,
  type HelpEntryFilter,
  type HelpEntryStatus,
  type HelpEntryValues,
} from "../../../shared/marketplace/marketplace";
import type { Db } from "../../db/client";
import { helpEntries, users } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-errors";
import { decodeCursor, encodeCursor, exactTimestamp, type Page } from "../../lib/paging";
import { uploadedByMember } from "../uploads/service";
import { assertCanChangeHelpEntry, canReadHelpEntry } from "./policy";
import { type EntryRow, toHelpEntry } from "./presenter";

const MAX_ID = 2_147_483_647;
/** A member's own list is short; this bound only keeps one answer from growing without end. */
const OWN_ENTRIES_LIMIT = 500;

/** The id of an address, or 404: anything but a positive integer names no entry. */
export function entryIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw notFound(HELP_ENTRY_NOT_FOUND);
  return id;
}

const cursorShape = z.tuple([exactTimestamp, z.number().int().positive()]);
const exactCreatedAt = sql<string>`to_char(${helpEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** ILIKE treats % and _ as wildcards; a member's search term means them literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The marketplace list (spec §5): case-insensitive substring search on title or description, combined
 * with kind and category, newest first, only what moderation lets through. The trigram indexes answer
 * the search and the partial date index the order (db/schema/marketplace.ts), so a page stays cheap at 100 000 entries.
 */
export async function listHelpEntries(
  db: Db,
  filter: HelpEntryFilter,
  page: { limit: number; cursor?: string },
  viewer: AuthUser | null,
): Promise<Page<HelpEntry>> {
  const rows = await helpEntriesListQuery(db, filter, page);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ entry }) => toHelpEntry(entry, viewer)),
    nextCursor: rows.length > page.limit && last ? encodeCursor([last.sortAt, last.entry.id]) : null,
  };
}

/** The statement behind one page of the list (one row more than the page, to know whether more follow). */
export function helpEntriesListQuery(
  db: Db,
  filter: HelpEntryFilter,
  page: { limit: number; cursor?: string },
) {
  const cursor = decodeCursor(page.cursor, cursorShape);
  const conditions: Array<SQL | undefined> = [eq(helpEntries.moderationState, "approved")];
  if (filter.kind) conditions.push(eq(helpEntries.kind, filter.kind));
  if (filter.category) conditions.push(eq(helpEntries.category, filter.category));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(helpEntries.title, pattern), ilike(helpEntries.description, pattern)));
  }
  if (cursor) {
    conditions.push(
      sql`(${helpEntries.createdAt}, ${helpEntries.id}) < (${cursor[0]}::timestamptz, ${cursor[1]})`,
    );
  }
  return (
    db
      .select({ entry: helpEntries, sortAt: exactCreatedAt })
      .from(helpEntries)
      .where(and(...conditions))
      // Written as drizzle-kit builds the index (DESC NULLS LAST), so that PostgreSQL reads it in order.
      .orderBy(sql`${helpEntries.createdAt} desc nulls last`, sql`${helpEntries.id} desc nulls last`)
      .limit(page.limit + 1)
  );
}

async function findEntry(db: Db, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(helpEntries).where(eq(helpEntries.id, id));
  return row;
}

/** One entry (the inbox's prefilled message, the edit forms); hidden ones only for owner and admins. */
export async function helpEntryFor(db: Db, id: number, viewer: AuthUser | null): Promise<HelpEntry> {
  const row = await findEntry(db, id);
  if (!row || !canReadHelpEntry(viewer, row)) throw notFound(HELP_ENTRY_NOT_FOUND);
  return toHelpEntry(row, viewer);
}

/** The member's own entries in every state and moderation state, newest first (profile and dashboard). */
export async function entriesOfMember(db: Db, member: AuthUser): Promise<HelpEntry[]> {
  const rows = await db
    .select()
    .from(helpEntries)
    .where(eq(helpEntries.ownerUserId, member.id))
    .orderBy(sql`${helpEntries.createdAt} desc nulls last`, sql`${helpEntries.id} desc nulls last`)
    .limit(OWN_ENTRIES_LIMIT);
  return rows.map((row) => toHelpEntry(row, member));
}

/**
 * Pictures must be ones the acting member uploaded through /api/help-images/upload; those the entry
 * already shows stay allowed (an admin correcting a member's entry keeps the member's pictures).
 */
async function checkImages(db: Db, actor: AuthUser, values: HelpEntryValues, existing: EntryRow | null) {
  const kept = new Set([...(existing?.images ?? []), ...(existing?.imageUrl ? [existing.imageUrl] : [])]);
  const added = [...values.images, ...(values.imageUrl ? [values.imageUrl] : [])].filter(
    (address) => !kept.has(address),
  );
  if (!(await uploadedByMember(db, actor.id, [...new Set(added)]))) throw badRequest(HELP_IMAGE_NOT_OWN);
}

const storedValues = (values: HelpEntryValues) => ({
  kind: values.kind,
  category: values.category,
  title: values.title,
  description: values.description,
  name: values.name,
  contactEmail: values.contactEmail,
  contactPhone: values.contactPhone,
  status: values.status,
  price: values.price,
  imageUrl: values.imageUrl,
  images: values.images,
});

/** A new entry of the signed-in member; the owner is always the session's member. */
export async function createHelpEntry(db: Db, member: AuthUser, values: HelpEntryValues): Promise<HelpEntry> {
  await checkImages(db, member, values, null);
  const [row] = await db
    .insert(helpEntries)
    .values({ ...storedValues(values), ownerUserId: member.id })
    .returning();
  return toHelpEntry(row!, member);
}

export async function updateHelpEntry(
  db: Db,
  actor: AuthUser,
  id: number,
  values: HelpEntryValues,
): Promise<HelpEntry> {
  const existing = await findEntry(db, id);
  assertCanChangeHelpEntry(actor, existing);
  await checkImages(db, actor, values, existing);
  const [row] = await db
    .update(helpEntries)
    .set(storedValues(values))
    .where(eq(helpEntries.id, id))
    .returning();
  if (!row) throw notFound(HELP_ENTRY_NOT_FOUND);
  return toHelpEntry(row, actor);
}

/** Spec §4: the owner (or an admin) sets open, assigned or closed. */
export async function setHelpEntryStatus(
  db: Db,
  actor: AuthUser,
  id: number,
  status: HelpEntryStatus,
): Promise<HelpEntry> {
  assertCanChangeHelpEntry(actor, await findEntry(db, id));
  const [row] = await db.update(helpEntries).set({ status }).where(eq(helpEntries.id, id)).returning();
  if (!row) throw notFound(HELP_ENTRY_NOT_FOUND);
  return toHelpEntry(row, actor);
}

/** Messages about the entry stay: their reference is cleared by the foreign key (on delete set null). */
export async function deleteHelpEntry(db: Db, actor: AuthUser, id: number): Promise<void> {
  assertCanChangeHelpEntry(actor, await findEntry(db, id));
  await db.delete(helpEntries).where(eq(helpEntries.id, id));
}

/**
 * Fills the marketplace with `count` entries in one statement (generate_series), for the benchmark and
 * for tests of the list at scale; without an owner, one member is created for them. Every tenth is a
 * request, every twentieth closed; titles and descriptions carry the entry's number.
 */
export async function seedHelpEntries(db: Db, count: number, ownerUserId?: string): Promise<void> {
  let owner = ownerUserId;
  if (!owner) {
    const [member] = await db
      .insert(users)
      .values({ email: `nachbarn-${randomUUID()}@example.invalid`, firstName: "Nachbar", lastName: "Suhr" })
      .returning({ id: users.id });
    owner = member!.id;
  }
  await db.execute(sql`
    insert into help_entries (kind, category, title, description, name, status, owner_user_id, created_at)
    select
      case when n % 10 = 0 then 'request' else 'offer' end,
      (array['household_garden','companionship_care','sports_leisure','gear_share','other'])[1 + n % 5],
      'Nachbarschaftshilfe Nummer ' || n,
      'Ich helfe gerne im Quartier: Rasen mähen, Einkaufen, Velo flicken. Eintrag ' || n || '.',
      'Nachbar ' || n,
      case when n % 20 = 0 then 'closed' else 'open' end,
      ${owner},
      now() - make_interval(mins => n)
    from generate_series(1, ${count}::int) as n
  `);
}
