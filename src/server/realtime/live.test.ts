import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { helpEntries, liveConnections } from "../db/schema";
import { type Member, sendMessage, signUp } from "../test/app";
import { connectLive, listeningConversation } from "../test/live-client";
import { sharedPortal } from "../test/shared-by-tests";

const s = sharedPortal(async () => {
  const conversation = await listeningConversation();
  return { ...conversation, carla: await signUp(conversation.t.app, { firstName: "Carla" }) };
});

const send = (from: Member, toUserId: string, content: string) =>
  sendMessage(s.t.app, from, toUserId, content);

describe("the /ws upgrade", () => {
  it("is refused without a session, with a forged cookie, and from another site", async () => {
    await expect(connectLive(s.base, "")).rejects.toThrow("upgrade refused: 401");
    await expect(connectLive(s.base, "sid=erfunden.abc")).rejects.toThrow("upgrade refused: 401");
    await expect(connectLive(s.base, s.anna.cookie, "https://boese.example")).rejects.toThrow(
      "upgrade refused: 403",
    );
    const own = await connectLive(s.base, s.anna.cookie, "http://localhost:5000");
    expect(await own.next("live")).toEqual({ type: "live", ok: true });
    await own.close();
  });
});

describe("typing", () => {
  it("reaches only the named partner, with the sender the server knows", async () => {
    const a = await connectLive(s.base, s.anna.cookie);
    const b = await connectLive(s.base, s.beat.cookie);
    const c = await connectLive(s.base, s.carla.cookie);

    // Carla has no conversation with Anna: her typing to Anna is dropped, and so is Anna's to her.
    c.send({ type: "typing_start", toUserId: s.anna.user.id });
    a.send({ type: "typing_start", toUserId: s.carla.user.id });
    a.send({ type: "typing_start", toUserId: s.beat.user.id, fromUserId: s.carla.user.id, timestamp: 1 });
    const typing = await b.next("typing_start");
    expect(typing.fromUserId).toBe(s.anna.user.id);
    expect(typing.toUserId).toBe(s.beat.user.id);
    a.send({ type: "typing_stop", toUserId: s.beat.user.id });
    expect((await b.next("typing_stop")).fromUserId).toBe(s.anna.user.id);

    // The next thing Carla and Anna hear is a message, proving that no typing event came before it.
    await send(s.beat, s.carla.user.id, "Hallo Carla");
    await c.next("message");
    expect(c.events.filter((event) => event.type.startsWith("typing"))).toEqual([]);
    await send(s.beat, s.anna.user.id, "Hallo Anna");
    await a.next("message", (event) => event.message.content === "Hallo Anna");
    expect(a.events.filter((event) => event.type.startsWith("typing"))).toEqual([]);

    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it("reaches the owner of an entry being contacted before any message", async () => {
    const dora = await signUp(s.t.app, { firstName: "Dora" });
    const emil = await signUp(s.t.app, { firstName: "Emil" });
    const [entry] = await s.t.app.ctx.db
      .insert(helpEntries)
      .values({
        kind: "offer",
        title: "Velo",
        description: "Zu verschenken",
        name: "Dora",
        ownerUserId: dora.user.id,
      })
      .returning({ id: helpEntries.id });
    const owner = await connectLive(s.base, dora.cookie);
    const visitor = await connectLive(s.base, emil.cookie);
    visitor.send({ type: "typing_start", toUserId: dora.user.id });
    visitor.send({ type: "typing_start", toUserId: dora.user.id, entryId: entry!.id });
    const typing = await owner.next("typing_start");
    expect(typing.fromUserId).toBe(emil.user.id);
    // Only the second one, about her entry, reached her.
    visitor.send({ type: "typing_stop", toUserId: dora.user.id, entryId: entry!.id });
    await owner.next("typing_stop");
    expect(owner.events.filter((event) => event.type === "typing_start")).toHaveLength(1);
    await Promise.all([owner.close(), visitor.close()]);
  });
});

describe("messages and unread counts", () => {
  it("are pushed to the recipient at once", async () => {
    const b = await connectLive(s.base, s.beat.cookie);
    await b.next("live");
    const response = await send(s.anna, s.beat.user.id, "Live zugestellt");
    expect(response.statusCode).toBe(201);
    const pushed = await b.next("message", (event) => event.message.content === "Live zugestellt");
    expect(pushed.message.fromUser.firstName).toBe("Anna");
    expect(JSON.stringify(pushed)).not.toContain("@example.ch");
    const count = await b.next("unread_count");
    expect(count.count).toBeGreaterThanOrEqual(1);

    const a = await connectLive(s.base, s.anna.cookie);
    await a.next("live");
    await s.t.app.inject({
      method: "PUT",
      url: `/api/messages/conversations/${s.anna.user.id}/read`,
      headers: { cookie: s.beat.cookie },
    });
    expect(await a.next("messages_read")).toEqual({ type: "messages_read", byUserId: s.beat.user.id });
    expect((await b.next("unread_count", (event) => event.count === 0)).count).toBe(0);
    await Promise.all([a.close(), b.close()]);
  });
});

describe("presence", () => {
  const status = async (member: Member) =>
    (
      await s.t.app.inject({
        url: `/api/users/${member.user.id}/online-status`,
        headers: { cookie: s.beat.cookie },
      })
    ).json() as { isOnline: boolean; lastSeenAt: string | null };
  const openTabs = async (member: Member) =>
    (await s.t.app.ctx.db.select().from(liveConnections).where(eq(liveConnections.userId, member.user.id)))
      .length;

  it("tells partners when a member comes and goes; several tabs count as one, until the last closes", async () => {
    // The tabs of the tests before are closed on the server too (a close is handled after the client's
    // close resolves): a tab of Anna's still counted would make her arrival no arrival.
    await expect.poll(() => openTabs(s.anna), { timeout: 10_000 }).toBe(0);
    const partner = await connectLive(s.base, s.beat.cookie);
    // Presence is told to connections the server has registered ('live'); one still registering would
    // miss Anna's arrival (it happened on a loaded CI machine).
    await partner.next("live");
    const tab1 = await connectLive(s.base, s.anna.cookie);
    expect((await partner.next("user_online")).userId).toBe(s.anna.user.id);
    const tab2 = await connectLive(s.base, s.anna.cookie);
    await expect.poll(() => openTabs(s.anna)).toBe(2);

    await tab1.close();
    await expect.poll(() => openTabs(s.anna)).toBe(1);
    expect((await status(s.anna)).isOnline).toBe(true);

    await tab2.close();
    const offline = await partner.next("user_offline");
    expect(offline.userId).toBe(s.anna.user.id);
    expect(offline.lastSeenAt).not.toBeNull();
    expect(partner.events.filter((event) => event.type === "user_online")).toHaveLength(1);
    expect(partner.events.filter((event) => event.type === "user_offline")).toHaveLength(1);
    // The offline mark may land a moment after the event (PostgreSQL, another connection).
    await expect.poll(async () => (await status(s.anna)).isOnline).toBe(false);
    const after = await status(s.anna);
    // On PostgreSQL the stored moment can be the last tab's close, a few milliseconds after the event.
    expect(Date.parse(after.lastSeenAt as string)).toBeGreaterThanOrEqual(
      Date.parse(offline.lastSeenAt as string),
    );

    // Carla never wrote with Anna and hears nothing of her presence.
    const stranger = await connectLive(s.base, s.carla.cookie);
    await stranger.next("live");
    const again = await connectLive(s.base, s.anna.cookie);
    await partner.next("user_online");
    await send(s.beat, s.carla.user.id, "Bist du da?");
    await stranger.next("message");
    expect(stranger.events.filter((event) => event.type.startsWith("user_"))).toEqual([]);
    await Promise.all([partner.close(), again.close(), stranger.close()]);
  });
});
