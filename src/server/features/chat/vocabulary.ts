// What every answer of the assistant shares: its context, its shape, its words and its links.
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

export const WEEKDAYS: { key: Weekday; name: string }[] = [
  { key: "monday", name: "Montag" },
  { key: "tuesday", name: "Dienstag" },
  { key: "wednesday", name: "Mittwoch" },
  { key: "thursday", name: "Donnerstag" },
  { key: "friday", name: "Freitag" },
  { key: "saturday", name: "Samstag" },
  { key: "sunday", name: "Sonntag" },
];

/** Words that say nothing about what is asked for; they never pick a business or an entry. */
export const STOPWORDS = new Set(
  wordsOf(
    `der die das den dem des ein eine einen einem einer und oder aber mit ohne von vom zum zur im in am an auf aus bei für fuer
    ist sind hat haben gibt es ich du sie wir ihr man mir mich wie was wer wo wann welche welcher welches wieviel
    noch schon heute morgen jetzt gerade bitte danke mal gern gerne kann koennen kannst will moechte suche suchen
    offen geoeffnet geöffnet oeffnungszeiten öffnungszeiten zeiten geschlossen zu auf uhr tag tage woche wochenende
    montag dienstag mittwoch donnerstag freitag samstag sonntag hallo gruezi grüezi hoi sali nicht kein keine
    läuft laeuft los event events veranstaltung veranstaltungen marktplatz angebot angebote hier dort da so
    suhr dorf gemeinde`,
  ),
);

export const EVENTS_LINK = "[Zum Veranstaltungskalender](/category/Events)";
export const DIRECTORY_LINK = "[Zum Business-Verzeichnis](/business-directory)";
export const MARKETPLACE_LINK = "[Zum Marktplatz](/marktplatz)";

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
