import { describe, expect, it } from "vitest";
import { as, asVisitor } from "../../test/app";
import { castGroup, expectNoTrace, sharedGroupsOfEachKind, twoWeeksAhead } from "./test-groups";

/**
 * A group's events where the village sees events (issue 27, item 4): a group that turns private takes its
 * public ones back, and none of them is a submission in its author's own list.
 */

const groups = sharedGroupsOfEachKind();

async function created(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { slug: string };
}

describe("a group that its admins make private", () => {
  it("takes its public events out of the village's calendar, feed, search and sitemap; its members keep them", async () => {
    const app = groups.portal.t.app;
    const cast = await castGroup(groups.portal, "open");
    const event = await created(
      await as(app, cast.groupAdmin).post(`/api/groups/${cast.slug}/events`, {
        title: "Dorfplatzkonzert Lindenblüte",
        eventDate: twoWeeksAhead().iso,
        membersOnly: false,
      }),
    );
    const { year, month } = twoWeeksAhead();
    const publicAnswers = async () =>
      (
        await Promise.all(
          [
            `/api/groups/${cast.slug}`,
            `/api/events/month/${year}/${month}`,
            "/events.ics",
            "/api/search?q=Lindenblüte",
            "/sitemap.xml",
            `/api/veranstaltungen/${event.slug}`,
          ].map((url) => asVisitor(app).get(encodeURI(url))),
        )
      )
        .map((answer) => answer.body)
        .join("\n");
    expect(await publicAnswers()).toContain("Lindenblüte");

    const changed = await as(app, cast.owner).patch(`/api/groups/${cast.slug}`, { visibility: "private" });
    expect(changed.statusCode, changed.body).toBe(200);

    expectNoTrace(await publicAnswers(), ["Lindenblüte"], "the public answers", cast.slug);
    expect((await asVisitor(app).get(`/veranstaltungen/${event.slug}`)).statusCode).toBe(404);
    const forMembers = (await as(app, cast.member).get(`/api/groups/${cast.slug}/events`)).json();
    expect(forMembers).toEqual([expect.objectContaining({ slug: event.slug, membersOnly: true })]);
  });
});

describe("a group's event in its author's own list", () => {
  it("is not there: it is the group's, not a submission waiting for the team, and stays with the group when its author leaves", async () => {
    const app = groups.portal.t.app;
    const cast = await castGroup(groups.portal, "private");
    await created(
      await as(app, cast.groupAdmin).post(`/api/groups/${cast.slug}/events`, {
        title: "Vorstandssitzung Tannzapfen",
        eventDate: twoWeeksAhead().iso,
        membersOnly: true,
      }),
    );
    const own = async () => (await as(app, cast.groupAdmin).get("/api/events/user")).body;
    expectNoTrace(await own(), ["Tannzapfen"], "the author's own events");
    expect((await as(app, cast.groupAdmin).post(`/api/groups/${cast.slug}/leave`)).statusCode).toBe(204);
    expectNoTrace(await own(), ["Tannzapfen"], "the ex-member's own events");
    expectNoTrace((await as(app, cast.groupAdmin).get("/profil")).body, ["Tannzapfen"], "the profile page");
  });
});
