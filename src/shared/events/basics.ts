// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).
import { paths } from "../common/paths";

/** Day strip (spec §9): 30 days from today, 5 visible at a time, offset 0 to 25. */
export const DAY_STRIP_DAYS = 30;
export const DAY_STRIP_VISIBLE = 5;
export const DAY_STRIP_MAX_OFFSET = DAY_STRIP_DAYS - DAY_STRIP_VISIBLE;
/** Month grid (spec §9): six weeks starting Monday. */
export const MONTH_GRID_CELLS = 42;

export const EVENT_NOT_FOUND = "Event nicht gefunden";

/** The address of an event's own page. */
export const eventPath = paths.event;

/** A map search for the event's place, in the municipality unless the place names it already. */
export function eventMapHref(location: string, municipality: string): string {
  const query = location.toLowerCase().includes(municipality.toLowerCase())
    ? location
    : `${location}, ${municipality}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** How a called-off event or date is marked wherever it is shown (issue 21). */
export const EVENT_CANCELLED = "Abgesagt";

/** A key for one date of the calendar: the dates of a series share the event's id. */
export const occurrenceKey = (event: { id: string; eventDate: string }) => `${event.id}@${event.eventDate}`;
