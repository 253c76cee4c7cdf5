import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ALREADY_VOTED,
  type ElectionResults,
  POLL_CLOSED,
  UNKNOWN_CANDIDATE,
  VOTE_NEEDS_CONFIRMED_ADDRESS,
} from "../../../shared/election/election";
import { auditLog, electionVotes } from "../../db/schema";
import { expectAdminsOnly } from "../../test/access";
import { as, signUp, signUpUnverified } from "../../test/app";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";

const h = sharedTestAppWithMembers();
const ids: number[] = [];

const vote = (
  candidateId: unknown,
  options: { cookie?: string; address?: string; forwardedFor?: string } = {},
) =>
  h.t.app.inject({
    method: "POST",
    url: "/api/election/vote",
    payload: { candidateId },
    remoteAddress: options.address ?? "203.0.113.10",
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {}),
    },
  });

const asAdmin = () => as(h.t.app, h.admin);
const results = async () => (await h.get("/api/election/results")).json() as ElectionResults;

beforeAll(async () => {
  const ballot = [
    { name: "Martin Wälti", party: "FDP", position: "president" },
    { name: "Corinne Bolliger", party: "SP", position: "president" },
    ...[
      "Thomas Gautschi/SVP",
      "Sandra Huber/Die Mitte",
      "Lea Frey/Grüne",
      "Urs Kim/Parteilos",
      "Eva Roth/SP",
      "Reto Mäder/FDP",
    ].map((entry) => {
      const [name, party] = entry.split("/");
      return { name, party, position: "council" };
    }),
  ];
  for (const candidate of ballot) {
    const response = await asAdmin().post("/api/admin/candidates", candidate);
    expect(response.statusCode).toBe(201);
    ids.push(response.json().id);
  }
});

describe("election poll", () => {
  it("lists the candidates on the ballot, the presidency first", async () => {
    const response = await h.get("/api/election/candidates");
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ name: string; position: string; party: string }>;
    expect(list).toHaveLength(8);
    expect(list.slice(0, 2).map((c) => c.position)).toEqual(["president", "president"]);
    expect(list[0]).toMatchObject({ name: "Martin Wälti", party: "FDP" });
  });

  it("answers zero shares and nobody elected while nobody has voted", async () => {
    const body = await results();
    expect(body.totalVotes).toBe(0);
    expect(body.lastUpdated).not.toBeNull(); // the candidates were just entered
    expect(body.results.every((row) => row.percentage === 0 && !row.isElected)).toBe(true);
  });

  it("refuses an unknown candidate and a malformed choice with 400", async () => {
    const unknown = await vote(999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(UNKNOWN_CANDIDATE);
    const malformed = await vote("Martin");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Bitte wählen Sie eine Kandidatin oder einen Kandidaten.");
  });

  it("counts 50 concurrent votes of one member once", async () => {
    const member = await signUp(h.t.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => vote(ids[0], { cookie: member.cookie })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(49);
    expect(refused[0]?.json().message).toBe(ALREADY_VOTED);
    const body = await results();
    expect(body.totalVotes).toBe(1);
    expect(body.results.find((row) => row.candidateId === ids[0])?.voteCount).toBe(1);
    const hasVoted = await h.get("/api/election/has-voted", member.cookie);
    expect(hasVoted.json()).toEqual({ hasVoted: true });
  });

  it("lets a visitor's address vote once, also when it claims another address in X-Forwarded-For", async () => {
    const address = "198.51.100.23";
    const before = await h.t.app.inject({ url: "/api/election/has-voted", remoteAddress: address });
    expect(before.json()).toEqual({ hasVoted: false });
    expect((await vote(ids[1], { address })).statusCode).toBe(201);
    const after = await h.t.app.inject({ url: "/api/election/has-voted", remoteAddress: address });
    expect(after.json()).toEqual({ hasVoted: true });
    const second = await vote(ids[2], { address, forwardedFor: "192.0.2.77" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ALREADY_VOTED);
    expect((await vote(ids[2], { address: "198.51.100.24" })).statusCode).toBe(201);
  });

  it("keeps visitors' addresses only as keyed hashes", async () => {
    const rows = await h.t.app.ctx.db.select().from(electionVotes);
    const stored = rows.map((row) => row.ipAddress).filter(Boolean);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const value of stored) {
      expect(value).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it("gives whole-number shares and marks the six with most votes as elected", async () => {
    for (let index = 0; index < 6; index++) {
      await vote(ids[3 + (index % 5)], { address: `192.0.2.${index + 1}` });
    }
    const body = await results();
    expect(body.totalVotes).toBe(9);
    for (const row of body.results) {
      expect(Number.isInteger(row.percentage)).toBe(true);
      expect(row.percentage).toBe(Math.round((row.voteCount * 100) / 9));
    }
    const counts = body.results.map((row) => row.voteCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.results.filter((row) => row.isElected)).toHaveLength(6);
    expect(body.results.slice(0, 6).every((row) => row.isElected)).toBe(true);
  });

  it("answers an unchanged poll with 304 and a changed one with the new results", async () => {
    const first = await h.get("/api/election/results");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const unchanged = await h.t.app.inject({
      url: "/api/election/results",
      headers: { "if-none-match": etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    await vote(ids[7], { address: "192.0.2.200" });
    const changed = await h.t.app.inject({
      url: "/api/election/results",
      headers: { "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as ElectionResults).totalVotes).toBe(10);
  });
});

describe("votes by confirmed residents", () => {
  const browserCookie = (response: { cookies: Array<{ name: string; value: string }> }) => {
    const cookie = response.cookies.find((entry) => entry.name === "wahlstimme");
    if (!cookie) throw new Error("no browser vote cookie");
    return `wahlstimme=${cookie.value}`;
  };

  it("refuses accounts whose address was never confirmed: five throw-away accounts add no vote", async () => {
    const before = (await results()).totalVotes;
    for (let i = 0; i < 5; i++) {
      const throwaway = await signUpUnverified(h.t.app, { email: `wegwerf${i}@nowhere.invalid` });
      const refused = await vote(ids[3], { cookie: throwaway.cookie, address: "198.51.100.77" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(VOTE_NEEDS_CONFIRMED_ADDRESS);
    }
    expect((await results()).totalVotes).toBe(before);
  });

  it("lets a member's vote replace the visitor vote of the same browser, not add to it", async () => {
    const before = await results();
    const asVisitor = await vote(ids[4], { address: "198.51.100.81" });
    expect(asVisitor.statusCode).toBe(201);
    const member = await signUp(h.t.app);
    const asMember = await vote(ids[5], {
      cookie: `${member.cookie}; ${browserCookie(asVisitor)}`,
      address: "198.51.100.81",
    });
    expect(asMember.statusCode).toBe(201);
    const after = await results();
    expect(after.totalVotes).toBe(before.totalVotes + 1);
    const count = (body: ElectionResults, id: number) =>
      body.results.find((row) => row.candidateId === id)!.voteCount;
    expect(count(after, ids[4]!)).toBe(count(before, ids[4]!));
    expect(count(after, ids[5]!)).toBe(count(before, ids[5]!) + 1);
  });

  it("counts one vote per person at an address: a private window after a member's vote, or a member after a visitor", async () => {
    const member = await signUp(h.t.app);
    expect((await vote(ids[6], { cookie: member.cookie, address: "198.51.100.120" })).statusCode).toBe(201);
    const privateWindow = await vote(ids[7], { address: "198.51.100.120" });
    expect(privateWindow.statusCode).toBe(409);

    const before = (await results()).totalVotes;
    expect((await vote(ids[6], { address: "198.51.100.121" })).statusCode).toBe(201);
    const otherBrowser = await signUp(h.t.app);
    expect((await vote(ids[7], { cookie: otherBrowser.cookie, address: "198.51.100.121" })).statusCode).toBe(
      201,
    );
    expect((await results()).totalVotes).toBe(before + 1);
  });

  it("does not count a second vote when the member signs out in the same browser", async () => {
    const member = await signUp(h.t.app);
    const asMember = await vote(ids[6], { cookie: member.cookie, address: "198.51.100.90" });
    expect(asMember.statusCode).toBe(201);
    const signedOut = await vote(ids[7], { cookie: browserCookie(asMember), address: "198.51.100.91" });
    expect(signedOut.statusCode).toBe(409);
    expect(signedOut.json().message).toBe(ALREADY_VOTED);
  });
});

describe("candidate upkeep", () => {
  const candidate = { name: "Nora Brunner", party: "GLP", position: "council", description: "Ingenieurin" };

  it("is for admins only: 401 signed out, 403 for members, even with malformed input", async () => {
    await expectAdminsOnly(h.t.app, h.other, [
      { method: "GET", url: "/api/admin/candidates" },
      { method: "POST", url: "/api/admin/candidates", payload: candidate },
      { method: "POST", url: "/api/admin/candidates", payload: { name: "" } },
      { method: "PUT", url: `/api/admin/candidates/${ids[0]}`, payload: candidate },
      { method: "DELETE", url: `/api/admin/candidates/${ids[0]}` },
    ]);
  });

  it("lets an admin add, edit and remove a candidate without votes, each audited", async () => {
    const created = await asAdmin().post("/api/admin/candidates", candidate);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const edited = await asAdmin().put(`/api/admin/candidates/${id}`, { ...candidate, party: "Parteilos" });
    expect(edited.json()).toMatchObject({ id, party: "Parteilos" });
    const removed = await asAdmin().delete(`/api/admin/candidates/${id}`);
    expect(removed.statusCode).toBe(204);
    const audit = await h.t.app.ctx.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'election_candidate' and ${auditLog.entityId} = ${String(id)}`);
    expect(audit.map((row) => row.action).sort()).toEqual([
      "candidate.create",
      "candidate.delete",
      "candidate.update",
    ]);
    expect(audit.find((row) => row.action === "candidate.update")?.details).toMatchObject({
      before: { party: "GLP" },
      after: { party: "Parteilos" },
    });
  });

  it("keeps a candidate who has votes (409) and refuses an unknown position (400)", async () => {
    const kept = await asAdmin().delete(`/api/admin/candidates/${ids[0]}`);
    expect(kept.statusCode).toBe(409);
    const invalid = await asAdmin().post("/api/admin/candidates", { ...candidate, position: "mayor" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Bitte Gemeindepräsidium oder Gemeinderat wählen.");
  });
});

describe("the election day", () => {
  const setDay = (electionDate: string | null, cookie = h.admin) =>
    h.t.app.inject({
      method: "PUT",
      url: "/api/admin/election",
      headers: { cookie },
      payload: { electionDate },
    });
  const zurichDay = (offsetDays: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(
      new Date(Date.now() + offsetDays * 86_400_000),
    );

  it("is set by admins only, as a date", async () => {
    expect(
      (await h.t.app.inject({ method: "PUT", url: "/api/admin/election", payload: { electionDate: null } }))
        .statusCode,
    ).toBe(401);
    expect((await setDay(zurichDay(7), h.other)).statusCode).toBe(403);
    const bad = await setDay("28. September");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Bitte geben Sie den Wahltag als Datum an (JJJJ-MM-TT).");
  });

  it("keeps the poll open through election day and closes it the day after, by the clock alone", async () => {
    const today = zurichDay(0);
    expect((await setDay(today)).json()).toEqual({ electionDate: today, closed: false, running: true });
    const member = await signUp(h.t.app);
    expect((await vote(ids[0], { cookie: member.cookie })).statusCode).toBe(201);

    const yesterday = zurichDay(-1);
    expect((await setDay(yesterday)).json()).toEqual({
      electionDate: yesterday,
      closed: true,
      running: false,
    });
    expect((await h.get("/api/election")).json()).toEqual({
      electionDate: yesterday,
      closed: true,
      running: false,
    });
    const late = await vote(ids[0], { address: "198.51.100.200" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(POLL_CLOSED);
    // The final result stays readable.
    expect((await results()).totalVotes).toBeGreaterThan(0);
    await setDay(null);
  });
});
