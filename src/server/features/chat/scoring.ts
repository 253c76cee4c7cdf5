import { distance } from "fastest-levenshtein";
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
  /** Parts of a compound ('Kranz' of 'Adventskranz'), a little less sure than the whole word. */
  parts: string[];
  /** A noun of the question (capitalized in it) says what is asked about; a verb or adverb less so. */
  noun: boolean;
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
export function stem(folded: string): string {
  // Umlauts as their vowel: 'Christbäume' meets 'Christbaum', as the database's German stemmer does.
  const word = folded.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
  if (word.length < 5) return word;
  // Verbs in -ieren keep their noun: 'transportieren' meets 'Sofatransport', 'reparieren' 'Reparatur'.
  if (word.length >= 9 && word.endsWith("ieren")) return word.slice(0, -5);
  const cut = word.replace(/(ern|en|er|es|em|e|n|s)$/, "");
  return cut.length >= 4 ? cut : word;
}

/** Items are read for every question; their words are cut once (a bounded memo, emptied when full). */
const tokenMemo = new Map<string, string[]>();
const TOKEN_MEMO_SIZE = 20_000;

function tokensOf(text: string): string[] {
  let tokens = tokenMemo.get(text);
  if (!tokens) {
    if (tokenMemo.size >= TOKEN_MEMO_SIZE) tokenMemo.clear();
    tokens = fold(text)
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map(stem);
    tokenMemo.set(text, tokens);
  }
  return tokens;
}

/**
 * A stem against a word of an item: the same word; the beginning of a compound ('Samichlaus' in
 * 'Samichlaus-Einzug', 'Mathe' in 'Mathematik'); its end or middle ('Konzert' in 'Weihnachtskonzert',
 * 'Versammlung' in 'Gemeindeversammlung'); or a longer form of the item's word ('transportier' for
 * 'Transport'). Short stems only count whole or at the start: 'kauf' sits in 'Christbaumverkauf'.
 */
function closeness(stemmed: string, token: string): number {
  if (token === stemmed) return 1;
  // A stem of four letters only as the head of a compound ('Bart' in 'Bartpflege'), not of another
  // word's inflection ('Akti' of 'Aktien' in 'Aktion').
  if (token.startsWith(stemmed) && (stemmed.length >= 5 || (stemmed.length === 4 && token.length >= 7)))
    return 0.9;
  if (stemmed.length >= 5 && token.includes(stemmed)) return 0.8;
  // The question's word is a compound of the item's ('Samichlausinzug' for 'Samichlaus').
  if (token.length >= 5 && token.length >= stemmed.length * 0.6 && stemmed.startsWith(token)) return 0.7;
  if (misspelled(stemmed, token)) return 0.85;
  return 0;
}

/** One typo in a word of five letters or more, two from nine: 'Cooiffeur', 'Gemeindepresidium'. */
function misspelled(stemmed: string, token: string): boolean {
  if (stemmed.length < 5 || Math.abs(stemmed.length - token.length) > 2 || stemmed[0] !== token[0])
    return false;
  return distance(stemmed, token) <= (stemmed.length >= 9 ? 2 : 1);
}

/** The best match of a topic in the fields, weighted by the field. */
function topicMatch(topic: Topic, fields: { tokens: string[]; weight: number }[]): number {
  let best = 0;
  for (const field of fields)
    for (const token of field.tokens)
      for (const [index, stemmed] of [...topic.stems, ...topic.parts].entries()) {
        // A synonym is a little less sure than the word the resident typed, a part of it less again.
        const sureness = index === 0 ? 1 : index < topic.stems.length ? 0.95 : 0.85;
        const score = closeness(stemmed, token) * field.weight * sureness;
        if (score > best) best = score;
      }
  return best;
}

/** How well the item matches each topic, in the topics' order: 1 for a title that has it, 0 for none. */
export function topicMatches(topics: Topic[], fields: Field[]): number[] {
  const tokenized = fields
    .filter((field) => field.text)
    .map((field) => ({ tokens: tokensOf(field.text as string), weight: field.weight }));
  return topics.map((topic) => topicMatch(topic, tokenized));
}

/** A match that counts as the item having the topic, not only a word that looks alike. */
export const HAS_TOPIC = 0.5;

/**
 * Each topic's weight. A noun says what is asked about, whether the portal knows it or not ('Lasagne' in
 * 'Rezept für Lasagne' makes a soup recipe no answer). Other words count less, and hardly at all when no
 * item has them ('liegen', 'erledigt'), so that they do not hide what the question names.
 */
export function topicWeights(topics: Topic[], matches: number[][]): number[] {
  return topics.map((topic, index) => {
    if (topic.noun) return 1;
    return matches.some((row) => (row[index] ?? 0) >= HAS_TOPIC) ? 0.3 : 0.1;
  });
}

/** Weighted share of the topics the item matches. */
export function fitFrom(row: number[], weights: number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return 0;
  return row.reduce((sum, match, index) => sum + match * (weights[index] ?? 0), 0) / total;
}
