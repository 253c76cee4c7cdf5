import {
  HELP_CATEGORY_LABELS,
  type HelpCategory,
  NAV_CATEGORIES,
  PR_FREE_TRIAL_DAYS,
  PR_MONTHLY_PRICE_CHF,
} from "../../../shared/constants";
import { addDays, type CalendarDay, calendarDayOf, startOfDay } from "../../../shared/dates";
import { searchHitHref } from "../../../shared/search";
import type { Db } from "../../db/client";
import { type Ai, chatAnswerPrompt, renderPrompt } from "../../providers/ai/index";
import { searchSite } from "../search/service";
import { fold, normalizedWords } from "./normalize";
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
import { type AskedTime, askedTime, isTimeWord, weekdayIndex } from "./when";

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

const wordsOf = normalizedWords;

const WEEKDAYS: { key: Weekday; name: string }[] = [
  { key: "monday", name: "Montag" },
  { key: "tuesday", name: "Dienstag" },
  { key: "wednesday", name: "Mittwoch" },
  { key: "thursday", name: "Donnerstag" },
  { key: "friday", name: "Freitag" },
  { key: "saturday", name: "Samstag" },
  { key: "sunday", name: "Sonntag" },
];

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

const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("de-CH", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

/** The one place an event's link is built, so that a change of the event pages is one line. */
const eventHref = (event: EventFact) =>
  searchHitHref({ kind: "event", id: event.id, slug: event.slug, category: null });

function eventLine(event: EventFact, timeZone: string): string {
  const time = event.startTime ? `, ${event.startTime}${event.endTime ? `–${event.endTime}` : ""} Uhr` : "";
  const place = event.location ? `, ${event.location}` : "";
  return `- [${event.title}](${eventHref(event)}): ${dateFormat(timeZone).format(event.eventDate)}${time}${place}`;
}

const EVENTS_LINK = "[Zum Veranstaltungskalender](/category/Events)";
const DIRECTORY_LINK = "[Zum Business-Verzeichnis](/business-directory)";
const MARKETPLACE_LINK = "[Zum Marktplatz](/marktplatz)";

/** How far ahead a question about a named event ('Wann ist der Samichlaus-Einzug?') looks. */
const EVENT_HORIZON_DAYS = 400;
/** Without a date: the next two weeks. */
const DEFAULT_EVENT_DAYS = 14;

/** Word endings dropped before matching, so that 'Konzerte' finds 'Weihnachtskonzert'. */
const stem = (word: string) => (word.length >= 6 ? word.replace(/(en|er|e|n|s)$/, "") : word);

/** The words of a question that name a thing rather than a time or a request. */
const topicWords = (words: string[]) =>
  words
    .filter((word) => word.length >= 4 && !STOPWORDS.has(word) && !EVENT_WORDS.has(word) && !isTimeWord(word))
    .map(stem);

/** Words that ask for events in general; they never narrow the list. */
const EVENT_WORDS = new Set(
  wordsOf(
    "event events veranstaltung veranstaltungen anlass anlaesse programm agenda kalender findet statt naechste naechster naechsten naechstes kommende wann",
  ),
);

/** Shorter stems ('kauf') sit inside too many titles ('Christbaumverkauf') to name an event. */
const NAMING_LENGTH = 5;

/** Events whose title names a topic word (also inside a compound: 'Wintergemeindeversammlung'). */
const eventsNaming = (found: EventFact[], topics: string[]) =>
  found.filter((event) =>
    topics.some((topic) => topic.length >= NAMING_LENGTH && fold(event.title).includes(topic)),
  );

/** Events whose title, place or description names a topic word. */
const eventsAbout = (found: EventFact[], topics: string[]) =>
  found.filter((event) =>
    topics.some((topic) =>
      fold(`${event.title} ${event.location ?? ""} ${event.description ?? ""}`).includes(topic),
    ),
  );

/** A part of the day asked for ('abends') keeps the events starting in it; events without a time stay. */
const inPartOfDay = (event: EventFact, asked: AskedTime | null) => {
  if (!asked?.between || !event.startTime) return true;
  const [hour, minute] = event.startTime.split(":").map(Number);
  const start = (hour ?? 0) * 60 + (minute ?? 0);
  return start >= asked.between[0] && start < asked.between[1];
};

async function upcomingEvents(context: AssistantContext, today: CalendarDay, days: number) {
  const from = startOfDay(today, context.timeZone);
  return eventsBetween(
    context.db,
    from,
    startOfDay(addDays(today, days), context.timeZone),
    500,
    context.timeZone,
  );
}

async function eventsAnswer(
  context: AssistantContext,
  words: string[],
  asked: AskedTime | null,
  today: CalendarDay,
): Promise<Answer> {
  const topics = topicWords(words);
  const first = asked?.days[0] ?? today;
  const span = asked ? asked.days.length : topics.length ? EVENT_HORIZON_DAYS : DEFAULT_EVENT_DAYS;
  const inRange = (await upcomingEvents(context, first, span)).filter((event) => inPartOfDay(event, asked));
  const about = topics.length ? eventsAbout(inRange, topics) : inRange;
  const when = asked?.label ?? (topics.length ? "demnächst" : "in den nächsten zwei Wochen");
  if (about.length === 0) {
    const what = topics.length ? " dazu" : "";
    return {
      text: `${capitalize(when)} ist im Veranstaltungskalender${what} kein Event eingetragen. ${EVENTS_LINK}`,
    };
  }
  // A question about one named event without a date wants its next dates, not a year of them.
  const shown = asked ? about.slice(0, 8) : about.slice(0, topics.length ? 3 : 8);
  const lines = shown.map((event) => eventLine(event, context.timeZone));
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

/** Whether a day's hours cover the time asked: a clock time, part of a part of the day, or any time. */
function openAtAsked(hours: string | undefined, asked: AskedTime): boolean {
  if (asked.atMinute !== undefined) return isOpenAt(hours, asked.atMinute);
  const between = asked.between;
  if (between) return openRanges(hours).some(([start, end]) => start < between[1] && end > between[0]);
  return openRanges(hours).length > 0;
}

const clockLabel = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")} Uhr`;

const timeLabel = (asked: AskedTime) =>
  asked.atMinute !== undefined ? `${asked.label} um ${clockLabel(asked.atMinute)}` : asked.label;

function businessesAnswer(
  context: AssistantContext,
  all: BusinessFact[],
  matched: BusinessFact[],
  asked: AskedTime | null,
  now: Date,
): Answer {
  const today = calendarDayOf(now, context.timeZone);
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

  if (!asked || (asked.label === "heute" && asked.atMinute === undefined && !asked.between)) {
    if (matched.length === 0) {
      const open = all.filter((business) => isOpenAt(business.openingHours[todayKey], minuteNow));
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
      const state = isOpenAt(business.openingHours[todayKey], minuteNow)
        ? "jetzt geöffnet"
        : "jetzt geschlossen";
      return `- **${business.name}** (${business.category}${whereOf(business)}): ${state}; heute ${hoursText(business.openingHours[todayKey])}`;
    });
    return { text: `Laut Business-Verzeichnis:\n${lines.join("\n")}\n\n${DIRECTORY_LINK}` };
  }

  const key = WEEKDAYS[weekdayIndex(asked.days[0]!)]!.key;
  const when = timeLabel(asked);
  const timed = asked.atMinute !== undefined || Boolean(asked.between);
  if (matched.length === 0) {
    const openThen = all.filter((business) => openAtAsked(business.openingHours[key], asked));
    if (openThen.length === 0)
      return {
        text: `${capitalize(when)} hat laut Business-Verzeichnis kein Geschäft geöffnet. ${DIRECTORY_LINK}`,
      };
    const lines = openThen
      .slice(0, 10)
      .map(
        (business) =>
          `- **${business.name}** (${business.category}): ${hoursText(business.openingHours[key])}`,
      );
    return { text: `${capitalize(when)} geöffnet:\n${lines.join("\n")}\n\n${DIRECTORY_LINK}` };
  }
  const dayName = WEEKDAYS[weekdayIndex(asked.days[0]!)]!.name;
  const lines = matched.slice(0, 6).map((business) => {
    const hours = business.openingHours[key];
    if (!timed)
      return `- **${business.name}** (${business.category}${whereOf(business)}): ${asked.label} ${hoursText(hours)}`;
    const state = openAtAsked(hours, asked) ? "geöffnet" : "geschlossen";
    return `- **${business.name}** (${business.category}${whereOf(business)}): ${when} ${state}; ${dayName} ${hoursText(hours)}`;
  });
  return { text: `Laut Business-Verzeichnis:\n${lines.join("\n")}\n\n${DIRECTORY_LINK}` };
}

const whereOf = (business: BusinessFact) => (business.address ? `, ${business.address}` : "");

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

/** How many of the nearest items an honest 'I do not know' offers. */
const CLOSEST_COUNT = 2;

/**
 * The nearest public items by the site search: all topic words first, then the longest alone. These are
 * offered as 'perhaps', never as the answer.
 */
async function closestItems(context: AssistantContext, words: string[], now: Date) {
  const topics = words.filter((word) => word.length >= 4 && !STOPWORDS.has(word));
  const longest = [...topics].sort((a, b) => b.length - a.length)[0];
  for (const q of [topics.join(" "), longest]) {
    if (!q) continue;
    const page = await searchSite(context.db, { q, limit: CLOSEST_COUNT }, now);
    if (page.items.length > 0) return page.items;
  }
  return [];
}

async function unknownAnswer(context: AssistantContext, words: string[], now: Date): Promise<Answer> {
  const closest = await closestItems(context, words, now);
  const maybe = closest.length
    ? `\n\nVielleicht hilft Ihnen eines davon weiter:\n${closest.map((hit) => `- [${hit.title}](${searchHitHref(hit)})`).join("\n")}`
    : "";
  return {
    text: `Das weiss ich leider nicht. Ich kenne die Events, Geschäfte, Marktplatz-Einträge und Beiträge dieses Portals. Für alles andere hilft Ihnen die Redaktion gerne weiter: ${context.editorialEmail} oder [Kontakt/Redaktion](/kontakt).${maybe}`,
  };
}

/** The answer from the portal's own data, without a model. */
async function retrieve(context: AssistantContext, message: string, now: Date): Promise<Answer> {
  const words = wordsOf(message);
  const today = calendarDayOf(now, context.timeZone);
  const asked = askedTime(message, today);
  const intentFirst = intentOf(words, []);
  // Looking up businesses by name or trade only pays when the question is not clearly about something else.
  const all =
    intentFirst === "letter" || intentFirst === "prReport" ? [] : await activeBusinesses(context.db);
  const matched = businessesAsked(all, words);
  // A question naming a coming event ('Wann ist der Samichlaus-Einzug?') is about that event, whatever
  // business a word of it might also name.
  const topics = topicWords(words);
  const namedEvents =
    intentFirst === "letter" || intentFirst === "prReport" || topics.length === 0
      ? []
      : eventsNaming(await upcomingEvents(context, today, EVENT_HORIZON_DAYS), topics);
  switch (namedEvents.length > 0 ? "events" : intentOf(words, matched)) {
    case "letter":
      return letterAnswer();
    case "prReport":
      return prReportAnswer();
    case "businesses":
      return businessesAnswer(context, all, matched, asked, now);
    case "events":
      return eventsAnswer(context, words, asked, today);
    case "marketplace":
      return marketplaceAnswer(context, words);
    case "news":
      return newsAnswer(context, words);
    case "greeting":
      return greetingAnswer(context);
    default:
      return unknownAnswer(context, words, now);
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
