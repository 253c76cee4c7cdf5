import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { addDays, type CalendarDay, calendarDayOf, isoDay } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import { occurrenceKey } from "../../../shared/events/basics";
import type { WeekEvent } from "../../../shared/events/events";
import { dayFromIso } from "../../../shared/events/series";
import { useSite } from "../../lib/site";
import { HomeStrip, StripEntry } from "../home/HomeStrip";
import { CancelledBadge } from "./CancelledBadge";
import { monthShort, timeRange, weekdayShort } from "./calendar";
import { eventsWeekQuery } from "./queries";

const CALENDAR_PATH = paths.category("Events");

/** 'Heute', 'Morgen' or the weekday: counted from the server's today, so that both renders agree. */
function dayLabel(day: CalendarDay, today: string) {
  if (isoDay(day) === today) return "Heute";
  if (isoDay(day) === isoDay(addDays(dayFromIso(today), 1))) return "Morgen";
  return weekdayShort(day);
}

function WeekDate({ event, today }: { event: WeekEvent; today: string }) {
  const { timeZone } = useSite();
  const day = calendarDayOf(new Date(event.eventDate), timeZone);
  const details = [timeRange(event), event.location].filter(Boolean).join(" · ");
  return (
    <StripEntry
      tone="rose"
      above={<time dateTime={isoDay(day)}>{`${dayLabel(day, today)}, ${day.day}. ${monthShort(day)}`}</time>}
      href={paths.event(event.slug)}
      title={
        <>
          {event.cancelled ? <CancelledBadge /> : null}
          {event.title}
        </>
      }
    >
      {details ? <p className="text-sm text-stone-700">{details}</p> : null}
    </StripEntry>
  );
}

/** The home page's strip of this week's events, from today to Sunday, with the way to the calendar. */
export function WeekStrip() {
  const { data } = useQuery(eventsWeekQuery);
  if (!data) return null;
  const more = data.total - data.events.length;
  return (
    <HomeStrip
      id="diese-woche"
      title="Diese Woche"
      tone="rose"
      all={{ href: CALENDAR_PATH, label: "Zum Veranstaltungskalender" }}
    >
      {data.events.length === 0 ? (
        <p className="mt-2 text-stone-700">
          Diese Woche sind keine Veranstaltungen eingetragen. Was danach kommt, steht im{" "}
          <Link href={CALENDAR_PATH} className="rounded-sm font-medium text-rose-900 underline">
            Veranstaltungskalender
          </Link>
          .
        </p>
      ) : (
        <>
          <ul
            aria-label="Veranstaltungen dieser Woche"
            className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-3"
          >
            {data.events.map((event) => (
              <WeekDate key={occurrenceKey(event)} event={event} today={data.from} />
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-3 text-sm">
              <Link href={CALENDAR_PATH} className="rounded-sm font-medium text-rose-900 underline">
                {more === 1
                  ? "1 weitere Veranstaltung diese Woche im Kalender"
                  : `${more} weitere Veranstaltungen diese Woche im Kalender`}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </HomeStrip>
  );
}
