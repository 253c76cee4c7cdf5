import { addDays, type CalendarDay, startOfDay } from "../../../shared/dates";
import { searchHitHref } from "../../../shared/search";
import { fold } from "./normalize";
import { type EventFact, eventsBetween } from "./retrieval";
import {
  type Answer,
  type AssistantContext,
  capitalize,
  EVENTS_LINK,
  STOPWORDS,
  wordsOf,
} from "./vocabulary";
import { type AskedTime, isTimeWord } from "./when";

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
  searchHitHref({ kind: "event", id: event.id, slug: event.slug, category: null, title: event.title });

function eventLine(event: EventFact, timeZone: string): string {
  const time = event.startTime ? `, ${event.startTime}${event.endTime ? `–${event.endTime}` : ""} Uhr` : "";
  const place = event.location ? `, ${event.location}` : "";
  return `- [${event.title}](${eventHref(event)}): ${dateFormat(timeZone).format(event.eventDate)}${time}${place}`;
}

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

export async function eventsAnswer(
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

/** Coming events a question names ('Wann ist der Samichlaus-Einzug?'); none when it names no topic. */
export async function eventsNamed(context: AssistantContext, words: string[], today: CalendarDay) {
  const topics = topicWords(words);
  if (topics.length === 0) return [];
  return eventsNaming(await upcomingEvents(context, today, EVENT_HORIZON_DAYS), topics);
}
