import {
  addDays,
  type CalendarDay,
  calendarDayOf,
  isoDay,
  WEEKDAY_NAMES,
} from "../../../shared/common/dates";
import { DAY_STRIP_MAX_OFFSET, DAY_STRIP_VISIBLE, MONTH_GRID_CELLS } from "../../../shared/events/basics";
import type { CalendarEvent } from "../../../shared/events/events";
import type { CalendarMonth } from "./strip-months";

/** Calendar arithmetic of the event calendar: days are counted in the site's zone (SITE_TIMEZONE). */

export { type CalendarMonth, stripMonths } from "./strip-months";

/** 'Mo' … 'So' over the month's columns, the full name for screen readers. */
export const WEEKDAY_HEADERS = WEEKDAY_NAMES.map((long) => ({ short: long.slice(0, 2), long }));

export const todayIn = (timeZone: string, now = new Date()) => calendarDayOf(now, timeZone);

export const sameDay = (a: CalendarDay, b: CalendarDay) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

export const shiftMonth = ({ year, month }: CalendarMonth, by: number): CalendarMonth => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** Monday 0 … Sunday 6. */
const weekdayIndex = (day: CalendarDay) =>
  (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;

/** Six weeks from the Monday on or before the 1st (spec: 42 cells, week starts Monday). */
export function monthGrid({ year, month }: CalendarMonth): CalendarDay[] {
  const first = { year, month, day: 1 };
  const start = addDays(first, -weekdayIndex(first));
  return Array.from({ length: MONTH_GRID_CELLS }, (_, index) => addDays(start, index));
}

export const clampStripOffset = (offset: number) => Math.min(Math.max(offset, 0), DAY_STRIP_MAX_OFFSET);

/** The visible tiles of the day strip: 5 days starting `offset` days after today. */
export function stripDays(today: CalendarDay, offset: number): CalendarDay[] {
  const start = clampStripOffset(offset);
  return Array.from({ length: DAY_STRIP_VISIBLE }, (_, index) => addDays(today, start + index));
}

/** Events by their day ('YYYY-MM-DD' in the site's zone), in the order the server sorted them. */
export function eventsByDay(
  events: readonly CalendarEvent[],
  timeZone: string,
): Map<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const key = isoDay(calendarDayOf(new Date(event.eventDate), timeZone));
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  return byDay;
}

/** Five tile colours in turn, by day (spec: tiles cycle through 5 colours; today is orange). */
export const STRIP_COLOURS = [
  "bg-sky-100 text-sky-950",
  "bg-emerald-100 text-emerald-950",
  "bg-violet-100 text-violet-950",
  "bg-rose-100 text-rose-950",
  "bg-amber-100 text-amber-950",
] as const;
export const TODAY_COLOUR = "bg-orange-700 text-white";

export const stripColour = (stripIndex: number) => STRIP_COLOURS[stripIndex % STRIP_COLOURS.length]!;

/** Fixed abbreviations: the server's and the browser's Intl data may abbreviate differently (hydration). */
const MONTH_ABBREVIATIONS = [
  "Jan.",
  "Feb.",
  "März",
  "Apr.",
  "Mai",
  "Juni",
  "Juli",
  "Aug.",
  "Sept.",
  "Okt.",
  "Nov.",
  "Dez.",
] as const;

const asDate = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
const formatters = {
  long: new Intl.DateTimeFormat("de-CH", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }),
  month: new Intl.DateTimeFormat("de-CH", { timeZone: "UTC", month: "long", year: "numeric" }),
};

/** 'Fr' */
export const weekdayShort = (day: CalendarDay) => WEEKDAY_HEADERS[weekdayIndex(day)]!.short;
/** 'Nov.' */
export const monthShort = (day: CalendarDay) => MONTH_ABBREVIATIONS[day.month - 1]!;
/** 'Freitag, 21. November 2025' (German long format with the weekday). */
export const longDate = (day: CalendarDay) => formatters.long.format(asDate(day));
/** 'November 2025' */
export const monthTitle = (month: CalendarMonth) => formatters.month.format(asDate({ ...month, day: 1 }));

/** '14:00 bis 17:00', '14:00', or null for an event without times. */
export function timeRange(event: Pick<CalendarEvent, "startTime" | "endTime">): string | null {
  if (event.startTime && event.endTime) return `${event.startTime} bis ${event.endTime}`;
  return event.startTime ?? (event.endTime ? `bis ${event.endTime}` : null);
}
