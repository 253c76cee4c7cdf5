import { MONTH_NAMES } from "../../../../shared/common/dates";
// How an evaluation case is stated: its shape, and the builder that computes expectations from the village.

import type { Weekday } from "../../../../shared/businesses/businesses";
import { ASSISTANT_UNKNOWN, type ChatTurn } from "../../../../shared/chat/basics";
import { addDays, type CalendarDay, isoDay } from "../../../../shared/common/dates";
import { dayFromIso } from "../../../../shared/events/series";
import {
  type BusinessFact,
  type ContentFact,
  isOver,
  type Occurrence,
  openAt,
  openDuring,
  rangesOn,
  type Village,
} from "./village";

export const CATEGORIES = [
  "events-date",
  "events-named",
  "opening-hours",
  "products-services",
  "marketplace",
  "election",
  "how-to",
  "news",
  "notices",
  "faq",
  "swiss-german",
  "typos",
  "follow-up",
  "out-of-scope",
  "injection",
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface EvalCase {
  category: Category;
  question: string;
  /** Earlier turns of the conversation, for a follow-up question. */
  history?: ChatTurn[];
  /** Each inner list holds alternatives: at least one of them must occur in the answer. */
  mustContain: string[][];
  /** Names of items unrelated to the question: any of them in the answer is a wrong answer. */
  mustNotContain: string[];
  /** The portal holds nothing that fits: the answer begins with ASSISTANT_UNKNOWN and links '/kontakt'. */
  honest?: boolean;
  /** The demo data's names and titles this case expects (the set's own test checks they exist). */
  items: string[];
  /** Why this case cannot pass on this database (it counts as failed). */
  unavailable?: string;
}

/** The parts of a case a builder decides; the category and question are the caller's. */
export type Expectation = Omit<EvalCase, "category" | "question" | "history">;

export const CLOSED_WORDS = ["geschlossen", "nicht geöffnet", "nicht offen", "Ruhetag"];
/** How an answer says that a day or week has no event. */
export const NOTHING_WORDS = [
  "kein Event",
  "keine Events",
  "keine Veranstaltung",
  "keine Anlässe",
  "keinen Anlass",
  "nichts",
];
export const ALWAYS_WORDS = ["24h", "24 Stunden", "rund um die Uhr", "durchgehend"];

/** The ways an answer may write a time of day: 08:00, 8:00, 8.00, 8 Uhr. */
export function timeForms(minutes: number): string[] {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, "0");
  const padded = String(hour).padStart(2, "0");
  const forms = [`${padded}:${minute}`, `${hour}:${minute}`, `${padded}.${minute}`, `${hour}.${minute}`];
  if (minute === "00") forms.push(`${hour} Uhr`);
  if (minutes === 24 * 60 || minutes === 0) forms.push("Mitternacht");
  return [...new Set(forms)];
}

/** The ways an answer may write a calendar day: 6. Dezember, 06.12., 6.12., 2026-12-06. */
export function dayForms(iso: string, today: CalendarDay): string[] {
  const day = dayFromIso(iso);
  const forms = [
    `${day.day}. ${MONTH_NAMES[day.month - 1]}`,
    `${String(day.day).padStart(2, "0")}.${String(day.month).padStart(2, "0")}.`,
    `${day.day}.${day.month}.`,
    iso,
  ];
  if (iso === isoDay(today)) forms.push("heute");
  if (iso === isoDay(addDays(today, 1))) forms.push("morgen");
  return forms;
}

export const matches = (pattern: RegExp) => (item: { text: string }) => pattern.test(item.text);

/** Leaves out forbidden names that are part of an expected one (a title inside a longer title). */
export function forbidden(names: string[], expected: string[]): string[] {
  const kept = names.filter(
    (name) => !expected.some((wanted) => wanted.includes(name) || name.includes(wanted)),
  );
  return [...new Set(kept)];
}

export class CaseBuilder {
  readonly cases: EvalCase[] = [];

  constructor(readonly village: Village) {}

  add(category: Category, question: string, expectation: Expectation, history?: ChatTurn[]) {
    this.cases.push({ category, question, ...(history ? { history } : {}), ...expectation });
  }

  get businessNames() {
    return this.village.businesses.map((business) => business.name);
  }

  get entryTitles() {
    return this.village.entries.map((entry) => entry.title);
  }

  get candidateNames() {
    return this.village.candidates.map((candidate) => candidate.name);
  }

  /** The portal holds nothing for it: honest, and none of these names. */
  honest(unrelated: string[]): Expectation {
    return {
      mustContain: [[ASSISTANT_UNKNOWN], ["/kontakt"]],
      mustNotContain: [...new Set(unrelated)],
      honest: true,
      items: [],
    };
  }

  // ---------------------------------------------------------------- events

  occurrencesIn(first: CalendarDay, last: CalendarDay, keep: (item: Occurrence) => boolean = () => true) {
    const from = isoDay(first);
    const to = isoDay(last);
    return this.village.occurrences.filter((item) => item.day >= from && item.day <= to && keep(item));
  }

  /** Business names and entry titles, less those an item's own text names (an event at a restaurant). */
  unrelatedTo(items: { title: string; location?: string | null; description?: string }[]): string[] {
    const said = items
      .map((item) => `${item.title} ${item.location ?? ""} ${item.description ?? ""}`)
      .join(" ");
    return [...this.businessNames, ...this.entryTitles].filter((name) => !said.includes(name));
  }

  /**
   * Events of a window: a short window's answer names them all (up to six); a longer one its one-off
   * events (up to four), or its first four weekly ones when it has no other. No event without a date in the
   * window, and no business unless an event takes place there. An empty window is said to be empty.
   */
  eventsOf(
    first: CalendarDay,
    last: CalendarDay,
    keep: (item: Occurrence) => boolean = () => true,
    /** Whether the window's events that `keep` leaves out are unrelated (a concert question) or not (kids). */
    othersUnrelated = true,
  ): Expectation {
    const inWindow = this.occurrencesIn(first, last, keep);
    const shown = othersUnrelated ? inWindow : this.occurrencesIn(first, last);
    const distinct = [...new Map(inWindow.map((item) => [item.title, item])).values()];
    // What is over today is neither needed nor wrong to mention.
    const { today, clock } = this.village;
    const ahead = distinct.filter((event) =>
      inWindow.some((item) => item.title === event.title && !isOver(item, today, clock)),
    );
    const outside = this.village.eventTitles.filter((title) => !shown.some((item) => item.title === title));
    if (ahead.length === 0) {
      return {
        mustContain: [[ASSISTANT_UNKNOWN, ...NOTHING_WORDS]],
        mustNotContain: this.unrelatedTo(shown),
        items: [],
      };
    }
    const long = isoDay(last) > isoDay(addDays(first, 3));
    const oneOff = ahead.filter((item) => !item.series);
    const wanted = long ? (oneOff.length > 0 ? oneOff : ahead).slice(0, 4) : ahead.slice(0, 6);
    const titles = wanted.map((item) => item.title);
    return {
      mustContain: wanted.flatMap((item) => [[item.title], [item.href]]),
      mustNotContain: forbidden([...outside, ...this.unrelatedTo(shown)], titles),
      items: titles,
    };
  }

  /** A named event: its next date, with its page (and where, when asked). */
  namedEvent(pattern: RegExp, ask: "when" | "where"): Expectation {
    const { today, clock } = this.village;
    const next = this.village.occurrences.find(
      (item) => pattern.test(item.title) && !isOver(item, today, clock),
    );
    if (!next) return this.honest([...this.businessNames, ...this.entryTitles]);
    const unrelated = this.unrelatedTo([next]);
    const place = (next.location ?? "").split(",")[0]?.trim();
    const fact = ask === "where" && place ? [place] : dayForms(next.day, this.village.today);
    return {
      mustContain: [[next.title], [next.href], fact],
      mustNotContain: forbidden(unrelated, [next.title]),
      items: [next.title],
    };
  }

  // ---------------------------------------------------------------- businesses

  byCategory(category: string): BusinessFact[] {
    return this.village.businesses.filter((business) => business.category === category);
  }

  /** Whether and when one business is open on a weekday (and, if asked, at an hour). */
  hoursOf(business: BusinessFact | undefined, weekday: Weekday, minute?: number): Expectation {
    if (!business) return this.honest([...this.businessNames, ...this.village.eventTitles]);
    const ranges = rangesOn(business, weekday);
    const others = this.village.businesses
      .filter((other) => other.category !== business.category)
      .map((other) => other.name);
    const base = { mustNotContain: forbidden(others, [business.name]), items: [business.name] };
    const name = [business.name];
    if (ranges.length === 0) return { ...base, mustContain: [name, CLOSED_WORDS] };
    if (business.hours[weekday] === "24h") return { ...base, mustContain: [name, ALWAYS_WORDS] };
    const closedThen = minute !== undefined && !openAt(business, weekday, minute);
    const first = ranges[0]!;
    const last = ranges[ranges.length - 1]!;
    const end = last.end === 0 ? 24 * 60 : last.end;
    return {
      ...base,
      // Closed at the asked hour: the hours that day tell when it is open instead.
      mustContain: closedThen
        ? [name, ranges.flatMap((range) => [...timeForms(range.start), ...timeForms(range.end)])]
        : [name, timeForms(first.start), timeForms(end)],
    };
  }

  /** Which businesses of a category are open on a weekday from `from` to `to` (minutes). */
  openOfCategory(category: string, weekday: Weekday, from: number, to: number): Expectation {
    const ofCategory = this.byCategory(category);
    const open = ofCategory.filter((business) => openDuring(business, weekday, from, to));
    const others = this.village.businesses.filter((business) => business.category !== category);
    if (open.length === 0) {
      return {
        mustContain: [CLOSED_WORDS],
        mustNotContain: others.map((business) => business.name),
        items: [],
      };
    }
    const names = open.map((business) => business.name);
    return {
      mustContain: names.map((name) => [name]),
      mustNotContain: forbidden(
        others.map((business) => business.name),
        names,
      ),
      items: names,
    };
  }

  /** Where a product or service is to be had: one of the businesses that offer it, no unrelated one. */
  offering(pattern: RegExp, weekday?: Weekday): Expectation {
    const offer = this.village.businesses.filter(matches(pattern));
    const right = weekday ? offer.filter((business) => rangesOn(business, weekday).length > 0) : offer;
    const trades = new Set(offer.map((business) => business.category));
    const unrelated = this.village.businesses.filter(
      (business) => !offer.includes(business) && !trades.has(business.category),
    );
    if (right.length === 0) return this.honest(unrelated.map((business) => business.name));
    const names = right.map((business) => business.name);
    return {
      mustContain: [names],
      mustNotContain: forbidden(
        unrelated.map((business) => business.name),
        names,
      ),
      items: names,
    };
  }

  // ---------------------------------------------------------------- marketplace, election, content

  /** A need on the marketplace: the open entries that meet it, else the form to post one's own. */
  marketplace(pattern: RegExp): Expectation {
    // By title: a description mentions much in passing (the trailer is 'for shopping' too).
    const fitting = this.village.entries.filter((entry) => pattern.test(entry.title));
    const open = fitting.filter((entry) => entry.open);
    const unrelated = this.village.entries
      .filter((entry) => !fitting.includes(entry))
      .map((entry) => entry.title);
    if (open.length === 0) {
      return {
        mustContain: [["/marktplatz/suchen", "/marktplatz/anbieten", ...fitting.map((entry) => entry.title)]],
        mustNotContain: unrelated,
        items: [],
      };
    }
    return {
      mustContain: [open.map((entry) => entry.title), open.map((entry) => entry.href)],
      mustNotContain: unrelated,
      items: open.map((entry) => entry.title),
    };
  }

  candidates(keep: (candidate: Village["candidates"][number]) => boolean): Expectation {
    const names = this.village.candidates.filter(keep).map((candidate) => candidate.name);
    const unrelated = [...this.businessNames, ...this.entryTitles, ...this.village.eventTitles];
    if (names.length === 0) return this.honest(unrelated);
    return { mustContain: names.map((name) => [name]), mustNotContain: unrelated, items: names };
  }

  /**
   * A how-to question: the page that does it (and, where that page does more than one thing, the words of
   * the action on it), and no list of unrelated items.
   */
  howTo(hrefs: string[], action?: string[]): Expectation {
    return {
      mustContain: action ? [hrefs, action] : [hrefs],
      mustNotContain: [...this.businessNames, ...this.entryTitles, ...this.village.eventTitles],
      items: [],
    };
  }

  /** Articles, letters, reports on a topic: at least one of them, cited with its page. */
  news(pattern: RegExp): Expectation {
    return this.cited(this.village.content.filter((item) => pattern.test(item.title)));
  }

  /**
   * Official notices on a topic: one of them cited (the archive is public too); `current` asks for all of
   * those still in force ('Welche Baugesuche liegen zurzeit auf?').
   */
  notices(keep: (notice: Village["notices"][number]) => boolean, current = false): Expectation {
    const found = this.village.notices.filter((notice) => keep(notice) && (!current || notice.current));
    if (!current || found.length === 0) return this.cited(found);
    const titles = found.map((notice) => notice.title);
    return {
      mustContain: found.flatMap((notice) => [[notice.title], [notice.href]]),
      mustNotContain: forbidden([...this.businessNames, ...this.entryTitles], titles),
      items: titles,
    };
  }

  private cited(found: ContentFact[]): Expectation {
    const unrelated = [...this.businessNames, ...this.entryTitles];
    if (found.length === 0) return this.honest(unrelated);
    const said = found.map((item) => `${item.title} ${item.text}`).join(" ");
    return {
      mustContain: [found.map((item) => item.title), found.map((item) => item.href)],
      mustNotContain: unrelated.filter((name) => !said.includes(name)),
      items: found.map((item) => item.title),
    };
  }

  /** A question to the editable FAQ: the facts of its answer (times, numbers), else its longest words. */
  faq(pattern: RegExp): Expectation {
    const unrelated = [...this.businessNames, ...this.village.eventTitles];
    const table = this.village.faq;
    if (!table) return { mustContain: [], mustNotContain: unrelated, items: [], unavailable: "no FAQ table" };
    const entry = table.find((row) => pattern.test(row.question));
    if (!entry) {
      return { mustContain: [], mustNotContain: unrelated, items: [], unavailable: "no FAQ entry on this" };
    }
    const facts = entry.answer.match(/\d[\d.:' ]*\d|\d/g) ?? [];
    const words = [...entry.answer.matchAll(/\p{L}{9,}/gu)].map((match) => match[0]);
    // A lone digit ('8' of '8.30') is found in any answer with a number; a fact has two characters or more.
    const numbers = facts.map((fact) => fact.trim()).filter((fact) => fact.length > 1);
    const wanted = (numbers.length > 0 ? numbers : words).slice(0, 3);
    return {
      mustContain: [[entry.question], ...wanted.map((fact) => [fact])],
      mustNotContain: unrelated,
      items: [entry.question],
    };
  }
}
