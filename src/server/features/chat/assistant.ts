import {
  HELP_CATEGORY_LABELS,
  type HelpCategory,
  NAV_CATEGORIES,
  PR_FREE_TRIAL_DAYS,
  PR_MONTHLY_PRICE_CHF,
} from "../../../shared/constants";
import { addDays, type CalendarDay, calendarDayOf, startOfDay } from "../../../shared/dates";
import type { Db } from "../../db/client";
import { type Ai, chatAnswerPrompt, renderPrompt } from "../../providers/ai/index";
import {
  activeBusinesses,
  type BusinessFact,
  type EventFact,
  eventsBetween,
  type HelpEntryFact,
  openHelpEntries,
  recentArticles,
  type Weekday,
} from "./retrieval";

export interface AssistantContext {
  db: Db;
  ai: Ai;
  municipality: string;
  editorialEmail: string;
  timeZone: string;
}

/** The answer before phrasing: German text with Markdown links to this site's pages. */
interface Answer {
  text: string;
}

/** Lower case, umlauts spelled out, accents dropped: 'Bäckerei' and 'Baeckerei' are the same word. */
export function fold(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const WEEKDAYS: { key: Weekday; name: string }[] = [
  { key: "monday", name: "Montag" },
  { key: "tuesday", name: "Dienstag" },
  { key: "wednesday", name: "Mittwoch" },
  { key: "thursday", name: "Donnerstag" },
  { key: "friday", name: "Freitag" },
  { key: "saturday", name: "Samstag" },
  { key: "sunday", name: "Sonntag" },
];

/** Monday 0 … Sunday 6 of a calendar day. */
const weekdayIndex = (day: CalendarDay) =>
  (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;

/** Words that say nothing about what is asked for; they never pick a business or an entry. */
const STOPWORDS = new Set(
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

type Intent =
  | "letter"
  | "prReport"
  | "businesses"
  | "events"
  | "marketplace"
  | "news"
  | "greeting"
  | "unknown";

const has = (words: string[], ...stems: string[]) =>
  words.some((word) => stems.some((stem) => word.startsWith(stem)));

function intentOf(words: string[], matchedBusinesses: BusinessFact[]): Intent {
  const text = words.join(" ");
  if (
    has(words, "leserbrief", "lesereporter") ||
    (has(words, "schreib", "verfass", "einreich") && has(words, "artikel", "beitrag", "brief"))
  )
    return "letter";
  if (
    /\bpr\b/.test(text) ||
    has(words, "pr-bericht", "prbericht", "firmenbericht", "firmenportrait", "werbung", "werben")
  )
    return "prReport";
  if (
    matchedBusinesses.length > 0 ||
    has(
      words,
      "offen",
      "geoeffnet",
      "oeffnungszeit",
      "geschlossen",
      "geschaeft",
      "laden",
      "laeden",
      "unternehmen",
      "betrieb",
    )
  )
    return "businesses";
  if (
    has(
      words,
      "event",
      "veranstaltung",
      "anlass",
      "anlaess",
      "laeuft",
      "programm",
      "konzert",
      "fest",
      "wochenende",
      "agenda",
      "kalender",
    ) ||
    words.includes("los")
  )
    return "events";
  if (
    has(
      words,
      "marktplatz",
      "angebot",
      "biete",
      "gesuch",
      "nachbarschaftshilfe",
      "hilfe",
      "helfen",
      "ausleih",
      "leih",
      "tausch",
      "verschenk",
    )
  )
    return "marketplace";
  if (
    has(words, "news", "neuigkeit", "neues", "artikel", "nachricht", "aktuell", "bericht", "zeitung", "lesen")
  )
    return "news";
  if (has(words, "hallo", "gruezi", "hoi", "sali", "guten", "hilf", "kannst")) return "greeting";
  return "unknown";
}

/** The days a question names, counted from today in the site's zone; null when it names none. */
function daysAsked(words: string[], today: CalendarDay): { days: CalendarDay[]; label: string } | null {
  if (has(words, "wochenende")) {
    const index = weekdayIndex(today);
    if (index === 6) return { days: [today], label: "am Wochenende" };
    const saturday = addDays(today, 5 - index);
    return {
      days: index === 5 ? [today, addDays(today, 1)] : [saturday, addDays(saturday, 1)],
      label: "am Wochenende",
    };
  }
  if (words.includes("uebermorgen")) return { days: [addDays(today, 2)], label: "übermorgen" };
  if (words.includes("morgen")) return { days: [addDays(today, 1)], label: "morgen" };
  if (words.includes("heute") || words.includes("jetzt")) return { days: [today], label: "heute" };
  if (words.includes("woche"))
    return {
      days: Array.from({ length: 7 }, (_, i) => addDays(today, i)),
      label: "in den nächsten sieben Tagen",
    };
  const named = WEEKDAYS.findIndex((weekday) => words.includes(fold(weekday.name)));
  if (named !== -1) {
    const ahead = (named - weekdayIndex(today) + 7) % 7;
    return { days: [addDays(today, ahead)], label: `am ${WEEKDAYS[named]!.name}` };
  }
  return null;
}

const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("de-CH", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

function eventLine(event: EventFact, timeZone: string): string {
  const time = event.startTime ? `, ${event.startTime}${event.endTime ? `–${event.endTime}` : ""} Uhr` : "";
  const place = event.location ? `, ${event.location}` : "";
  return `- **${event.title}**: ${dateFormat(timeZone).format(event.eventDate)}${time}${place}`;
}

const EVENTS_LINK = "[Zum Veranstaltungskalender](/category/Events)";
const DIRECTORY_LINK = "[Zum Business-Verzeichnis](/business-directory)";
const MARKETPLACE_LINK = "[Zum Marktplatz](/marktplatz)";

async function eventsAnswer(context: AssistantContext, words: string[], today: CalendarDay): Promise<Answer> {
  const asked = daysAsked(words, today);
  const days = asked?.days ?? [today];
  const from = startOfDay(days[0]!, context.timeZone);
  const until = startOfDay(addDays(days.at(-1)!, asked ? 1 : 14), context.timeZone);
  const found = await eventsBetween(context.db, from, until, 8);
  const when = asked?.label ?? "in den nächsten zwei Wochen";
  if (found.length === 0)
    return {
      text: `${capitalize(when)} sind im Veranstaltungskalender keine Events eingetragen. ${EVENTS_LINK}`,
    };
  const lines = found.map((event) => eventLine(event, context.timeZone));
  return { text: `Diese Events stehen ${when} im Kalender:\n${lines.join("\n")}\n\n${EVENTS_LINK}` };
}

/** '08:00-12:00, 13:30-18:30' → minute ranges; 'Geschlossen' → none; '24h' → the whole day. */
export function openRanges(hours: string | undefined): [number, number][] {
  if (!hours) return [];
  if (hours.trim().toLowerCase() === "24h") return [[0, 24 * 60]];
  const ranges: [number, number][] = [];
  for (const match of hours.matchAll(/(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})/g)) {
    ranges.push([Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])]);
  }
  return ranges;
}

/** Open when the current time lies within one of today's ranges, inclusive (spec §4). */
export const isOpenAt = (hours: string | undefined, minute: number) =>
  openRanges(hours).some(([start, end]) => minute >= start && minute <= end);

const hoursText = (hours: string | undefined) =>
  !hours || hours.trim().toLowerCase() === "geschlossen" || openRanges(hours).length === 0
    ? "geschlossen"
    : hours.trim().toLowerCase() === "24h"
      ? "rund um die Uhr geöffnet"
      : `geöffnet ${hours.trim()}`;

function businessesAsked(all: BusinessFact[], words: string[]): BusinessFact[] {
  const asked = words.filter((word) => word.length >= 4 && !STOPWORDS.has(word));
  return all.filter((business) => {
    const name = fold(business.name);
    const category = fold(business.category);
    return asked.some(
      (word) =>
        name.includes(word) ||
        category.includes(word) ||
        word.startsWith(category) ||
        wordsOf(business.name).some((part) => part.length >= 4 && word.startsWith(part)),
    );
  });
}

function businessesAnswer(
  context: AssistantContext,
  all: BusinessFact[],
  matched: BusinessFact[],
  words: string[],
  now: Date,
): Answer {
  const today = calendarDayOf(now, context.timeZone);
  const asked = daysAsked(words, today);
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone: context.timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(now)
    .split(":")
    .map(Number);
  const minuteNow = (clock[0] ?? 0) * 60 + (clock[1] ?? 0);
  const todayKey = WEEKDAYS[weekdayIndex(today)]!.key;
  const askedNow = !asked || asked.label === "heute";

  if (matched.length === 0) {
    const open = all.filter((business) => isOpenAt(business.openingHours[todayKey], minuteNow));
    if (!askedNow) {
      const day = asked.days[0]!;
      const key = WEEKDAYS[weekdayIndex(day)]!.key;
      const openThen = all.filter((business) => openRanges(business.openingHours[key]).length > 0);
      if (openThen.length === 0)
        return {
          text: `${capitalize(asked.label)} hat laut Business-Verzeichnis kein Geschäft geöffnet. ${DIRECTORY_LINK}`,
        };
      const lines = openThen
        .slice(0, 10)
        .map(
          (business) =>
            `- **${business.name}** (${business.category}): ${hoursText(business.openingHours[key])}`,
        );
      return { text: `${capitalize(asked.label)} geöffnet:\n${lines.join("\n")}\n\n${DIRECTORY_LINK}` };
    }
    if (open.length === 0)
      return { text: `Im Moment hat laut Business-Verzeichnis kein Geschäft geöffnet. ${DIRECTORY_LINK}` };
    const lines = open
      .slice(0, 10)
      .map(
        (business) =>
          `- **${business.name}** (${business.category}): heute ${hoursText(business.openingHours[todayKey])}`,
      );
    return { text: `Jetzt geöffnet:\n${lines.join("\n")}\n\n${DIRECTORY_LINK}` };
  }

  const lines = matched.slice(0, 6).map((business) => {
    const where = business.address ? `, ${business.address}` : "";
    if (askedNow) {
      const state = isOpenAt(business.openingHours[todayKey], minuteNow)
        ? "jetzt geöffnet"
        : "jetzt geschlossen";
      return `- **${business.name}** (${business.category}${where}): ${state}; heute ${hoursText(business.openingHours[todayKey])}`;
    }
    const key = WEEKDAYS[weekdayIndex(asked.days[0]!)]!.key;
    return `- **${business.name}** (${business.category}${where}): ${asked.label} ${hoursText(business.openingHours[key])}`;
  });
  return { text: `Laut Business-Verzeichnis:\n${lines.join("\n")}\n\n${DIRECTORY_LINK}` };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function helpEntryLine(entry: HelpEntryFact): string {
  const kind = entry.kind === "offer" ? "Biete" : "Suche";
  const category = HELP_CATEGORY_LABELS[entry.category as HelpCategory] ?? entry.category;
  const price = entry.price ? `, ${entry.price}` : "";
  return `- ${kind}: **${entry.title}** (${category}${price})`;
}

async function marketplaceAnswer(context: AssistantContext, words: string[]): Promise<Answer> {
  const entries = await openHelpEntries(context.db, 200);
  const asked = words.filter(
    (word) =>
      word.length >= 4 &&
      !STOPWORDS.has(word) &&
      !has([word], "marktplatz", "angebot", "biete", "gesuch", "nachbarschaftshilfe", "hilfe", "helfen"),
  );
  const wantsKind = has(words, "biete", "angebot") ? "offer" : has(words, "gesuch") ? "request" : null;
  const ofKind = wantsKind ? entries.filter((entry) => entry.kind === wantsKind) : entries;
  const matching = asked.length
    ? ofKind.filter((entry) => {
        const text = fold(
          `${entry.title} ${entry.description} ${HELP_CATEGORY_LABELS[entry.category as HelpCategory] ?? ""}`,
        );
        return asked.some((word) => text.includes(word));
      })
    : [];
  const shown = (matching.length ? matching : ofKind).slice(0, 5);
  if (shown.length === 0)
    return { text: `Auf dem Marktplatz ist gerade nichts Passendes ausgeschrieben. ${MARKETPLACE_LINK}` };
  const intro = matching.length
    ? "Auf dem Marktplatz habe ich dazu gefunden:"
    : "Die neusten offenen Einträge auf dem Marktplatz:";
  return {
    text: `${intro}\n${shown.map(helpEntryLine).join("\n")}\n\nEigene Angebote und Gesuche geben Sie unter [Angebot erstellen](/marktplatz/anbieten) oder [Gesuch erstellen](/marktplatz/suchen) auf. ${MARKETPLACE_LINK}`,
  };
}

async function newsAnswer(context: AssistantContext, words: string[]): Promise<Answer> {
  const category = NAV_CATEGORIES.find((name) => words.includes(fold(name)));
  const articles = await recentArticles(context.db, 5, category);
  if (articles.length === 0)
    return { text: "Im Moment sind keine Beiträge veröffentlicht. [Zur Startseite](/)" };
  const lines = articles.map((article) => `- [${article.title}](${article.href}) (${article.category})`);
  const more = category
    ? `[Alle Beiträge in ${category}](/category/${encodeURIComponent(category)})`
    : "[Zur Startseite](/)";
  return {
    text: `Die neusten Beiträge${category ? ` in ${category}` : ""}:\n${lines.join("\n")}\n\n${more}`,
  };
}

const letterAnswer = (): Answer => ({
  text: "So schreiben Sie einen Leserbrief oder Artikel: Melden Sie sich an und öffnen Sie den [Lesereporter](/lesereporter). Wählen Sie Leserbrief oder Artikel, geben Sie Titel, Text, Name und E-Mail an (ein Leserbrief hat idealerweise 150 bis 400 Wörter). Wer möchte, lässt sich aus Stichwörtern einen ersten Entwurf schreiben und passt ihn dann an. Die Redaktion prüft jeden Beitrag vor der Veröffentlichung.",
});

const prReportAnswer = (): Answer => ({
  text: `Einen PR-Bericht über Ihre Firma bestellen Sie beim [PR-Service](/pr-service): Domain Ihrer Firma eingeben, den erstellten Bericht ansehen und eine Zahlungsmethode einrichten. Nach der Freigabe durch die Redaktion ist der Bericht ${PR_FREE_TRIAL_DAYS} Tage gratis, danach kostet er CHF ${PR_MONTHLY_PRICE_CHF}.– pro Monat und ist jederzeit kündbar.`,
});

const greetingAnswer = (context: AssistantContext): Answer => ({
  text: `Grüezi! Ich beantworte Fragen zu ${context.municipality}: welche Events anstehen, welche Geschäfte geöffnet haben, was auf dem Marktplatz angeboten wird, die neusten Beiträge und wie Sie einen Leserbrief schreiben oder einen PR-Bericht bestellen.`,
});

const unknownAnswer = (context: AssistantContext): Answer => ({
  text: `Das weiss ich leider nicht. Ich kenne die Events, Geschäfte, Marktplatz-Einträge und Beiträge dieses Portals. Für alles andere hilft Ihnen die Redaktion gerne weiter: ${context.editorialEmail} oder [Kontakt/Redaktion](/kontakt).`,
});

/** The answer from the portal's own data, without a model. */
async function retrieve(context: AssistantContext, message: string, now: Date): Promise<Answer> {
  const words = wordsOf(message);
  const today = calendarDayOf(now, context.timeZone);
  const intentFirst = intentOf(words, []);
  // Looking up businesses by name or trade only pays when the question is not clearly about something else.
  const all =
    intentFirst === "letter" || intentFirst === "prReport" ? [] : await activeBusinesses(context.db);
  const matched = businessesAsked(all, words);
  switch (intentOf(words, matched)) {
    case "letter":
      return letterAnswer();
    case "prReport":
      return prReportAnswer();
    case "businesses":
      return businessesAnswer(context, all, matched, words, now);
    case "events":
      return eventsAnswer(context, words, today);
    case "marketplace":
      return marketplaceAnswer(context, words);
    case "news":
      return newsAnswer(context, words);
    case "greeting":
      return greetingAnswer(context);
    default:
      return unknownAnswer(context);
  }
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A model may only link to pages the facts named; any other link keeps its words and loses its address. */
function keepKnownLinks(text: string, facts: string): string {
  const known = new Set([...facts.matchAll(LINK)].map((match) => match[2]));
  return text.replace(LINK, (whole, label: string, href: string) => (known.has(href) ? whole : label));
}

/**
 * Answers one question. Without a model the retrieved answer is the reply; with one, the model phrases
 * it from those results only. Nothing of the conversation is kept.
 */
export async function answerQuestion(
  context: AssistantContext,
  message: string,
  now = new Date(),
): Promise<string> {
  const facts = (await retrieve(context, message, now)).text;
  if (!context.ai.model) return facts;
  const phrased = await context.ai.model.completeText(
    renderPrompt(chatAnswerPrompt, {
      municipality: context.municipality,
      editorialEmail: context.editorialEmail,
      question: message,
      facts,
    }),
  );
  return keepKnownLinks(phrased, facts);
}
