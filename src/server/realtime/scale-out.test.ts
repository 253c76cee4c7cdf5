import { describe, expect, it } from "vitest";
import { sendMessage, signUp } from "../test/app";
import { sharedTwoInstances } from "../test/instances";
import { connectLive } from "../test/live-client";
import { sharedTestApp } from "../test/shared-by-tests";

/**
 * Two instances behind a load balancer: one PostgreSQL database, one Redis. A member connected to one
 * instance hears what happens on the other.
 */
const s = sharedTwoInstances(async ({ first, second }) => ({
  firstUrl: await first.app.listen({ port: 0, host: "127.0.0.1" }),
  secondUrl: await second.app.listen({ port: 0, host: "127.0.0.1" }),
  anna: await signUp(first.app, { firstName: "Anna" }),
  beat: await signUp(second.app, { firstName: "Beat" }),
}));

describe("two instances on Redis", () => {
  it("carry a message and typing from instance A to a member connected to instance B", async () => {
    const onA = await connectLive(s.firstUrl, s.anna.cookie);
    const onB = await connectLive(s.secondUrl, s.beat.cookie);
    expect(await onB.next("live")).toEqual({ type: "live", ok: true });

    const response = await sendMessage(s.first.app, s.anna, s.beat.user.id, "Über zwei Instanzen");
    expect(response.statusCode).toBe(201);
    const pushed = await onB.next("message");
    expect(pushed.message.content).toBe("Über zwei Instanzen");
    expect(pushed.message.fromUserId).toBe(s.anna.user.id);

    // The bell in Beat's tab counts the message (issue 26), and reading on instance A clears it on B.
    expect(await onB.next("notifications")).toEqual({ type: "notifications", unread: 1 });
    const read = await s.first.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      headers: { cookie: s.beat.cookie },
      payload: { all: true },
    });
    expect(read.json()).toEqual({ unread: 0 });
    expect(await onB.next("notifications")).toEqual({ type: "notifications", unread: 0 });

    onA.send({ type: "typing_start", toUserId: s.beat.user.id });
    expect((await onB.next("typing_start")).fromUserId).toBe(s.anna.user.id);

    // Presence too: Anna leaving instance A reaches Beat on instance B.
    await onA.close();
    expect((await onB.next("user_offline")).userId).toBe(s.anna.user.id);
    await onB.close();
  });
});

describe("without a reachable Redis", () => {
  const lonely = sharedTestApp({ REDIS_URL: "redis://127.0.0.1:1", REDIS_PREFIX: "test-unreachable" });

  // Each rate-limited call first waits for the unreachable Redis to refuse (then the limit lapses).
  it("serves messages on its own and tells clients to poll", async () => {
    const url = await lonely.app.listen({ port: 0, host: "127.0.0.1" });
    const dora = await signUp(lonely.app, { firstName: "Dora" });
    const emil = await signUp(lonely.app, { firstName: "Emil" });
    const socket = await connectLive(url, emil.cookie);
    expect(await socket.next("live")).toEqual({ type: "live", ok: false });
    const response = await sendMessage(lonely.app, dora, emil.user.id, "Trotzdem angekommen");
    expect(response.statusCode).toBe(201);
    expect((await socket.next("message")).message.content).toBe("Trotzdem angekommen");
    const inbox = await lonely.app.inject({ url: "/api/messages", headers: { cookie: emil.cookie } });
    expect(inbox.statusCode).toBe(200);
    await socket.close();
  }, 180_000);
});
