import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, calendarDayOf, isoDay, startOfDay } from "../../../shared/common/dates";
import { contentGenerations } from "../../db/schema";
import { ADMIN_EMAIL, as, asVisitor } from "../../test/app";
import { sharedTestAppWithPeople } from "../../test/shared-by-tests";

/**
 * Issue 30, item 2: the header links the election poll while it runs (a ballot, election day not
 * over), on pages the response cache keeps: a change of the poll ends them at once, its closing at
 * midnight after election day with no write, and votes leave them alone.
 */
const ZONE = "Europe/Zurich";
const POLL_HREF = 'href="/kommunalwahlen/abstimmung"';

const s = sharedTestAppWithPeople({ admin: { email: ADMIN_EMAIL } });
afterEach(() => vi.useRealTimers());

const get = (url: string) => asVisitor(s.t.app).get(url);
/** The poll's links in a page: the desktop navigation's and the mobile menu's. */
const pollLinks = async (url: string) => (await get(url)).body.split(POLL_HREF).length - 1;
/** The header of the home page and of a page that has nothing to do with the election shows `count` links. */
async function expectPollLinksOnBothPages(count: number) {
  expect(await pollLinks("/"), "/").toBe(count);
  expect(await pollLinks("/kontakt"), "/kontakt").toBe(count);
}
const setDay = (electionDate: string | null) =>
  as(s.t.app, s.admin).put("/api/admin/election", { electionDate });
const zurichDay = (offsetDays: number, now = new Date()) => addDays(calendarDayOf(now, ZONE), offsetDays);
const electionGeneration = async () => {
  const [row] = await s.t.app.ctx.db
    .select()
    .from(contentGenerations)
    .where(eq(contentGenerations.area, "election"));
  return row?.generation;
};

describe("the poll's link in the header", () => {
  it("is missing while the ballot is empty and appears with the first candidate", async () => {
    expect((await get("/api/election")).json()).toEqual({
      electionDate: null,
      closed: false,
      running: false,
    });
    await expectPollLinksOnBothPages(0);

    const created = await as(s.t.app, s.admin).post("/api/admin/candidates", {
      name: "Martin Wälti",
      party: "FDP",
      position: "president",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await get("/api/election")).json()).toMatchObject({ running: true });
    await expectPollLinksOnBothPages(2);
  });

  it("goes at midnight after election day by the clock alone, and the poll's page stays", async () => {
    const today = isoDay(zurichDay(0));
    expect((await setDay(today)).statusCode).toBe(200);
    // Half a minute before midnight in Zurich the poll still runs, and the page is kept...
    const midnight = startOfDay(zurichDay(1), ZONE).getTime();
    vi.useFakeTimers({ toFake: ["Date"], now: midnight - 30_000 });
    expect(await pollLinks("/")).toBe(2);
    const computations = s.t.app.responseCache.stats.computations;
    expect(await pollLinks("/")).toBe(2);
    expect(s.t.app.responseCache.stats.computations).toBe(computations);
    // ...until midnight, well within the cache's safety time: then the poll is closed and the link gone.
    vi.setSystemTime(midnight + 1_000);
    expect((await get("/api/election")).json()).toEqual({
      electionDate: today,
      closed: true,
      running: false,
    });
    await expectPollLinksOnBothPages(0);
    const page = await get("/kommunalwahlen/abstimmung");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Schlussresultat");
  });

  it("comes back at once when an admin moves election day ahead", async () => {
    expect(await pollLinks("/")).toBe(0);
    expect((await setDay(isoDay(zurichDay(14)))).statusCode).toBe(200);
    expect(await pollLinks("/")).toBe(2);
  });

  it("is not ended by votes: they leave the poll's area and the cached pages alone", async () => {
    expect(await pollLinks("/")).toBe(2);
    const generation = await electionGeneration();
    const [candidate] = (await get("/api/election/candidates")).json() as Array<{ id: number }>;
    const computations = s.t.app.responseCache.stats.computations;
    const voted = await asVisitor(s.t.app).post("/api/election/vote", { candidateId: candidate!.id });
    expect(voted.statusCode, voted.body).toBe(201);
    expect(await electionGeneration()).toBe(generation);
    expect(await pollLinks("/")).toBe(2);
    expect(s.t.app.responseCache.stats.computations).toBe(computations);
  });
});
