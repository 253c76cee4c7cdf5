// What every answer of the assistant shares: its context, its shape, its words and its links.
import { deu } from "stopword";
import { WEEKDAYS as WEEKDAY_KEYS } from "../../../shared/businesses/basics";
import { WEEKDAY_NAMES } from "../../../shared/common/dates";
import type { Db } from "../../db/client";
import type { Ai } from "../../providers/ai/index";
import { normalizedWords } from "./normalize";
import type { Weekday } from "./retrieval";

export interface AssistantContext {
  db: Db;
  ai: Ai;
  municipality: string;
  editorialEmail: string;
  timeZone: string;
}

/** The answer before phrasing: German text with Markdown links to this site's pages. */
export interface Answer {
  text: string;
}

export const wordsOf = normalizedWords;

export const WEEKDAYS: { key: Weekday; name: string }[] = WEEKDAY_KEYS.map((key, index) => ({
  key,
  name: WEEKDAY_NAMES[index]!,
}));

/**
 * Words that say nothing about what is asked for; they never pick an item: the German list of the
 * `stopword` package and the words residents add in a question to the portal.
 */
export const STOPWORDS = new Set([
  ...deu.flatMap(wordsOf),
  ...wordsOf(
    `der die das den dem des ein eine einen einem einer eines und oder aber mit ohne von vom zum zur im in am an
    auf aus bei für fuer ist sind hat haben gibt es ich du sie wir ihr man mir mich uns dir wie was wer wo wann
    welche welcher welches wieviel noch schon jetzt gerade bitte danke mal gern gerne kann koennen kannst will
    moechte moechten suche suchen brauche braucht hier dort da so auch nur sehr zu um nach vor ab bis etwa
    nicht kein keine einmal dann denn ob als wenn weil dass the gute guten gut wird werden wurde sein
    suhr dorf gemeinde`,
  ),
]);

export const EVENTS_LINK = "[Zum Veranstaltungskalender](/category/Events)";
export const DIRECTORY_LINK = "[Zum Business-Verzeichnis](/business-directory)";
export const MARKETPLACE_LINK = "[Zum Marktplatz](/marktplatz)";

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
