import { z } from "zod";
import { type CalendarDay, calendarDayOf } from "./dates";

export * from "./events-basics";

/** Events of the calendar (spec portal-public §2 "Event calendar", §3 "Event", §5 event form). */

export const EVENT_TITLE_REQUIRED = "Bitte geben Sie einen Titel ein";
export const EVENT_DATE_REQUIRED = "Bitte wählen Sie ein Datum";
export const EVENT_DATE_INVALID = "Ungültiges Datum ausgewählt";
export const EVENT_DATE_PAST =
  "Das Datum liegt in der Vergangenheit. Bitte wählen Sie heute oder einen späteren Tag.";

const tooLong = (label: string, max: number) => `${label} darf höchstens ${max} Zeichen lang sein.`;

/** An optional text field: trimmed, bounded, and empty or missing becomes null (spec §3). */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(label, max) })
    .nullish()
    .transform((value) => value || null);

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

export const eventSubmissionSchema = z
  .object({
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
    imageUrl: optionalText("Die Bildadresse", 300).refine(
      (value) => value === null || IMAGE_PATH.test(value),
      { error: EVENT_IMAGE_NOT_OWN },
    ),
  })
  .refine((event) => !event.startTime || !event.endTime || event.endTime >= event.startTime, {
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
}

/** GET /api/veranstaltungen/{slug}: an approved event's page, with the time it was last changed. */
export interface EventDetail extends CalendarEvent {
  createdAt: string;
  updatedAt: string;
}

/** One of the member's own events (GET /api/events/user), with its moderation state. */
export interface OwnEvent extends CalendarEvent {
  status: "pending" | "approved" | "rejected";
  createdAt: string;
}
