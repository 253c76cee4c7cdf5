import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { addDays, calendarDayOf, isoDay } from "../../../shared/common/dates";
import { EVENT_DATE_PAST, EVENT_END_BEFORE_START } from "../../../shared/events/events";
import { auditLog, events } from "../../db/schema";
import { moderationContext } from "../../lib/moderation";
import { ADMIN_EMAIL, as, asVisitor } from "../../test/app";
import { sharedTestAppWithPeople } from "../../test/shared-by-tests";
import { approveEvent, deleteEvent, pendingEvents, rejectEvent } from "./moderation";

const ZONE = "Europe/Zurich";

const s = sharedTestAppWithPeople({
  anna: { firstName: "Anna" },
  beat: { firstName: "Beat" },
  chefin: { email: ADMIN_EMAIL },
});

const moderation = () => moderationContext(s.t.app.ctx);

/** 'YYYY-MM-DD' of today plus some days, in the site's zone. */
const dayFromToday = (days: number) => isoDay(addDays(calendarDayOf(new Date(), ZONE), days));

const submit = (payload: unknown, cookie?: string) =>
  as(s.t.app, cookie).post("/api/events", payload as Record<string, unknown>);

const month = (year: number | string, monthNumber: number | string) =>
  asVisitor(s.t.app).get(`/api/events/month/${year}/${monthNumber}`);

/** An approved event written straight into the table (for instants the form cannot produce). */
async function approvedAt(title: string, eventDate: string, startTime: string | null = null) {
  const [row] = await s.t.app.ctx.db
    .insert(events)
    .values({ title, eventDate: new Date(eventDate), startTime, status: "approved" })
    .returning();
  return row!;
}

describe("POST /api/events", () => {
  it("refuses signed-out visitors with 401 Unauthorized, before looking at their input", async () => {
    expect((await submit({ title: "Fest", eventDate: dayFromToday(3) })).json()).toMatchObject({
      message: "Unauthorized",
    });
    const invalid = await submit({});
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toMatchObject({ message: "Unauthorized" });
  });

  it("stores a member's event as pending, owned by the session user, with empty fields as null", async () => {
    const response = await submit(
      {
        title: "  Dorffest  ",
        eventDate: dayFromToday(5),
        startTime: "18:00",
        endTime: "23:00",
        description: "Musik und Grill",
        location: "",
        organizer: "Quartierverein",
        contactEmail: "kein-format-geprueft",
        contactPhone: null,
        imageUrl: "",
        // The owner comes from the session, never from the body.
        userId: s.beat.user.id,
        status: "approved",
      },
      s.anna.cookie,
    );
    expect(response.statusCode).toBe(201);
    const event = response.json();
    expect(event).toMatchObject({
      title: "Dorffest",
      status: "pending",
      startTime: "18:00",
      endTime: "23:00",
      location: null,
      contactEmail: "kein-format-geprueft",
      contactPhone: null,
      imageUrl: null,
    });
    const [row] = await s.t.app.ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.userId).toBe(s.anna.user.id);
    expect(row?.status).toBe("pending");
    // The day at its start time in the site's zone.
    expect(calendarDayOf(row!.eventDate, ZONE)).toEqual(
      calendarDayOf(new Date(`${dayFromToday(5)}T12:00:00Z`), ZONE),
    );
    expect(
      new Intl.DateTimeFormat("de-CH", { timeZone: ZONE, timeStyle: "short" }).format(row!.eventDate),
    ).toBe("18:00");
  });

  it.each([
    [{ eventDate: "2099-01-01" }, "Bitte geben Sie einen Titel ein"],
    [{ title: "", eventDate: "2099-01-01" }, "Bitte geben Sie einen Titel ein"],
    [{ title: "   ", eventDate: "2099-01-01" }, "Bitte geben Sie einen Titel ein"],
    [{ title: null, eventDate: "2099-01-01" }, "Bitte geben Sie einen Titel ein"],
    [{ title: "Fest" }, "Bitte wählen Sie ein Datum"],
    [{ title: "Fest", eventDate: "" }, "Bitte wählen Sie ein Datum"],
    [{ title: "Fest", eventDate: null }, "Bitte wählen Sie ein Datum"],
    [{ title: "Fest", eventDate: "morgen" }, "Ungültiges Datum ausgewählt"],
    [{ title: "Fest", eventDate: "2099-02-30" }, "Ungültiges Datum ausgewählt"],
    [{ title: "Fest", eventDate: "2001-01-01" }, EVENT_DATE_PAST],
    [{ title: "x".repeat(201), eventDate: "2099-01-01" }, "Der Titel darf höchstens 200 Zeichen lang sein."],
    [
      { title: "Fest", eventDate: "2099-01-01", description: "x".repeat(5001) },
      "Die Beschreibung darf höchstens 5000 Zeichen lang sein.",
    ],
    [
      { title: "Fest", eventDate: "2099-01-01", contactEmail: `${"x".repeat(250)}@x.ch` },
      "Die Kontakt-E-Mail darf höchstens 254 Zeichen lang sein.",
    ],
    [
      { title: "Fest", eventDate: "2099-01-01", startTime: "abends" },
      "Bitte geben Sie den Beginn im Format HH:MM an.",
    ],
    [
      { title: "Fest", eventDate: "2099-01-01", imageUrl: "https://tracker.example/pixel.gif" },
      "Bitte laden Sie das Bild über das Formular hoch.",
    ],
  ])("refuses %j with the German message '%s'", async (payload, message) => {
    const response = await submit(payload, s.anna.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it("refuses an end before the start with a German message, and accepts an end at the start", async () => {
    const base = { title: "Vortrag", eventDate: dayFromToday(3) };
    const refused = await submit({ ...base, startTime: "19:30", endTime: "18:00" }, s.anna.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EVENT_END_BEFORE_START);
    expect((await submit({ ...base, startTime: "19:30", endTime: "19:30" }, s.anna.cookie)).statusCode).toBe(
      201,
    );
  });

  it("accepts today (in the site's zone) and an ISO date-time", async () => {
    expect((await submit({ title: "Heute", eventDate: dayFromToday(0) }, s.anna.cookie)).statusCode).toBe(
      201,
    );
    const timed = await submit(
      { title: "Exakt", eventDate: "2099-06-01T17:30:00Z", startTime: "19:30" },
      s.anna.cookie,
    );
    expect(timed.statusCode).toBe(201);
    expect(timed.json().eventDate).toBe("2099-06-01T17:30:00.000Z");
  });
});

describe("GET /api/events/user", () => {
  it("answers 401 signed out", async () => {
    const response = await asVisitor(s.t.app).get("/api/events/user");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Unauthorized" });
  });

  it("lists the member's own events in every state and nobody else's", async () => {
    const own = await submit({ title: "Beats Flohmarkt", eventDate: dayFromToday(8) }, s.beat.cookie);
    const mine = await as(s.t.app, s.beat).get("/api/events/user");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([expect.objectContaining({ id: own.json().id, status: "pending" })]);

    const annas = await as(s.t.app, s.anna).get("/api/events/user");
    const titles = annas.json().map((event: { title: string }) => event.title);
    expect(titles).toContain("Dorffest");
    expect(titles).not.toContain("Beats Flohmarkt");
  });
});

describe("GET /api/events/month/{year}/{month}", () => {
  it("counts the month in Europe/Zurich: 23:30 on the last day stays, 00:30 on the 1st moves on", async () => {
    // Winter (UTC+1) and the night of the change to summer time (31 March 2030, UTC+2).
    await approvedAt("Januar spät", "2030-01-31T22:30:00Z", "23:30");
    await approvedAt("Februar früh", "2030-01-31T23:30:00Z", "00:30");
    await approvedAt("März spät", "2030-03-31T21:30:00Z", "23:30");
    await approvedAt("April früh", "2030-03-31T22:30:00Z", "00:30");

    const titles = async (m: number) =>
      (await month(2030, m)).json().map((event: { title: string }) => event.title);
    expect(await titles(1)).toEqual(["Januar spät"]);
    expect(await titles(2)).toEqual(["Februar früh"]);
    expect(await titles(3)).toEqual(["März spät"]);
    expect(await titles(4)).toEqual(["April früh"]);
  });

  it("sorts by day, then start time (events without a time lead their day)", async () => {
    await approvedAt("Mai 12 abends", "2031-05-12T17:00:00Z", "19:00");
    await approvedAt("Mai 3", "2031-05-03T08:00:00Z", "10:00");
    await approvedAt("Mai 12 morgens", "2031-05-12T06:00:00Z", "08:00");
    await approvedAt("Mai 12 ganztags", "2031-05-11T22:00:00Z", null);
    await approvedAt("Mai 12 mittags", "2031-05-12T10:00:00Z", "12:00");
    const response = await month(2031, 5);
    expect(response.json().map((event: { title: string }) => event.title)).toEqual([
      "Mai 3",
      "Mai 12 ganztags",
      "Mai 12 morgens",
      "Mai 12 mittags",
      "Mai 12 abends",
    ]);
  });

  it("answers the spec's fields (and issue 21's cancelled/recurring), and nothing about the submitter", async () => {
    const [event] = (await month(2031, 5)).json();
    expect(Object.keys(event).sort()).toEqual(
      [
        "cancelled",
        "recurring",
        "contactEmail",
        "contactPhone",
        "description",
        "endTime",
        "eventDate",
        "id",
        "imageUrl",
        "location",
        "organizer",
        "slug",
        "startTime",
        "title",
      ].sort(),
    );
  });

  it.each([
    ["2030", "13", "Der Monat muss eine Zahl zwischen 1 und 12 sein."],
    ["2030", "0", "Der Monat muss eine Zahl zwischen 1 und 12 sein."],
    ["2030", "mai", "Der Monat muss eine Zahl zwischen 1 und 12 sein."],
    ["zwanzig", "5", "Bitte geben Sie ein gültiges Jahr an (vierstellig)."],
    ["20x5", "5", "Bitte geben Sie ein gültiges Jahr an (vierstellig)."],
  ])("refuses year %s month %s with 400", async (year, monthText, message) => {
    const response = await month(year, monthText);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});

describe("moderation services", () => {
  it("keeps pending events out of the calendar until approved, and logs each action", async () => {
    const day = dayFromToday(12);
    const [year, monthNumber] = day.split("-").map(Number) as [number, number];
    const created = await submit(
      { title: "Wartet auf Freigabe", eventDate: day, startTime: "20:00" },
      s.anna.cookie,
    );
    const id = created.json().id as string;
    const inCalendar = async () =>
      (await month(year, monthNumber)).json().some((event: { id: string }) => event.id === id);

    expect(await inCalendar()).toBe(false);
    expect((await pendingEvents(s.t.app.ctx.db)).map((event) => event.id)).toContain(id);

    const approved = await approveEvent(moderation(), id, s.chefin.user.id);
    expect(approved.status).toBe("approved");
    // A service call outside a request: the cache learns of it by notification, a moment later on PostgreSQL.
    await s.t.app.responseCache.refresh();
    expect(await inCalendar()).toBe(true);
    expect((await pendingEvents(s.t.app.ctx.db)).map((event) => event.id)).not.toContain(id);

    // A decided event is not decided again.
    await expect(rejectEvent(moderation(), id, s.chefin.user.id)).rejects.toMatchObject({ statusCode: 409 });
    expect(await inCalendar()).toBe(true);

    await deleteEvent(s.t.app.ctx.db, id, s.chefin.user.id);
    expect(await s.t.app.ctx.db.select().from(events).where(eq(events.id, id))).toEqual([]);

    const log = await s.t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "event"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);
    expect(log.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ["event.approve", s.chefin.user.id],
      ["event.delete", s.chefin.user.id],
    ]);
    expect(log[0]?.details).toMatchObject({
      title: "Wartet auf Freigabe",
      before: { status: "pending" },
      after: { status: "approved" },
    });
    expect(log[1]?.details).toMatchObject({ title: "Wartet auf Freigabe", before: { status: "approved" } });
  });

  it("answers 404 for unknown events and writes no log row", async () => {
    const before = await s.t.app.ctx.db.select().from(auditLog);
    for (const id of ["00000000-0000-4000-8000-000000000000", "kein-uuid"]) {
      await expect(approveEvent(moderation(), id, s.chefin.user.id)).rejects.toMatchObject({
        statusCode: 404,
      });
      await expect(rejectEvent(moderation(), id, s.chefin.user.id)).rejects.toMatchObject({
        statusCode: 404,
      });
      await expect(deleteEvent(s.t.app.ctx.db, id, s.chefin.user.id)).rejects.toMatchObject({
        statusCode: 404,
      });
    }
    expect(await s.t.app.ctx.db.select().from(auditLog)).toHaveLength(before.length);
  });
});

describe("iCalendar", () => {
  const parse = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    return calendar;
  };

  it("serves approved events as a valid, subscribable feed with the zone's definition", async () => {
    const summer = dayFromToday(20);
    const created = await submit(
      {
        title: "Sommerfest, mit Grill; und \\ Musik",
        eventDate: summer,
        startTime: "19:30",
        endTime: "23:45",
        location: "Dorfplatz, Suhr",
        description: `Erste Zeile\nZweite Zeile mit Umlauten: ${"äöü".repeat(30)}`,
        organizer: "Quartierverein",
        contactEmail: "fest@example.ch",
      },
      s.anna.cookie,
    );
    const id = created.json().id as string;
    await approveEvent(moderation(), id, s.chefin.user.id);
    await submit({ title: "Noch nicht freigegeben", eventDate: summer }, s.anna.cookie);

    const response = await asVisitor(s.t.app).get("/events.ics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = response.body;
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);

    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(ZONE);
    const feed = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    const summaries = feed.map((event) => event.summary);
    expect(summaries).toContain("Sommerfest, mit Grill; und \\ Musik");
    expect(summaries).not.toContain("Noch nicht freigegeben");

    const fest = feed.find((event) => event.uid.startsWith(id))!;
    expect(fest.uid).toBe(`${id}@localhost:5000`);
    expect(fest.location).toBe("Dorfplatz, Suhr");
    expect(fest.description).toContain(`Erste Zeile\nZweite Zeile mit Umlauten: ${"äöü".repeat(30)}`);
    expect(fest.startDate.zone?.tzid).toBe(ZONE);
    const wall = (date: Date) =>
      new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE, dateStyle: "short", timeStyle: "short" }).format(
        date,
      );
    expect(wall(fest.startDate.toJSDate())).toBe(`${summer} 19:30`);
    expect(fest.endDate.toJSDate().getTime() - fest.startDate.toJSDate().getTime()).toBe(4.25 * 3_600_000);
  });

  it("offers one approved event as a download and knows no other", async () => {
    const created = await submit({ title: "Einzeltermin", eventDate: dayFromToday(4) }, s.anna.cookie);
    const id = created.json().id as string;
    expect((await asVisitor(s.t.app).get(`/events/${id}.ics`)).statusCode).toBe(404);

    await approveEvent(moderation(), id, s.chefin.user.id);
    const response = await asVisitor(s.t.app).get(`/events/${id}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="event-${id}.ics"`);
    const single = parse(response.body).getAllSubcomponents("vevent");
    expect(single.map((component) => new ICAL.Event(component).summary)).toEqual(["Einzeltermin"]);
    // Without a start time it is a whole-day event.
    expect(new ICAL.Event(single[0]!).startDate.isDate).toBe(true);

    expect(
      (await asVisitor(s.t.app).get("/events/00000000-0000-4000-8000-000000000000.ics")).statusCode,
    ).toBe(404);
    expect((await asVisitor(s.t.app).get("/events/unbekannt.ics")).statusCode).toBe(404);
  });
});

describe("the Events category page", () => {
  it("is rendered on the server with today's approved events already in it", async () => {
    const today = calendarDayOf(new Date(), ZONE);
    await s.t.app.ctx.db.insert(events).values({
      title: "Gemeindeversammlung heute",
      eventDate: new Date(),
      startTime: "20:00",
      location: "Gemeindesaal",
      status: "approved",
    });
    const response = await asVisitor(s.t.app).get("/category/Events");
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Events in Suhr<\/h1>/);
    expect(response.body).toContain('data-testid="week-view"');
    expect(response.body).toContain('data-testid="event-calendar"');
    expect(response.body.match(/data-testid="calendar-day"/g)).toHaveLength(42);
    expect(response.body).toContain("Gemeindeversammlung heute");
    expect(response.body).not.toContain("Lade Kalender...");
    expect(response.body).toContain(`data-date="${isoDay(today)}"`);
  });
});
