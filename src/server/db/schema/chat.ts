import * as pg from "drizzle-orm/pg-core";
import { namesMember } from "./accounts";
import { timestamps } from "./columns";

/**
 * What the team tells the assistant (issue 28): questions residents ask and the municipality's answers
 * (Markdown). The stored `search_vector` (question and keywords A, answer B) lives in the migration
 * `assistant_knowledge`, as for the searchable tables (columns.ts).
 */
export const assistantFaq = pg.pgTable("assistant_faq", {
  id: pg.uuid().primaryKey().defaultRandom(),
  question: pg.text().notNull(),
  answer: pg.text().notNull(),
  /** Further words residents use for the question, which neither it nor its answer contains. */
  keywords: pg.text(),
  updatedBy: namesMember(),
  ...timestamps(),
});

/**
 * The residents' words for what the portal names otherwise ('zmorge' → 'fruehstueck'), both sides folded
 * (shared/common/text.ts foldGerman) so that a question's folded words find them as they are.
 */
export const assistantSynonyms = pg.pgTable("assistant_synonyms", {
  id: pg.uuid().primaryKey().defaultRandom(),
  term: pg.text().notNull().unique(),
  expansions: pg.text().array().notNull(),
  updatedBy: namesMember(),
  ...timestamps(),
});
