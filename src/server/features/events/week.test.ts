import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventsOfWeek } from "../../../shared/events/events";
import { ADMIN_EMAIL, as, asVisitor, createTestAppWithPeople } from "../../test/app";
import { sharedPortal } from "../../test/shared-by-tests";

/**
 * Issue 30, item 2: the home page's 'Diese Woche', through the HTTP API with a clock the test sets: the
 * dates from today to Sunday in Zurich, series expanded as the calendar does. Week of Monday 10 May 2027
 * (summer time, UTC+2).
 */
const s = sharedPortal(async () => {
  const portal = await createTestAppWithPeople({ editor: { email: ADMIN_EMAIL } });
  for (const event of [
    { title: "Lauftreff", eventDate: "2027-04-01", startTime: "19:00", location: "Schulhaus Dorf" },
    { title: "Vortrag am Dienstag", eventDate: "2027-05-11", startTime: "20:00" },
    { title: "Sonntagskonzert", eventDate: "2027-05-16", startTime: "20:00", location: "Kirche Suhr" },
    { title: "Wochenmarkt am Montag", eventDate: "2027-05-17", startTime: "09:00" },
    { title: "Chilbi", eventDate: "2027-06-07", startTime: "14:00" },
  ]) {
    const recurrence =
      event.title === "Lauftreff"
        ? { freq: "weekly", byDay: ["TH"], until: "2027-06-30" }
        : event.title === "Chilbi"
          ? { freq: "weekly", byDay: ["MO", "TU", "WE", "TH", "FR", "SA", "SU"], until: "2027-06-13" }
          : null;
    const created = await as(portal.t.app, portal.editor).post("/api/admin/events", { ...event, recurrence });
    expect(created.statusCode, created.body).toBe(201);
  }
  return portal;
});
afterEach(() => vi.useRealTimers());

/** The clock at a moment; cached answers are dropped, since a real clock never goes back. */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso).getTime() });
  s.t.app.responseCache.clear();
};
const week = async () => {
  const response = await asVisitor(s.t.app).get("/api/events/week");
  expect(response.statusCode).toBe(200);
  return response.json() as EventsOfWeek;
};
const titles = (answer: EventsOfWeek) => answer.events.map((event) => event.title);

describe("GET /api/events/week", () => {
  it("lists the dates from today to Sunday, a series' date among them, nothing of next week", async () => {
    at("2027-05-12T08:00:00Z"); // Wednesday 10:00 in Zurich
    const answer = await week();
    expect(answer).toMatchObject({ from: "2027-05-12", to: "2027-05-16", total: 2 });
    expect(titles(answer)).toEqual(["Lauftreff", "Sonntagskonzert"]);
    expect(answer.events[0]).toEqual({
      id: expect.any(String),
      slug: "lauftreff",
      title: "Lauftreff",
      eventDate: "2027-05-13T17:00:00.000Z",
      startTime: "19:00",
      endTime: null,
      location: "Schulhaus Dorf",
      cancelled: false,
    });
  });

  it("ends the week on Sunday at midnight in Zurich, not in UTC, and moves on then with no write", async () => {
    at("2027-05-16T21:59:50Z"); // Sunday 23:59:50 in Zurich, Sunday in UTC too
    const sunday = await week();
    expect(sunday).toMatchObject({ from: "2027-05-16", to: "2027-05-16" });
    expect(titles(sunday)).toEqual(["Sonntagskonzert"]);
    const computations = s.t.app.responseCache.stats.computations;
    expect(titles(await week())).toEqual(["Sonntagskonzert"]);
    expect(s.t.app.responseCache.stats.computations).toBe(computations);

    // Twenty seconds on, well within the cache's safety time: Monday 00:00:10 in Zurich, Sunday in UTC.
    vi.setSystemTime(new Date("2027-05-16T22:00:10Z"));
    const monday = await week();
    expect(monday).toMatchObject({ from: "2027-05-17", to: "2027-05-23" });
    expect(titles(monday)).toEqual(["Wochenmarkt am Montag", "Lauftreff"]);
  });

  it("shows the first six dates of a full week in calendar order and counts them all", async () => {
    at("2027-06-07T06:00:00Z"); // Monday 08:00
    const answer = await week();
    expect(answer.total).toBe(8);
    expect(titles(answer)).toEqual(["Chilbi", "Chilbi", "Chilbi", "Chilbi", "Lauftreff", "Chilbi"]);
  });

  it("comes with the home page's server render, and says so when the week has nothing", async () => {
    at("2027-05-12T08:00:00Z");
    const home = await asVisitor(s.t.app).get("/");
    expect(home.body).toContain('id="diese-woche"');
    expect(home.body).toContain("Sonntagskonzert");
    expect(home.body).toContain('href="/veranstaltungen/sonntagskonzert"');

    at("2027-08-04T08:00:00Z");
    expect((await week()).events).toEqual([]);
    const empty = await asVisitor(s.t.app).get("/");
    expect(empty.body).toContain("Diese Woche sind keine Veranstaltungen eingetragen.");
    expect(empty.body).toContain('href="/category/Events"');
  });
});
