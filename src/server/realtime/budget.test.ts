import { describe, expect, it } from "vitest";
import { sendMessage, signUp, signUpUnverified } from "../test/app";
import { connectLive, listeningConversation } from "../test/live-client";
import { sharedPortal } from "../test/shared-by-tests";
import { STRIKES_TO_CLOSE } from "./frame-budget";
import { CLOSE, MAX_SOCKETS_PER_ACCOUNT } from "./hub";

const s = sharedPortal(listeningConversation);

/**
 * Counts the queries the app sends to the database while `run` runs, after the
 * writes that follow a connection (presence, session checks) have settled, so
 * that a slow machine does not count them as the flood's.
 */
async function queriesDuring(run: () => Promise<void>): Promise<number> {
  let seen = -1;
  while (seen !== s.t.generationWatch.queryCount) {
    seen = s.t.generationWatch.queryCount;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const before = s.t.generationWatch.queryCount;
  await run();
  return s.t.generationWatch.queryCount - before;
}

describe("who may open /ws", () => {
  it("refuses an account whose address was never confirmed", async () => {
    const throwaway = await signUpUnverified(s.t.app, { email: "wegwerf@nowhere.invalid" });
    await expect(connectLive(s.base, throwaway.cookie)).rejects.toThrow("upgrade refused: 403");
  });

  it(`keeps at most ${MAX_SOCKETS_PER_ACCOUNT} tabs of one account: a further one closes the oldest`, async () => {
    const tabs = [];
    for (let i = 0; i < MAX_SOCKETS_PER_ACCOUNT; i++) tabs.push(await connectLive(s.base, s.beat.cookie));
    const newest = await connectLive(s.base, s.beat.cookie);
    expect((await tabs[0]!.closed).code).toBe(CLOSE.tooManySockets);
    expect(tabs.slice(1).every((tab) => tab.open)).toBe(true);
    expect(newest.open).toBe(true);
    expect(s.t.app.ctx.realtime.socketsOf(s.beat.user.id)).toHaveLength(MAX_SOCKETS_PER_ACCOUNT);
    await Promise.all([...tabs, newest].map((tab) => tab.close()));
  });
});

describe("a flood of typing frames", () => {
  it("reaches the partner once, costs no query per frame and closes the flooding socket", async () => {
    const b = await connectLive(s.base, s.beat.cookie);
    const a = await connectLive(s.base, s.anna.cookie);
    await a.next("live");
    const frames = 20_000;
    let closedWith = 0;
    const queries = await queriesDuring(async () => {
      for (let i = 0; i < frames && a.open; i++) a.send({ type: "typing_start", toUserId: s.beat.user.id });
      closedWith = (await a.closed).code;
    });
    expect(closedWith).toBe(CLOSE.flooding);
    // The first frame asks the policy (a few queries); the repetitions and the excess ask nothing.
    expect(queries).toBeLessThan(10);
    await b.next("typing_start");
    // A visitor is served at once while the flood is over.
    const visitor = await s.t.app.inject({ url: "/api/election/candidates" });
    expect(visitor.statusCode).toBe(200);
    expect(b.events.filter((event) => event.type === "typing_start")).toHaveLength(1);
    await b.close();
  });

  it("to members that do not exist costs at most the budget's queries, not one per frame", async () => {
    const a = await connectLive(s.base, s.anna.cookie);
    await a.next("live");
    const queries = await queriesDuring(async () => {
      for (let i = 0; i < 2_000 && a.open; i++) {
        a.send({ type: "typing_start", toUserId: crypto.randomUUID() });
      }
      await a.closed;
    });
    // At most the bucket's burst reaches the policy: 20 frames of a few queries each.
    expect(queries).toBeLessThan(20 * 5);
    expect(STRIKES_TO_CLOSE).toBeLessThan(2_000);
  });

  it("lets a person's typing through: start, repeated starts coalesced, stop", async () => {
    // A pair of its own: the flood above left Anna's typing to Beat freshly started.
    const carla = await signUp(s.t.app, { firstName: "Carla" });
    await sendMessage(s.t.app, carla, s.beat.user.id, "Hallo Beat");
    const b = await connectLive(s.base, s.beat.cookie);
    const a = await connectLive(s.base, carla.cookie);
    for (let i = 0; i < 5; i++) a.send({ type: "typing_start", toUserId: s.beat.user.id });
    a.send({ type: "typing_stop", toUserId: s.beat.user.id });
    a.send({ type: "typing_stop", toUserId: s.beat.user.id });
    await b.next("typing_stop");
    await sendMessage(s.t.app, carla, s.beat.user.id, "Nach dem Tippen");
    await b.next("message");
    expect(b.events.filter((event) => event.type.startsWith("typing")).map((event) => event.type)).toEqual([
      "typing_start",
      "typing_stop",
    ]);
    expect(a.open).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });

  it("stops reaching a partner who blocks the typist, at once", async () => {
    const b = await connectLive(s.base, s.beat.cookie);
    const a = await connectLive(s.base, s.anna.cookie);
    // The flood above left Anna's typing to Beat started, which a repeated start would not tell again.
    a.send({ type: "typing_stop", toUserId: s.beat.user.id });
    await b.next("typing_stop");
    a.send({ type: "typing_start", toUserId: s.beat.user.id });
    await b.next("typing_start");
    a.send({ type: "typing_stop", toUserId: s.beat.user.id });
    await b.next("typing_stop");
    const blocked = await s.t.app.inject({
      method: "PUT",
      url: `/api/messages/blocks/${s.anna.user.id}`,
      headers: { cookie: s.beat.cookie },
    });
    expect(blocked.statusCode).toBe(204);
    a.send({ type: "typing_start", toUserId: s.beat.user.id });
    // A message from someone else arrives after the refused frame was handled.
    await sendMessage(s.t.app, s.anna, s.beat.user.id, "geblockt");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(b.events.filter((event) => event.type === "typing_start")).toHaveLength(1);
    await s.t.app.inject({
      method: "DELETE",
      url: `/api/messages/blocks/${s.anna.user.id}`,
      headers: { cookie: s.beat.cookie },
    });
    await Promise.all([a.close(), b.close()]);
  });
});
