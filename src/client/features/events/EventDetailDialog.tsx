import { Link } from "wouter";
import { eventPath } from "../../../shared/events/basics";
import type { CalendarEvent } from "../../../shared/events/events";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { EventDetails } from "./EventDetails";

/** Spec §2: an event's details, with its calendar download and a link to its own page (beyond the spec). */
export function EventDetailDialog({ event, onClose }: { event: CalendarEvent | null; onClose: () => void }) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {event ? (
        <DialogContent title={event.title}>
          <EventDetails event={event} />
          <Link
            href={eventPath(event.slug)}
            onClick={onClose}
            className="mt-4 inline-flex items-center gap-1 font-semibold text-red-800 underline"
          >
            Zur Seite der Veranstaltung
          </Link>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
