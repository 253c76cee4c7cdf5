import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import {
  type EditorialEvent,
  type EventSubmission,
  type EventSubmissionInput,
  eventSubmissionSchema,
} from "../../../shared/events/events";
import type { EventException } from "../../../shared/events/series";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { apiRequest } from "../../lib/api";
import { useSite } from "../../lib/site";
import { CancelledBadge } from "./CancelledBadge";
import { EventFields } from "./EventSubmissionDialog";
import { formValues, recurrenceBody, recurrenceInput, useEventMutation } from "./editorial-events";
import { RecurrenceFields } from "./RecurrenceFields";
import { SeriesDates } from "./SeriesDates";

/** A new or stored editorial event: the member form's fields, its repetition, and for a series its dates. */
export function EditorialEventForm({ event }: { event?: EditorialEvent }) {
  const [, navigate] = useLocation();
  const form = useForm<EventSubmissionInput, unknown, EventSubmission>({
    resolver: zodResolver(eventSubmissionSchema),
    defaultValues: formValues(useSite().timeZone, event),
  });
  const [recurrence, setRecurrence] = useState(() => recurrenceInput(event?.recurrence));

  const save = useEventMutation(async (fields: EventSubmission) => {
    const body = { ...fields, ...recurrenceBody(recurrence) };
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
          <RecurrenceFields value={recurrence} onChange={setRecurrence} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Wird gespeichert..." : event ? "Änderungen speichern" : "Veröffentlichen"}
            </Button>
          </div>
        </form>
      </Card>
      {event?.recurrence ? (
        <SeriesDates
          event={event}
          busy={move.isPending || cancel.isPending}
          onMove={(moved) => move.mutate(moved)}
          onCancel={(date) => cancel.mutate(date)}
        />
      ) : null}
      {event && !event.cancelled ? (
        <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(null)}>
          Veranstaltung absagen
        </Button>
      ) : null}
    </div>
  );
}
