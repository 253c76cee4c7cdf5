import { addDays, type CalendarDay, calendarDayOf, startOfDay } from "../../../shared/common/dates";
import { eventPath } from "../../../shared/events/basics";
import { dayFromIso, type EventRecurrence } from "../../../shared/events/series";
import type { events } from "../../db/schema";

/**
 * iCalendar (RFC 5545) for the event calendar: a subscribable feed and single-event downloads.
 * Written here: it is small, and the zone's definition (VTIMEZONE) is derived from the platform's data.
 */

type EventRow = typeof events.$inferSelect;

export interface CalendarOptions {
  /** The municipality's zone: the events' times are wall-clock times there. */
  timeZone: string;
  /** The site's own address (UIDs and links). */
  publicUrl: string;
  /** Shown by calendar apps as the calendar's name. */
  name: string;
}

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";

const MAX_LINE_OCTETS = 75;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const TIME = /^(\d{2}):(\d{2})$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: RFC 5545 TEXT may not contain control characters
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** TEXT values: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(CONTROL_CHARACTERS, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets continue on lines that start with a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, "utf8") <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const dateValue = (day: CalendarDay) => `${pad(day.year, 4)}${pad(day.month)}${pad(day.day)}`;
const utcValue = (date: Date) =>
  `${dateValue({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() })}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
/** A wall-clock date-time written from the UTC fields of a shifted moment. */
const floatingValue = (wall: Date) => utcValue(wall).slice(0, -1);

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const nameFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  cache: Map<string, Intl.DateTimeFormat>,
  locale: string,
  timeZone: string,
  style: "longOffset" | "short",
) {
  let found = cache.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style });
    cache.set(timeZone, found);
  }
  return found;
}

const zoneNamePart = (format: Intl.DateTimeFormat, date: Date) =>
  format.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "";

/** Minutes the zone's clock is ahead of UTC at that moment. */
function utcOffsetMinutes(date: Date, timeZone: string): number {
  const text = zoneNamePart(formatter(offsetFormatters, "en-US", timeZone, "longOffset"), date);
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(text);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const offsetValue = (minutes: number) =>
  `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

interface Transition {
  at: Date;
  from: number;
  to: number;
}

/** The zone's offset changes between two moments, found by day and narrowed to the minute. */
function transitions(timeZone: string, from: Date, until: Date): Transition[] {
  const found: Transition[] = [];
  let previous = utcOffsetMinutes(from, timeZone);
  for (let time = from.getTime() + DAY_MS; time <= until.getTime(); time += DAY_MS) {
    const offset = utcOffsetMinutes(new Date(time), timeZone);
    if (offset === previous) continue;
    let low = time - DAY_MS;
    let high = time;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (utcOffsetMinutes(new Date(middle), timeZone) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: new Date(high), from: previous, to: offset });
    previous = offset;
  }
  return found;
}

/**
 * The zone's definition for the years the events cover (one observance per change, no rules),
 * so that the file is self-contained for clients that do not know the zone by name.
 */
function timeZoneComponent(timeZone: string, years: { first: number; last: number }): string[] {
  const from = new Date(Date.UTC(years.first - 1, 0, 1));
  const until = new Date(Date.UTC(years.last + 1, 0, 1));
  const changes = transitions(timeZone, from, until);
  const names = formatter(nameFormatters, "de-CH", timeZone, "short");
  const initial = utcOffsetMinutes(from, timeZone);
  const observance = (
    kind: "STANDARD" | "DAYLIGHT",
    start: string,
    fromOffset: number,
    toOffset: number,
    name: string,
  ) => [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${offsetValue(fromOffset)}`,
    `TZOFFSETTO:${offsetValue(toOffset)}`,
    ...(name && !name.startsWith("GMT") ? [`TZNAME:${escapeText(name)}`] : []),
    `END:${kind}`,
  ];
  const firstChange = changes[0];
  const lines = [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    ...observance(
      firstChange && firstChange.to < firstChange.from ? "DAYLIGHT" : "STANDARD",
      "19700101T000000",
      initial,
      initial,
      zoneNamePart(names, from),
    ),
  ];
  for (const change of changes) {
    lines.push(
      ...observance(
        change.to > change.from ? "DAYLIGHT" : "STANDARD",
        floatingValue(new Date(change.at.getTime() + change.from * MINUTE_MS)),
        change.from,
        change.to,
        zoneNamePart(names, change.at),
      ),
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

const wallTime = (day: CalendarDay, time: string) => `${dateValue(day)}T${time.replace(":", "")}00`;

interface Timing {
  day: CalendarDay;
  startTime: string | null;
  endTime: string | null;
}

/** DTSTART and DTEND of one date: wall-clock times in the zone, or a whole day. */
function timingLines(timing: Timing, timeZone: string): { start: string | null; lines: string[] } {
  const { day } = timing;
  const start = timing.startTime && TIME.test(timing.startTime) ? timing.startTime : null;
  const end = start && timing.endTime && TIME.test(timing.endTime) ? timing.endTime : null;
  if (!start)
    return {
      start,
      lines: [`DTSTART;VALUE=DATE:${dateValue(day)}`, `DTEND;VALUE=DATE:${dateValue(addDays(day, 1))}`],
    };
  return {
    start,
    lines: [
      `DTSTART;TZID=${timeZone}:${wallTime(day, start)}`,
      // An end at or before the start is after midnight.
      ...(end ? [`DTEND;TZID=${timeZone}:${wallTime(end > start ? day : addDays(day, 1), end)}`] : []),
    ],
  };
}

/** A date of the rule, written with the value type and zone of DTSTART (RFC 5545 EXDATE, RECURRENCE-ID). */
const ruleDateValue = (name: string, date: string, start: string | null, timeZone: string) =>
  start
    ? `${name};TZID=${timeZone}:${wallTime(dayFromIso(date), start)}`
    : `${name};VALUE=DATE:${dateValue(dayFromIso(date))}`;

/** RRULE: UNTIL is in UTC (the end of its day in the zone) for timed series, a DATE for whole days. */
function ruleLine(rule: EventRecurrence, start: string | null, timeZone: string): string {
  const parts = [`FREQ=${rule.freq === "weekly" ? "WEEKLY" : "MONTHLY"}`, `INTERVAL=${rule.interval}`];
  if (rule.until) {
    const lastDay = dayFromIso(rule.until);
    parts.push(
      `UNTIL=${start ? utcValue(new Date(startOfDay(addDays(lastDay, 1), timeZone).getTime() - 1000)) : dateValue(lastDay)}`,
    );
  }
  if (rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.join(",")}`);
  return `RRULE:${parts.join(";")}`;
}

function eventComponent(row: EventRow, options: CalendarOptions): string[] {
  const uid = `UID:${row.id}@${new URL(options.publicUrl).host}`;
  const first = {
    day: calendarDayOf(row.eventDate, options.timeZone),
    startTime: row.startTime,
    endTime: row.endTime,
  };
  const { start, lines: timing } = timingLines(first, options.timeZone);
  const contact = [row.organizer, row.contactEmail, row.contactPhone].filter(Boolean).join(", ");
  const description = [
    row.description,
    row.organizer ? `Veranstalter: ${row.organizer}` : null,
    row.contactEmail || row.contactPhone
      ? `Kontakt: ${[row.contactEmail, row.contactPhone].filter(Boolean).join(", ")}`
      : null,
  ]
    .filter(Boolean)
    .join("\n\n");
  const status = row.cancelledAt ? "STATUS:CANCELLED" : "STATUS:CONFIRMED";
  const common = [
    `SUMMARY:${escapeText(row.title)}`,
    ...(row.location ? [`LOCATION:${escapeText(row.location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(contact ? [`CONTACT:${escapeText(contact)}`] : []),
    `URL:${options.publicUrl}${eventPath(row.slug)}`,
    status,
    "TRANSP:OPAQUE",
  ];
  const stamps = [
    `DTSTAMP:${utcValue(row.updatedAt)}`,
    `CREATED:${utcValue(row.createdAt)}`,
    `LAST-MODIFIED:${utcValue(row.updatedAt)}`,
  ];
  const series = row.recurrence
    ? [
        ruleLine(row.recurrence, start, options.timeZone),
        // A moved date is not excluded: its overriding VEVENT (RECURRENCE-ID) replaces it.
        ...row.exceptions
          .filter((exception) => exception.cancelled)
          .map((exception) => ruleDateValue("EXDATE", exception.date, start, options.timeZone)),
      ]
    : [];
  const overrides = row.recurrence
    ? row.exceptions.flatMap((exception) =>
        exception.cancelled
          ? []
          : [
              "BEGIN:VEVENT",
              uid,
              ...stamps,
              ruleDateValue("RECURRENCE-ID", exception.date, start, options.timeZone),
              ...timingLines(
                {
                  day: dayFromIso(exception.newDate),
                  startTime: exception.startTime,
                  endTime: exception.endTime,
                },
                options.timeZone,
              ).lines,
              ...common,
              "END:VEVENT",
            ],
      )
    : [];
  return ["BEGIN:VEVENT", uid, ...stamps, ...timing, ...series, ...common, "END:VEVENT", ...overrides];
}

/** A complete VCALENDAR with the zone's definition and one VEVENT per row, CRLF-terminated. */
export function eventsCalendar(rows: EventRow[], options: CalendarOptions, now = new Date()): string {
  const thisYear = calendarDayOf(now, options.timeZone).year;
  // A series reaches to its end (or a year on, without one), and its moved dates may lie further.
  const years = rows.flatMap((row) => [
    calendarDayOf(row.eventDate, options.timeZone).year,
    ...(row.recurrence
      ? [row.recurrence.until ? Number(row.recurrence.until.slice(0, 4)) : thisYear + 1]
      : []),
    ...row.exceptions.flatMap((exception) =>
      exception.cancelled ? [] : [Number(exception.newDate.slice(0, 4))],
    ),
  ]);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(options.name)}//Dorfportal//DE`,
    "CALSCALE:GREGORIAN",
    `NAME:${escapeText(options.name)}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...timeZoneComponent(options.timeZone, {
      first: Math.min(thisYear, ...years),
      last: Math.max(thisYear, ...years),
    }),
    ...rows.flatMap((row) => eventComponent(row, options)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
