import { addDays, type CalendarDay, isoDay } from "../common/dates";

/**
 * Series of the editorial team (issue 21, item 3): one stored rule and its exceptions, expanded into
 * single dates wherever dates are shown. Days are calendar days in the site's zone ('YYYY-MM-DD').
 */

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface EventRecurrence {
  freq: "weekly" | "monthly";
  interval: number;
  /** The last day a date may fall on, inclusive; null: the series has no end. */
  until: string | null;
  /** Weekly series only: the weekdays of each week; empty means the first date's weekday. */
  byDay: Weekday[];
}

/** One date of a series called off, or moved to another day and time. */
export type EventException =
  | { date: string; cancelled: true }
  | { date: string; cancelled?: false; newDate: string; startTime: string | null; endTime: string | null };

export interface SeriesDate {
  /** The date the rule gives (the key of an exception). */
  date: string;
  /** Where the date actually is: the rule's date, or the one it was moved to. */
  day: string;
  startTime: string | null;
  endTime: string | null;
  cancelled: boolean;
  moved: boolean;
}

export const dayFromIso = (value: string): CalendarDay => {
  const [year, month, day] = value.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
};

/** Monday 0 … Sunday 6. */
export const weekdayIndex = (day: CalendarDay) =>
  (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;

export const weekdayOf = (value: string): Weekday => WEEKDAYS[weekdayIndex(dayFromIso(value))]!;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Guards the expansion of a rule without end: no view asks for more dates than this. */
const MAX_DATES = 1000;

/** The rule's dates from the first on, up to `last` (inclusive) and its own end, in order. */
export function ruleDates(first: string, rule: EventRecurrence, last: string): string[] {
  const end = rule.until && rule.until < last ? rule.until : last;
  const start = dayFromIso(first);
  const dates: string[] = [];
  if (rule.freq === "weekly") {
    const days =
      rule.byDay.length > 0 ? rule.byDay.map((day) => WEEKDAYS.indexOf(day)) : [weekdayIndex(start)];
    days.sort((a, b) => a - b);
    const monday = addDays(start, -weekdayIndex(start));
    for (let week = 0; dates.length < MAX_DATES; week += rule.interval) {
      const weekStart = addDays(monday, week * 7);
      if (isoDay(weekStart) > end) break;
      for (const offset of days) {
        const date = isoDay(addDays(weekStart, offset));
        if (date >= first && date <= end) dates.push(date);
      }
    }
    return dates;
  }
  for (let step = 0; dates.length < MAX_DATES; step += rule.interval) {
    const monthIndex = start.month - 1 + step;
    const year = start.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    if (isoDay({ year, month, day: 1 }) > end) break;
    // A month without the day (the 31st in April) has no date, as RFC 5545 counts it.
    if (start.day > daysInMonth(year, month)) continue;
    const date = isoDay({ year, month, day: start.day });
    if (date <= end) dates.push(date);
  }
  return dates;
}

/**
 * The series' dates whose actual day falls between `from` and `to` (inclusive): cancelled ones marked,
 * moved ones at their new day and time, in order of day and start time.
 */
export function seriesDates(
  series: {
    first: string;
    startTime: string | null;
    endTime: string | null;
    recurrence: EventRecurrence;
    exceptions: readonly EventException[];
  },
  from: string,
  to: string,
): SeriesDate[] {
  const byDate = new Map(series.exceptions.map((exception) => [exception.date, exception]));
  // A date moved into the window may come from a rule date outside it.
  const movedIn = series.exceptions.flatMap((exception) =>
    !exception.cancelled && exception.newDate >= from && exception.newDate <= to ? [exception.date] : [],
  );
  const ruleDays = new Set(ruleDates(series.first, series.recurrence, to).filter((date) => date >= from));
  for (const date of movedIn) {
    if (ruleDates(series.first, series.recurrence, date).includes(date)) ruleDays.add(date);
  }
  const dates: SeriesDate[] = [];
  for (const date of ruleDays) {
    const exception = byDate.get(date);
    if (exception && !exception.cancelled) {
      if (exception.newDate < from || exception.newDate > to) continue;
      dates.push({
        date,
        day: exception.newDate,
        startTime: exception.startTime,
        endTime: exception.endTime,
        cancelled: false,
        moved: true,
      });
    } else {
      dates.push({
        date,
        day: date,
        startTime: series.startTime,
        endTime: series.endTime,
        cancelled: exception?.cancelled === true,
        moved: false,
      });
    }
  }
  return dates.sort(
    (a, b) => a.day.localeCompare(b.day) || (a.startTime ?? "").localeCompare(b.startTime ?? ""),
  );
}
