import { useQueries, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { CalendarEvent } from "../../../shared/events/events";
import { deferred, useDeferredWhen } from "../../lib/deferred";
import { useSite } from "../../lib/site";
import { type CalendarMonth, eventsByDay, shiftMonth, stripMonths, todayIn } from "./calendar";
import { DayStrip } from "./DayStrip";
import { MonthCalendar } from "./MonthCalendar";
import { eventsMonthQuery } from "./queries";

/** Spec §2 "Event calendar": the day strip over the next 30 days and the month grid, sharing one detail dialog. */
/** An event's details open in a dialog, whose code loads with the first one opened. */
const detailDialog = deferred(() => import("./EventDetailDialog"));

export function EventCalendar({ onAddEvent }: { onAddEvent: () => void }) {
  const { timeZone } = useSite();
  const today = todayIn(timeZone);
  const [shownMonth, setShownMonth] = useState<CalendarMonth>({ year: today.year, month: today.month });
  const [openEvent, setOpenEvent] = useState<CalendarEvent | null>(null);
  const details = useDeferredWhen(detailDialog, openEvent !== null);

  const strip = useQueries({
    queries: stripMonths(today).map(eventsMonthQuery),
    combine: (results) => ({
      events: results.flatMap((result) => result.data ?? []),
      isLoading: results.some((result) => result.isLoading),
    }),
  });
  const month = useQuery(eventsMonthQuery(shownMonth));

  const stripByDay = useMemo(() => eventsByDay(strip.events, timeZone), [strip.events, timeZone]);
  const monthByDay = useMemo(() => eventsByDay(month.data ?? [], timeZone), [month.data, timeZone]);

  return (
    <>
      <DayStrip
        today={today}
        eventsByDay={stripByDay}
        isLoading={strip.isLoading}
        onOpenEvent={setOpenEvent}
      />
      <MonthCalendar
        month={shownMonth}
        today={today}
        eventsByDay={monthByDay}
        isLoading={month.isLoading}
        onMonthChange={(by) => setShownMonth((current) => shiftMonth(current, by))}
        onOpenEvent={setOpenEvent}
        onAddEvent={onAddEvent}
      />
      {details ? <details.EventDetailDialog event={openEvent} onClose={() => setOpenEvent(null)} /> : null}
    </>
  );
}
