import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import type { CalendarDay } from "../../../shared/common/dates";
import { isoDay } from "../../../shared/common/dates";
import { DAY_STRIP_MAX_OFFSET, occurrenceKey } from "../../../shared/events/basics";
import type { CalendarEvent } from "../../../shared/events/events";
import { Button } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { CancelledBadge } from "./CancelledBadge";
import {
  clampStripOffset,
  longDate,
  monthShort,
  sameDay,
  stripColour,
  stripDays,
  TODAY_COLOUR,
  timeRange,
  weekdayShort,
} from "./calendar";

/** Spec §2 "Day strip": five of the next 30 days, the selected day's events below. */
export function DayStrip({
  today,
  eventsByDay,
  isLoading,
  onOpenEvent,
}: {
  today: CalendarDay;
  eventsByDay: Map<string, CalendarEvent[]>;
  isLoading: boolean;
  onOpenEvent: (event: CalendarEvent) => void;
}) {
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<CalendarDay>(today);
  const days = stripDays(today, offset);
  const selectedEvents = eventsByDay.get(isoDay(selected)) ?? [];

  return (
    <section data-testid="week-view" aria-labelledby="day-strip-heading" className="mb-10">
      <h2 id="day-strip-heading" className="sr-only">
        Die nächsten 30 Tage
      </h2>
      <div className="flex items-stretch gap-2">
        <Button
          variant="secondary"
          className="px-2"
          aria-label="Vorherige Tage"
          disabled={offset === 0}
          onClick={() => setOffset((value) => clampStripOffset(value - 1))}
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        <ol className="grid min-w-0 flex-1 grid-cols-5 gap-1 sm:gap-2">
          {days.map((day, index) => {
            const isToday = sameDay(day, today);
            const isSelected = sameDay(day, selected);
            const hasEvents = (eventsByDay.get(isoDay(day))?.length ?? 0) > 0;
            return (
              <li key={isoDay(day)}>
                <button
                  type="button"
                  data-testid="day-tile"
                  data-date={isoDay(day)}
                  aria-pressed={isSelected}
                  onClick={() => setSelected(day)}
                  className={cn(
                    "flex w-full flex-col items-center rounded-lg px-1 py-3 transition-shadow",
                    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
                    isToday ? TODAY_COLOUR : stripColour(offset + index),
                    isSelected ? "ring-3 ring-stone-900 ring-offset-2" : "hover:shadow-md",
                  )}
                >
                  {/* A day's number and names never break inside (the page lets long words break). */}
                  <span className="text-xs font-semibold whitespace-nowrap uppercase [overflow-wrap:normal]">
                    {weekdayShort(day)}
                  </span>
                  <span className="text-xl font-bold whitespace-nowrap [overflow-wrap:normal] sm:text-2xl">
                    {day.day}
                  </span>
                  <span className="text-xs whitespace-nowrap [overflow-wrap:normal]">{monthShort(day)}</span>
                  <span
                    aria-hidden="true"
                    data-testid={hasEvents ? "event-dot" : undefined}
                    className={cn("mt-1 h-2 w-2 rounded-full", hasEvents ? "bg-current" : "bg-transparent")}
                  />
                  {isToday ? <span className="sr-only">(heute)</span> : null}
                  {hasEvents ? <span className="sr-only">(mit Events)</span> : null}
                </button>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          className="px-2"
          aria-label="Nächste Tage"
          disabled={offset === DAY_STRIP_MAX_OFFSET}
          onClick={() => setOffset((value) => clampStripOffset(value + 1))}
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>

      <div className="mt-6" aria-live="polite">
        <h3 className="text-xl font-bold">{longDate(selected)}</h3>
        {isLoading ? (
          <p className="mt-3 text-stone-700">Lade Kalender...</p>
        ) : selectedEvents.length === 0 ? (
          <p className="mt-3 text-stone-700">Keine Events heute</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {selectedEvents.map((event) => (
              <li key={occurrenceKey(event)}>
                <button
                  type="button"
                  onClick={() => onOpenEvent(event)}
                  className="w-full rounded-lg border border-stone-200 bg-white p-4 text-left shadow-sm hover:border-red-700 focus-visible:outline-3 focus-visible:outline-sky-600"
                >
                  {timeRange(event) ? (
                    <span className="block text-sm font-semibold text-red-800">{timeRange(event)}</span>
                  ) : null}
                  <span className="block text-lg font-semibold">
                    {event.cancelled ? <CancelledBadge /> : null}
                    {event.title}
                  </span>
                  {event.location ? (
                    <span className="block text-sm text-stone-700">{event.location}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
