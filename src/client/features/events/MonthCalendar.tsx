import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import type { CalendarDay } from "../../../shared/common/dates";
import { isoDay } from "../../../shared/common/dates";
import { occurrenceKey } from "../../../shared/events/basics";
import type { CalendarEvent } from "../../../shared/events/events";
import { Button } from "../../components/ui/button";
import { boxedListClass } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { CancelledBadge } from "./CancelledBadge";
import { type CalendarMonth, longDate, monthGrid, monthTitle, sameDay, WEEKDAY_HEADERS } from "./calendar";

/** Spec §2 "Month grid": six weeks from Monday, each day with its events; the form opens from here. */
export function MonthCalendar({
  month,
  today,
  eventsByDay,
  isLoading,
  onMonthChange,
  onOpenEvent,
  onAddEvent,
}: {
  month: CalendarMonth;
  today: CalendarDay;
  eventsByDay: Map<string, CalendarEvent[]>;
  isLoading: boolean;
  onMonthChange: (by: number) => void;
  onOpenEvent: (event: CalendarEvent) => void;
  onAddEvent: () => void;
}) {
  const days = monthGrid(month);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));

  return (
    <section data-testid="event-calendar" aria-labelledby="month-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            className="px-2"
            aria-label="Vorheriger Monat"
            onClick={() => onMonthChange(-1)}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </Button>
          <h2 id="month-heading" className="min-w-44 text-center text-2xl font-bold" aria-live="polite">
            {monthTitle(month)}
          </h2>
          <Button
            variant="secondary"
            className="px-2"
            aria-label="Nächster Monat"
            onClick={() => onMonthChange(1)}
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
        <Button onClick={onAddEvent}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Event hinzufügen
        </Button>
      </div>

      {isLoading ? (
        <p role="status" className="py-16 text-center text-stone-700">
          Lade Kalender...
        </p>
      ) : (
        <table className="w-full table-fixed border-collapse" aria-labelledby="month-heading">
          <thead>
            <tr>
              {WEEKDAY_HEADERS.map((weekday) => (
                <th key={weekday.short} scope="col" className="py-2 text-sm font-semibold text-stone-800">
                  <abbr title={weekday.long} className="no-underline">
                    {weekday.short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={isoDay(week[0]!)}>
                {week.map((day) => {
                  const outside = day.month !== month.month;
                  const isToday = sameDay(day, today);
                  const dayEvents = eventsByDay.get(isoDay(day)) ?? [];
                  return (
                    <td
                      key={isoDay(day)}
                      data-testid="calendar-day"
                      data-date={isoDay(day)}
                      data-outside-month={outside ? "true" : undefined}
                      className={cn(
                        "h-24 border border-stone-200 p-1 align-top sm:h-28",
                        isToday ? "bg-orange-50" : outside ? "bg-stone-100 text-stone-600" : "bg-white",
                      )}
                    >
                      <time
                        dateTime={isoDay(day)}
                        className={cn(
                          "inline-flex h-7 w-7 items-center justify-center rounded-full text-sm",
                          isToday && "bg-orange-700 font-bold text-white",
                        )}
                      >
                        <span aria-hidden="true">{day.day}</span>
                        <span className="sr-only">{`${longDate(day)}${isToday ? " (heute)" : ""}`}</span>
                      </time>
                      {dayEvents.length > 0 ? (
                        // Phones show a dot per event here and the month's events as a list below.
                        <span className="mt-1 flex flex-wrap gap-1 sm:hidden" aria-hidden="true">
                          {dayEvents.map((event) => (
                            <span
                              key={occurrenceKey(event)}
                              className={cn(
                                "h-2 w-2 rounded-full",
                                event.cancelled ? "bg-stone-500" : "bg-red-700",
                              )}
                            />
                          ))}
                        </span>
                      ) : null}
                      <ul className="mt-1 hidden space-y-1 sm:block">
                        {dayEvents.map((event) => (
                          <li key={occurrenceKey(event)}>
                            <button
                              type="button"
                              onClick={() => onOpenEvent(event)}
                              className={cn(
                                "block w-full truncate rounded px-1 py-0.5 text-left text-xs focus-visible:outline-3 focus-visible:outline-sky-600",
                                event.cancelled
                                  ? "bg-stone-100 text-stone-800 hover:bg-stone-200"
                                  : "bg-red-100 text-red-950 hover:bg-red-200",
                              )}
                            >
                              {event.cancelled ? <CancelledBadge /> : null}
                              {event.startTime ? (
                                <span className="mr-1 font-semibold">{event.startTime}</span>
                              ) : null}
                              {event.title}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {isLoading ? null : (
        <MonthEventList days={days} month={month} eventsByDay={eventsByDay} onOpenEvent={onOpenEvent} />
      )}
    </section>
  );
}

/** Phones: the month's events as a readable list under the grid of dots. */
function MonthEventList({
  days,
  month,
  eventsByDay,
  onOpenEvent,
}: {
  days: CalendarDay[];
  month: CalendarMonth;
  eventsByDay: Map<string, CalendarEvent[]>;
  onOpenEvent: (event: CalendarEvent) => void;
}) {
  const withEvents = days.filter(
    (day) => day.month === month.month && (eventsByDay.get(isoDay(day))?.length ?? 0) > 0,
  );
  return (
    <section
      className="mt-4 sm:hidden"
      aria-label={`Events im ${monthTitle(month)}`}
      data-testid="month-event-list"
    >
      {withEvents.length === 0 ? (
        <p className="text-stone-700">Keine Events in diesem Monat.</p>
      ) : (
        <ul className={boxedListClass()}>
          {withEvents.map((day) => (
            <li key={isoDay(day)} className="p-3">
              <h3 className="text-sm font-semibold text-stone-700">{longDate(day)}</h3>
              <ul className="mt-1 space-y-1">
                {(eventsByDay.get(isoDay(day)) ?? []).map((event) => (
                  <li key={occurrenceKey(event)}>
                    <button
                      type="button"
                      onClick={() => onOpenEvent(event)}
                      className="w-full rounded px-1 py-1 text-left text-stone-900 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-sky-600"
                    >
                      {event.cancelled ? <CancelledBadge /> : null}
                      {event.startTime ? <span className="mr-2 font-semibold">{event.startTime}</span> : null}
                      {event.title}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
