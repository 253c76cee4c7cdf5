import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import {
  addDays,
  type CalendarDay,
  calendarDayOf,
  isoDay,
  startOfDay,
  zonedTime,
} from "../../../shared/common/dates";
import {
  type CalendarEvent,
  EVENT_DATE_PAST,
  EVENT_IMAGE_NOT_OWN,
  EVENT_NOT_FOUND,
  type EventDetail,
  type EventSubmission,
  type EventsOfWeek,
  isPastEventDate,
  type OwnEvent,
  parseDateOnly,
} from "../../../shared/events/events";
import { type SeriesDate, seriesDates, weekdayIndex } from "../../../shared/events/series";
import { type Db, momentPlaceholder, preparedPerDatabase, type Tx } from "../../db/client";
import { events } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-errors";
import { insertWithFreeSlug } from "../../lib/reader-contributions";
import { uploadedByMember } from "../uploads/service";

import { type EventRow, toCalendarEvent, toOwnEvent, toWeekEvent } from "./presenter";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The feed keeps a quarter of a year of past events, so that subscribers do not lose them at once. */
const FEED_PAST_DAYS = 90;

/** The moment a day and wall-clock time name in the site's zone (midnight without a time). */
export function dayMoment(day: string, startTime: string | null, timeZone: string): Date {
  const parsed = parseDateOnly(day)!;
  const [hour = 0, minute = 0] = (startTime ?? "00:00").split(":").map(Number);
  return zonedTime(parsed, hour, minute, timeZone);
}

/** A series' dates whose day falls from `from` to `to` (inclusive), read off its row. */
export function datesOfSeries(row: EventRow, from: string, to: string, timeZone: string): SeriesDate[] {
  if (!row.recurrence) return [];
  return seriesDates(
    {
      first: isoDay(calendarDayOf(row.eventDate, timeZone)),
      startTime: row.startTime,
      endTime: row.endTime,
      recurrence: row.recurrence,
      exceptions: row.exceptions,
    },
    from,
    to,
  );
}

/** One date of a series as the calendar lists it: the series' fields at that day and time. */
const occurrence = (row: EventRow, date: SeriesDate, timeZone: string): CalendarEvent => ({
  ...toCalendarEvent(row),
  eventDate: dayMoment(date.day, date.startTime, timeZone).toISOString(),
  startTime: date.startTime,
  endTime: date.endTime,
  cancelled: row.cancelledAt !== null || date.cancelled,
});

/** Calendar order for rows already read: day in the zone, then start time (none first), then title. */
function byCalendarOrder(timeZone: string) {
  return (a: CalendarEvent, b: CalendarEvent) =>
    isoDay(calendarDayOf(new Date(a.eventDate), timeZone)).localeCompare(
      isoDay(calendarDayOf(new Date(b.eventDate), timeZone)),
    ) ||
    (a.startTime ?? "").localeCompare(b.startTime ?? "") ||
    a.eventDate.localeCompare(b.eventDate) ||
    a.title.localeCompare(b.title);
}

/** Date first, then start time, as the calendar lists them (events without a time lead their day). */
const calendarOrder = (timeZone: string | SQL) => [
  sql`(${events.eventDate} at time zone ${timeZone})::date`,
  sql`${events.startTime} asc nulls first`,
  asc(events.eventDate),
  asc(events.title),
];

/** Approved events, series dates expanded, whose day falls from `first` to `last` in the site's zone. */
async function eventsOfDays(
  db: Db,
  first: CalendarDay,
  last: CalendarDay,
  timeZone: string,
): Promise<CalendarEvent[]> {
  const from = startOfDay(first, timeZone);
  const until = startOfDay(addDays(last, 1), timeZone);
  const [rows, series] = await Promise.all([
    approvedEventsBetween(db, { from: from.toISOString(), until: until.toISOString(), timeZone }),
    approvedSeriesStartedBefore(db, { until: until.toISOString() }),
  ]);
  if (series.length === 0) return rows.map(toCalendarEvent);
  return [
    ...rows.map(toCalendarEvent),
    ...series.flatMap((row) =>
      datesOfSeries(row, isoDay(first), isoDay(last), timeZone).map((date) =>
        occurrence(row, date, timeZone),
      ),
    ),
  ].sort(byCalendarOrder(timeZone));
}

/** Approved events whose date falls in the month, both counted in the site's time zone. */
export function eventsOfMonth(
  db: Db,
  year: number,
  month: number,
  timeZone: string,
): Promise<CalendarEvent[]> {
  const next = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  return eventsOfDays(db, { year, month, day: 1 }, addDays(next, -1), timeZone);
}

/** How many dates the home page's strip shows; the calendar has the rest. */
const WEEK_EVENTS_SHOWN = 6;

/**
 * The home page's 'Diese Woche': the dates from today to Sunday, the week running Monday to Sunday in the
 * site's zone (on a Sunday, that day alone).
 */
export async function eventsOfWeek(db: Db, timeZone: string, now = new Date()): Promise<EventsOfWeek> {
  const today = calendarDayOf(now, timeZone);
  const sunday = addDays(today, 6 - weekdayIndex(today));
  const dates = await eventsOfDays(db, today, sunday, timeZone);
  return {
    from: isoDay(today),
    to: isoDay(sunday),
    events: dates.slice(0, WEEK_EVENTS_SHOWN).map(toWeekEvent),
    total: dates.length,
  };
}

/**
 * When the public events next change by time alone: the coming midnight, when the week's strip loses a
 * day (or a new week begins) and a series' page moves on to its next dates.
 */
export async function nextEventsChange(_db: Db, now: Date, timeZone: string): Promise<Date> {
  return startOfDay(addDays(calendarDayOf(now, timeZone), 1), timeZone);
}

/** Approved series whose first date is before `until`: the month expands them (a moved date may come in). */
const approvedSeriesStartedBefore = preparedPerDatabase<{ until: string }, EventRow[]>((db) =>
  db
    .select()
    .from(events)
    .where(
      and(
        eq(events.status, "approved"),
        isNotNull(events.recurrence),
        lt(events.eventDate, momentPlaceholder("until")),
      ),
    )
    .prepare("approved_series_started_before"),
);

/** Approved events from `from` up to `until`, in calendar order; exported so that a test can EXPLAIN it. */
export const approvedEventsQuery = (db: Db, from: Date | SQL, until: Date | SQL, timeZone: string | SQL) =>
  db
    .select()
    .from(events)
    .where(
      and(
        eq(events.status, "approved"),
        isNull(events.recurrence),
        gte(events.eventDate, from),
        lt(events.eventDate, until),
      ),
    )
    .orderBy(...calendarOrder(timeZone));

/** The calendar's read, prepared once: every month's page and answer run it. */
const approvedEventsBetween = preparedPerDatabase<
  { from: string; until: string; timeZone: string },
  (typeof events.$inferSelect)[]
>((db) =>
  approvedEventsQuery(
    db,
    momentPlaceholder("from"),
    momentPlaceholder("until"),
    sql`${sql.placeholder("timeZone")}::text`,
  ).prepare("approved_events_between"),
);

/** The moment an event starts: its day at its start time in the site's zone (midnight without a time). */
function eventMoment(input: EventSubmission, timeZone: string): Date {
  const day = parseDateOnly(input.eventDate);
  if (!day) return new Date(input.eventDate);
  const [hour = 0, minute = 0] = (input.startTime ?? "00:00").split(":").map(Number);
  return zonedTime(day, hour, minute, timeZone);
}

/**
 * Where a new event goes: a member's submission waits for the team (DESIGN.md §3); a group's event is
 * public at once (`approved`) or for its members (`members`), as the group's.
 */
export interface EventPlacement {
  status: "pending" | "approved" | "members";
  groupId?: number;
}

/** A member's submission, or a group admin's event: checked, stored with a free address. */
export async function submitEvent(
  db: Db | Tx,
  input: EventSubmission,
  userId: string,
  timeZone: string,
  now = new Date(),
  placement: EventPlacement = { status: "pending" },
): Promise<OwnEvent> {
  if (isPastEventDate(input.eventDate, timeZone, now)) throw badRequest(EVENT_DATE_PAST);
  // A picture of this site that somebody else uploaded is not the submitter's to publish.
  if (input.imageUrl && !(await uploadedByMember(db, userId, [input.imageUrl])))
    throw badRequest(EVENT_IMAGE_NOT_OWN);
  const row = await insertWithFreeSlug(db, events, input.title, async (slug, tx) => {
    const [inserted] = await tx
      .insert(events)
      .values({
        slug,
        title: input.title,
        eventDate: eventMoment(input, timeZone),
        startTime: input.startTime,
        endTime: input.endTime,
        description: input.description,
        location: input.location,
        organizer: input.organizer,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone,
        imageUrl: input.imageUrl,
        userId,
        status: placement.status,
        groupId: placement.groupId,
      })
      .returning();
    return inserted!;
  });
  return toOwnEvent(row);
}

/**
 * The member's own submissions to the calendar in every state, newest date first. A group's event is the
 * group's (its page lists it): not one waiting for the team, and not its author's to read once they left.
 */
export async function eventsOfMember(db: Db, userId: string): Promise<OwnEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.userId, userId), isNull(events.groupId)))
    .orderBy(desc(events.eventDate), desc(events.createdAt));
  return rows.map(toOwnEvent);
}

/** One approved event (its calendar download); anything else is unknown to the public. */
export async function approvedEvent(db: Db, id: string): Promise<EventRow> {
  if (!UUID.test(id)) throw notFound(EVENT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.status, "approved")));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

/** An approved event's page; a pending or rejected one is unknown to the public (404). */
export async function approvedEventBySlug(
  db: Db,
  slug: string,
  timeZone: string,
  now = new Date(),
): Promise<EventDetail> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.status, "approved")));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  const today = calendarDayOf(now, timeZone);
  return {
    ...(nextDateOf(row, today, timeZone) ?? toCalendarEvent(row)),
    cancelled: row.cancelledAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nextDates: upcomingDates(row, today, timeZone).slice(0, NEXT_DATES_SHOWN),
  };
}

/** How many of a series' next dates its page lists. */
const NEXT_DATES_SHOWN = 12;

/** A series' dates from a day on, for a year ahead (the page's list, the team's form). */
export const upcomingDates = (row: EventRow, from: CalendarDay, timeZone: string) =>
  datesOfSeries(row, isoDay(from), isoDay(addDays(from, 366)), timeZone);

/** Events with a date from `from` on: a series that began long ago still has some, unless its rule ended. */
export const datesFrom = (from: Date, timeZone: string) =>
  or(
    gte(events.eventDate, from),
    and(
      isNotNull(events.recurrence),
      sql`coalesce(${events.recurrence}->>'until', '9999-12-31') >= ${isoDay(calendarDayOf(from, timeZone))}`,
    ),
  );

/** A series' next date from a day on that takes place (else its next date at all); null for a single event. */
export function nextDateOf(row: EventRow, from: CalendarDay, timeZone: string): CalendarEvent | null {
  if (!row.recurrence) return null;
  const dates = datesOfSeries(row, isoDay(from), isoDay(addDays(from, 366)), timeZone);
  const next = dates.find((date) => !date.cancelled) ?? dates[0];
  return next ? occurrence(row, next, timeZone) : null;
}

/** The subscribable feed: approved events from a quarter of a year ago on. */
export async function feedEvents(db: Db, timeZone: string, now = new Date()): Promise<EventRow[]> {
  const from = startOfDay(addDays(calendarDayOf(now, timeZone), -FEED_PAST_DAYS), timeZone);
  return db
    .select()
    .from(events)
    .where(and(eq(events.status, "approved"), datesFrom(from, timeZone)))
    .orderBy(...calendarOrder(timeZone));
}
