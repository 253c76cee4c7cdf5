import { count, desc, eq, or } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import { calendarDayOf, isoDay } from "../../../shared/common/dates";
import { fullName } from "../../../shared/common/text";
import {
  EDITORIAL_EVENTS_PAGE_SIZE,
  type EditorialEvent,
  type EditorialEventFields,
  type EditorialEventPatch,
  EVENT_ALREADY_CANCELLED,
  EVENT_NOT_FOUND,
  editorialEventSchema,
  SERIES_EXCEPTION_NOT_A_DATE,
} from "../../../shared/events/events";
import { type EventException, ruleDates } from "../../../shared/events/series";
import type { Db, Tx } from "../../db/client";
import { events, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/http-errors";
import { recordAudit } from "../../lib/moderation";
import { insertWithFreeSlug } from "../../lib/reader-contributions";
import { recordCorrection, saverOf } from "../newsroom/revisions";
import { type EventRow, toEditorialEvent } from "./presenter";
import { dayMoment, UUID, upcomingDates } from "./service";

/**
 * Events of the editorial team (issue 21, item 3): published at once, without moderation or decision
 * mail; a series is one row with its rule and exceptions. Every write goes to the events table, whose
 * trigger raises the calendar's generation, so the next public read shows it.
 */

/** How many of a series' dates the team's form lists. */
const FORM_DATES = 60;

const formDates = (row: EventRow, timeZone: string) =>
  row.recurrence
    ? upcomingDates(row, calendarDayOf(new Date(), timeZone), timeZone).slice(0, FORM_DATES)
    : [];

/** Every exception must name a date the rule gives; a moved date is keyed by its original date. */
function checkExceptions(fields: EditorialEventFields): void {
  if (!fields.recurrence) return;
  for (const exception of fields.exceptions) {
    if (!ruleDates(fields.eventDate, fields.recurrence, exception.date).includes(exception.date))
      throw badRequest(`${SERIES_EXCEPTION_NOT_A_DATE} (${exception.date})`);
  }
}

const columns = (fields: EditorialEventFields, timeZone: string) => ({
  title: fields.title,
  eventDate: dayMoment(fields.eventDate, fields.startTime, timeZone),
  startTime: fields.startTime,
  endTime: fields.endTime,
  description: fields.description,
  location: fields.location,
  organizer: fields.organizer,
  contactEmail: fields.contactEmail,
  contactPhone: fields.contactPhone,
  imageUrl: fields.imageUrl,
  recurrence: fields.recurrence,
  exceptions: fields.recurrence ? fields.exceptions : [],
});

/** A date-time eventDate (allowed for single events) is turned into its day in the site's zone. */
const asDay = (eventDate: string, timeZone: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(eventDate) ? eventDate : isoDay(calendarDayOf(new Date(eventDate), timeZone));

export async function createEditorialEvent(
  db: Db,
  editor: AuthUser,
  input: EditorialEventFields,
  timeZone: string,
): Promise<EditorialEvent> {
  const fields = { ...input, eventDate: asDay(input.eventDate, timeZone) };
  checkExceptions(fields);
  // One transaction with the audit row: a taken slug is retried in a savepoint of its own.
  const row = await db.transaction(async (tx) => {
    const created = await insertWithFreeSlug(tx, events, fields.title, async (slug, attempt) => {
      const [inserted] = await attempt
        .insert(events)
        .values({ ...columns(fields, timeZone), slug, userId: editor.id, status: "approved" })
        .returning();
      return inserted!;
    });
    await recordAudit(tx, {
      actorUserId: editor.id,
      action: "event.create",
      entityType: "event",
      entityId: created.id,
      title: created.title,
      before: null,
      after: { recurrence: created.recurrence, eventDate: created.eventDate.toISOString() },
    });
    return created;
  });
  return toEditorialEvent(row, nameOf(editor), formDates(row, timeZone));
}

const nameOf = (user: { firstName: string | null; lastName: string | null }) => fullName(user) || null;

async function lockedEvent(tx: Tx, id: string): Promise<EventRow> {
  if (!UUID.test(id)) throw notFound(EVENT_NOT_FOUND);
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for("update");
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

/** The stored row as the fields a form sends, so that a patch can be merged and checked as a whole. */
const fieldsOf = (row: EventRow, timeZone: string) => ({
  title: row.title,
  eventDate: isoDay(calendarDayOf(row.eventDate, timeZone)),
  startTime: row.startTime,
  endTime: row.endTime,
  description: row.description,
  location: row.location,
  organizer: row.organizer,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  imageUrl: row.imageUrl,
  recurrence: row.recurrence,
  exceptions: row.exceptions,
});

async function authorOf(db: Db | Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [author] = await db.select().from(users).where(eq(users.id, userId));
  return author ? nameOf(author) : null;
}

/**
 * The newsroom's revision history of an event: the first edit keeps the event as it was (a member's
 * submission as 'Eingereicht', saved by the member), each edit the next; the approval mail then says that
 * the team edited it.
 */
async function keepRevisions(tx: Tx, before: EventRow, after: EventRow, editor: AuthUser, timeZone: string) {
  const submitted = before.userId !== null && before.userId !== editor.id;
  const author = {
    id: before.userId,
    name: (await authorOf(tx, before.userId)) ?? before.organizer ?? "Redaktion",
  };
  await recordCorrection(
    tx,
    "event",
    before.id,
    { fields: fieldsOf(before, timeZone), author, note: submitted ? "Eingereicht" : "Erstellt" },
    fieldsOf(after, timeZone),
    saverOf(editor),
  );
}

/** A change of one event on its locked row, in one transaction; answered as the team's form shows the event. */
async function changeEvent(
  db: Db,
  id: string,
  timeZone: string,
  change: (tx: Tx, before: EventRow) => Promise<EventRow>,
): Promise<EditorialEvent> {
  const { row, author } = await db.transaction(async (tx) => {
    const changed = await change(tx, await lockedEvent(tx, id));
    return { row: changed, author: await authorOf(tx, changed.userId) };
  });
  return toEditorialEvent(row, author, formDates(row, timeZone));
}

/** Editors change any event: its fields, its rule and its exceptions (published events stay published). */
export async function updateEditorialEvent(
  db: Db,
  editor: AuthUser,
  id: string,
  patch: EditorialEventPatch,
  timeZone: string,
): Promise<EditorialEvent> {
  return changeEvent(db, id, timeZone, async (tx, before) => {
    const merged = editorialEventSchema.safeParse({ ...fieldsOf(before, timeZone), ...patch });
    if (!merged.success) throw badRequest(merged.error.issues[0]?.message ?? EVENT_NOT_FOUND);
    const fields = { ...merged.data, eventDate: asDay(merged.data.eventDate, timeZone) };
    checkExceptions(fields);
    const [updated] = await tx
      .update(events)
      .set({ ...columns(fields, timeZone), updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    await keepRevisions(tx, before, updated!, editor, timeZone);
    await recordAudit(tx, {
      actorUserId: editor.id,
      action: "event.edit",
      entityType: "event",
      entityId: id,
      title: updated!.title,
      before: fieldsOf(before, timeZone),
      after: fieldsOf(updated!, timeZone),
    });
    return updated!;
  });
}

/**
 * Calls off the whole event or series (it stays, marked 'Abgesagt'), or with `date` one date of a
 * series (an exception; a moved date is cancelled where it was moved to).
 */
export async function cancelEditorialEvent(
  db: Db,
  editor: AuthUser,
  id: string,
  date: string | undefined,
  timeZone: string,
): Promise<EditorialEvent> {
  return changeEvent(db, id, timeZone, async (tx, before) => {
    if (before.cancelledAt) throw conflict(EVENT_ALREADY_CANCELLED);
    let change: Partial<EventRow>;
    if (date === undefined) {
      change = { cancelledAt: new Date() };
    } else {
      const first = isoDay(calendarDayOf(before.eventDate, timeZone));
      if (!before.recurrence || !ruleDates(first, before.recurrence, date).includes(date))
        throw badRequest(`${SERIES_EXCEPTION_NOT_A_DATE} (${date})`);
      if (before.exceptions.some((exception) => exception.date === date && exception.cancelled))
        throw conflict(EVENT_ALREADY_CANCELLED);
      const exceptions: EventException[] = [
        ...before.exceptions.filter((exception) => exception.date !== date),
        { date, cancelled: true as const },
      ].sort((a, b) => a.date.localeCompare(b.date));
      change = { exceptions };
    }
    const [updated] = await tx
      .update(events)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: editor.id,
      action: "event.cancel",
      entityType: "event",
      entityId: id,
      title: before.title,
      before: null,
      after: { date: date ?? null },
    });
    return updated!;
  });
}

/** The team's list: the editor's own events and every published one, newest first, paged. */
export async function editorialEvents(
  db: Db,
  editor: AuthUser,
  page: number,
  timeZone: string,
): Promise<{ events: EditorialEvent[]; total: number }> {
  const visible = or(eq(events.userId, editor.id), eq(events.status, "approved"));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ event: events, author: users })
      .from(events)
      .leftJoin(users, eq(users.id, events.userId))
      .where(visible)
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(EDITORIAL_EVENTS_PAGE_SIZE)
      .offset((page - 1) * EDITORIAL_EVENTS_PAGE_SIZE),
    db.select({ total: count() }).from(events).where(visible),
  ]);
  return {
    events: rows.map(({ event, author }) =>
      toEditorialEvent(event, author ? nameOf(author) : null, formDates(event, timeZone)),
    ),
    total: counted?.total ?? 0,
  };
}

/** One event for the team's form, in any state. */
export async function editorialEvent(db: Db, id: string, timeZone: string): Promise<EditorialEvent> {
  if (!UUID.test(id)) throw notFound(EVENT_NOT_FOUND);
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return toEditorialEvent(row, await authorOf(db, row.userId), formDates(row, timeZone));
}
