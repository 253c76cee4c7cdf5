import { describe, expect, it } from "vitest";
import { GROUP_EVENT_PRIVATE_GROUP, type GroupEvent } from "../../../shared/groups/basics";
import { as, asVisitor } from "../../test/app";
import { castGroup, type GroupCast, sharedGroupsOfEachKind } from "./test-groups";

const groups = sharedGroupsOfEachKind();
const app = () => groups.portal.t.app;

/** A day about two weeks ahead, in the month the calendar is then asked for. */
const ahead = () => {
  const day = new Date(Date.now() + 14 * 86_400_000);
  return { iso: day.toISOString().slice(0, 10), year: day.getUTCFullYear(), month: day.getUTCMonth() + 1 };
};

async function createEvent(cast: GroupCast, title: string, membersOnly: boolean) {
  const response = await as(app(), cast.groupAdmin).post(`/api/groups/${cast.slug}/events`, {
    title,
    eventDate: ahead().iso,
    startTime: "19:30",
    location: "Turnhalle Feld",
    membersOnly,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as GroupEvent;
}

const monthTitles = async () => {
  const { year, month } = ahead();
  const answer = (await asVisitor(app()).get(`/api/events/month/${year}/${month}`)).json();
  return JSON.stringify(answer);
};

describe("a group's events", () => {
  it("are made by the group's admins: a public one is in the village's calendar and feed, as the group's", async () => {
    const event = await createEvent(groups.open, "Schnuppertraining für alle", false);
    expect(event).toMatchObject({ title: "Schnuppertraining für alle", membersOnly: false });
    expect(await monthTitles()).toContain("Schnuppertraining für alle");
    const page = await asVisitor(app()).get(`/api/veranstaltungen/${event.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ organizer: expect.stringContaining("Gruppe") });
    expect((await asVisitor(app()).get("/events.ics")).body).toContain("Schnuppertraining für alle");

    const byMember = await as(app(), groups.open.member).post(`/api/groups/${groups.open.slug}/events`, {
      title: "Mein eigenes Training",
      eventDate: ahead().iso,
    });
    expect(byMember.statusCode).toBe(403);
  });

  it("for members only are in no public list, only in the group and in each member's secret calendar", async () => {
    const event = await createEvent(groups.closed, "Vorstandssitzung intern", true);
    expect(event.membersOnly).toBe(true);
    expect(await monthTitles()).not.toContain("Vorstandssitzung intern");
    expect((await asVisitor(app()).get("/events.ics")).body).not.toContain("Vorstandssitzung intern");
    expect((await asVisitor(app()).get(`/api/veranstaltungen/${event.slug}`)).statusCode).toBe(404);
    expect(
      JSON.stringify((await asVisitor(app()).get("/api/search?q=Vorstandssitzung")).json()),
    ).not.toContain("Vorstandssitzung intern");

    const forVisitors = (
      await asVisitor(app()).get(`/api/groups/${groups.closed.slug}/events`)
    ).json() as GroupEvent[];
    expect(forVisitors.map((item) => item.title)).not.toContain("Vorstandssitzung intern");
    const forMembers = (
      await as(app(), groups.closed.member).get(`/api/groups/${groups.closed.slug}/events`)
    ).json();
    expect(forMembers.map((item: GroupEvent) => item.title)).toContain("Vorstandssitzung intern");

    const { url } = (await as(app(), groups.closed.member).get("/api/group-calendar")).json() as {
      url: string;
    };
    const feed = await asVisitor(app()).get(new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("text/calendar");
    expect(feed.body).toContain("Vorstandssitzung intern");
    const outsiders = (await as(app(), groups.closed.outsider).get("/api/group-calendar")).json() as {
      url: string;
    };
    expect((await asVisitor(app()).get(new URL(outsiders.url).pathname)).body).not.toContain(
      "Vorstandssitzung intern",
    );
    expect((await asVisitor(app()).get("/gruppen-kalender/erfunden.erfunden.ics")).statusCode).toBe(404);
    expect((await asVisitor(app()).get("/api/group-calendar")).statusCode).toBe(401);
  });

  it("leave the village's calendar when the team suspends the group", async () => {
    const cast = await castGroup(groups.portal, "open");
    await createEvent(cast, "Lottomatch des gesperrten Vereins", false);
    expect(await monthTitles()).toContain("Lottomatch des gesperrten Vereins");
    await as(app(), groups.portal.admin).post(`/api/admin/groups/${cast.slug}/suspend`);
    expect(await monthTitles()).not.toContain("Lottomatch des gesperrten Vereins");
    expect((await asVisitor(app()).get("/events.ics")).body).not.toContain(
      "Lottomatch des gesperrten Vereins",
    );
  });

  it("come back to the village's calendar when the team lets the group run again, members-only ones stay so", async () => {
    const cast = await castGroup(groups.portal, "open");
    await createEvent(cast, "Chilbi-Stand des Vereins", false);
    await createEvent(cast, "Generalversammlung nur für Mitglieder", true);
    await as(app(), groups.portal.editor).post(`/api/admin/groups/${cast.slug}/suspend`, { reason: "Spam" });
    expect(await monthTitles()).not.toContain("Chilbi-Stand des Vereins");
    const reinstated = await as(app(), groups.portal.editor).post(`/api/admin/groups/${cast.slug}/reinstate`);
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    const titles = await monthTitles();
    expect(titles).toContain("Chilbi-Stand des Vereins");
    expect(titles).not.toContain("Generalversammlung nur für Mitglieder");
    const forMembers = (
      await as(app(), cast.member).get(`/api/groups/${cast.slug}/events`)
    ).json() as GroupEvent[];
    expect(Object.fromEntries(forMembers.map((event) => [event.title, event.membersOnly]))).toMatchObject({
      "Chilbi-Stand des Vereins": false,
      "Generalversammlung nur für Mitglieder": true,
    });
  });

  it("of a private group are for its members only, so that the village does not learn of the group", async () => {
    const refused = await as(app(), groups.hidden.groupAdmin).post(
      `/api/groups/${groups.hidden.slug}/events`,
      {
        title: "Grillabend im Hof",
        eventDate: ahead().iso,
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(GROUP_EVENT_PRIVATE_GROUP);
    await createEvent(groups.hidden, "Grillabend im Hof", true);
    expect(await monthTitles()).not.toContain("Grillabend im Hof");
    expect(
      (await as(app(), groups.hidden.outsider).get(`/api/groups/${groups.hidden.slug}/events`)).statusCode,
    ).toBe(404);
  });
});
