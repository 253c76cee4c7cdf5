import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, calendarDayOf, isoDay } from "../../shared/common/dates";
import { createTestApp, signUp, type TestApp } from "../test/app";
import { writtenAreas } from "../test/generation-watch";

/**
 * Every test app watches its requests (test/generation-watch.ts): a request that writes a table of public
 * content must leave that area's generation raised, or the test file fails when its app closes. These
 * tests show that the watch sees writes and reports a write path that does not raise its generation.
 */
const eventDay = () => isoDay(addDays(calendarDayOf(new Date(), "Europe/Zurich"), 7));

let t: TestApp;
/** An app whose events table lost its trigger: the write path that forgets its generation. */
let broken: TestApp;
let brokenClosed = false;
beforeAll(async () => {
  t = await createTestApp();
  broken = await createTestApp();
  await broken.app.ctx.db.execute("drop trigger events_content_generation on events");
});
afterAll(async () => {
  await t.close();
  if (!brokenClosed) {
    broken.generationWatch.violations.splice(0);
    await broken.close();
  }
});

const submitEvent = (app: TestApp, cookie: string, title: string) =>
  app.app.inject({
    method: "POST",
    url: "/api/events",
    payload: { title, eventDate: eventDay(), startTime: "19:00", description: "Im Dorf." },
    headers: { cookie },
  });

describe("the generation watch", () => {
  it("names the tables of public content that a statement writes", () => {
    expect(writtenAreas('insert into "events" ("id", "title") values (default, $1) returning "id"')).toEqual([
      "events",
    ]);
    expect(writtenAreas('update "articles" set "title" = $1 where "articles"."id" = $2')).toEqual([
      "articles",
    ]);
    expect(writtenAreas("delete from help_entries where id = $1")).toEqual(["help_entries"]);
    expect(
      writtenAreas('insert into "sessions" ("sid") values ($1) on conflict do update set "x" = 1'),
    ).toEqual([]);
    expect(writtenAreas('select * from "articles" for update')).toEqual([]);
  });

  it("sees a write request's table and finds its generation raised", async () => {
    const { cookie } = await signUp(t.app, { firstName: "Erika" });
    const response = await submitEvent(t, cookie, "Räbeliechtliumzug");
    expect(response.statusCode).toBe(201);
    expect([...t.generationWatch.seen]).toContain("events");
    expect(t.generationWatch.violations).toEqual([]);
  });

  it("reports a write path of public content that does not raise its generation", async () => {
    const { cookie } = await signUp(broken.app, { firstName: "Erika" });
    expect((await submitEvent(broken, cookie, "Ohne Generation")).statusCode).toBe(201);
    expect(broken.generationWatch.violations).toEqual([
      expect.stringMatching(/^POST \/api\/events wrote events, but its generation stayed at \d+$/),
    ]);
    // The test file of such a write path fails when it closes its app, saying what was missed.
    brokenClosed = true;
    await expect(broken.close()).rejects.toThrow(/POST \/api\/events wrote events/);
  });
});
