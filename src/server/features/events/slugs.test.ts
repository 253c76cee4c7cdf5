import { describe, expect, it } from "vitest";
import { addDays, calendarDayOf, isoDay } from "../../../shared/common/dates";
import { as, createTestAppWithPeople, type TestApp } from "../../test/app";
import { sharedOnPostgres } from "../../test/instances";
import { sharedTestAppWithPeople } from "../../test/shared-by-tests";

/**
 * Every event gets an address of its own, however many share a title and however many arrive at once:
 * a slug that is taken is never the reason for a 500, and no submission answered 201 is lost.
 */

const inAWeek = () => isoDay(addDays(calendarDayOf(new Date(), "Europe/Zurich"), 7));

async function submitEvents(t: TestApp, cookie: string, title: string, count: number, atOnce: boolean) {
  const submit = () => as(t.app, cookie).post("/api/events", { title, eventDate: inAWeek() });
  if (atOnce) return Promise.all(Array.from({ length: count }, submit));
  const responses = [];
  for (let index = 0; index < count; index++) responses.push(await submit());
  return responses;
}

function expectAllStoredApart(responses: Awaited<ReturnType<typeof submitEvents>>, count: number) {
  for (const response of responses) expect(response.statusCode, response.body).toBe(201);
  const slugs = responses.map((response) => response.json().slug as string);
  expect(new Set(slugs).size).toBe(count);
  return slugs;
}

describe("an event's address among many of the same title (PGlite)", () => {
  const s = sharedTestAppWithPeople({ member: {} });

  it("is the readable title, title-2, title-3 … when they come one after another", async () => {
    const slugs = expectAllStoredApart(await submitEvents(s.t, s.member.cookie, "Dorffest", 12, false), 12);
    expect(slugs).toEqual(["dorffest", ...Array.from({ length: 11 }, (_, index) => `dorffest-${index + 2}`)]);
  });

  it("is found for each of many submitted at once", async () => {
    const slugs = expectAllStoredApart(await submitEvents(s.t, s.member.cookie, "Flohmarkt", 10, true), 10);
    for (const slug of slugs) expect(slug).toMatch(/^flohmarkt(-[0-9a-z]+)?$/);
  });
});

describe("on PostgreSQL, an event's address among many of the same title submitted at once", () => {
  const s = sharedOnPostgres((env) => createTestAppWithPeople({ member: {} }, env));

  it("is found for every one of them: all answer 201, each under a slug of its own", async () => {
    for (let round = 0; round < 3; round++)
      expectAllStoredApart(await submitEvents(s.t, s.member.cookie, `Chilbi ${round}`, 12, true), 12);
  });
});
