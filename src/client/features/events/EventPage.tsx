import { calendarDayOf } from "../../../shared/common/dates";
import { EVENT_NOT_FOUND, eventPath } from "../../../shared/events/basics";
import { dayFromIso } from "../../../shared/events/series";
import { boxedListClass } from "../../components/ui/card";
import { PageMeta } from "../../lib/head";
import type { PageProps } from "../../lib/page";
import { useSite } from "../../lib/site";
import { ContentImage } from "../articles/ContentImage";
import { imageSrc } from "../articles/categoryStyle";
import { BackLink, useDetail } from "../articles/DetailStates";
import { metaDescription } from "../articles/seo";
import { CancelledBadge } from "./CancelledBadge";
import { longDate } from "./calendar";
import { EventDetails } from "./EventDetails";
import { eventQuery } from "./queries";
import { eventJsonLd } from "./seo";

/** /veranstaltungen/{slug}: an approved event's own page, to share and to be found (issue 22). */
export function EventPage({ params }: PageProps) {
  const site = useSite();
  const { data: event, fallback } = useDetail(eventQuery(params.slug ?? ""), {
    title: EVENT_NOT_FOUND,
    text: "Diese Veranstaltung gibt es nicht oder nicht mehr. Alle Veranstaltungen finden Sie im Kalender.",
  });
  if (!event) return fallback;

  const image = imageSrc(event.imageUrl);
  const day = longDate(calendarDayOf(new Date(event.eventDate), site.timeZone));
  const summary = [day, event.startTime ? `${event.startTime} Uhr` : null, event.location]
    .filter(Boolean)
    .join(", ");
  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta
        title={`${event.title} – Veranstaltung – Dorfportal ${site.municipality}`}
        description={metaDescription(null, event.description ? `${summary}. ${event.description}` : summary)}
        image={image}
        canonicalPath={eventPath(event.slug)}
        jsonLd={eventJsonLd(site, event, image)}
      />
      <BackLink href="/category/Events" label="Zum Kalender" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-red-800">Veranstaltung</p>
      <h1 className="mt-2 text-3xl font-bold break-words text-stone-900 sm:text-4xl">{event.title}</h1>
      <div className="mt-6">
        <EventDetails
          event={event}
          image={
            image ? (
              <ContentImage
                src={image}
                eager
                sizes="(min-width: 768px) 48rem, 100vw"
                className="w-full rounded-lg object-cover"
              />
            ) : null
          }
        />
      </div>
      {event.nextDates.length > 0 ? (
        <section className="mt-8" aria-labelledby="naechste-termine">
          <h2 id="naechste-termine" className="text-xl font-bold text-stone-900">
            Nächste Termine
          </h2>
          <ul className={boxedListClass("mt-3")}>
            {event.nextDates.map((date) => (
              <li key={date.date} className="p-3 text-stone-900" data-testid="series-date">
                {date.cancelled ? <CancelledBadge /> : null}
                <span className={date.cancelled ? "line-through" : undefined}>
                  {[
                    longDate(dayFromIso(date.day)),
                    date.startTime
                      ? `${[date.startTime, date.endTime].filter(Boolean).join(" – ")} Uhr`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </span>
                {date.moved ? (
                  <span className="ml-2 text-sm text-stone-700">
                    (verschoben vom {longDate(dayFromIso(date.date))})
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
