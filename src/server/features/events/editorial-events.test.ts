import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTRIBUTION_EDITED_MAIL_LINE } from "../../../shared/admin/admin";
import {
  EVENT_ALREADY_CANCELLED,
  EVENT_TITLE_REQUIRED,
  SERIES_BYDAY_MONTHLY,
  SERIES_EXCEPTION_NOT_A_DATE,
  SERIES_FREQ_INVALID,
  SERIES_UNTIL_BEFORE_START,
} from "../../../shared/events/events";
import { events, outbox } from "../../db/schema";
import { as, asVisitor, type Who } from "../../test/app";
import { sharedTestAppWithTeam } from "../../test/shared-by-tests";
import { eventsBetween } from "../chat/retrieval";

/** Issue 21, item 3: events of the editorial team, through the HTTP API. */
const ZONE = "Europe/Zurich";

const s = sharedTestAppWithTeam({ firstName: "Mia", lastName: "Meier" });

/** Tuesdays 19:00 from 9 March 2027 to 13 April 2027: across the change to summer time on 28 March. */
const TRAINING = {
  title: "Training Turnverein",
  eventDate: "2027-03-09",
  startTime: "19:00",
  endTime: "20:30",
  location: "Turnhalle Suhr",
  organizer: "Turnverein",
  recurrence: { freq: "weekly", byDay: ["TU"], until: "2027-04-13" },
};

async function create(payload: object, who: Who = s.editor) {
  const response = await as(s.t.app, who).post("/api/admin/events", payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; slug: string; status: string; dates: unknown[] };
}

const month = async (year: number, monthNumber: number) => {
  const response = await asVisitor(s.t.app).get(`/api/events/month/${year}/${monthNumber}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: string;
    title: string;
    eventDate: string;
    startTime: string | null;
    cancelled: boolean;
    recurring: boolean;
  }[];
};

const wall = (iso: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE, dateStyle: "short", timeStyle: "short" }).format(
    new Date(iso),
  );

describe("who may write events", () => {
  it("answers visitors 401 and members 403 on every route, before reading the input", async () => {
    const target = await create({ title: "Rechte-Probe", eventDate: "2027-06-01" });
    const routes: [string, string][] = [
      ["GET", "/api/admin/events"],
      ["POST", "/api/admin/events"],
      ["GET", `/api/admin/events/${target.id}`],
      ["PATCH", `/api/admin/events/${target.id}`],
      ["POST", `/api/admin/events/${target.id}/cancel`],
    ];
    for (const [method, url] of routes) {
      const visitor = await asVisitor(s.t.app).request(method, url, {});
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json()).toMatchObject({ message: "Unauthorized" });
      const asMember = await as(s.t.app, s.member).request(method, url, {});
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json().message).toMatch(/^Zugriff verweigert/);
    }
  });

  it("publishes an editor's and an admin's event at once, without moderation or decision mail", async () => {
    const mailsBefore = await s.t.app.ctx.db.$count((await import("../../db/schema")).outbox);
    const byEditor = await create({
      title: "Gemeindeversammlung",
      eventDate: "2027-06-10",
      startTime: "20:00",
    });
    expect(byEditor.status).toBe("approved");
    const byAdmin = await create({ title: "Bundesfeier", eventDate: "2027-08-01" }, s.admin);
    expect(byAdmin.status).toBe("approved");
    expect(await s.t.app.ctx.db.$count((await import("../../db/schema")).outbox)).toBe(mailsBefore);
    expect((await asVisitor(s.t.app).get(`/api/veranstaltungen/${byEditor.slug}`)).statusCode).toBe(200);
    expect((await month(2027, 6)).map((event) => event.title)).toContain("Gemeindeversammlung");
    const pending = await as(s.t.app, s.admin).get("/api/admin/events/pending");
    expect(pending.json().map((event: { id: string }) => event.id)).not.toContain(byEditor.id);
  });

  it("refuses bad input with 400 and a German message", async () => {
    const cases: [object, string][] = [
      [{ eventDate: "2027-06-01" }, EVENT_TITLE_REQUIRED],
      [{ ...TRAINING, recurrence: { freq: "daily" } }, SERIES_FREQ_INVALID],
      [{ ...TRAINING, recurrence: { freq: "monthly", byDay: ["MO"] } }, SERIES_BYDAY_MONTHLY],
      [{ ...TRAINING, recurrence: { freq: "weekly", until: "2027-03-01" } }, SERIES_UNTIL_BEFORE_START],
      [{ ...TRAINING, exceptions: [{ date: "2027-03-10", cancelled: true }] }, SERIES_EXCEPTION_NOT_A_DATE],
      [{ ...TRAINING, recurrence: { freq: "weekly", interval: 0 } }, "Das Intervall"],
    ];
    for (const [payload, message] of cases) {
      const response = await as(s.t.app, s.editor).post("/api/admin/events", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const patched = await as(s.t.app, s.editor).patch(
      "/api/admin/events/00000000-0000-4000-8000-000000000000",
      {
        title: "X",
      },
    );
    expect(patched.statusCode).toBe(404);
    expect(
      (await as(s.t.app, s.editor).patch("/api/admin/events/kein-uuid", { title: "X" })).statusCode,
    ).toBe(404);
  });
});

describe("a weekly series", () => {
  let series: { id: string; slug: string };

  beforeAll(async () => {
    series = await create({
      ...TRAINING,
      exceptions: [{ date: "2027-03-30", newDate: "2027-04-01", startTime: "20:00", endTime: "21:30" }],
    });
    const cancelled = await as(s.t.app, s.editor).post(`/api/admin/events/${series.id}/cancel`, {
      date: "2027-03-16",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it("is stored once and shown as single dates, across a month boundary and the change to summer time", async () => {
    const march = (await month(2027, 3)).filter((event) => event.id === series.id);
    expect(march.map((event) => [wall(event.eventDate), event.cancelled])).toEqual([
      ["2027-03-09 19:00", false],
      ["2027-03-16 19:00", true],
      ["2027-03-23 19:00", false],
    ]);
    // 19:00 is 18:00 UTC in winter and 17:00 UTC in summer.
    expect(march[2]!.eventDate).toBe("2027-03-23T18:00:00.000Z");
    expect(march.every((event) => event.recurring)).toBe(true);

    const april = (await month(2027, 4)).filter((event) => event.id === series.id);
    expect(april.map((event) => [wall(event.eventDate), event.startTime])).toEqual([
      ["2027-04-01 20:00", "20:00"],
      ["2027-04-06 19:00", "19:00"],
      ["2027-04-13 19:00", "19:00"],
    ]);
    expect(april[1]!.eventDate).toBe("2027-04-06T17:00:00.000Z");
    expect((await month(2027, 5)).filter((event) => event.id === series.id)).toEqual([]);
  });

  it("refuses to cancel a date that is not one of the series, or one already cancelled", async () => {
    const wrongDay = await as(s.t.app, s.editor).post(`/api/admin/events/${series.id}/cancel`, {
      date: "2027-03-17",
    });
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().message).toContain(SERIES_EXCEPTION_NOT_A_DATE);
    const again = await as(s.t.app, s.editor).post(`/api/admin/events/${series.id}/cancel`, {
      date: "2027-03-16",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EVENT_ALREADY_CANCELLED);
    const bad = await as(s.t.app, s.editor).post(`/api/admin/events/${series.id}/cancel`, {
      date: "16.03.2027",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("is one VEVENT with RRULE and EXDATE in /events.ics, the moved date an override with RECURRENCE-ID", async () => {
    const text = (await asVisitor(s.t.app).get("/events.ics")).body;
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const components = calendar
      .getAllSubcomponents("vevent")
      .filter((component) => String(component.getFirstPropertyValue("uid")).startsWith(series.id));
    expect(components).toHaveLength(2);
    const master = components.find((component) => !component.hasProperty("recurrence-id"))!;
    const override = components.find((component) => component.hasProperty("recurrence-id"))!;

    const rule = master.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.interval).toBe(1);
    expect(rule.parts.BYDAY).toEqual(["TU"]);
    // UNTIL in UTC: the end of 13 April in Zurich.
    expect(rule.until?.toString()).toBe("2027-04-13T21:59:59Z");
    const exdate = master.getFirstProperty("exdate")!;
    expect(exdate.getParameter("tzid")).toBe(ZONE);
    expect(master.getFirstProperty("dtstart")!.getParameter("tzid")).toBe(ZONE);
    expect(text).toContain(`EXDATE;TZID=${ZONE}:20270316T190000`);
    expect(text).toContain(`RECURRENCE-ID;TZID=${ZONE}:20270330T190000`);
    expect(master.getFirstPropertyValue("status")).toBe("CONFIRMED");

    const event = new ICAL.Event(master);
    event.relateException(override);
    const iterator = event.iterator();
    const dates: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      dates.push(wall(details.startDate.toJSDate().toISOString()));
    }
    expect(dates).toEqual([
      "2027-03-09 19:00",
      "2027-03-23 19:00",
      "2027-04-01 20:00",
      "2027-04-06 19:00",
      "2027-04-13 19:00",
    ]);
  });

  it("has one page that lists its next dates, and one entry in the editors' list", async () => {
    const page = await asVisitor(s.t.app).get(`/api/veranstaltungen/${series.slug}`);
    expect(page.statusCode).toBe(200);
    const detail = page.json() as { nextDates: { day: string; cancelled: boolean }[]; cancelled: boolean };
    expect(detail.cancelled).toBe(false);
    expect(detail.nextDates.map((date) => [date.day, date.cancelled])).toEqual([
      ["2027-03-09", false],
      ["2027-03-16", true],
      ["2027-03-23", false],
      ["2027-04-01", false],
      ["2027-04-06", false],
      ["2027-04-13", false],
    ]);
    const list = (await as(s.t.app, s.editor).get("/api/admin/events")).json() as {
      events: { id: string }[];
      total: number;
    };
    expect(list.events.filter((event) => event.id === series.id)).toHaveLength(1);
    expect(list.events[0]!.id).toBe(series.id);
    expect(list.total).toBeGreaterThanOrEqual(list.events.length);
    const sitemap = (await asVisitor(s.t.app).get("/sitemap.xml")).body;
    expect(sitemap.split(`/veranstaltungen/${series.slug}<`)).toHaveLength(2);
  });

  it("edits the series' rule with PATCH: the calendar follows on the next request", async () => {
    const patched = await as(s.t.app, s.editor).patch(`/api/admin/events/${series.id}`, {
      recurrence: { freq: "weekly", interval: 2, byDay: ["TU"], until: "2027-04-13" },
      exceptions: [{ date: "2027-03-23", cancelled: true }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const march = (await month(2027, 3)).filter((event) => event.id === series.id);
    expect(march.map((event) => [wall(event.eventDate), event.cancelled])).toEqual([
      ["2027-03-09 19:00", false],
      ["2027-03-23 19:00", true],
    ]);
    const stale = await as(s.t.app, s.editor).patch(`/api/admin/events/${series.id}`, {
      exceptions: [{ date: "2027-03-16", cancelled: true }],
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toContain(SERIES_EXCEPTION_NOT_A_DATE);
  });
});

describe("cancelling a whole event", () => {
  it("keeps it, marked cancelled on its page, in the month view and as STATUS:CANCELLED", async () => {
    const fest = await create({ title: "Dorffest", eventDate: "2027-07-03", startTime: "14:00" });
    const cancelled = await as(s.t.app, s.editor).post(`/api/admin/events/${fest.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().cancelled).toBe(true);

    const july = (await month(2027, 7)).find((event) => event.id === fest.id);
    expect(july?.cancelled).toBe(true);
    expect((await asVisitor(s.t.app).get(`/api/veranstaltungen/${fest.slug}`)).json().cancelled).toBe(true);
    const page = await asVisitor(s.t.app).get(`/veranstaltungen/${fest.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Abgesagt");
    expect(page.body).toContain("https://schema.org/EventCancelled");

    const single = new ICAL.Component(
      ICAL.parse((await asVisitor(s.t.app).get(`/events/${fest.id}.ics`)).body),
    );
    expect(single.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect((await asVisitor(s.t.app).get("/events.ics")).body).toContain("STATUS:CANCELLED");

    const again = await as(s.t.app, s.editor).post(`/api/admin/events/${fest.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
  });

  it("cannot cancel one date of an event that is not a series", async () => {
    const single = await create({ title: "Vortrag", eventDate: "2027-09-01" });
    const response = await as(s.t.app, s.editor).post(`/api/admin/events/${single.id}/cancel`, {
      date: "2027-09-01",
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("a series that began long ago", () => {
  it("stays in the feeds and the calendar with its dates to come, once, at its next date", async () => {
    const started = new Date(Date.now() - 60 * 86_400_000);
    const [row] = await s.t.app.ctx.db
      .insert(events)
      .values({
        title: "Seniorenjass am Montag",
        slug: "seniorenjass",
        eventDate: started,
        startTime: "14:00",
        status: "approved",
        recurrence: { freq: "weekly", interval: 1, until: null, byDay: [] },
      })
      .returning();
    const rss = (await asVisitor(s.t.app).get("/rss.xml")).body;
    expect(rss.split("<title>Seniorenjass am Montag</title>")).toHaveLength(2);
    const ics = (await asVisitor(s.t.app).get("/events.ics")).body;
    expect(ics).toContain(`UID:${row!.id}@`);
    const page = (await asVisitor(s.t.app).get("/api/veranstaltungen/seniorenjass")).json() as {
      eventDate: string;
    };
    expect(new Date(page.eventDate).getTime()).toBeGreaterThan(Date.now() - 86_400_000);
  });
});

describe("the assistant's facts", () => {
  it("gives each date of a series in the window, and no cancelled one", async () => {
    const jass = await create({
      title: "Jassabend",
      eventDate: "2027-05-06",
      startTime: "19:30",
      recurrence: { freq: "weekly", until: "2027-05-27" },
    });
    await as(s.t.app, s.editor).post(`/api/admin/events/${jass.id}/cancel`, { date: "2027-05-13" });
    const facts = await eventsBetween(
      s.t.app.ctx.db,
      new Date("2027-05-01T00:00:00+02:00"),
      new Date("2027-06-01T00:00:00+02:00"),
      50,
      ZONE,
    );
    expect(
      facts.filter((fact) => fact.id === jass.id).map((fact) => wall(fact.eventDate.toISOString())),
    ).toEqual(["2027-05-06 19:30", "2027-05-20 19:30", "2027-05-27 19:30"]);
  });
});

describe("the response cache", () => {
  it("shows an editor's new event on the very next month-view request", async () => {
    const before = await month(2027, 10);
    expect(before.map((event) => event.title)).not.toContain("Herbstmarkt");
    await create({
      title: "Herbstmarkt",
      eventDate: "2027-10-02",
      recurrence: { freq: "monthly", until: "2027-12-31" },
    });
    expect((await month(2027, 10)).map((event) => event.title)).toContain("Herbstmarkt");
    expect((await month(2027, 11)).map((event) => event.title)).toContain("Herbstmarkt");
  });
});

describe("a member's waiting event corrected by the team (item 4)", () => {
  it("keeps the member's submission as the first revision, and the approval mail says it was edited", async () => {
    const nextWeek = new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE }).format(
      new Date(Date.now() + 7 * 86_400_000),
    );
    const submitted = await as(s.t.app, s.member).post("/api/events", {
      title: "Kaffe im Gemeindsaal",
      eventDate: nextWeek,
      startTime: "15:00",
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id } = submitted.json() as { id: string };
    const edited = await as(s.t.app, s.editor).patch(`/api/admin/events/${id}`, {
      title: "Kaffee im Gemeindesaal",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const { revisions } = (await as(s.t.app, s.editor).get(`/api/admin/events/${id}/revisions`)).json() as {
      revisions: Array<{ savedBy: string; note: string; fields: { title: string } }>;
    };
    expect(revisions.map((revision) => [revision.savedBy, revision.note, revision.fields.title])).toEqual([
      ["Erika Feder", "Von der Redaktion bearbeitet", "Kaffee im Gemeindesaal"],
      ["Mia Meier", "Eingereicht", "Kaffe im Gemeindsaal"],
    ]);
    expect((await as(s.t.app, s.member).get(`/api/admin/events/${id}/revisions`)).statusCode).toBe(403);

    expect((await as(s.t.app, s.editor).post(`/api/admin/events/${id}/approve`)).statusCode).toBe(200);
    const mails = await s.t.app.ctx.db.select().from(outbox).where(eq(outbox.toAddress, s.member.user.email));
    const decision = mails.find((mail) => mail.subject.includes("freigegeben"));
    expect(decision?.body).toContain(CONTRIBUTION_EDITED_MAIL_LINE);
    expect(decision?.body).toContain("Kaffee im Gemeindesaal");
  });
});
