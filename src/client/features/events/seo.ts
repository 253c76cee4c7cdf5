import { type CalendarDay, calendarDayOf, zonedTime } from "../../../shared/common/dates";
import type { SiteSettings } from "../../../shared/common/site";
import { eventPath } from "../../../shared/events/basics";
import type { EventDetail } from "../../../shared/events/events";

const pad = (value: number) => String(value).padStart(2, "0");
const isoDay = (day: CalendarDay) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

/** A time of the event's day ('18:30') as an instant with its offset, or the bare day without one. */
function moment(day: CalendarDay, time: string | null, timeZone: string): string {
  if (!time) return isoDay(day);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return zonedTime(day, hour, minute, timeZone).toISOString();
}

/**
 * schema.org Event for the event's page: name, startDate and location are what search engines require
 * for an event rich result. A called-off event stays public, marked EventCancelled.
 */
export function eventJsonLd(site: SiteSettings, event: EventDetail, image: string | null) {
  const day = calendarDayOf(new Date(event.eventDate), site.timeZone);
  const place = event.location ?? site.municipality;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    startDate: moment(day, event.startTime, site.timeZone),
    ...(event.endTime ? { endDate: moment(day, event.endTime, site.timeZone) } : {}),
    eventStatus: event.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: place,
      address: { "@type": "PostalAddress", addressLocality: site.municipality, addressCountry: "CH" },
    },
    ...(event.description ? { description: event.description } : {}),
    ...(image ? { image: [new URL(image, site.publicUrl).href] } : {}),
    ...(event.organizer ? { organizer: { "@type": "Organization", name: event.organizer } } : {}),
    url: `${site.publicUrl}${eventPath(event.slug)}`,
    inLanguage: "de-CH",
  };
}
