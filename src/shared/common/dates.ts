/** Calendar arithmetic in the municipality's time zone (SITE_TIMEZONE), with nothing but Intl. */

export interface CalendarDay {
  year: number;
  month: number; // 1-12
  day: number;
}

/** The German names of the weekdays, Monday first, as the calendars, opening hours and series count them. */
export const WEEKDAY_NAMES = [
  "Montag",
  "Dienstag",
  "Mittwoch",
  "Donnerstag",
  "Freitag",
  "Samstag",
  "Sonntag",
] as const;

/** The German names of the months, January first. */
export const MONTH_NAMES = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
] as const;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(date: Date, timeZone: string) {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
}

/** The calendar day a moment falls on in the given zone. */
export function calendarDayOf(date: Date, timeZone: string): CalendarDay {
  const { year, month, day } = zonedParts(date, timeZone);
  return { year, month, day };
}

/** The moment at which the wall clock of the zone shows the given day and time. */
export function zonedTime(day: CalendarDay, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  // Two rounds settle the offset also next to a daylight-saving change.
  let guess = wall;
  for (let round = 0; round < 2; round++) {
    const seen = zonedParts(new Date(guess), timeZone);
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += wall - seenWall;
  }
  return new Date(guess);
}

/** 'YYYY-MM-DD' of a calendar day (the value format of a date input). */
export const isoDay = (day: CalendarDay) =>
  `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;

export const startOfDay = (day: CalendarDay, timeZone: string) => zonedTime(day, 0, 0, timeZone);

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const germanFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A German formatter of one kind for one zone, built once: building one costs far more than formatting
 * with it (it was a fifteenth of a server-rendered member's page, issue 24).
 */
function germanFormatter(kind: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${kind}|${timeZone}`;
  let formatter = germanFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("de-CH", { timeZone, ...options });
    germanFormatters.set(key, formatter);
  }
  return formatter;
}

/** '21. November 2026' (spec: German long month format). */
export function formatLongDate(date: Date | string, timeZone: string): string {
  return germanFormatter("long date", timeZone, { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(date),
  );
}

/** '21. November 2026, 07:30' in the given zone. */
export function formatLongDateTime(date: Date | string, timeZone: string): string {
  return germanFormatter("long date and time", timeZone, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(date));
}

/** '07:30': the wall clock of the zone (the value format of a time input). */
export function formatClockTime(date: Date | string, timeZone: string): string {
  return germanFormatter("clock", timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(date),
  );
}

/**
 * The day of a home tile: 'heute', 'gestern', else '23. November' (with the year when it is not this
 * year's), counted in the municipality's time zone.
 */
export function formatRelativeDay(date: Date | string, now: Date, timeZone: string): string {
  const day = calendarDayOf(new Date(date), timeZone);
  const today = calendarDayOf(now, timeZone);
  const sameDay = (a: CalendarDay, b: CalendarDay) =>
    a.year === b.year && a.month === b.month && a.day === b.day;
  if (sameDay(day, today)) return "heute";
  if (sameDay(day, addDays(today, -1))) return "gestern";
  return day.year === today.year
    ? germanFormatter("day and month", timeZone, { day: "numeric", month: "long" }).format(new Date(date))
    : formatLongDate(date, timeZone);
}
