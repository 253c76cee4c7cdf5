import { HELP_CATEGORY_LABELS, type HelpCategory, NAV_CATEGORIES } from "../../../shared/common/constants";
import { addDays, type CalendarDay, startOfDay } from "../../../shared/common/dates";
import { type ElectionInfo, POSITION_LABELS } from "../../../shared/election/basics";
import { type SearchKind, searchHitHref } from "../../../shared/search/search";
import { candidates, electionInfo } from "../election/service";
import { writtenMatchingAny } from "../search/written";
import { HOW_TOS, type HowTo } from "./how-to";
import { faqEntries } from "./knowledge";
import { fold } from "./normalize";
import {
  activeBusinesses,
  type BusinessFact,
  type EventFact,
  eventsBetween,
  type HelpEntryFact,
  openHelpEntries,
  recentArticles,
} from "./retrieval";
import {
  BODY,
  CATEGORY,
  type Field,
  fitFrom,
  HAS_TOPIC,
  stem,
  TEXT,
  TITLE,
  type Topic,
  topicMatches,
  topicWeights,
} from "./scoring";
import type { Understanding } from "./understanding";
import type { AssistantContext } from "./vocabulary";

export interface Scored<T> {
  item: T;
  fit: number;
}

type FaqFact = Awaited<ReturnType<typeof faqEntries>>[number];

export interface CandidateFact {
  name: string;
  party: string;
  description: string | null;
  position: string;
}

/** Everything public the assistant read for one question, each item with how well it fits. */
export interface Found {
  events: Scored<EventFact>[];
  businesses: Scored<BusinessFact>[];
  allBusinesses: BusinessFact[];
  entries: Scored<HelpEntryFact>[];
  allEntries: HelpEntryFact[];
  candidates: Scored<CandidateFact>[];
  allCandidates: CandidateFact[];
  faqs: Scored<FaqFact>[];
  howTos: Scored<HowTo>[];
  written: Scored<WrittenFact>[];
  /** The news category a topic names ('Sport'), whose newest pieces are then among the written ones. */
  category: string | null;
  election: ElectionInfo;
  /** Whether any item of the portal has one of the question's topics. */
  knowsATopic: boolean;
}

/** How far ahead a question about a named event ('Wann ist der Samichlaus-Einzug?') looks. */
const EVENT_HORIZON_DAYS = 400;
/** Without a date and a topic: the next two weeks. */
const DEFAULT_EVENT_DAYS = 14;
/** Written pieces tell about a thing; where an event, a business or an entry is the thing, it comes first. */
const WRITTEN_SHARE = 0.9;
const WRITTEN_PER_KIND = 8;
/** Every address has 'strasse': a street named in a question is a weak sign of the business. */
const ADDRESS = 0.3;

/** An article, letter, report or notice as the answer cites it. */
export interface WrittenFact {
  kind: SearchKind;
  title: string;
  href: string;
  category: string | null;
}

interface Matched<T> {
  item: T;
  /** How well the item matches each topic of the question. */
  row: number[];
}

const matched = <T>(items: T[], topics: Topic[], fields: (item: T) => Field[]): Matched<T>[] =>
  items.map((item) => ({ item, row: topicMatches(topics, fields(item)) }));

/** The items that match at all, best first, by the weighted share of the topics they have. */
const ranked = <T>(items: Matched<T>[], weights: number[]): Scored<T>[] =>
  items
    .map(({ item, row }) => ({ item, fit: fitFrom(row, weights) }))
    .filter((entry) => entry.fit > 0)
    .sort((a, b) => b.fit - a.fit);

/** 'baeckerei' as the index knows it: folded words get their umlauts back as a second spelling. */
const withUmlauts = (word: string) =>
  /ae|oe|ue/.test(word) ? [word, word.replace(/ae/g, "ä").replace(/oe/g, "ö").replace(/ue/g, "ü")] : [word];

/**
 * Written content through the database's German full-text search: pieces that hold any topic, each then
 * scored like every other item, by its title and by the topics its text holds.
 */
async function writtenHits(
  context: AssistantContext,
  topics: Topic[],
  now: Date,
): Promise<Matched<WrittenFact>[]> {
  if (topics.length === 0) return [];
  const matches = await writtenMatchingAny(
    context.db,
    topics.map((topic) => [topic.word, ...topic.stems.slice(1)].flatMap(withUmlauts)),
    WRITTEN_PER_KIND,
    now,
  );
  return matches.map(({ hit, inText }) => {
    const inTitle = topicMatches(topics, [{ text: hit.title, weight: TITLE * WRITTEN_SHARE }]);
    return {
      item: { kind: hit.kind, title: hit.title, href: searchHitHref(hit), category: hit.category },
      row: inTitle.map((match, index) => Math.max(match, inText[index] ? TEXT * WRITTEN_SHARE : 0)),
    };
  });
}

export async function findItems(
  context: AssistantContext,
  understanding: Understanding,
  today: CalendarDay,
  now: Date,
): Promise<Found> {
  const { topics, terms, asked } = understanding;
  const first = asked?.days[0] ?? today;
  const count = asked ? asked.days.length : topics.length ? EVENT_HORIZON_DAYS : DEFAULT_EVENT_DAYS;
  const category =
    NAV_CATEGORIES.find((name) => topics.some((topic) => topic.stems[0] === stem(fold(name)))) ?? null;
  const [events, businesses, entries, candidateRows, faqs, written, inCategory, election] = await Promise.all(
    [
      eventsBetween(
        context.db,
        startOfDay(first, context.timeZone),
        startOfDay(addDays(first, count), context.timeZone),
        2_000,
        context.timeZone,
      ),
      activeBusinesses(context.db),
      openHelpEntries(context.db, 200),
      candidates(context.db),
      faqEntries(context.db),
      writtenHits(context, topics, now),
      category ? recentArticles(context.db, 5, category) : [],
      electionInfo(context.db, context.timeZone, now),
    ],
  );
  const ballot = candidateRows.map((candidate) => ({
    name: candidate.name,
    party: candidate.party,
    description: candidate.description,
    position: POSITION_LABELS[candidate.position],
  }));
  const eventRows = matched(events, topics, (event) => [
    { text: event.title, weight: TITLE },
    { text: event.location, weight: BODY },
    { text: event.description, weight: BODY },
  ]);
  const businessRows = matched(businesses, topics, (business) => [
    { text: business.name, weight: TITLE },
    { text: business.category, weight: CATEGORY },
    { text: business.description, weight: BODY },
    { text: business.address, weight: ADDRESS },
  ]);
  const entryRows = matched(entries, topics, (entry) => [
    { text: entry.title, weight: TITLE },
    { text: HELP_CATEGORY_LABELS[entry.category as HelpCategory], weight: CATEGORY },
    { text: entry.description, weight: BODY },
  ]);
  const candidateMatches = matched(ballot, topics, (candidate) => [
    { text: candidate.name, weight: TITLE },
    { text: `${candidate.position} ${candidate.party}`, weight: CATEGORY },
    { text: candidate.description, weight: BODY },
  ]);
  const faqRows = matched(faqs, topics, (faq) => [
    { text: faq.question, weight: TITLE },
    { text: faq.keywords, weight: TITLE },
    { text: faq.answer, weight: BODY },
  ]);
  const categoryRows = inCategory.map((article) => ({
    item: { kind: "article" as const, ...article },
    row: topics.map(() => TITLE * WRITTEN_SHARE),
  }));
  const writtenRows = [
    ...categoryRows,
    ...written.filter((entry) => !inCategory.some((article) => article.href === entry.item.href)),
  ];
  const rows = [eventRows, businessRows, entryRows, candidateMatches, faqRows, writtenRows].flatMap((kind) =>
    kind.map((entry) => entry.row),
  );
  const weights = topicWeights(topics, rows);
  const howToRows = matched(HOW_TOS, terms, (howTo) => [
    { text: howTo.title, weight: TITLE },
    { text: howTo.words, weight: TITLE },
  ]);
  return {
    events: topics.length ? ranked(eventRows, weights) : events.map((item) => ({ item, fit: 0 })),
    businesses: ranked(businessRows, weights),
    allBusinesses: businesses,
    entries: ranked(entryRows, weights),
    allEntries: entries,
    allCandidates: ballot,
    candidates: ranked(candidateMatches, weights),
    faqs: ranked(faqRows, weights),
    howTos: ranked(
      howToRows,
      terms.map(() => 1),
    ),
    written: ranked(writtenRows, weights),
    category,
    knowsATopic: topics.some((_, index) => rows.some((row) => (row[index] ?? 0) >= HAS_TOPIC)),
    election,
  };
}
