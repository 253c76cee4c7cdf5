import { z } from "zod";
import { type CalendarDay, calendarDayOf } from "../common/dates";
import { optionalText, tooLong } from "../common/german-text-fields";
import { type EventException, type EventRecurrence, type SeriesDate, WEEKDAYS } from "./series";

export * from "./basics";

/** Events of the calendar (spec portal-public §2 "Event calendar", §3 "Event", §5 event form). */

export const EVENT_TITLE_REQUIRED = "Bitte geben Sie einen Titel ein";
export const EVENT_DATE_REQUIRED = "Bitte wählen Sie ein Datum";
export const EVENT_DATE_INVALID = "Ungültiges Datum ausgewählt";
export const EVENT_DATE_PAST =
  "Das Datum liegt in der Vergangenheit. Bitte wählen Sie heute oder einen späteren Tag.";

const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** A wall-clock time 'HH:MM' (seconds, as some time pickers send them, are dropped). */
const optionalTime = (label: string) =>
  optionalText("Die Zeitangabe", 8)
    .refine((value) => value === null || TIME_PATTERN.test(value), {
      error: `Bitte geben Sie ${label} im Format HH:MM an.`,
    })
    .transform((value) => {
      const match = value ? TIME_PATTERN.exec(value) : null;
      return match ? `${match[1]!.padStart(2, "0")}:${match[2]}` : null;
    });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = z.iso.datetime({ offset: true });

/** A calendar day 'YYYY-MM-DD' (what a date input gives), or null if it names no real day. */
export function parseDateOnly(value: string): CalendarDay | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

const isEventDate = (value: string) =>
  parseDateOnly(value) !== null || (/^\d{4}-/.test(value) && dateTime.safeParse(value).success);

/** The calendar day an eventDate names, counted in the site's zone; null if it names none. */
export function eventDay(eventDate: string, timeZone: string): CalendarDay | null {
  const day = parseDateOnly(eventDate);
  if (day) return day;
  const moment = new Date(eventDate);
  return Number.isNaN(moment.getTime()) ? null : calendarDayOf(moment, timeZone);
}

const dayNumber = (day: CalendarDay) => day.year * 10_000 + day.month * 100 + day.day;

/** Spec §5: the date input's minimum is today; the server refuses earlier days too. */
export function isPastEventDate(eventDate: string, timeZone: string, now = new Date()): boolean {
  const day = eventDay(eventDate, timeZone);
  return day !== null && dayNumber(day) < dayNumber(calendarDayOf(now, timeZone));
}

export const EVENT_IMAGE_NOT_OWN = "Bitte laden Sie das Bild über das Formular hoch.";

/** Exactly the address an upload answered with (objects are named by 32 hex digits): no dots, no detours. */
const IMAGE_PATH = /^\/(objects\/uploads|api\/help-images)\/[0-9a-f]{32}$/;

/**
 * Spec §3 submission payload. The date is a day 'YYYY-MM-DD' (or an ISO date-time with offset);
 * all other fields are optional text without format check (§5), except times, which the calendar sorts by.
 */
export const EVENT_END_BEFORE_START = "Das Ende darf nicht vor dem Beginn liegen.";

const eventFields = z.object({
  title: z
    .string({ error: EVENT_TITLE_REQUIRED })
    .trim()
    .min(1, { error: EVENT_TITLE_REQUIRED })
    .max(200, { error: tooLong("Der Titel", 200) }),
  eventDate: z
    .string({ error: EVENT_DATE_REQUIRED })
    .trim()
    .min(1, { error: EVENT_DATE_REQUIRED, abort: true })
    .refine(isEventDate, { error: EVENT_DATE_INVALID }),
  startTime: optionalTime("den Beginn"),
  endTime: optionalTime("das Ende"),
  description: optionalText("Die Beschreibung", 5000),
  location: optionalText("Der Ort", 200),
  organizer: optionalText("Der Veranstalter", 200),
  contactEmail: optionalText("Die Kontakt-E-Mail", 254),
  contactPhone: optionalText("Die Kontakt-Telefonnummer", 50),
  imageUrl: optionalText("Die Bildadresse", 300).refine((value) => value === null || IMAGE_PATH.test(value), {
    error: EVENT_IMAGE_NOT_OWN,
  }),
});

const endNotBeforeStart = (event: { startTime: string | null; endTime: string | null }) =>
  !event.startTime || !event.endTime || event.endTime >= event.startTime;

export const eventSubmissionSchema = eventFields.refine(endNotBeforeStart, {
  path: ["endTime"],
  error: EVENT_END_BEFORE_START,
});
export type EventSubmissionInput = z.input<typeof eventSubmissionSchema>;

/** The form's schema: the submission's, plus the date input's minimum of today in the site's zone (§5). */
export const eventFormSchema = (timeZone: string, now?: Date) =>
  eventSubmissionSchema.refine((event) => !isPastEventDate(event.eventDate, timeZone, now), {
    path: ["eventDate"],
    error: EVENT_DATE_PAST,
  });
export type EventSubmission = z.output<typeof eventSubmissionSchema>;

/** GET /api/events/month/{year}/{month} (spec §7): 400 with a German message outside 1-12 or a non-numeric year. */
export const eventMonthParams = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, { error: "Bitte geben Sie ein gültiges Jahr an (vierstellig)." })
    .transform(Number),
  month: z
    .string()
    .regex(/^(0?[1-9]|1[0-2])$/, { error: "Der Monat muss eine Zahl zwischen 1 und 12 sein." })
    .transform(Number),
});

/** One event of the public calendar (spec §7 month call). */
export interface CalendarEvent {
  id: string;
  slug: string;
  title: string;
  eventDate: string;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  organizer: string | null;
  description: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  imageUrl: string | null;
  /** Called off (the whole event or this date of a series): shown marked 'Abgesagt', not hidden. */
  cancelled: boolean;
  /** One date of a series (issue 21): the same id and page as its other dates. */
  recurring: boolean;
}

/** One date of the home page's 'Diese Woche': what the strip shows of it, and its page. */
export type WeekEvent = Pick<
  CalendarEvent,
  "id" | "slug" | "title" | "eventDate" | "startTime" | "endTime" | "location" | "cancelled"
>;

/** GET /api/events/week: the dates from today to Sunday ('YYYY-MM-DD' in the site's zone), the first few. */
export interface EventsOfWeek {
  from: string;
  to: string;
  events: WeekEvent[];
  /** All dates of those days, of which `events` are the first. */
  total: number;
}

/** GET /api/veranstaltungen/{slug}: an approved event's page, with the time it was last changed. */
export interface EventDetail extends CalendarEvent {
  createdAt: string;
  updatedAt: string;
  /** A series' next dates from today (cancelled ones marked, moved ones at their new day); else empty. */
  nextDates: SeriesDate[];
}

/** One of the member's own events (GET /api/events/user), with its moderation state. */
export interface OwnEvent extends CalendarEvent {
  status: "pending" | "approved" | "rejected";
  createdAt: string;
}

/** Issue 21, item 3: the editorial team's events, published at once, alone or as a series. */

export const SERIES_DAY_INVALID = "Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.";
export const SERIES_INTERVAL_INVALID = "Das Intervall muss eine ganze Zahl zwischen 1 und 52 sein.";
export const SERIES_FREQ_INVALID = "Bitte wählen Sie eine wöchentliche oder monatliche Wiederholung.";
export const SERIES_WEEKDAY_INVALID = "Bitte wählen Sie gültige Wochentage (MO bis SU).";
export const SERIES_BYDAY_MONTHLY = "Wochentage gibt es nur bei wöchentlicher Wiederholung.";
export const SERIES_UNTIL_BEFORE_START =
  "Das Enddatum der Wiederholung darf nicht vor dem ersten Termin liegen.";
export const SERIES_EXCEPTION_INVALID =
  "Eine Ausnahme braucht ein Datum und entweder 'abgesagt' oder ein neues Datum.";
export const SERIES_EXCEPTION_NOT_A_DATE = "Dieses Datum ist kein Termin der Serie.";
export const SERIES_EXCEPTIONS_NEED_RECURRENCE = "Ausnahmen gibt es nur bei wiederholten Veranstaltungen.";
export const EVENT_SERIES_DATE_NEEDS_DAY =
  "Für wiederholte Veranstaltungen bitte ein Datum (JJJJ-MM-TT) angeben.";
export const EVENT_ALREADY_CANCELLED = "Diese Veranstaltung ist bereits abgesagt.";

const seriesDay = z.string({ error: SERIES_DAY_INVALID }).refine((value) => parseDateOnly(value) !== null, {
  error: SERIES_DAY_INVALID,
});

export const recurrenceSchema = z
  .object({
    freq: z.enum(["weekly", "monthly"], { error: SERIES_FREQ_INVALID }),
    interval: z
      .number({ error: SERIES_INTERVAL_INVALID })
      .int({ error: SERIES_INTERVAL_INVALID })
      .min(1, { error: SERIES_INTERVAL_INVALID })
      .max(52, { error: SERIES_INTERVAL_INVALID })
      .default(1),
    until: seriesDay.nullish().transform((value) => value ?? null),
    byDay: z
      .array(z.enum(WEEKDAYS, { error: SERIES_WEEKDAY_INVALID }), { error: SERIES_WEEKDAY_INVALID })
      .max(7, { error: SERIES_WEEKDAY_INVALID })
      .default([])
      .transform((days) => [...new Set(days)]),
  })
  .refine((rule) => rule.freq === "weekly" || rule.byDay.length === 0, {
    path: ["byDay"],
    error: SERIES_BYDAY_MONTHLY,
  });

export const exceptionSchema = z.union(
  [
    z.object({ date: seriesDay, cancelled: z.literal(true) }).strict(),
    z
      .object({
        date: seriesDay,
        cancelled: z.literal(false).optional(),
        newDate: seriesDay,
        startTime: optionalTime("den Beginn"),
        endTime: optionalTime("das Ende"),
      })
      .strict()
      .refine(endNotBeforeStart, { path: ["endTime"], error: EVENT_END_BEFORE_START }),
  ],
  { error: SERIES_EXCEPTION_INVALID },
);

const seriesFields = {
  recurrence: recurrenceSchema.nullish().transform((value) => value ?? null),
  exceptions: z
    .array(exceptionSchema, { error: SERIES_EXCEPTION_INVALID })
    .max(500, { error: SERIES_EXCEPTION_INVALID })
    .default([]),
};

const editorialEventObject = eventFields.extend(seriesFields);

type EditorialShape = z.output<typeof editorialEventObject>;

function checkSeries(event: EditorialShape, context: z.core.$RefinementCtx<EditorialShape>) {
  if (!endNotBeforeStart(event))
    context.addIssue({ code: "custom", path: ["endTime"], message: EVENT_END_BEFORE_START });
  if (event.exceptions.length > 0 && !event.recurrence)
    context.addIssue({ code: "custom", path: ["exceptions"], message: SERIES_EXCEPTIONS_NEED_RECURRENCE });
  if (!event.recurrence) return;
  if (!parseDateOnly(event.eventDate))
    context.addIssue({ code: "custom", path: ["eventDate"], message: EVENT_SERIES_DATE_NEEDS_DAY });
  else if (event.recurrence.until && event.recurrence.until < event.eventDate)
    context.addIssue({ code: "custom", path: ["recurrence", "until"], message: SERIES_UNTIL_BEFORE_START });
}

/** POST /api/admin/events: the member's fields plus an optional rule and its exceptions. */
export const editorialEventSchema = editorialEventObject.superRefine(checkSeries);
export type EditorialEventInput = z.input<typeof editorialEventSchema>;
export type EditorialEventFields = z.output<typeof editorialEventSchema>;

/** PATCH /api/admin/events/{id}: any of the fields; the whole is checked again after merging. */
export const editorialEventPatchSchema = z
  .object({
    title: eventFields.shape.title.optional(),
    eventDate: eventFields.shape.eventDate.optional(),
    startTime: eventFields.shape.startTime.optional(),
    endTime: eventFields.shape.endTime.optional(),
    description: eventFields.shape.description.optional(),
    location: eventFields.shape.location.optional(),
    organizer: eventFields.shape.organizer.optional(),
    contactEmail: eventFields.shape.contactEmail.optional(),
    contactPhone: eventFields.shape.contactPhone.optional(),
    imageUrl: eventFields.shape.imageUrl.optional(),
    recurrence: recurrenceSchema.nullable().optional(),
    exceptions: seriesFields.exceptions.optional(),
  })
  .strict();
export type EditorialEventPatch = z.output<typeof editorialEventPatchSchema>;

/** POST /api/admin/events/{id}/cancel: the whole (no body or `{}`) or one date of a series. */
export const eventCancelSchema = z.object({ date: seriesDay.optional() }).strict().nullish();

export const editorialEventListQuery = z.object({
  page: z.coerce.number({ error: "Die Seite muss eine Zahl ab 1 sein." }).int().min(1).max(1000).default(1),
});

/** One event of the team's list and form (GET/POST/PATCH /api/admin/events). */
export interface EditorialEvent extends CalendarEvent {
  status: "pending" | "approved" | "rejected";
  recurrence: EventRecurrence | null;
  exceptions: EventException[];
  cancelled: boolean;
  /** A series' coming dates (at most 60), each with its state; a single event: its one date. */
  dates: SeriesDate[];
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
}

export const EDITORIAL_EVENTS_PAGE_SIZE = 20;
