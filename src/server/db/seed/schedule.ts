import { WEEKDAYS, type Weekday } from "../../../shared/businesses/businesses";
import { addDays, type CalendarDay } from "../../../shared/common/dates";

/** The weekdays of the business directory's opening hours. */
export type SeedWeekday = Weekday;

/**
 * When a demo event takes place, stated the way its organiser would: a one-off some days from the seed day,
 * every week on a weekday, the n-th weekday of each month, or once a year (on a fixed day, or the first given
 * weekday on or after it, as "the Saturday before the first Advent" is the first Saturday from 26 November).
 */
export type SeedSchedule =
  | { once: number }
  | { weekly: SeedWeekday }
  | { monthly: SeedWeekday; nth: 1 | 2 | 3 | 4 }
  | { yearly: { month: number; day: number }; onOrAfter?: SeedWeekday };

/** How many days from the seed day the demo agenda covers. */
export const SEED_AGENDA_DAYS = 60;

const sameDay = (a: CalendarDay, b: CalendarDay) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

// getUTCDay counts from Sunday, WEEKDAYS from Monday.
const weekdayOf = (day: CalendarDay) =>
  WEEKDAYS[(new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7];

function firstOnOrAfter(day: CalendarDay, weekday: SeedWeekday): CalendarDay {
  let candidate = day;
  while (weekdayOf(candidate) !== weekday) candidate = addDays(candidate, 1);
  return candidate;
}

/** The days of the agenda window (today and the following days) on which an event of this schedule falls. */
export function scheduledDays(schedule: SeedSchedule, today: CalendarDay): CalendarDay[] {
  const window = Array.from({ length: SEED_AGENDA_DAYS }, (_, offset) => addDays(today, offset));
  if ("once" in schedule) return [addDays(today, schedule.once)];
  if ("weekly" in schedule) return window.filter((day) => weekdayOf(day) === schedule.weekly);
  if ("monthly" in schedule) {
    return window.filter(
      (day) => weekdayOf(day) === schedule.monthly && Math.ceil(day.day / 7) === schedule.nth,
    );
  }
  const { month, day: dayOfMonth } = schedule.yearly;
  return [today.year, today.year + 1]
    .map((year) => {
      const fixed = { year, month, day: dayOfMonth };
      return schedule.onOrAfter ? firstOnOrAfter(fixed, schedule.onOrAfter) : fixed;
    })
    .filter((day) => window.some((inWindow) => sameDay(inWindow, day)));
}

/** A moment `days` before `now` at `hour` (UTC), never later than now: when a demo item was written. */
export const daysAgo = (now: Date, days: number, hour = 8) => {
  const moment = new Date(now.getTime() - days * 86_400_000);
  moment.setUTCHours(hour, 0, 0, 0);
  return moment.getTime() > now.getTime() ? new Date(now.getTime() - 60_000) : moment;
};
