import { describe, expect, it } from "vitest";
import {
  GROUP_NOT_A_MEMBER,
  type GroupPoll,
  POLL_ALREADY_VOTED,
  POLL_CLOSED,
  POLL_ONE_CHOICE,
  POLL_UNKNOWN_OPTION,
} from "../../../shared/groups/basics";
import { groupPollChoices } from "../../db/schema";
import { as, asVisitor } from "../../test/app";
import { type GroupCast, sharedGroupsOfEachKind } from "./test-groups";

const groups = sharedGroupsOfEachKind();
const app = () => groups.portal.t.app;

async function createPoll(cast: GroupCast, fields: Record<string, unknown> = {}): Promise<GroupPoll> {
  const response = await as(app(), cast.member).post(`/api/groups/${cast.slug}/polls`, {
    question: "Wann machen wir den Vereinsausflug?",
    options: ["Samstag, 6. Juni", "Sonntag, 7. Juni", "Samstag, 13. Juni"],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("a group's poll", () => {
  it("is asked by a member: 201 with its id and options, each with an id and its text", async () => {
    const poll = await createPoll(groups.open);
    expect(poll).toMatchObject({
      id: expect.any(Number),
      question: "Wann machen wir den Vereinsausflug?",
      multiple: false,
      anonymous: false,
      closed: false,
      voters: 0,
      ownChoice: null,
    });
    expect(poll.options.map((option) => option.text)).toEqual([
      "Samstag, 6. Juni",
      "Sonntag, 7. Juni",
      "Samstag, 13. Juni",
    ]);
    expect(poll.options.every((option) => typeof option.id === "number" && option.votes === 0)).toBe(true);
  });

  it("refuses non-members and bad polls with German messages", async () => {
    const refused = await as(app(), groups.open.outsider).post(`/api/groups/${groups.open.slug}/polls`, {
      question: "Darf ich mitbestimmen?",
      options: ["Ja", "Nein"],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GROUP_NOT_A_MEMBER);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ question: "Ja?", options: ["Ja"] }, "Eine Umfrage braucht mindestens zwei Antworten."],
      [
        { question: "Welcher Tag?", options: ["Montag", "montag"] },
        "Jede Antwort darf nur einmal vorkommen.",
      ],
      [
        { question: "Welcher Tag?", options: ["Montag", "Dienstag"], closesAt: "2020-01-01T00:00:00Z" },
        "Der Abstimmungsschluss muss in der Zukunft liegen.",
      ],
      [
        { question: "Welcher Tag?", options: ["Montag", "Dienstag"], closesAt: "morgen" },
        "Der Abstimmungsschluss ist kein gültiger Zeitpunkt.",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await as(app(), groups.open.member).post(
        `/api/groups/${groups.open.slug}/polls`,
        body,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it("counts one vote per member, however many arrive at once (50 at the same moment count once)", async () => {
    const poll = await createPoll(groups.open);
    const vote = { optionIds: [poll.options[1]!.id] };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        as(app(), groups.open.groupAdmin).post(`/api/groups/${groups.open.slug}/polls/${poll.id}/vote`, vote),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(POLL_ALREADY_VOTED);

    const results = (
      await asVisitor(app()).get(`/api/groups/${groups.open.slug}/polls/${poll.id}`)
    ).json() as GroupPoll;
    expect(results.voters).toBe(1);
    expect(results.options.map((option) => option.votes)).toEqual([0, 1, 0]);
    expect(results.ownChoice).toBeNull();
    const own = (
      await as(app(), groups.open.groupAdmin).get(`/api/groups/${groups.open.slug}/polls/${poll.id}`)
    ).json();
    expect(own.ownChoice).toEqual([poll.options[1]!.id]);
  });

  it("takes exactly one answer in a single-choice poll, several in a multiple one, and only its own answers", async () => {
    const single = await createPoll(groups.open);
    const two = single.options.slice(0, 2).map((option) => option.id);
    const tooMany = await as(app(), groups.open.owner).post(
      `/api/groups/${groups.open.slug}/polls/${single.id}/vote`,
      {
        optionIds: two,
      },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(POLL_ONE_CHOICE);

    const multiple = await createPoll(groups.open, { multiple: true });
    const foreign = await as(app(), groups.open.owner).post(
      `/api/groups/${groups.open.slug}/polls/${multiple.id}/vote`,
      {
        optionIds: [single.options[0]!.id],
      },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(POLL_UNKNOWN_OPTION);
    const both = multiple.options.slice(0, 2).map((option) => option.id);
    const voted = await as(app(), groups.open.owner).post(
      `/api/groups/${groups.open.slug}/polls/${multiple.id}/vote`,
      {
        optionIds: both,
      },
    );
    expect(voted.statusCode, voted.body).toBe(200);
    expect(voted.json()).toMatchObject({ voters: 1, ownChoice: both });
    expect(voted.json().options.map((option: { votes: number }) => option.votes)).toEqual([1, 1, 0]);
  });

  it("keeps an anonymous poll's choices without their voter", async () => {
    const poll = await createPoll(groups.open, { anonymous: true });
    await as(app(), groups.open.member).post(`/api/groups/${groups.open.slug}/polls/${poll.id}/vote`, {
      optionIds: [poll.options[0]!.id],
    });
    const choices = await app().ctx.db.select().from(groupPollChoices);
    const mine = choices.filter((choice) => choice.pollId === poll.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.userId).toBeNull();
    const seen = (
      await as(app(), groups.open.member).get(`/api/groups/${groups.open.slug}/polls/${poll.id}`)
    ).json();
    expect(seen).toMatchObject({ voters: 1, ownChoice: [] });
  });

  it("closes at its closing time without a write", async () => {
    const poll = await createPoll(groups.open, { closesAt: new Date(Date.now() + 1500).toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const late = await as(app(), groups.open.member).post(
      `/api/groups/${groups.open.slug}/polls/${poll.id}/vote`,
      {
        optionIds: [poll.options[0]!.id],
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(POLL_CLOSED);
    expect(
      (await asVisitor(app()).get(`/api/groups/${groups.open.slug}/polls/${poll.id}`)).json().closed,
    ).toBe(true);
  });

  it("is read as the group's life: everyone in an open group, members in a closed one, nobody else in a private one", async () => {
    const closedPoll = await createPoll(groups.closed);
    const hiddenPoll = await createPoll(groups.hidden);
    expect(
      (await asVisitor(app()).get(`/api/groups/${groups.closed.slug}/polls/${closedPoll.id}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await as(app(), groups.closed.requester).get(
          `/api/groups/${groups.closed.slug}/polls/${closedPoll.id}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await as(app(), groups.closed.member).get(`/api/groups/${groups.closed.slug}/polls/${closedPoll.id}`))
        .statusCode,
    ).toBe(200);
    expect((await asVisitor(app()).get(`/api/groups/${groups.closed.slug}/polls`)).statusCode).toBe(403);
    for (const who of [null, groups.hidden.outsider, groups.portal.admin]) {
      const response = await as(app(), who).get(`/api/groups/${groups.hidden.slug}/polls/${hiddenPoll.id}`);
      expect(response.statusCode, String(who)).toBe(who === groups.portal.admin ? 403 : 404);
    }
    // A poll of one group is not found through another.
    expect(
      (await as(app(), groups.open.member).get(`/api/groups/${groups.open.slug}/polls/${hiddenPoll.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(app(), groups.open.member).get(`/api/groups/${groups.open.slug}/polls/abc`)).statusCode,
    ).toBe(400);
    const votedOutside = await as(app(), groups.closed.requester).post(
      `/api/groups/${groups.closed.slug}/polls/${closedPoll.id}/vote`,
      {
        optionIds: [closedPoll.options[0]!.id],
      },
    );
    expect(votedOutside.statusCode).toBe(403);
  });

  it("lists a group's polls with their counts and the viewer's choices in as many queries for one poll as for several", async () => {
    const cast = groups.closed;
    const listQueries = async () => {
      const watch = groups.portal.t.generationWatch;
      const before = watch.queryCount;
      const response = await as(app(), cast.member).get(`/api/groups/${cast.slug}/polls`);
      expect(response.statusCode).toBe(200);
      return { queries: watch.queryCount - before, polls: response.json() as GroupPoll[] };
    };
    const first = await createPoll(cast);
    await as(app(), cast.member).post(`/api/groups/${cast.slug}/polls/${first.id}/vote`, {
      optionIds: [first.options[1]!.id],
    });
    const few = await listQueries();
    for (const anonymous of [false, true, false]) {
      const poll = await createPoll(cast, { anonymous, multiple: !anonymous });
      await as(app(), cast.member).post(`/api/groups/${cast.slug}/polls/${poll.id}/vote`, {
        optionIds: poll.options.slice(0, anonymous ? 1 : 2).map((option) => option.id),
      });
    }
    const many = await listQueries();
    expect(many.polls.length).toBe(few.polls.length + 3);
    expect(many.queries).toBe(few.queries);
    // The batch keeps each poll's own answers: the newest (multiple) shows both choices, the anonymous one none.
    const [newest, anonymous] = many.polls;
    expect(newest).toMatchObject({ voters: 1, ownChoice: newest!.options.slice(0, 2).map((o) => o.id) });
    expect(newest!.options.map((option) => option.votes)).toEqual([1, 1, 0]);
    expect(anonymous).toMatchObject({ anonymous: true, voters: 1, ownChoice: [] });
    expect(many.polls.find((poll) => poll.id === first.id)).toMatchObject({
      voters: 1,
      ownChoice: [first.options[1]!.id],
    });
  });
});
