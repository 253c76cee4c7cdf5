import type { ModerationStatus } from "../../../shared/constants";
import type { CalendarEvent, OwnEvent } from "../../../shared/events";
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
