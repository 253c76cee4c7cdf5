import { asc, eq, sql } from "drizzle-orm";
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
import { saverOf, teamName } from "../newsroom/lifecycle";
import { type FaqRow, type SynonymRow, toFaqEntry, toSynonym } from "./presenter";

/**
 * What the team tells the assistant (issue 28): the FAQ and the synonyms, kept at /admin by editors and
 * administrators, each write with its audit row. The assistant reads them through `faqEntries` and
 * `synonymMap`, never a list in code.
 */

/** An address's id that is no uuid names nothing: 404 like an unknown one, not a database error. */
const isId = (id: string) => z.uuid().safeParse(id).success;

const savedByName = sql<string | null>`coalesce(${teamName}, ${users.email})`;

/** How the audit log names an item and pictures it: what it says, not who saved it when. */
interface AuditKind<Row> {
  entityType: string;
  title: (row: Row) => string;
  content: (row: Row) => object;
}

const FAQ_AUDIT: AuditKind<FaqRow> = {
  entityType: "assistant-faq",
  title: (row) => row.question,
  content: (row) => ({ question: row.question, answer: row.answer, keywords: row.keywords }),
};
const SYNONYM_AUDIT: AuditKind<SynonymRow> = {
  entityType: "assistant-synonym",
  title: (row) => row.term,
  content: (row) => ({ term: row.term, expansions: row.expansions }),
};

/** The audit row of a write: created (no before), changed, or deleted (no after). */
async function audit<Row extends { id: string }>(
  tx: Tx,
  kind: AuditKind<Row>,
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
export async function listFaq(db: Db): Promise<FaqEntry[]> {
  const rows = await db
    .select({ entry: assistantFaq, name: savedByName })
    .from(assistantFaq)
    .leftJoin(users, eq(users.id, assistantFaq.updatedBy));
  return rows
    .map((row) => toFaqEntry(row.entry, row.name))
    .sort((a, b) => a.question.localeCompare(b.question, "de-CH"));
}

export async function createFaq(db: Db, input: FaqInput, actor: AuthUser): Promise<FaqEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assistantFaq)
      .values({ ...input, updatedBy: actor.id })
      .returning();
    await audit(tx, FAQ_AUDIT, actor.id, { before: null, after: row! });
    return toFaqEntry(row!, saverOf(actor).name);
  });
}

export async function updateFaq(
  db: Db,
  id: string,
  patch: Partial<FaqInput>,
  actor: AuthUser,
): Promise<FaqEntry> {
  if (!isId(id)) throw notFound(FAQ_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(assistantFaq).where(eq(assistantFaq.id, id)).for("update");
    if (!before) throw notFound(FAQ_NOT_FOUND);
    const [row] = await tx
      .update(assistantFaq)
      .set({ ...patch, updatedBy: actor.id })
      .where(eq(assistantFaq.id, id))
      .returning();
    await audit(tx, FAQ_AUDIT, actor.id, { before, after: row! });
    return toFaqEntry(row!, saverOf(actor).name);
  });
}

export async function deleteFaq(db: Db, id: string, actor: AuthUser): Promise<void> {
  if (!isId(id)) throw notFound(FAQ_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(assistantFaq).where(eq(assistantFaq.id, id)).returning();
    if (!row) throw notFound(FAQ_NOT_FOUND);
    await audit(tx, FAQ_AUDIT, actor.id, { before: row, after: null });
  });
}

/** The team's list, by term. */
export async function listSynonyms(db: Db): Promise<Synonym[]> {
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

export async function createSynonym(db: Db, input: SynonymInput, actor: AuthUser): Promise<Synonym> {
  return uniqueTerm(input.term, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(assistantSynonyms)
        .values({ ...input, updatedBy: actor.id })
        .returning();
      await audit(tx, SYNONYM_AUDIT, actor.id, { before: null, after: row! });
      return toSynonym(row!, saverOf(actor).name);
    }),
  );
}

export async function updateSynonym(
  db: Db,
  id: string,
  patch: Partial<SynonymInput>,
  actor: AuthUser,
): Promise<Synonym> {
  if (!isId(id)) throw notFound(SYNONYM_NOT_FOUND);
  return uniqueTerm(patch.term, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(assistantSynonyms)
        .where(eq(assistantSynonyms.id, id))
        .for("update");
      if (!before) throw notFound(SYNONYM_NOT_FOUND);
      const [row] = await tx
        .update(assistantSynonyms)
        .set({ ...patch, updatedBy: actor.id })
        .where(eq(assistantSynonyms.id, id))
        .returning();
      await audit(tx, SYNONYM_AUDIT, actor.id, { before, after: row! });
      return toSynonym(row!, saverOf(actor).name);
    }),
  );
}

export async function deleteSynonym(db: Db, id: string, actor: AuthUser): Promise<void> {
  if (!isId(id)) throw notFound(SYNONYM_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(assistantSynonyms).where(eq(assistantSynonyms.id, id)).returning();
    if (!row) throw notFound(SYNONYM_NOT_FOUND);
    await audit(tx, SYNONYM_AUDIT, actor.id, { before: row, after: null });
  });
}
