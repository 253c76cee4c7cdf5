import { describe, expect, it } from "vitest";
import { type Member, sendMessage, signUp, type TestApp } from "../../test/app";
import { sharedTwoInstances } from "../../test/instances";

/**
 * Issue 24: an unchanged inbox poll is answered 304 from a version kept in memory, and any change on any
 * instance is seen by the next poll on every instance. Two instances on one PostgreSQL database and Redis.
 */
const s = sharedTwoInstances(async ({ first }) => ({
  anna: await signUp(first.app, { firstName: "Anna" }),
  beat: await signUp(first.app, { firstName: "Beat" }),
}));

const poll = (app: TestApp, member: Member, etag?: string) =>
  app.app.inject({
    url: "/api/messages",
    headers: { cookie: member.cookie, ...(etag ? { "if-none-match": etag } : {}) },
  });
const send = (app: TestApp, from: Member, to: Member, content: string) =>
  sendMessage(app.app, from, to.user.id, content);

/** Queries `app` sent for the poll beyond the test app's own watch (one read of the generations). */
async function pollQueries(app: TestApp, member: Member, etag: string) {
  const before = app.generationWatch.queryCount;
  const answer = await poll(app, member, etag);
  expect(answer.statusCode).toBe(304);
  return app.generationWatch.queryCount - before - 1;
}

describe("the inbox poll", () => {
  it("answers an unchanged inbox 304 without a query", async () => {
    const etag = String((await poll(s.second, s.beat)).headers.etag);
    expect(await pollQueries(s.second, s.beat, etag)).toBe(0);
  });

  it("sees a message sent on the other instance at once, for sender and recipient", async () => {
    const beatTag = String((await poll(s.second, s.beat)).headers.etag);
    const annaTag = String((await poll(s.second, s.anna)).headers.etag);
    expect((await poll(s.second, s.beat, beatTag)).statusCode).toBe(304);
    expect((await send(s.first, s.anna, s.beat, "Hallo Beat")).statusCode).toBe(201);
    const changed = await poll(s.second, s.beat, beatTag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual([expect.objectContaining({ content: "Hallo Beat", isRead: false })]);
    expect((await poll(s.second, s.anna, annaTag)).statusCode).toBe(200);
  });

  it("sees messages read on the other instance at once", async () => {
    const annaTag = String((await poll(s.second, s.anna)).headers.etag);
    const read = await s.first.app.inject({
      method: "PUT",
      url: `/api/messages/conversations/${s.anna.user.id}/read`,
      headers: { cookie: s.beat.cookie },
    });
    expect(read.statusCode, read.body).toBe(200);
    const changed = await poll(s.second, s.anna, annaTag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual([expect.objectContaining({ content: "Hallo Beat", isRead: true })]);
  });
});
