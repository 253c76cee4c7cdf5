import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { namesMember } from "./accounts";
import { timestamps } from "./columns";

/**
 * What the team tells the assistant (issue 28): questions residents ask and the municipality's answers
 * (Markdown). The stored `search_vector` (question and keywords A, answer B) lives in the migration
 * `assistant_knowledge`, as for the searchable tables (columns.ts).
 */
export const assistantFaq = pgTable("assistant_faq", {
  id: uuid().primaryKey().defaultRandom(),
  question: text().notNull(),
  answer: text().notNull(),
  /** Further words residents use for the question, which neither it nor its answer contains. */
  keywords: text(),
  updatedBy: namesMember(),
  ...timestamps(),
});

/**
 * The residents' words for what the portal names otherwise ('zmorge' → 'fruehstueck'), both sides folded
 * (shared/common/text.ts foldGerman) so that a question's folded words find them as they are.
 */
export const assistantSynonyms = pgTable("assistant_synonyms", {
  id: uuid().primaryKey().defaultRandom(),
  term: text().notNull().unique(),
  expansions: text().array().notNull(),
  updatedBy: namesMember(),
  ...timestamps(),
});
