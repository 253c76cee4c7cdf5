import { CalendarDays, CalendarPlus, Clock, ExternalLink, type LucideIcon, MapPin, User } from "lucide-react";
import type { ReactNode } from "react";
import { calendarDayOf } from "../../../shared/common/dates";
import { eventMapHref } from "../../../shared/events/basics";
import type { CalendarEvent } from "../../../shared/events/events";
import { ContactLines } from "../../components/contact-lines";
import { buttonClass } from "../../components/ui/button";
import { useSite } from "../../lib/site";
import { imageSrc } from "../articles/categoryStyle";
import { ReportButton } from "../reports/ReportButton";
import { CancelledBadge } from "./CancelledBadge";
import { longDate } from "./calendar";

/** What the dialog and the event's page both show: picture, facts, text, contact and calendar download. */
export function EventDetails({ event, image: imageElement }: { event: CalendarEvent; image?: ReactNode }) {
  const { timeZone, municipality } = useSite();
  const image = imageSrc(event.imageUrl);
  const times = [event.startTime, event.endTime].filter(Boolean).join(" – ");
  return (
    <div className="space-y-4 text-stone-800">
      {event.cancelled ? (
        <p className="rounded-md border border-stone-400 bg-stone-100 p-3 font-semibold text-stone-900">
          <CancelledBadge />
          {event.recurring ? "Dieser Termin findet nicht statt." : "Diese Veranstaltung findet nicht statt."}
        </p>
      ) : null}
      {imageElement ??
        (image ? <img src={image} alt="" className="max-h-64 w-full rounded-md object-cover" /> : null)}
      <dl className="space-y-2">
        <EventFact icon={CalendarDays} label="Datum">
          {longDate(calendarDayOf(new Date(event.eventDate), timeZone))}
        </EventFact>
        {times ? (
          <EventFact icon={Clock} label="Zeit">
            {`${times} Uhr`}
          </EventFact>
        ) : null}
        {event.location ? (
          <EventFact icon={MapPin} label="Ort">
            {event.location}{" "}
            <a
              className="inline-flex items-center gap-1 text-red-800 underline"
              href={eventMapHref(event.location, municipality)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Auf der Karte zeigen
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">(OpenStreetMap, neues Fenster)</span>
            </a>
          </EventFact>
        ) : null}
        {event.organizer ? (
          <EventFact icon={User} label="Veranstalter">
            {event.organizer}
          </EventFact>
        ) : null}
      </dl>
      {event.description ? <p className="whitespace-pre-line">{event.description}</p> : null}
      {event.contactEmail || event.contactPhone ? (
        <div className="rounded-md bg-stone-100 p-3">
          <p className="font-semibold">Kontakt:</p>
          <ContactLines email={event.contactEmail} phone={event.contactPhone} look="box" />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a href={`/events/${event.id}.ics`} download className={buttonClass("outline")}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          Zum Kalender hinzufügen
        </a>
        <ReportButton kind="event" itemId={event.id} />
      </div>
    </div>
  );
}

/** One fact of the event: an icon, its name for screen readers, and the value. */
function EventFact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icon className="mt-0.5 h-4 w-4" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
