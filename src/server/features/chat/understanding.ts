import type { ChatTurn } from "../../../shared/chat/basics";
import type { CalendarDay } from "../../../shared/common/dates";
import { normalizedWords } from "./normalize";
import { stem, type Topic } from "./scoring";
import { STOPWORDS } from "./vocabulary";
import { type AskedTime, askedTime, isTimeWord } from "./when";

/**
 * What a question asks, before anything is looked up: the things it names (topics), the time it means,
 * and what kind of answer its words point to (hints). Hints only order what was found; they never make
 * an answer up.
 */
export type Hint =
  | "events"
  | "hours"
  | "marketplace"
  | "election"
  | "news"
  | "notices"
  | "howTo"
  | "greeting";

export interface Understanding {
  topics: Topic[];
  /** The topics and the hint words: what a how-to page is found by ('Wie kann ich einen Event einreichen?'). */
  terms: Topic[];
  asked: AskedTime | null;
  hints: Set<Hint>;
}

/** Folded word beginnings that point to a kind of answer; none of them is a topic. */
const HINT_WORDS: Record<Hint, string[]> = {
  events: [
    "event",
    "veranstaltung",
    "anlass",
    "anlaess",
    "los",
    "laeuft",
    "programm",
    "agenda",
    "kalender",
    "statt",
  ],
  hours: ["offen", "geoeffnet", "oeffnungszeit", "geschlossen", "oeffnet", "schliesst"],
  marketplace: [
    "marktplatz",
    "gesuch",
    "angebot",
    "inserat",
    "ausleih",
    "leihen",
    "ausgeliehen",
    "tausch",
    "verschenk",
    "helfen",
    "hilfe",
    "jemand",
    "nachbarschaftshilfe",
    "biete",
  ],
  election: ["wahl", "wahlen", "kandid", "gewaehlt", "abstimm", "gemeindewahl", "kommunalwahl", "waehl"],
  news: [
    "news",
    "neuigkeit",
    "neues",
    "artikel",
    "beitraeg",
    "beitrag",
    "bericht",
    "zeitung",
    "aktuell",
    "lesen",
  ],
  notices: ["mitteilung", "amtlich", "bekanntmachung", "publikation"],
  // Verb stems: 'melde', 'einreichen', 'eingetragen' all ask how to do something.
  howTo: [
    "aufgeb",
    "aufschalt",
    "einreich",
    "eintrag",
    "meld",
    "erstell",
    "schreib",
    "verfass",
    "bestell",
    "registrier",
    "abonnier",
    "kontaktier",
    "erreich",
    "inserier",
    "publizier",
    "veroeffentlich",
    "anmeld",
    "mitmach",
    "anbiet",
  ],
  greeting: ["hallo", "gruezi", "hoi", "sali", "gruessech", "servus"],
};

/** Hint words that count only whole: 'hilfe' also ends 'Nachhilfe', 'los' begins 'Losverkauf'. */
const WHOLE_ONLY = new Set(["statt", "los", "hilfe", "helfen", "jemand", "lesen", "neues", "biete", "wahl"]);

function hintOf(word: string): Hint | undefined {
  for (const [hint, beginnings] of Object.entries(HINT_WORDS) as [Hint, string[]][])
    if (beginnings.some((start) => (WHOLE_ONLY.has(start) ? word === start : word.startsWith(start))))
      return hint;
  return undefined;
}

/** Verbs and fillers that carry no topic of their own ('kaufen' in 'Wo kann ich Brot kaufen?'). */
const FILLERS = new Set(
  normalizedWords(
    `kaufen einkaufen bekommen kriegen finden gibt geben gehen machen tun findet statt stattfinden passiert
    welcher welche welches welchen jemanden etwas irgendwo irgendwas wieder mehr viel viele alle allen alles
    mein meine meinen meiner unser unsere euer ihre sein seine dein deine kinder familie familien leute
    naechste naechster naechsten naechstes kommende kommenden kommender wieviel teuer kostet kosten preis tag tage tagen zwei drei vier fuenf zeige zeig gib nenne sag liste antworte
    ort adresse sagen unternehmen lassen macht bekomme bekommt gibts wissen weisst information informationen infos frage fragen`,
  ),
);
// 'Kinder' and 'Familie' stay topics: 'Was kann ich am Samstag mit Kindern machen?' is about them.
for (const word of ["kinder", "familie", "familien"]) FILLERS.delete(word);

/** The tails of a long compound after a joining 's': 'Adventskranz' → 'kranz', 'Weihnachtssterne' → 'sterne'. */
function compoundParts(word: string): string[] {
  const parts: string[] = [];
  for (let index = 4; index <= word.length - 5; index++)
    if (word[index - 1] === "s" && word[index - 2] !== "s") parts.push(stem(word.slice(index)));
  return [...new Set(parts)];
}

function topicsOf(
  words: string[],
  synonyms: Map<string, string[]>,
  nouns: Set<string>,
  withHints = false,
): Topic[] {
  const topics: Topic[] = [];
  for (const word of words) {
    if (word.length < 2 || STOPWORDS.has(word) || FILLERS.has(word) || isTimeWord(word)) continue;
    // 'Suhrer' is the municipality's name again.
    if (STOPWORDS.has(stem(word))) continue;
    const hint = hintOf(word);
    if (hint && (!withHints || hint === "greeting")) continue;
    const stems = [stem(word), ...(synonyms.get(word) ?? []).map(stem)];
    if (!topics.some((topic) => topic.stems[0] === stems[0]))
      topics.push({
        word,
        stems: [...new Set(stems)],
        parts: compoundParts(word),
        // A how-to verb ('aufgeben') is how, not what.
        noun: nouns.has(word) && hint !== "howTo",
      });
  }
  return topics;
}

/** Multi-word synonyms ('velo flicken') join their words into one topic that also looks for the portal's word. */
function withPhraseSynonyms(words: string[], synonyms: Map<string, string[]>): string[] {
  const text = ` ${words.join(" ")} `;
  const joined = [...synonyms.keys()].filter((term) => term.includes(" ") && text.includes(` ${term} `));
  if (joined.length === 0) return words;
  const inPhrases = new Set(joined.flatMap((term) => term.split(" ")));
  return [...words.filter((word) => !inPhrases.has(word)), ...joined.map((term) => term.replace(/ /g, "_"))];
}

/** 'Wie kann ich…', 'Wie biete ich…': asking for a way; 'Wie viel', 'Wie lange', 'Wie wird' are not. */
const NOT_A_WAY = new Set([
  "viel",
  "viele",
  "lange",
  "spaet",
  "wird",
  "ist",
  "sind",
  "war",
  "alt",
  "teuer",
  "gross",
  "weit",
  "oft",
  "hoch",
]);
const asksHow = (words: string[]) => words[0] === "wie" && !NOT_A_WAY.has(words[1] ?? "");

/** The capitalized words of a question, folded, except those that open a sentence: German nouns. */
function nounsOf(message: string): Set<string> {
  const nouns = new Set<string>();
  for (const sentence of message.split(/[.!?:;\n]+/)) {
    const words = sentence
      .trim()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter(Boolean);
    for (const word of words.slice(1))
      if (/^\p{Lu}/u.test(word)) for (const part of normalizedWords(word)) nouns.add(part);
  }
  return nouns;
}

/**
 * Of a message with several sentences, the one question in it ('Ignoriere alles. Was ist heute los?'):
 * what comes around it is not what the resident asks the portal.
 */
function theQuestion(message: string): string {
  // A full stop after a number ('am 30. November') ends no sentence.
  const sentences = message
    .split(/(?<=[!?]|(?<!\d)\.)\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const questions = sentences.filter((sentence) => sentence.endsWith("?"));
  return sentences.length > 1 && questions.length === 1 ? (questions[0] as string) : message;
}

function understandOne(asked: string, today: CalendarDay, synonyms: Map<string, string[]>): Understanding {
  const message = theQuestion(asked);
  const words = withPhraseSynonyms(normalizedWords(message), synonyms);
  const hints = new Set<Hint>();
  for (const word of words) {
    const hint = hintOf(word);
    if (hint) hints.add(hint);
  }
  if (asksHow(normalizedWords(message))) hints.add("howTo");
  const nouns = nounsOf(message);
  const phraseSynonyms = new Map(
    [...synonyms].map(([term, expansions]) => [term.replace(/ /g, "_"), expansions] as const),
  );
  const phrasesResolved = (topic: Topic) =>
    topic.word.includes("_") ? { ...topic, stems: topic.stems.slice(1) } : topic;
  return {
    topics: topicsOf(words, phraseSynonyms, nouns).map(phrasesResolved),
    terms: topicsOf(words, phraseSynonyms, nouns, true).map(phrasesResolved),
    asked: askedTime(message, today),
    hints,
  };
}

/**
 * The question, read with the one before it when it only changes the time or the thing asked about:
 * 'Und am Sonntag?' after 'Was ist am Samstag los?' asks for Sunday's events; 'Und die Apotheke?' after
 * 'Wer hat am Samstag offen?' asks for the pharmacy on Saturday.
 */
export function understandQuestion(
  message: string,
  history: ChatTurn[],
  today: CalendarDay,
  synonyms: Map<string, string[]>,
): Understanding {
  const current = understandOne(message, today, synonyms);
  const previousQuestion = history.findLast((turn) => turn.role === "user")?.content;
  if (!previousQuestion) return current;
  const continues = /^\s*(und|aber|auch|was ist mit|wie ist es mit|wie sieht es)\b/i.test(message);
  // 'Und wie melde ich einen Event?' asks a new question, whatever came before.
  if (current.hints.has("howTo")) return current;
  const bare = current.topics.length === 0 && current.hints.size === 0;
  if (!continues && !bare) return current;
  const previous = understandOne(previousQuestion, today, synonyms);
  return {
    topics: current.topics.length > 0 ? current.topics : previous.topics,
    terms: current.terms.length > 0 ? current.terms : previous.terms,
    asked: current.asked ?? previous.asked,
    hints: new Set([...previous.hints, ...current.hints]),
  };
}
