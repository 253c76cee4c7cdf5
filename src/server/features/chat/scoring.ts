import { fold } from "./normalize";

/**
 * How well an item of the portal fits the words of a question. The structured kinds the assistant reads
 * whole (businesses, coming events, open marketplace entries, candidates, the FAQ, the how-to pages) are
 * scored here, in memory; written content (articles, letters, reports, notices) goes through the site
 * search, the database's German full-text search (docs/decisions.md, "the assistant's retrieval").
 */

/** One thing a question asks about: its word and the words the portal may use for it instead. */
export interface Topic {
  word: string;
  /** Stemmed: the word itself first, then its synonyms. */
  stems: string[];
}

/** A field of an item and how much a match in it counts (a title counts more than a description). */
export interface Field {
  text: string | null | undefined;
  weight: number;
}

export const TITLE = 1;
export const CATEGORY = 0.9;
export const BODY = 0.6;
/** A written piece is about what its title says: a word only in its text does not make it the answer. */
export const TEXT = 0.4;

/** German endings dropped before comparing, so that 'Konzerte' meets 'Konzert' and 'Restaurants' 'Restaurant'. */
export function stem(word: string): string {
  if (word.length < 5) return word;
  // Verbs in -ieren keep their noun: 'transportieren' meets 'Sofatransport', 'reparieren' 'Reparatur'.
  if (word.length >= 9 && word.endsWith("ieren")) return word.slice(0, -5);
  const cut = word.replace(/(ern|en|er|es|em|e|n|s)$/, "");
  return cut.length >= 4 ? cut : word;
}

const tokensOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);

/**
 * A stem against a word of an item: the same word; the beginning of a compound ('Samichlaus' in
 * 'Samichlaus-Einzug', 'Mathe' in 'Mathematik'); its end or middle ('Konzert' in 'Weihnachtskonzert',
 * 'Versammlung' in 'Gemeindeversammlung'); or a longer form of the item's word ('transportier' for
 * 'Transport'). Short stems only count whole or at the start: 'kauf' sits in 'Christbaumverkauf'.
 */
function closeness(stemmed: string, token: string): number {
  if (token === stemmed) return 1;
  if (stemmed.length >= 4 && token.startsWith(stemmed)) return 0.9;
  if (stemmed.length >= 5 && token.includes(stemmed)) return 0.8;
  if (token.length >= 5 && stemmed.length - token.length <= 4 && stemmed.startsWith(token)) return 0.7;
  return 0;
}

/** The best match of a topic in the fields, weighted by the field. */
function topicMatch(topic: Topic, fields: { tokens: string[]; weight: number }[]): number {
  let best = 0;
  for (const field of fields)
    for (const token of field.tokens)
      for (const [index, stemmed] of topic.stems.entries()) {
        // A synonym is a little less sure than the word the resident typed.
        const score = closeness(stemmed, token) * field.weight * (index === 0 ? 1 : 0.95);
        if (score > best) best = score;
      }
  return best;
}

/**
 * Share of the question's topics the item matches, each by its best match: 1 when every topic is in the
 * title, 0 when none is anywhere.
 */
export function fitOf(topics: Topic[], fields: Field[]): number {
  if (topics.length === 0) return 0;
  const tokenized = fields
    .filter((field) => field.text)
    .map((field) => ({ tokens: tokensOf(field.text as string), weight: field.weight }));
  const total = topics.reduce((sum, topic) => sum + topicMatch(topic, tokenized), 0);
  return total / topics.length;
}
