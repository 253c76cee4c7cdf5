import { addDays, calendarDayOf, formatClockTime, zonedTime } from "../../../shared/common/dates";
import type { QuietHours } from "../../../shared/notifications/basics";

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
};

/**
 * When a push may go out: now, or the end of the device's quiet hours when now falls within them (the hours
 * may run over midnight, 21:00–07:00). Counted on the wall clock of the portal's zone.
 */
export function pushMoment(now: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet) return now;
  const from = minutesOf(quiet.from);
  const until = minutesOf(quiet.until);
  if (from === until) return now;
  const current = minutesOf(formatClockTime(now, timeZone));
  const overMidnight = from > until;
  const quietNow = overMidnight ? current >= from || current < until : current >= from && current < until;
  if (!quietNow) return now;
  const today = calendarDayOf(now, timeZone);
  const endDay = overMidnight && current >= from ? addDays(today, 1) : today;
  return zonedTime(endDay, Math.floor(until / 60), until % 60, timeZone);
}

export const quietHoursOf = (row: {
  quietFrom: string | null;
  quietUntil: string | null;
}): QuietHours | null =>
  row.quietFrom && row.quietUntil ? { from: row.quietFrom, until: row.quietUntil } : null;
