/**
 * Swiss German spellings and common typos mapped onto the Standard German words the portal's texts
 * use, word by word, before anything else reads a question. A table of spellings, not of questions:
 * 'Wo chan i am Sunntig Brot chaufe?' becomes 'wo kann ich am sonntag brot kaufen'.
 */

import { distance } from "fastest-levenshtein";
import { foldGerman } from "../../../shared/common/text";

/** Lower case, umlauts spelled out, accents dropped: 'Bäckerei' and 'Baeckerei' are the same word. */
export const fold = foldGerman;

/** Folded dialect or misspelled word → folded Standard German word(s). */
const SPELLINGS: Record<string, string> = {
  // days and times
  maentig: "montag",
  zischtig: "dienstag",
  mittwuch: "mittwoch",
  dunschtig: "donnerstag",
  donschtig: "donnerstag",
  friitig: "freitag",
  fritig: "freitag",
  samschtig: "samstag",
  sunntig: "sonntag",
  sonntig: "sonntag",
  wuchenend: "wochenende",
  wuchenaend: "wochenende",
  wochenend: "wochenende",
  wuche: "woche",
  huet: "heute",
  huett: "heute",
  morn: "morgen",
  uebermorn: "uebermorgen",
  zobig: "abend",
  obig: "abend",
  znacht: "abend",
  // verbs and little words
  chan: "kann",
  chaa: "kann",
  chaufe: "kaufen",
  poschte: "einkaufen",
  lauft: "laeuft",
  isch: "ist",
  hei: "haben",
  het: "hat",
  git: "gibt",
  gits: "gibt es",
  i: "ich",
  wenn: "wann",
  waenn: "wann",
  woe: "wo",
  offe: "offen",
  zue: "zu",
  // things
  broet: "brot",
  zmorge: "fruehstueck",
  zmittag: "mittagessen",
  znuenie: "znueni",
  gmeind: "gemeindeversammlung",
  gmeindsversammlig: "gemeindeversammlung",
  zuegle: "zuegeln",
  chlaus: "samichlaus",
  iizug: "einzug",
  waer: "wer",
  mathi: "mathe",
  lah: "lassen",
  flicke: "flicken",
  cha: "kann",
  mer: "man",
  sis: "sein",
  naechscht: "naechste",
  wuchemaert: "wochenmarkt",
  maert: "markt",
  de: "der",
  nachhilf: "nachhilfe",
  dr: "der",
  samichlous: "samichlaus",
  chind: "kinder",
  chinder: "kinder",
  // frequent typos
  oeffnungszeite: "oeffnungszeiten",
  oefnungszeiten: "oeffnungszeiten",
  samtag: "samstag",
  sammstag: "samstag",
  sontag: "sonntag",
  donerstag: "donnerstag",
  dienstg: "dienstag",
  mitwoch: "mittwoch",
  freitg: "freitag",
  wochende: "wochenende",
  wochenenede: "wochenende",
  bakerei: "baeckerei",
  backerei: "baeckerei",
  baekerei: "baeckerei",
  apoteke: "apotheke",
  apothecke: "apotheke",
  dezembre: "dezember",
  dezmber: "dezember",
  konzer: "konzert",
  konzerd: "konzert",
  veranstalltung: "veranstaltung",
};

/**
 * The words that tell when and what kind of answer: a typo in one of them ('Wochenede', 'Samstg') is read
 * as the word, since nothing else in a question is spelled that close to them.
 */
const GUIDE_WORDS =
  `montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar maerz april juni juli
  august september oktober november dezember wochenende uebermorgen naechste naechsten naechster naechstes
  kommende kommenden kommender
  veranstaltung veranstaltungen oeffnungszeiten geoeffnet marktplatz feiertage weihnachten kandidiert`.split(
    /\s+/,
  );

function guideWord(word: string): string {
  if (word.length < 6 || GUIDE_WORDS.includes(word)) return word;
  return GUIDE_WORDS.find((guide) => guide[0] === word[0] && distance(guide, word) === 1) ?? word;
}

/** The words of a question, folded, with dialect spellings and common typos replaced. */
export function normalizedWords(text: string): string[] {
  const words = fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((word) => (SPELLINGS[word] ?? guideWord(word)).split(" "));
  return [...new Set(words)];
}
