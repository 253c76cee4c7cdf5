import { CalendarCheck } from "lucide-react";
import { useState } from "react";
import { deferred, useDeferredWhen } from "../../lib/deferred";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { EventCalendar } from "./EventCalendar";

/** The form (react-hook-form, zod, dialog) loads when it is first opened. */
const submissionDialog = deferred(() => import("./EventSubmissionDialog"));

/** The category page of Events (spec §2): heading, calendar and the submission dialog. */
export function EventsCategoryPage() {
  const { municipality } = useSite();
  const [formOpen, setFormOpen] = useState(false);
  const form = useDeferredWhen(submissionDialog, formOpen);
  const heading = `Events in ${municipality}`;

  return (
    <>
      <PageMeta
        title={`${heading} – Dorfportal ${municipality}`}
        description={`Veranstaltungskalender von ${municipality}: was in den nächsten Tagen und Wochen im Dorf läuft. Eigene Events können Mitglieder einreichen.`}
        canonicalPath="/category/Events"
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold">{heading}</h1>
        <a
          href="/events.ics"
          className="inline-flex items-center gap-1.5 text-sm text-red-800 underline hover:text-red-900"
        >
          <CalendarCheck className="h-4 w-4" aria-hidden="true" />
          Kalender abonnieren (iCal)
        </a>
      </div>
      <EventCalendar onAddEvent={() => setFormOpen(true)} />
      {form ? <form.EventSubmissionDialog open={formOpen} onOpenChange={setFormOpen} /> : null}
    </>
  );
}
