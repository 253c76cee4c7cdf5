import { MONTH_NAMES, WEEKDAY_NAMES } from "../../../shared/common/dates";
import { foldGerman } from "../../../shared/common/text";

/**
 * The post-check of a model's answer (issue 28, item 4): the retrieval supplies the facts, the model only
 * phrases them. A sentence that states a date, a clock time, a price, an address or a name the facts do not
 * contain is dropped whole (half a sentence would say something else); a link to a page the facts did not
 * name keeps its words and loses its address.
 */

const MONTHS = MONTH_NAMES.map(foldGerman);
const WEEKDAYS = WEEKDAY_NAMES.map(foldGerman);

/** Words that often stand capitalized next to a name without being one ('Am Samstag Abend', 'Ihre Redaktion'). */
const COMMON_WORDS = new Set([
  ...WEEKDAYS,
  ...MONTHS,
  "am",
  "an",
  "ab",
  "auch",
  "auf",
  "aus",
  "bei",
  "beim",
  "bis",
  "da",
  "dann",
  "das",
  "dem",
  "den",
  "der",
  "des",
  "die",
  "diese",
  "dieser",
  "dieses",
  "dort",
  "du",
  "ein",
  "eine",
  "einen",
  "einer",
  "er",
  "es",
  "fuer",
  "gerne",
  "gruezi",
  "heute",
  "hier",
  "ich",
  "ihr",
  "ihre",
  "ihnen",
  "im",
  "in",
  "ja",
  "jeden",
  "jetzt",
  "leider",
  "mit",
  "morgen",
  "nach",
  "nein",
  "sie",
  "so",
  "um",
  "und",
  "uhr",
  "vom",
  "von",
  "vor",
  "wir",
  "zum",
  "zur",
  "abend",
  "abends",
  "mittag",
  "morgens",
  "nachmittag",
  "vormittag",
  "wochenende",
  "woche",
  "events",
  "event",
]);

/** Words before a full stop that does not end the sentence ('z. B.', 'Fr. 20.–', 'ca. 30'). */
const ABBREVIATIONS = new Set([
  "bzw",
  "ca",
  "evtl",
  "fr",
  "inkl",
  "nr",
  "sfr",
  "st",
  "str",
  "tel",
  "usw",
  "vgl",
]);

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const BOLD = /\*\*([^*]+)\*\*/g;
const URL = /\bhttps?:\/\/[^\s)\]]+/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

const MONTH_NAME =
  "(Januar|Jan|Februar|Feb|März|Maerz|Mär|April|Apr|Mai|Juni|Jun|Juli|Jul|August|Aug|September|Sept|Sep|Oktober|Okt|November|Nov|Dezember|Dez)";
const WEEKDAY_NAME = "(?:(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag),?\\s+(?:den\\s+)?)?";
const DATE_WORDS = new RegExp(`${WEEKDAY_NAME}(\\d{1,2})\\.\\s*${MONTH_NAME}\\.?`, "gi");
const DATE_DIGITS = new RegExp(`${WEEKDAY_NAME}(\\d{1,2})\\.(\\d{1,2})\\.(?:\\d{2,4})?`, "gi");
const CLOCK = /(?<![\d.:])(\d{1,2})(?::(\d{2})|\.(\d{2})(?=\s*Uhr))(?!\d)/g;
const HOUR = /(?<![\d.:–-])(\d{1,2})\s*Uhr\b/g;
const PRICE_BEFORE = /(?:CHF|SFr\.?|Fr\.)\s*(\d+(?:[.,]\d{1,2})?)/gi;
const PRICE_AFTER = /(\d+(?:[.,]\d{1,2})?)(?:\.[–-])?\s*(?:CHF|Franken|Fr\.)/gi;
const PRICE_DASH = /(\d+)\.[–-]/g;

const monthNumber = (name: string) => {
  const folded = foldGerman(name).slice(0, 3);
  return MONTHS.findIndex((month) => month.startsWith(folded)) + 1;
};

/** Each date as 'day.month', and with its weekday when one is named with it ('samstag day.month'). */
function datesIn(text: string): { date: string; weekday: string | null }[] {
  const found: { date: string; weekday: string | null }[] = [];
  for (const [, weekday, day, month] of text.matchAll(DATE_WORDS)) {
    found.push({ date: `${Number(day)}.${monthNumber(month!)}`, weekday: weekday?.toLowerCase() ?? null });
  }
  for (const [, weekday, day, month] of text.matchAll(DATE_DIGITS)) {
    found.push({ date: `${Number(day)}.${Number(month)}`, weekday: weekday?.toLowerCase() ?? null });
  }
  return found;
}

function timesIn(text: string): string[] {
  const times = [...text.matchAll(CLOCK)].map(
    ([, hour, minute, dotted]) => `${Number(hour)}:${minute ?? dotted}`,
  );
  return [...times, ...[...text.matchAll(HOUR)].map(([, hour]) => `${Number(hour)}:00`)];
}

const amount = (value: string) => String(Number(value.replace(",", ".")));

function pricesIn(text: string): string[] {
  return [PRICE_BEFORE, PRICE_AFTER, PRICE_DASH].flatMap((pattern) =>
    [...text.matchAll(pattern)].map(([, value]) => amount(value!)),
  );
}

const wordsOf = (text: string) => text.match(/[\p{L}\d][\p{L}\p{M}\d'’-]*/gu) ?? [];

/**
 * Runs of two or more capitalized words, as names are written ('Bäckerei Wynaeck', 'Hans Muster'). A
 * sentence's first word is capitalized anyway, so it is left out of the words to check ('Nächsten Samstag').
 */
function nameWords(sentence: string): string[][] {
  const plain = sentence.replace(LINK, ", $1 ,").replace(BOLD, " ").replace(URL, " ").replace(EMAIL, " ");
  const runs: string[][] = [];
  // Punctuation between two words ends a run: 'Samstag, Dorfplatz' are two things, not one name.
  for (const stretch of plain.split(/[^\p{L}\p{M}\d'’\s-]+/u)) {
    const words = wordsOf(stretch);
    let run: string[] = [];
    let runStart = 0;
    const close = () => {
      // After punctuation (a colon, a new sentence) the first word may be capitalized for that alone.
      if (run.length > 1) runs.push(runStart === 0 ? run.slice(1) : run);
      run = [];
    };
    for (const [position, word] of words.entries()) {
      if (/^\p{Lu}/u.test(word)) {
        if (run.length === 0) runStart = position;
        run.push(word);
      } else close();
    }
    close();
  }
  return runs;
}

export interface Known {
  folded: string;
  words: Set<string>;
  links: Set<string>;
  dates: { date: string; weekday: string | null }[];
  times: Set<string>;
  prices: Set<string>;
}

export function knownFacts(facts: string): Known {
  const folded = foldGerman(facts);
  return {
    folded,
    // 'Samichlaus' is known from 'Samichlaus-Einzug'.
    words: new Set(wordsOf(folded).flatMap((word) => [word, ...word.split("-")])),
    links: new Set([...facts.matchAll(LINK)].map((match) => match[2]!)),
    dates: datesIn(facts),
    times: new Set(timesIn(facts)),
    prices: new Set(pricesIn(facts)),
  };
}

function datesKnown(sentence: string, known: Known): boolean {
  return datesIn(sentence).every(({ date, weekday }) => {
    const same = known.dates.filter((fact) => fact.date === date);
    if (same.length === 0) return false;
    const named = same.filter((fact) => fact.weekday);
    return !weekday || named.length === 0 || named.some((fact) => fact.weekday === weekday);
  });
}

function namesKnown(sentence: string, known: Known): boolean {
  const bold = [...sentence.matchAll(BOLD)].every(([, name]) => known.folded.includes(foldGerman(name!)));
  const runs = nameWords(sentence).every((run) =>
    run.every((word) => {
      const folded = foldGerman(word);
      return COMMON_WORDS.has(folded) || known.words.has(folded);
    }),
  );
  return bold && runs;
}

/** Whether the sentence states only dates, times, prices, addresses and names the facts contain. */
function isSupported(sentence: string, known: Known): boolean {
  const unlinked = sentence.replace(LINK, "$1");
  return (
    datesKnown(unlinked, known) &&
    timesIn(unlinked).every((time) => known.times.has(time)) &&
    pricesIn(unlinked).every((price) => known.prices.has(price)) &&
    [...unlinked.matchAll(URL)].every(([url]) => known.folded.includes(url.toLowerCase())) &&
    [...unlinked.matchAll(EMAIL)].every(([email]) => known.folded.includes(email.toLowerCase())) &&
    namesKnown(sentence, known)
  );
}

/**
 * Where a sentence ends: after '.', '!' or '?' and a space before a new sentence's first character, or at a
 * line break. A full stop after a number ('5. Dezember') or an abbreviation does not end one. The next
 * sentence must have begun, so that a text still being written is only cut where the cut will stay.
 */
const BOUNDARY = /([.!?])["'»”)]*(\s+)(?=\S)|(\n\s*)(?=\S)/g;

function endsSentence(text: string, index: number): boolean {
  const before = /([\p{L}\d]+)$/u.exec(text.slice(0, index))?.[1];
  if (!before) return true;
  if (/^\d+$/.test(before)) return false;
  return before.length > 1 && !ABBREVIATIONS.has(before.toLowerCase());
}

/** The complete sentences at the start of `text`, each with the space after it, and what remains. */
export function completeSentences(text: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const index = match.index ?? 0;
    // A line break always ends one: '… 20. Dezember 2026.' at the end of a line is a whole sentence.
    if (match[1] && !match[2]?.includes("\n") && !endsSentence(text, index)) continue;
    const end = index + match[0].length;
    sentences.push(text.slice(start, end));
    start = end;
  }
  return { sentences, rest: text.slice(start) };
}

/**
 * One sentence checked against the facts: itself with unknown links unlinked; dropped, only the line break
 * it ended with, unless the text before it already ends a line.
 */
export function checkedSentence(sentence: string, known: Known, before: string): string {
  if (!isSupported(sentence, known)) {
    const breaks = /\s*$/.exec(sentence)?.[0].replace(/[^\n]/g, "") ?? "";
    return before === "" || before.endsWith("\n") ? "" : breaks;
  }
  return sentence.replace(LINK, (whole, label: string, href: string) =>
    known.links.has(href) ? whole : label,
  );
}

/** The answer's text with every sentence dropped that states something the facts do not. */
export function checkedAgainst(facts: string, text: string): string {
  const known = knownFacts(facts);
  const { sentences, rest } = completeSentences(text);
  return tidy(
    [...sentences, rest].reduce((kept, sentence) => kept + checkedSentence(sentence, known, kept), ""),
  );
}

/** Dropped sentences leave no run of blank lines or space at the start of a line behind. */
export function tidy(text: string): string {
  return text
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n[ \t]+/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Whether a checked answer still says something: a sentence with words, not only a greeting's remains. */
export const saysSomething = (text: string) => /\p{L}{2,}.*\p{L}{2,}/su.test(text);

/** The links the answer cites, as the facts name pages. */
export const linksIn = (text: string) => [...text.matchAll(LINK)].map((match) => match[2]!);
