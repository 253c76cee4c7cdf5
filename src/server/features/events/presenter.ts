import type { ModerationStatus } from "../../../shared/common/constants";
import type { CalendarEvent, EditorialEvent, OwnEvent, WeekEvent } from "../../../shared/events/events";
import type { events } from "../../db/schema";

export type EventRow = typeof events.$inferSelect;

/** An event as the calendar, its page and the feeds show it. */
export const toCalendarEvent = (row: EventRow): CalendarEvent => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  eventDate: row.eventDate.toISOString(),
  startTime: row.startTime,
  endTime: row.endTime,
  location: row.location,
  organizer: row.organizer,
  description: row.description,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  imageUrl: row.imageUrl,
  cancelled: row.cancelledAt !== null,
  recurring: row.recurrence !== null,
});

/** An event as its submitter and the moderation inbox see it, with its state. */
export const toOwnEvent = (row: EventRow): OwnEvent => ({
  ...toCalendarEvent(row),
  status: row.status as ModerationStatus,
  createdAt: row.createdAt.toISOString(),
});

/** A date of the week as the home page's strip shows it: no description, contacts or picture. */
export const toWeekEvent = (event: CalendarEvent): WeekEvent => ({
  id: event.id,
  slug: event.slug,
  title: event.title,
  eventDate: event.eventDate,
  startTime: event.startTime,
  endTime: event.endTime,
  location: event.location,
  cancelled: event.cancelled,
});

/** An event as the team's form and list show it, with the series' next dates the form lists. */
export function toEditorialEvent(
  row: EventRow,
  authorName: string | null,
  dates: EditorialEvent["dates"],
): EditorialEvent {
  return {
    ...toCalendarEvent(row),
    status: row.status as EditorialEvent["status"],
    recurrence: row.recurrence,
    exceptions: row.exceptions,
    dates,
    authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
