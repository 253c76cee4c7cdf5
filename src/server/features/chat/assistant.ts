import { ASSISTANT_UNKNOWN, type ChatTurn } from "../../../shared/chat-basics";
import {
  HELP_CATEGORY_LABELS,
  type HelpCategory,
  NAV_CATEGORIES,
  PR_FREE_TRIAL_DAYS,
  PR_MONTHLY_PRICE_CHF,
} from "../../../shared/constants";
import { calendarDayOf } from "../../../shared/dates";
import { searchHitHref } from "../../../shared/search";
import { searchSite } from "../search/service";
import { businessesAnswer, businessesAsked } from "./business-answers";
import { eventsAnswer, eventsNamed } from "./event-answers";
import { fold } from "./normalize";
import {
  activeBusinesses,
  type BusinessFact,
  type HelpEntryFact,
  openHelpEntries,
  recentArticles,
} from "./retrieval";
import { type Answer, type AssistantContext, MARKETPLACE_LINK, STOPWORDS, wordsOf } from "./vocabulary";
import { askedTime } from "./when";

export type { AssistantContext } from "./vocabulary";

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
    text: `${ASSISTANT_UNKNOWN} Ich kenne die Events, Geschäfte, Marktplatz-Einträge und Beiträge dieses Portals. Für alles andere hilft Ihnen die Redaktion gerne weiter: ${context.editorialEmail} oder [Kontakt/Redaktion](/kontakt).${maybe}`,
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
  const namedEvents =
    intentFirst === "letter" || intentFirst === "prReport" ? [] : await eventsNamed(context, words, today);
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

/**
 * The answer from the portal's own data alone: the reply without a model, and the facts a model may phrase
 * (phrasing.ts).
 */
export async function offlineAnswer(
  context: AssistantContext,
  { message }: { message: string; history?: ChatTurn[] },
  now = new Date(),
): Promise<string> {
  return (await retrieve(context, message, now)).text;
}
