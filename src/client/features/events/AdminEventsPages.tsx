import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { pageCountOf } from "../../../shared/common/paging-basics";
import { EDITORIAL_EVENTS_PAGE_SIZE, type EditorialEvent } from "../../../shared/events/events";
import { AdminEditPage } from "../../components/admin-edit-page";
import { AdminListHeading } from "../../components/admin-list-heading";
import type { PageProps } from "../../lib/page";
import { useSite } from "../../lib/site";
import { AdminGate } from "../admin/AdminGate";
import { Pager } from "../admin/Pager";
import { CancelledBadge } from "./CancelledBadge";
import { EditorialEventForm } from "./EditorialEventForm";
import { adminEventQuery, adminEventsQuery, dateLabel, dayIn } from "./editorial-events";

/** Issue 21, item 3: the editorial team's events, at /admin/veranstaltungen. */

const DENIED = "Die Veranstaltungen der Redaktion sind Redaktion und Administratoren vorbehalten.";

export function AdminEventsPage() {
  const { timeZone } = useSite();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useQuery<{ events: EditorialEvent[]; total: number }>(adminEventsQuery(page));
  const pages = pageCountOf(data?.total ?? 0, EDITORIAL_EVENTS_PAGE_SIZE);
  return (
    <AdminGate title="Veranstaltungen" deniedText={DENIED} allow="editor">
      <AdminListHeading
        title="Veranstaltungen"
        newHref="/admin/veranstaltungen/neu"
        newLabel="Neue Veranstaltung"
      />
      {isLoading ? (
        <p className="mt-6" role="status">
          Lade...
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {(data?.events ?? []).map((event) => (
            <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div className="min-w-0">
                <Link
                  href={`/admin/veranstaltungen/${event.id}`}
                  className="font-semibold break-words text-red-800 underline"
                >
                  {event.title}
                </Link>
                <p className="text-sm text-stone-700">
                  {event.cancelled ? <CancelledBadge /> : null}
                  {event.recurrence
                    ? `Serie (${event.recurrence.freq === "weekly" ? "wöchentlich" : "monatlich"}) ab `
                    : null}
                  {dateLabel(dayIn(event.eventDate, timeZone), event.startTime)}
                  {event.status === "pending" ? " · wartet auf Freigabe" : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pages} onPage={setPage} />
    </AdminGate>
  );
}

export function AdminEventEditPage({ params }: PageProps) {
  return (
    <AdminEditPage
      params={params}
      itemQuery={adminEventQuery}
      noun="Veranstaltung"
      newTitle="Neue Veranstaltung"
      deniedText={DENIED}
      back={{
        href: "/admin/veranstaltungen",
        label: "Zur Liste der Veranstaltungen",
        className: "text-sm font-medium text-red-800 underline",
      }}
      editor={(event) => <EditorialEventForm key={event?.updatedAt} event={event} />}
    />
  );
}
