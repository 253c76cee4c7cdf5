import { addDays, type CalendarDay } from "../../../shared/common/dates";
import { DAY_STRIP_DAYS } from "../../../shared/events/basics";

// Apart from calendar.ts: every page's routes read this for the Events page's prefetch, and the rest of the
// calendar's arithmetic and formatting need not load with every page (the budget, docs/performance.md).

export interface CalendarMonth {
  year: number;
  month: number; // 1-12
}

/** The months the 30 days of the strip touch (two, or three around a short February). */
export function stripMonths(today: CalendarDay): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let index = 0; index < DAY_STRIP_DAYS; index++) {
    const { year, month } = addDays(today, index);
    if (!months.some((known) => known.year === year && known.month === month)) months.push({ year, month });
  }
  return months;
}
