import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALREADY_VOTED, type ElectionResults, UNKNOWN_CANDIDATE } from "../../../shared/election";
import { auditLog, electionVotes } from "../../db/schema";
import { createTestAppWithMembers, signUp, type TestAppWithMembers } from "../../test/app";

let h: TestAppWithMembers;
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

const results = async () => (await h.get("/api/election/results")).json() as ElectionResults;

beforeAll(async () => {
  h = await createTestAppWithMembers();
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
    const response = await h.t.app.inject({
      method: "POST",
      url: "/api/admin/candidates",
      headers: { cookie: h.admin },
      payload: candidate,
    });
    expect(response.statusCode).toBe(201);
    ids.push(response.json().id);
  }
});
afterAll(async () => h.t.close());

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

describe("candidate upkeep", () => {
  const candidate = { name: "Nora Brunner", party: "GLP", position: "council", description: "Ingenieurin" };

  it("is for admins only: 401 signed out, 403 for members, even with malformed input", async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [h.other, 403],
    ] as const) {
      for (const request of [
        { method: "GET" as const, url: "/api/admin/candidates" },
        { method: "POST" as const, url: "/api/admin/candidates", payload: candidate },
        { method: "POST" as const, url: "/api/admin/candidates", payload: { name: "" } },
        { method: "PUT" as const, url: `/api/admin/candidates/${ids[0]}`, payload: candidate },
        { method: "DELETE" as const, url: `/api/admin/candidates/${ids[0]}` },
      ]) {
        const response = await h.t.app.inject({ ...request, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
      }
    }
  });

  it("lets an admin add, edit and remove a candidate without votes, each audited", async () => {
    const created = await h.t.app.inject({
      method: "POST",
      url: "/api/admin/candidates",
      headers: { cookie: h.admin },
      payload: candidate,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const edited = await h.t.app.inject({
      method: "PUT",
      url: `/api/admin/candidates/${id}`,
      headers: { cookie: h.admin },
      payload: { ...candidate, party: "Parteilos" },
    });
    expect(edited.json()).toMatchObject({ id, party: "Parteilos" });
    const removed = await h.t.app.inject({
      method: "DELETE",
      url: `/api/admin/candidates/${id}`,
      headers: { cookie: h.admin },
    });
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
    const kept = await h.t.app.inject({
      method: "DELETE",
      url: `/api/admin/candidates/${ids[0]}`,
      headers: { cookie: h.admin },
    });
    expect(kept.statusCode).toBe(409);
    const invalid = await h.t.app.inject({
      method: "POST",
      url: "/api/admin/candidates",
      headers: { cookie: h.admin },
      payload: { ...candidate, position: "mayor" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Bitte Gemeindepräsidium oder Gemeinderat wählen.");
  });
});
