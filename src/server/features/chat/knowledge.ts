import { asc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AuthUser } from "../../../shared/auth/auth";
import {
  FAQ_NOT_FOUND,
  type FaqEntry,
  type FaqInput,
  SYNONYM_NOT_FOUND,
  type Synonym,
  type SynonymInput,
  synonymTaken,
} from "../../../shared/chat/knowledge";
import type { Db, Tx } from "../../db/client";
import { assistantFaq, assistantSynonyms, users } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-errors";
import { recordAudit } from "../../lib/moderation";
import { isUniqueViolation } from "../auth/service";
import { teamName } from "../newsroom/lifecycle";
import { saverOf } from "../newsroom/revisions";
import { type FaqRow, type SynonymRow, toFaqEntry, toSynonym } from "./presenter";

/**
 * What the team tells the assistant (issue 28): the FAQ and the synonyms, kept at /admin by editors and
 * administrators, each write with its audit row. The assistant reads them through `faqEntries` and
 * `synonymMap`, never a list in code.
 */

/** An address's id that is no uuid names nothing: 404 like an unknown one, not a database error. */
const isId = (id: string) => z.uuid().safeParse(id).success;

const savedByName = sql<string | null>`coalesce(${teamName}, ${users.email})`;

/**
 * One list the team keeps: its table, the refusal of an unknown entry, how the answer shows a row, and how
 * the audit log names a row and pictures it (what it says, not who saved it when).
 */
interface KnowledgeKind<Row extends { id: string }, Entry> {
  table: PgTable & { id: PgColumn };
  notFound: string;
  present: (row: Row, savedBy: string | null) => Entry;
  entityType: string;
  title: (row: Row) => string;
  content: (row: Row) => object;
}

const FAQ: KnowledgeKind<FaqRow, FaqEntry> = {
  table: assistantFaq,
  notFound: FAQ_NOT_FOUND,
  present: toFaqEntry,
  entityType: "assistant-faq",
  title: (row) => row.question,
  content: (row) => ({ question: row.question, answer: row.answer, keywords: row.keywords }),
};
const SYNONYMS: KnowledgeKind<SynonymRow, Synonym> = {
  table: assistantSynonyms,
  notFound: SYNONYM_NOT_FOUND,
  present: toSynonym,
  entityType: "assistant-synonym",
  title: (row) => row.term,
  content: (row) => ({ term: row.term, expansions: row.expansions }),
};

/** The audit row of a write: created (no before), changed, or deleted (no after). */
async function audit<Row extends { id: string }>(
  tx: Tx,
  kind: KnowledgeKind<Row, unknown>,
  actorUserId: string,
  change: { before: Row; after: Row | null } | { before: null; after: Row },
) {
  const item = change.after ?? change.before;
  await recordAudit(tx, {
    actorUserId,
    action: `${kind.entityType}.${change.before === null ? "create" : change.after === null ? "delete" : "update"}`,
    entityType: kind.entityType,
    entityId: item!.id,
    title: kind.title(item!),
    before: change.before && kind.content(change.before),
    after: change.after && kind.content(change.after),
  });
}

// Drizzle cannot carry a table's row type through a query on a table chosen at run time: the rows of
// these writes are of `kind.table`, whose type the kind names.

async function createEntry<Row extends { id: string }, Entry>(
  db: Db,
  kind: KnowledgeKind<Row, Entry>,
  input: object,
  actor: AuthUser,
): Promise<Entry> {
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .insert(kind.table)
      .values({ ...input, updatedBy: actor.id })
      .returning()) as Row[];
    await audit(tx, kind, actor.id, { before: null, after: row! });
    return kind.present(row!, saverOf(actor).name);
  });
}

async function updateEntry<Row extends { id: string }, Entry>(
  db: Db,
  kind: KnowledgeKind<Row, Entry>,
  id: string,
  patch: object,
  actor: AuthUser,
): Promise<Entry> {
  if (!isId(id)) throw notFound(kind.notFound);
  return db.transaction(async (tx) => {
    const [before] = (await tx.select().from(kind.table).where(eq(kind.table.id, id)).for("update")) as Row[];
    if (!before) throw notFound(kind.notFound);
    const [row] = (await tx
      .update(kind.table)
      .set({ ...patch, updatedBy: actor.id })
      .where(eq(kind.table.id, id))
      .returning()) as Row[];
    await audit(tx, kind, actor.id, { before, after: row! });
    return kind.present(row!, saverOf(actor).name);
  });
}

async function deleteEntry<Row extends { id: string }>(
  db: Db,
  kind: KnowledgeKind<Row, unknown>,
  id: string,
  actor: AuthUser,
): Promise<void> {
  if (!isId(id)) throw notFound(kind.notFound);
  await db.transaction(async (tx) => {
    const [row] = (await tx.delete(kind.table).where(eq(kind.table.id, id)).returning()) as Row[];
    if (!row) throw notFound(kind.notFound);
    await audit(tx, kind, actor.id, { before: row, after: null });
  });
}

/** The assistant's read: every question with its answer (Markdown) and the team's keywords. */
export async function faqEntries(
  db: Db,
): Promise<{ id: string; question: string; answer: string; keywords: string | null }[]> {
  return db
    .select({
      id: assistantFaq.id,
      question: assistantFaq.question,
      answer: assistantFaq.answer,
      keywords: assistantFaq.keywords,
    })
    .from(assistantFaq)
    .orderBy(asc(assistantFaq.question), asc(assistantFaq.id));
}

/** The assistant's read: folded resident's word → the folded words of the portal it stands for. */
export async function synonymMap(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ term: assistantSynonyms.term, expansions: assistantSynonyms.expansions })
    .from(assistantSynonyms);
  return new Map(rows.map((row) => [row.term, row.expansions]));
}

/** The team's list, questions in German order. */
async function listFaq(db: Db): Promise<FaqEntry[]> {
  const rows = await db
    .select({ entry: assistantFaq, name: savedByName })
    .from(assistantFaq)
    .leftJoin(users, eq(users.id, assistantFaq.updatedBy));
  return rows
    .map((row) => toFaqEntry(row.entry, row.name))
    .sort((a, b) => a.question.localeCompare(b.question, "de-CH"));
}

/** The FAQ's calls for the team's routes (http/collection-routes.ts), bound to the database. */
export const faqCollection = (db: Db) => ({
  list: () => listFaq(db),
  create: (input: FaqInput, actor: AuthUser) => createEntry(db, FAQ, input, actor),
  change: (id: string, patch: Partial<FaqInput>, actor: AuthUser) => updateEntry(db, FAQ, id, patch, actor),
  remove: (id: string, actor: AuthUser) => deleteEntry(db, FAQ, id, actor),
});

/** The team's list, by term. */
async function listSynonyms(db: Db): Promise<Synonym[]> {
  const rows = await db
    .select({ synonym: assistantSynonyms, name: savedByName })
    .from(assistantSynonyms)
    .leftJoin(users, eq(users.id, assistantSynonyms.updatedBy))
    .orderBy(asc(assistantSynonyms.term));
  return rows.map((row) => toSynonym(row.synonym, row.name));
}

/** A term that another entry has: 409 naming it, also when two saves race (the unique index decides). */
async function uniqueTerm<T>(term: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (term !== undefined && isUniqueViolation(error)) throw conflict(synonymTaken(term));
    throw error;
  }
}

/** The synonyms' calls for the team's routes (http/collection-routes.ts), bound to the database. */
export const synonymCollection = (db: Db) => ({
  list: () => listSynonyms(db),
  create: (input: SynonymInput, actor: AuthUser) =>
    uniqueTerm(input.term, () => createEntry(db, SYNONYMS, input, actor)),
  change: (id: string, patch: Partial<SynonymInput>, actor: AuthUser) =>
    uniqueTerm(patch.term, () => updateEntry(db, SYNONYMS, id, patch, actor)),
  remove: (id: string, actor: AuthUser) => deleteEntry(db, SYNONYMS, id, actor),
});
