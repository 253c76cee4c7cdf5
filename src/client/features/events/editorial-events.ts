import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { calendarDayOf, isoDay } from "../../../shared/common/dates";
import { formTexts } from "../../../shared/common/form-texts";
import type { EditorialEvent, EventSubmissionInput } from "../../../shared/events/events";
import { dayFromIso, type EventRecurrence, type Weekday } from "../../../shared/events/series";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/api";
import { invalidateAdmin } from "../admin/queries";
import { longDate } from "./calendar";
import { eventsMonthPrefix } from "./queries";

/** The editorial team's events (issue 21, item 3): their reads, labels and saving, shared by its screens. */

export const adminEventsQuery = (page: number) => ({ queryKey: [`/api/admin/events?page=${page}`] });
export const adminEventQuery = (id: string) =>
  queryOptions<EditorialEvent>({ queryKey: ["/api/admin/events", id] });

/** The day an event's moment falls on in the site's zone, 'YYYY-MM-DD'. */
export const dayIn = (moment: string, timeZone: string) => isoDay(calendarDayOf(new Date(moment), timeZone));

export const dateLabel = (day: string, startTime: string | null) =>
  [longDate(dayFromIso(day)), startTime ? `${startTime} Uhr` : null].filter(Boolean).join(", ");

/** The repetition as the form holds it: 'none' or a frequency, and the inputs' texts. */
export interface RecurrenceInput {
  freq: "none" | EventRecurrence["freq"];
  every: string;
  byDay: Weekday[];
  until: string;
}

export const recurrenceInput = (recurrence: EventRecurrence | null | undefined): RecurrenceInput => ({
  freq: recurrence?.freq ?? "none",
  every: String(recurrence?.interval ?? 1),
  byDay: recurrence?.byDay ?? [],
  until: recurrence?.until ?? "",
});

/** What the API stores for the form's repetition; an event without one also drops its exceptions. */
export const recurrenceBody = (input: RecurrenceInput) =>
  input.freq === "none"
    ? { recurrence: null, exceptions: [] }
    : {
        recurrence: {
          freq: input.freq,
          interval: Number(input.every),
          until: input.until || null,
          byDay: input.freq === "weekly" ? input.byDay : [],
        },
      };

/** The stored event as the member form's values ('' for empty, as the inputs hold them). */
export const formValues = (timeZone: string, event?: EditorialEvent): EventSubmissionInput => ({
  ...formTexts(event, [
    "title",
    "startTime",
    "endTime",
    "location",
    "description",
    "organizer",
    "contactEmail",
    "contactPhone",
    "imageUrl",
  ]),
  eventDate: event ? dayIn(event.eventDate, timeZone) : "",
});

export function useEventMutation<T>(request: (body: T) => Promise<EditorialEvent>, success: string) {
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
