import { searchHitHref } from "../../../shared/search/search";
import type { Scored } from "./finding";
import type { EventFact } from "./retrieval";
import type { AskedTime } from "./when";

const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("de-CH", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

const eventHref = (event: EventFact) =>
  searchHitHref({ kind: "event", id: event.id, slug: event.slug, category: null, title: event.title });

function eventLine(event: EventFact, timeZone: string): string {
  const time = event.startTime ? `, ${event.startTime}${event.endTime ? `–${event.endTime}` : ""} Uhr` : "";
  const place = event.location ? `, ${event.location}` : "";
  return `- [${event.title}](${eventHref(event)}): ${dateFormat(timeZone).format(event.eventDate)}${time}${place}`;
}

/** A part of the day asked for ('abends') keeps the events starting in it; events without a time stay. */
export const inPartOfDay = (event: EventFact, asked: AskedTime | null) => {
  if (!asked?.between || !event.startTime) return true;
  const [hour, minute] = event.startTime.split(":").map(Number);
  const start = (hour ?? 0) * 60 + (minute ?? 0);
  return start >= asked.between[0] && start < asked.between[1];
};

/**
 * The events as the answer lists them. A question about a named event without a date wants its next
 * dates, not a year of them: a series then shows its next two.
 */
export function eventsSection(
  found: Scored<EventFact>[],
  asked: AskedTime | null,
  when: string,
  timeZone: string,
): string {
  const shown: EventFact[] = [];
  const perEvent = new Map<string, number>();
  // Over more than a week a weekly series would fill the list: each event then shows its next date.
  const perEventMax = !asked ? 2 : asked.days.length > 7 ? 1 : 8;
  for (const { item } of found) {
    const seen = perEvent.get(item.id) ?? 0;
    if (seen >= perEventMax) continue;
    perEvent.set(item.id, seen + 1);
    shown.push(item);
    if (shown.length === (asked ? 10 : 4)) break;
  }
  shown.sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime());
  return `Diese Events stehen ${when} im Kalender:\n${shown.map((event) => eventLine(event, timeZone)).join("\n")}`;
}
