import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { calendarDayOf, isoDay } from "../../../shared/dates";
import {
  dayFromIso,
  type EventException,
  type EventRecurrence,
  type SeriesDate,
  WEEKDAYS,
  type Weekday,
} from "../../../shared/event-series";
import {
  EDITORIAL_EVENTS_PAGE_SIZE,
  type EditorialEvent,
  type EventSubmission,
  type EventSubmissionInput,
  eventSubmissionSchema,
} from "../../../shared/events";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field, Input } from "../../components/ui/field";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessage } from "../../lib/api";
import type { PageProps } from "../../lib/page";
import { useSite } from "../../lib/site";
import { AdminGate } from "../admin/AdminGate";
import { invalidateAdmin } from "../admin/queries";
import { CancelledBadge } from "./CancelledBadge";
import { longDate } from "./calendar";
import { EventFields } from "./EventSubmissionDialog";
import { eventsMonthPrefix } from "./queries";

/** Issue 21, item 3: the editorial team's events, at /admin/veranstaltungen. */

const DENIED = "Die Veranstaltungen der Redaktion sind Redaktion und Administratoren vorbehalten.";
const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: "Montag",
  TU: "Dienstag",
  WE: "Mittwoch",
  TH: "Donnerstag",
  FR: "Freitag",
  SA: "Samstag",
  SU: "Sonntag",
};

const adminEventsQuery = (page: number) => ({ queryKey: [`/api/admin/events?page=${page}`] });
const adminEventQuery = (id: string) => ({ queryKey: ["/api/admin/events", id] });

/** The day an event's moment falls on in the site's zone, 'YYYY-MM-DD'. */
const dayIn = (moment: string, timeZone: string) => isoDay(calendarDayOf(new Date(moment), timeZone));

const dateLabel = (day: string, startTime: string | null) =>
  [longDate(dayFromIso(day)), startTime ? `${startTime} Uhr` : null].filter(Boolean).join(", ");

export function AdminEventsPage() {
  const { timeZone } = useSite();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useQuery<{ events: EditorialEvent[]; total: number }>(adminEventsQuery(page));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / EDITORIAL_EVENTS_PAGE_SIZE));
  return (
    <AdminGate title="Veranstaltungen" deniedText={DENIED} allow="editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">Veranstaltungen</h1>
        <Link href="/admin/veranstaltungen/neu" className={buttonClass("primary")}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Neue Veranstaltung
        </Link>
      </div>
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
      {pages > 1 ? (
        <nav aria-label="Seiten" className="mt-4 flex items-center gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Zurück
          </Button>
          <span>{`Seite ${page} von ${pages}`}</span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Weiter
          </Button>
        </nav>
      ) : null}
    </AdminGate>
  );
}

export function AdminEventEditPage({ params }: PageProps) {
  const id = params.id ?? "neu";
  const isNew = id === "neu";
  const { data: event, isLoading } = useQuery<EditorialEvent>({ ...adminEventQuery(id), enabled: !isNew });
  return (
    <AdminGate
      title={isNew ? "Neue Veranstaltung" : "Veranstaltung bearbeiten"}
      deniedText={DENIED}
      allow="editor"
    >
      <Link href="/admin/veranstaltungen" className="text-sm font-medium text-red-800 underline">
        Zur Liste der Veranstaltungen
      </Link>
      <h1 className="mt-3 text-3xl font-bold break-words text-stone-900">
        {isNew ? "Neue Veranstaltung" : (event?.title ?? "Veranstaltung")}
      </h1>
      {isNew ? (
        <EditorialEventForm />
      ) : isLoading || !event ? (
        <p className="mt-6" role="status">
          Lade...
        </p>
      ) : (
        <EditorialEventForm key={event.updatedAt} event={event} />
      )}
    </AdminGate>
  );
}

/** The stored event as the member form's values ('' for empty, as the inputs hold them). */
const formValues = (timeZone: string, event?: EditorialEvent): EventSubmissionInput => ({
  title: event?.title ?? "",
  eventDate: event ? dayIn(event.eventDate, timeZone) : "",
  startTime: event?.startTime ?? "",
  endTime: event?.endTime ?? "",
  location: event?.location ?? "",
  description: event?.description ?? "",
  organizer: event?.organizer ?? "",
  contactEmail: event?.contactEmail ?? "",
  contactPhone: event?.contactPhone ?? "",
  imageUrl: event?.imageUrl ?? "",
});

function useEventMutation<T>(request: (body: T) => Promise<EditorialEvent>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (saved) => {
      toast({ title: success });
      queryClient.setQueryData(adminEventQuery(saved.id).queryKey, saved);
      await Promise.all([
        invalidateAdmin(queryClient, ["/api/admin/events"]),
        queryClient.invalidateQueries({ queryKey: eventsMonthPrefix }),
      ]);
    },
    onError: (error) =>
      toast({
        title: "Fehler",
        description: errorMessage(error) ?? "Bitte versuchen Sie es erneut.",
        variant: "destructive",
      }),
  });
}

function EditorialEventForm({ event }: { event?: EditorialEvent }) {
  const [, navigate] = useLocation();
  const form = useForm<EventSubmissionInput, unknown, EventSubmission>({
    resolver: zodResolver(eventSubmissionSchema),
    defaultValues: formValues(useSite().timeZone, event),
  });
  const [freq, setFreq] = useState<"none" | EventRecurrence["freq"]>(event?.recurrence?.freq ?? "none");
  const [every, setEvery] = useState(String(event?.recurrence?.interval ?? 1));
  const [byDay, setByDay] = useState<Weekday[]>(event?.recurrence?.byDay ?? []);
  const [until, setUntil] = useState(event?.recurrence?.until ?? "");

  const save = useEventMutation(async (fields: EventSubmission) => {
    const recurrence =
      freq === "none"
        ? null
        : { freq, interval: Number(every), until: until || null, byDay: freq === "weekly" ? byDay : [] };
    const body = { ...fields, recurrence, ...(freq === "none" ? { exceptions: [] } : {}) };
    const response = event
      ? await apiRequest("PATCH", `/api/admin/events/${event.id}`, body)
      : await apiRequest("POST", "/api/admin/events", body);
    const saved = (await response.json()) as EditorialEvent;
    if (!event) navigate(`/admin/veranstaltungen/${saved.id}`);
    return saved;
  }, "Veranstaltung gespeichert");
  const cancel = useEventMutation(
    async (date: string | null) =>
      (await (
        await apiRequest("POST", `/api/admin/events/${event!.id}/cancel`, date ? { date } : {})
      ).json()) as EditorialEvent,
    "Abgesagt",
  );
  const move = useEventMutation(
    async (moved: EventException) =>
      (await (
        await apiRequest("PATCH", `/api/admin/events/${event!.id}`, {
          exceptions: [...event!.exceptions.filter((exception) => exception.date !== moved.date), moved],
        })
      ).json()) as EditorialEvent,
    "Termin verschoben",
  );

  return (
    <div className="mt-6 space-y-6">
      {event?.cancelled ? (
        <p className="rounded-md border border-stone-400 bg-stone-100 p-3 font-semibold">
          <CancelledBadge />
          Diese Veranstaltung ist abgesagt.
        </p>
      ) : null}
      <Card className="p-4 sm:p-6">
        <form noValidate onSubmit={form.handleSubmit((fields) => save.mutate(fields))} className="space-y-4">
          <EventFields form={form} />
          <fieldset className="space-y-4 rounded-md border border-stone-300 p-4">
            <legend className="px-1 font-semibold text-stone-900">Wiederholung</legend>
            <Field label="Wiederholung">
              {(props) => (
                <select
                  {...props}
                  className="w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-sm"
                  value={freq}
                  onChange={(change) => setFreq(change.target.value as typeof freq)}
                >
                  <option value="none">Keine</option>
                  <option value="weekly">Wöchentlich</option>
                  <option value="monthly">Monatlich (gleicher Tag im Monat)</option>
                </select>
              )}
            </Field>
            {freq === "none" ? null : (
              <>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label={freq === "weekly" ? "Alle … Wochen" : "Alle … Monate"}>
                    {(props) => (
                      <Input
                        {...props}
                        type="number"
                        min={1}
                        max={52}
                        value={every}
                        onChange={(change) => setEvery(change.target.value)}
                      />
                    )}
                  </Field>
                  <Field label="Enddatum" hint="Leer lassen für eine Serie ohne Ende.">
                    {(props) => (
                      <Input
                        {...props}
                        type="date"
                        value={until}
                        onChange={(change) => setUntil(change.target.value)}
                      />
                    )}
                  </Field>
                </div>
                {freq === "weekly" ? (
                  <fieldset>
                    <legend className="mb-1 text-sm font-medium text-stone-800">
                      Wochentage (ohne Auswahl: der Wochentag des Datums)
                    </legend>
                    <div className="flex flex-wrap gap-3">
                      {WEEKDAYS.map((day) => (
                        <label key={day} className="inline-flex items-center gap-1 text-sm">
                          <input
                            type="checkbox"
                            checked={byDay.includes(day)}
                            onChange={(change) =>
                              setByDay(
                                change.target.checked
                                  ? [...byDay, day]
                                  : byDay.filter((chosen) => chosen !== day),
                              )
                            }
                          />
                          {WEEKDAY_NAMES[day]}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ) : null}
              </>
            )}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Wird gespeichert..." : event ? "Änderungen speichern" : "Veröffentlichen"}
            </Button>
          </div>
        </form>
      </Card>
      {event?.recurrence ? (
        <section aria-labelledby="termine-der-serie">
          <h2 id="termine-der-serie" className="text-xl font-bold text-stone-900">
            Termine der Serie
          </h2>
          <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {event.dates.map((date) => (
              <li
                key={date.date}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
                data-testid="series-date"
              >
                <span>
                  {date.cancelled ? <CancelledBadge /> : null}
                  {dateLabel(date.day, date.startTime)}
                  {date.moved ? ` (verschoben vom ${longDate(dayFromIso(date.date))})` : null}
                </span>
                {date.cancelled || event.cancelled ? null : (
                  <span className="flex flex-wrap gap-2">
                    <MoveDate
                      date={date}
                      label={dateLabel(date.day, date.startTime)}
                      busy={move.isPending}
                      onMove={(moved) => move.mutate(moved)}
                    />
                    <Button
                      variant="outline"
                      disabled={cancel.isPending}
                      onClick={() => cancel.mutate(date.date)}
                      aria-label={`Termin vom ${dateLabel(date.day, date.startTime)} absagen`}
                    >
                      Absagen
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {event && !event.cancelled ? (
        <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(null)}>
          Veranstaltung absagen
        </Button>
      ) : null}
    </div>
  );
}

/** Moves one date of a series to another day and time: an exception of the series, not a new event. */
function MoveDate({
  date,
  label,
  busy,
  onMove,
}: {
  date: SeriesDate;
  label: string;
  busy: boolean;
  onMove: (moved: EventException) => void;
}) {
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(date.day);
  const [startTime, setStartTime] = useState(date.startTime ?? "");
  const [endTime, setEndTime] = useState(date.endTime ?? "");
  const id = useId();
  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)} aria-label={`Termin vom ${label} verschieben`}>
        Verschieben
      </Button>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Termin vom ${label} verschieben`}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        onMove({ date: date.date, newDate: day, startTime: startTime || null, endTime: endTime || null });
        setOpen(false);
      }}
    >
      <label className="text-sm" htmlFor={`${id}-day`}>
        Neues Datum
        <Input id={`${id}-day`} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
      </label>
      <label className="text-sm" htmlFor={`${id}-start`}>
        Beginn
        <Input
          id={`${id}-start`}
          type="time"
          value={startTime}
          onChange={(e) => setStartTime(e.target.value)}
        />
      </label>
      <label className="text-sm" htmlFor={`${id}-end`}>
        Ende
        <Input id={`${id}-end`} type="time" value={endTime} onChange={(e) => setEndTime(e.target.value)} />
      </label>
      <Button type="submit" disabled={busy}>
        Speichern
      </Button>
      <Button variant="secondary" onClick={() => setOpen(false)}>
        Abbrechen
      </Button>
    </form>
  );
}
