import { queryOptions } from "@tanstack/react-query";
import { calendarDayOf } from "../../../shared/common/dates";
import type { CalendarEvent, EventDetail, EventsOfWeek } from "../../../shared/events/events";
import { type CalendarMonth, stripMonths } from "./strip-months";

/** GET /api/events/month/{year}/{month}: the approved events of one month (spec §7). */
export const eventsMonthQuery = ({ year, month }: CalendarMonth) =>
  queryOptions<CalendarEvent[]>({ queryKey: ["/api/events/month", year, month] });

/** Every submission refreshes all loaded months (spec §7: 'On success the events list is refreshed'). */
export const eventsMonthPrefix = ["/api/events/month"] as const;
export const ownEventsKey = ["/api/events/user"] as const;

/** What the Events page shows on first load: the months of the day strip, the first being the month grid's. */
export const eventCalendarQueries = (timeZone: string, now = new Date()) =>
  stripMonths(calendarDayOf(now, timeZone)).map(eventsMonthQuery);

/** GET /api/veranstaltungen/{slug}: one approved event, for its own page. */
export const eventQuery = (slug: string) =>
  queryOptions<EventDetail>({ queryKey: ["/api/veranstaltungen", encodeURIComponent(slug)] });

/** GET /api/events/week: the home page's 'Diese Woche', from today to Sunday. */
export const eventsWeekQuery = queryOptions<EventsOfWeek>({ queryKey: ["/api/events/week"] });
