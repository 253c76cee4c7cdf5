import type { FaqEntry, Synonym } from "../../../shared/chat/knowledge";
import type { assistantFaq, assistantSynonyms } from "../../db/schema";

export type FaqRow = typeof assistantFaq.$inferSelect;
export type SynonymRow = typeof assistantSynonyms.$inferSelect;

export const toFaqEntry = (row: FaqRow, name: string | null): FaqEntry => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  keywords: row.keywords,
  updatedAt: row.updatedAt.toISOString(),
  updatedByName: name,
});

export const toSynonym = (row: SynonymRow, name: string | null): Synonym => ({
  id: row.id,
  term: row.term,
  expansions: row.expansions,
  updatedAt: row.updatedAt.toISOString(),
  updatedByName: name,
});
