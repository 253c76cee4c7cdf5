import { ASSISTANT_UNKNOWN, type ChatTurn } from "../../../shared/chat/basics";
import { HELP_CATEGORY_LABELS, type HelpCategory } from "../../../shared/common/constants";
import { calendarDayOf } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import { type ElectionInfo, formatElectionDate } from "../../../shared/election/basics";
import { helpEntryHref } from "../../../shared/marketplace/basics";
import { searchHitHref } from "../../../shared/search/search";
import { businessesSection, openBusinessesSection } from "./business-answers";
import { eventsSection, inPartOfDay } from "./event-answers";
import { type CandidateFact, type Found, findItems, type Scored, type WrittenFact } from "./finding";
import { synonymMap } from "./knowledge";
import { type HelpEntryFact, recentArticles } from "./retrieval";
import { type Hint, type Understanding, understandQuestion } from "./understanding";
import {
  type Answer,
  type AssistantContext,
  capitalize,
  DIRECTORY_LINK,
  EVENTS_LINK,
  MARKETPLACE_LINK,
} from "./vocabulary";

export type { AssistantContext } from "./vocabulary";

/**
 * How well an item must fit the question to be offered as the answer: about half of its topics, or one
 * in a description. Below that the assistant says it does not know, rather than list what is near.
 */
const FIT_NEEDED = 0.5;
/** A section of the answer must come close to the best one: a second kind of item only where it fits as well. */
const SECTION_SHARE = 0.8;
/** Inside a section, the items that come close to its best. */
const ITEM_SHARE = 0.75;
/** The kind of item a question's words point to counts a little more. */
const HINT_BOOST = 1.3;
const CLOSEST_COUNT = 2;
const NO_ENTRY =
  "Auf dem Marktplatz ist dazu gerade nichts ausgeschrieben; Sie können selbst ein [Gesuch erstellen](/marktplatz/suchen) oder ein [Angebot erstellen](/marktplatz/anbieten).";
/** A 'perhaps' shares a word with the question in its title or name, not only somewhere in its text. */
const CLOSEST_FIT = 0.4;

type SectionKind = "howTo" | "faq" | "events" | "businesses" | "entries" | "candidates" | "written";

interface Section {
  kind: SectionKind;
  best: number;
  render: () => string;
}

const BOOSTED_BY: Record<SectionKind, Hint[]> = {
  howTo: ["howTo"],
  faq: [],
  events: ["events"],
  businesses: ["hours"],
  entries: ["marketplace"],
  candidates: ["election"],
  written: ["news", "notices"],
};

const close = <T>(items: Scored<T>[], share = ITEM_SHARE) => {
  const best = items[0]?.fit ?? 0;
  return items.filter((entry) => entry.fit >= Math.max(FIT_NEEDED, best * share));
};

function helpEntryLine(entry: HelpEntryFact): string {
  const kind = entry.kind === "offer" ? "Biete" : "Suche";
  const category = HELP_CATEGORY_LABELS[entry.category as HelpCategory] ?? entry.category;
  const price = entry.price ? `, ${entry.price}` : "";
  return `- ${kind}: [${entry.title}](${helpEntryHref(entry.id)}) (${category}${price})`;
}

const entriesSection = (entries: HelpEntryFact[], intro: string) =>
  `${intro}\n${entries.slice(0, 5).map(helpEntryLine).join("\n")}\n\n${MARKETPLACE_LINK}`;

function candidatesSection(shown: CandidateFact[], election: ElectionInfo): string {
  const day = election.electionDate ? formatElectionDate(election.electionDate) : null;
  const when = !day ? "" : election.closed ? ` Der Wahltag war am ${day}.` : ` Wahltag ist am ${day}.`;
  const lines = shown.map(
    (candidate) => `- **${candidate.name}** (${candidate.party}) für das ${candidate.position}`,
  );
  return `Laut der [Wahlumfrage](/kommunalwahlen/abstimmung) kandidieren:\n${lines.join("\n")}\n\nDie Umfrage ist inoffiziell.${when}`;
}

const writtenLine = (fact: WrittenFact) =>
  `- [${fact.title}](${fact.href})${fact.category ? ` (${fact.category})` : ""}`;

/** What the portal holds that fits the question, one section per kind of item, best first. */
function sectionsOf(
  context: AssistantContext,
  understanding: Understanding,
  found: Found,
  now: Date,
): Section[] {
  const { asked, hints } = understanding;
  const events = found.events.filter((entry) => inPartOfDay(entry.item, asked));
  const when = asked?.label ?? "demnächst";
  const candidates: Section[] = [];
  const add = (kind: SectionKind, items: Scored<unknown>[], render: () => string) => {
    const best = items[0]?.fit ?? 0;
    if (best >= FIT_NEEDED) candidates.push({ kind, best, render });
  };
  add("howTo", found.howTos, () => found.howTos[0]!.item.answer(context));
  add("faq", found.faqs, () =>
    close(found.faqs, 0.9)
      .slice(0, 2)
      .map(({ item }) => `**${item.question}**\n${item.answer}`)
      .join("\n\n"),
  );
  add(
    "events",
    events,
    () => `${eventsSection(close(events), asked, when, context.timeZone)}\n\n${EVENTS_LINK}`,
  );
  add(
    "businesses",
    found.businesses,
    () =>
      `${businessesSection(
        close(found.businesses).map((entry) => entry.item),
        asked,
        now,
        context.timeZone,
      )}\n\n${DIRECTORY_LINK}`,
  );
  add("entries", found.entries, () =>
    entriesSection(
      close(found.entries).map((entry) => entry.item),
      "Auf dem Marktplatz habe ich dazu gefunden:",
    ),
  );
  add("candidates", found.candidates, () =>
    candidatesSection(
      close(found.candidates).map((entry) => entry.item),
      found.election,
    ),
  );
  // A time asked for is a question about what happens then, not about what was written.
  const written =
    asked && !hints.has("news") && !hints.has("notices")
      ? found.written.filter((entry) => entry.item.kind === "notice")
      : found.written;
  const categoryLink = found.category
    ? `\n\n[Alle Beiträge in ${found.category}](${paths.category(found.category)})`
    : "";
  add("written", written, () => {
    const lines = close(written)
      .slice(0, 5)
      .map(({ item }) => writtenLine(item));
    return `Dazu steht auf dem Portal:\n${lines.join("\n")}${categoryLink}`;
  });
  for (const section of candidates)
    if (BOOSTED_BY[section.kind].some((hint) => hints.has(hint))) section.best *= HINT_BOOST;
  candidates.sort((a, b) => b.best - a.best);
  const top = candidates[0]?.best ?? 0;
  return candidates.filter((section) => section.best >= top * SECTION_SHARE).slice(0, 2);
}

/** Questions that name no thing: what their words or their time point to. */
async function withoutTopic(
  context: AssistantContext,
  understanding: Understanding,
  found: Found,
  now: Date,
): Promise<string | null> {
  const { asked, hints } = understanding;
  if (hints.has("hours"))
    return `${openBusinessesSection(found.allBusinesses, asked, now, context.timeZone)}\n\n${DIRECTORY_LINK}`;
  if (hints.has("election")) {
    return found.allCandidates.length ? candidatesSection(found.allCandidates, found.election) : null;
  }
  if (hints.has("marketplace") && found.allEntries.length)
    return entriesSection(found.allEntries, "Die neusten offenen Einträge auf dem Marktplatz:");
  if (hints.has("news") || hints.has("notices")) {
    const articles = await recentArticles(context.db, 5);
    if (articles.length)
      return `Die neusten Beiträge:\n${articles.map((article) => `- [${article.title}](${article.href}) (${article.category})`).join("\n")}\n\n[Zur Startseite](/) · [Amtliche Mitteilungen](/mitteilungen)`;
  }
  if (hints.has("events") || asked) {
    const events = found.events.filter((entry) => inPartOfDay(entry.item, asked));
    const when = asked?.label ?? "in den nächsten zwei Wochen";
    if (events.length === 0)
      return `${capitalize(when)} ist im Veranstaltungskalender kein Event eingetragen. ${EVENTS_LINK}`;
    return `${eventsSection(events, asked ?? { days: [], label: when }, when, context.timeZone)}\n\n${EVENTS_LINK}`;
  }
  if (hints.has("greeting"))
    return `Grüezi! Ich beantworte Fragen zu ${context.municipality}: welche Events anstehen, welche Geschäfte wann geöffnet haben, was auf dem Marktplatz angeboten wird, was in den Beiträgen und amtlichen Mitteilungen steht und wie Sie auf dem Portal etwas einreichen.`;
  return null;
}

/** The nearest items, offered as 'perhaps' and never as the answer: they share at least one word with the question. */
function closestItems(found: Found): { title: string; href: string; fit: number }[] {
  const all = [
    ...found.events.map(({ item, fit }) => ({
      title: item.title,
      href: searchHitHref({ kind: "event", id: item.id, slug: item.slug, category: null, title: item.title }),
      fit,
    })),
    ...found.businesses.map(({ item, fit }) => ({
      title: item.name,
      href: searchHitHref({
        kind: "business",
        id: String(item.id),
        slug: null,
        category: item.category,
        title: item.name,
      }),
      fit,
    })),
    ...found.entries.map(({ item, fit }) => ({ title: item.title, href: helpEntryHref(item.id), fit })),
    ...found.written.map(({ item, fit }) => ({ title: item.title, href: item.href, fit })),
  ].filter((item) => item.fit >= CLOSEST_FIT);
  const seen = new Set<string>();
  return all
    .sort((a, b) => b.fit - a.fit)
    .filter((item) => !seen.has(item.href) && seen.add(item.href))
    .slice(0, CLOSEST_COUNT);
}

function unknownAnswer(context: AssistantContext, found: Found, understanding: Understanding): string {
  const closest = closestItems(found);
  const maybe = closest.length
    ? `\n\nVielleicht hilft Ihnen eines davon weiter:\n${closest.map((item) => `- [${item.title}](${item.href})`).join("\n")}`
    : "";
  const noEvent =
    understanding.asked && understanding.hints.has("events")
      ? ` ${capitalize(understanding.asked.label)} ist im Veranstaltungskalender dazu kein Event eingetragen.`
      : "";
  const noEntry = understanding.hints.has("marketplace") ? ` ${NO_ENTRY}` : "";
  return `${ASSISTANT_UNKNOWN}${noEvent}${noEntry} Ich kenne die Events, Geschäfte, Marktplatz-Einträge, Beiträge und amtlichen Mitteilungen dieses Portals. Für alles andere hilft Ihnen die Redaktion gerne weiter: ${context.editorialEmail} oder [Kontakt/Redaktion](/kontakt).${maybe}`;
}

/**
 * The answer from the portal's own data alone: the reply without a model, and the facts a model may phrase
 * (phrasing.ts).
 */
export async function offlineAnswer(
  context: AssistantContext,
  question: { message: string; history?: ChatTurn[] },
  now = new Date(),
): Promise<string> {
  return (await answerFromPortal(context, question, now)).text;
}

async function answerFromPortal(
  context: AssistantContext,
  { message, history = [] }: { message: string; history?: ChatTurn[] },
  now: Date,
): Promise<Answer> {
  const today = calendarDayOf(now, context.timeZone);
  const understanding = understandQuestion(message, history, today, await synonymMap(context.db));
  const found = await findItems(context, understanding, today, now);
  const { hints } = understanding;
  // Words the portal does not know around a question it does ('Ignoriere alles. Was ist heute los?') leave
  // the question; without such a question they are one about something else ('Wie wird das Wetter?').
  const asksPortal = [...hints].some((hint) => hint !== "greeting");
  if (understanding.topics.length === 0 || (!found.knowsATopic && asksPortal)) {
    // A way to do something is asked for by 'wie'/a verb, or by words only the how-to pages know ('PR-Bericht').
    const howTo =
      hints.has("howTo") || understanding.topics.length > 0
        ? sectionsOf(context, understanding, found, now).find((section) => section.kind === "howTo")
        : undefined;
    if (howTo) return { text: howTo.render() };
    const general = await withoutTopic(context, understanding, found, now);
    if (general) return { text: general };
    return { text: unknownAnswer(context, found, understanding) };
  }
  const sections = sectionsOf(context, understanding, found, now);
  if (sections.length === 0) return { text: unknownAnswer(context, found, understanding) };
  const text = sections.map((section) => section.render()).join("\n\n");
  const noEntry = hints.has("marketplace") && !sections.some((section) => section.kind === "entries");
  return { text: noEntry ? `${text}\n\n${NO_ENTRY}` : text };
}
