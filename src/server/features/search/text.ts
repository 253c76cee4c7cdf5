import type { SnippetPart } from "../../../shared/search/search";

/**
 * The plain-text side of the search: the words of a query, and snippets cut at boundaries a reader
 * expects. Marks arrive from ts_headline as two control characters that the stored text can never
 * contain (they are removed from it first), so no stored text can forge a mark.
 */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

/** More words than this in one query only slow it down without finding anything better. */
const MAX_QUERY_WORDS = 8;

/**
 * The words of a query: letters and digits only, so that no punctuation can change the meaning of the
 * tsquery or LIKE pattern built from them. One-letter words are left out when longer ones exist.
 */
export function queryWords(q: string): string[] {
  const words = (
    q
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 32);
  const long = words.filter((word) => word.length >= 2);
  return [...new Set(long)].slice(0, MAX_QUERY_WORDS);
}

/** Trigram indexes need three characters; shorter words only match through the full-text index. */
export const titlePatternWords = (words: string[]) => words.filter((word) => word.length >= 3);

interface MarkedText {
  text: string;
  hits: [number, number][];
}

function parseMarks(headline: string): MarkedText {
  let text = "";
  const hits: [number, number][] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${MARK_START}${MARK_END}]`)).entries()) {
    if (index % 2 === 1 && piece) hits.push([text.length, text.length + piece.length]);
    text += piece;
  }
  return { text, hits };
}

/** Adds the case-insensitive occurrences of `words` (parts of compounds the stemmer cannot see) as hits. */
function addSubstringHits(marked: MarkedText, words: string[]): MarkedText {
  const lower = marked.text.toLowerCase();
  const hits = [...marked.hits];
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + word.length)) {
      hits.push([at, at + word.length]);
    }
  }
  hits.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const hit of hits) {
    const last = merged.at(-1);
    if (last && hit[0] <= last[1]) last[1] = Math.max(last[1], hit[1]);
    else merged.push([hit[0], hit[1]]);
  }
  return { text: marked.text, hits: merged };
}

function toParts({ text, hits }: MarkedText, from: number, to: number): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (piece: string, hit: boolean) => {
    const flat = piece.replace(/\s+/g, " ");
    if (flat) parts.push({ text: flat, hit });
  };
  let at = from;
  for (const [start, end] of hits) {
    if (end <= from || start >= to) continue;
    push(text.slice(at, Math.max(at, start)), false);
    push(text.slice(Math.max(start, from), Math.min(end, to)), true);
    at = Math.min(end, to);
  }
  push(text.slice(at, to), false);
  return parts;
}

/** A title with its matches marked: what the stemmer matched and the compound parts found in it. */
export function titleParts(headline: string, words: string[]): SnippetPart[] {
  const marked = addSubstringHits(parseMarks(headline), titlePatternWords(words));
  return toParts(marked, 0, marked.text.length);
}

const SNIPPET_LENGTH = 220;
/** How far before the first match a snippet may start to begin with its sentence. */
const SENTENCE_REACH = 160;
/** Where no sentence starts near the match, how much text before it the snippet keeps. */
const WORD_LEAD = 60;

/** Positions where a sentence starts: the text's start, after a line break, after . ! ? and a space. */
function sentenceStarts(text: string, before: number): number[] {
  const starts = [0];
  for (const match of text.slice(0, before).matchAll(/(?:[.!?]["»«”]?\s+|\n\s*)(?=\S)/g)) {
    starts.push(match.index + match[0].length);
  }
  return starts;
}

/**
 * About two lines around the first match of a whole text whose matches are marked: from the start of
 * the match's sentence, or else from a word boundary shortly before it, up to a sentence end or a word
 * boundary; an ellipsis says where text was left out.
 */
export function snippet(headline: string, length = SNIPPET_LENGTH): SnippetPart[] {
  const marked = parseMarks(headline);
  const { text } = marked;
  const firstHit = marked.hits[0]?.[0] ?? 0;
  const sentenceStart = sentenceStarts(text, firstHit + 1)
    .filter((start) => start <= firstHit)
    .at(-1) as number;
  let start = sentenceStart;
  if (firstHit - sentenceStart > SENTENCE_REACH) {
    const space = text.indexOf(" ", firstHit - WORD_LEAD);
    start = space !== -1 && space < firstHit ? space + 1 : firstHit;
  }
  let end = text.length;
  if (end - start > length) {
    const window = text.slice(start, start + length);
    const sentenceEnd = Math.max(...[...window.matchAll(/[.!?](?=\s)/g)].map((match) => match.index + 1), -1);
    const space = window.lastIndexOf(" ");
    end = start + (sentenceEnd >= length * 0.6 ? sentenceEnd : space > 0 ? space : length);
  }
  const parts = toParts(marked, start, end);
  const first = parts[0];
  if (first) first.text = first.text.trimStart();
  const last = parts.at(-1);
  if (last) last.text = last.text.trimEnd();
  const kept = parts.filter((part) => part.text);
  if (start > sentenceStart) kept.unshift({ text: "… ", hit: false });
  if (end < text.length && !/[.!?]$/.test(text.slice(0, end))) kept.push({ text: " …", hit: false });
  return kept;
}
