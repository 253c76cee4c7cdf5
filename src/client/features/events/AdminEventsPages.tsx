import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EDITORIAL_EVENTS_PAGE_SIZE, type EditorialEvent } from "../../../shared/events/events";
import { AdminEditPage } from "../../components/admin-edit-page";
import { AdminListItem, AdminListPage } from "../../components/admin-list-page";
import { boxedListClass } from "../../components/ui/card";
import { LoadingLine } from "../../components/ui/query-state";
import type { PageProps } from "../../lib/page";
import { useSite } from "../../lib/site";
import { CancelledBadge } from "./CancelledBadge";
import { EditorialEventForm } from "./EditorialEventForm";
import { adminEventQuery, adminEventsQuery, dateLabel, dayIn } from "./editorial-events";

/** Issue 21, item 3: the editorial team's events, at /admin/veranstaltungen. */

const DENIED = "Die Veranstaltungen der Redaktion sind Redaktion und Administratoren vorbehalten.";

export function AdminEventsPage() {
  const { timeZone } = useSite();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useQuery<{ events: EditorialEvent[]; total: number }>(adminEventsQuery(page));
  return (
    <AdminListPage
      title="Veranstaltungen"
      deniedText={DENIED}
      newItem={{ href: "/admin/veranstaltungen/neu", label: "Neue Veranstaltung" }}
      paging={{ page, pageSize: EDITORIAL_EVENTS_PAGE_SIZE, total: data?.total, onPage: setPage }}
    >
      {isLoading ? (
        <LoadingLine className="mt-6" />
      ) : (
        <ul className={boxedListClass("mt-6")}>
          {(data?.events ?? []).map((event) => (
            <AdminListItem
              key={event.id}
              href={`/admin/veranstaltungen/${event.id}`}
              title={event.title}
              titleClass="text-red-800"
            >
              {event.cancelled ? <CancelledBadge /> : null}
              {event.recurrence
                ? `Serie (${event.recurrence.freq === "weekly" ? "wöchentlich" : "monatlich"}) ab `
                : null}
              {dateLabel(dayIn(event.eventDate, timeZone), event.startTime)}
              {event.status === "pending" ? " · wartet auf Freigabe" : null}
            </AdminListItem>
          ))}
        </ul>
      )}
    </AdminListPage>
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
      missing="Diese Veranstaltung gibt es nicht."
      editor={(event) => <EditorialEventForm key={event?.updatedAt} event={event} />}
    />
  );
}
