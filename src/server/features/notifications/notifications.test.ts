import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { zonedTime } from "../../../shared/common/dates";
import type { PushPayload } from "../../../shared/notifications/basics";
import { outbox, pushOutbox, pushSubscriptions } from "../../db/schema";
import { ADMIN_EMAIL, as, asVisitor, createTestAppWithPeople, type Member, signUp } from "../../test/app";
import { insertHelpEntry, insertLetter, insertNotice } from "../../test/content";
import { type FakeDevice, FakePushService } from "../../test/push-service";
import { sharedByTheTests } from "../../test/shared-by-tests";
import { notifyPublications } from "../subscriptions/publications";
import { PERSONAL_TOPICS_FOR_MEMBERS, UNKNOWN_PUSH_SERVICE } from "./policy";

/** Issue 26: the notification centre and push, on the one notification path of issue 25. */
const s = sharedByTheTests(
  async () => {
    const push = new FakePushService();
    await push.start();
    const people = await createTestAppWithPeople(
      {
        anna: { firstName: "Anna", lastName: "Aebi" },
        beat: { firstName: "Beat", lastName: "Brunner" },
        chefin: { email: ADMIN_EMAIL },
      },
      { PUSH_SERVICE_HOSTS: new URL(push.origin).host },
    );
    return { ...people, push };
  },
  async ({ t, push }) => {
    await t.close();
    await push.close();
  },
);

const send = (from: Member, to: Member, content: string) =>
  as(s.t.app, from).post("/api/messages", { toUserId: to.user.id, content });

const register = (who: Member | null, device: FakeDevice, topics: string[], extra: object = {}) =>
  as(s.t.app, who).post("/api/push/subscriptions", { ...device.toJSON(), topics, ...extra });

const pushesFor = (device: FakeDevice) =>
  s.push.receivedFor(device).map((received) => JSON.parse(s.push.decrypt(received, device)) as PushPayload);

/** A moment on Zurich's wall clock, 2026-12-<day> at hh:mm. */
const zurich = (day: number, hour: number, minute = 0) =>
  zonedTime({ year: 2026, month: 12, day }, hour, minute, "Europe/Zurich");

describe("the notification centre", () => {
  it("shows a message to its recipient only, as one entry per conversation, without the text", async () => {
    expect((await send(s.anna, s.beat, "Hast du morgen Zeit?")).statusCode).toBe(201);
    expect((await send(s.anna, s.beat, "Es geht um den Umzug.")).statusCode).toBe(201);

    const centre = (await as(s.t.app, s.beat).get("/api/notifications")).json();
    expect(centre.unread).toBe(1);
    expect(centre.items).toHaveLength(1);
    expect(centre.items[0]).toMatchObject({
      kind: "message",
      title: "Neue Nachricht von Anna Aebi",
      body: "Anna Aebi hat Ihnen geschrieben.",
      href: `/inbox?contact=${s.anna.user.id}`,
      readAt: null,
    });
    expect(JSON.stringify(centre)).not.toContain("Umzug");
    expect((await as(s.t.app, s.anna).get("/api/notifications")).json()).toMatchObject({
      items: [],
      unread: 0,
    });
    expect((await asVisitor(s.t.app).get("/api/notifications")).statusCode).toBe(401);
  });

  it("names an answer to a marketplace entry as such, in the entry owner's bell", async () => {
    const entry = await insertHelpEntry(s.t.app.ctx.db, {
      ownerUserId: s.chefin.user.id,
      title: "Velo zu verschenken",
    });
    const response = await as(s.t.app, s.anna).post("/api/messages", {
      toUserId: s.chefin.user.id,
      content: "Ist das Velo noch da?",
      relatedEntryId: entry.id,
    });
    expect(response.statusCode).toBe(201);
    const [answer] = (await as(s.t.app, s.chefin).get("/api/notifications")).json().items;
    expect(answer).toMatchObject({
      kind: "marketplace_answer",
      title: "Antwort auf «Velo zu verschenken»",
      body: "Anna Aebi hat Ihnen geschrieben.",
    });
    await as(s.t.app, s.chefin).post("/api/notifications/read", { all: true });
  });

  it("lets only the owner mark entries read, and answers 304 while nothing changed", async () => {
    const first = await as(s.t.app, s.beat).get("/api/notifications");
    const [entry] = first.json().items;
    const etag = first.headers.etag as string;
    const unchanged = await s.t.app.inject({
      url: "/api/notifications",
      headers: { cookie: s.beat.cookie, "if-none-match": etag },
    });
    expect(unchanged.statusCode).toBe(304);

    // Anna names Beat's entry: nothing of Beat's changes.
    expect((await as(s.t.app, s.anna).post("/api/notifications/read", { ids: [entry.id] })).json()).toEqual({
      unread: 0,
    });
    expect((await as(s.t.app, s.beat).get("/api/notifications")).json().unread).toBe(1);
    expect((await asVisitor(s.t.app).post("/api/notifications/read", { all: true })).statusCode).toBe(401);

    expect((await as(s.t.app, s.beat).post("/api/notifications/read", { ids: [entry.id] })).json()).toEqual({
      unread: 0,
    });
    const after = await s.t.app.inject({
      url: "/api/notifications",
      headers: { cookie: s.beat.cookie, "if-none-match": etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().items[0].readAt).not.toBeNull();

    const refused = await as(s.t.app, s.beat).post("/api/notifications/read", { ids: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Bitte geben Sie an, welche Benachrichtigungen gelesen sind.");
  });

  it("marks all read and pages with before", async () => {
    for (let i = 0; i < 3; i++) await send(s.chefin, s.beat, `Nachricht ${i}`);
    const member = await signUp(s.t.app, { firstName: "Cla" });
    for (const sender of [s.anna, s.chefin, member]) await send(sender, s.beat, "Hallo");
    const page = (await as(s.t.app, s.beat).get("/api/notifications")).json();
    expect(page.unread).toBe(3);
    const older = (await as(s.t.app, s.beat).get(`/api/notifications?before=${page.items[1].id}`)).json();
    expect(older.items.every((item: { id: number }) => item.id < page.items[1].id)).toBe(true);
    expect((await as(s.t.app, s.beat).post("/api/notifications/read", { all: true })).json()).toEqual({
      unread: 0,
    });
    expect((await as(s.t.app, s.beat).get("/api/notifications?before=abc")).statusCode).toBe(400);
  });

  it("tells a member about the decision on their letter; a visitor's letter is told by mail only", async () => {
    const letter = await insertLetter(s.t.app.ctx.db, {
      status: "pending",
      userId: s.anna.user.id,
      authorEmail: s.anna.user.email,
      title: "Mehr Velowege",
    });
    const visitorLetter = await insertLetter(s.t.app.ctx.db, {
      status: "pending",
      authorEmail: "gast@example.ch",
      title: "Laute Nächte",
    });
    for (const id of [letter.id, visitorLetter.id]) {
      expect((await as(s.t.app, s.chefin).post(`/api/admin/leserbriefe/${id}/approve`, {})).statusCode).toBe(
        200,
      );
    }
    const [entry] = (await as(s.t.app, s.anna).get("/api/notifications")).json().items;
    expect(entry).toMatchObject({ kind: "decision", title: "Ihr Leserbrief wurde freigegeben" });
    expect(entry.body).toBe("«Mehr Velowege» ist jetzt veröffentlicht.");
    const mails = await s.t.app.ctx.db.select().from(outbox).where(eq(outbox.toAddress, "gast@example.ch"));
    expect(mails.map((mail) => mail.subject)).toEqual(["Ihr Leserbrief wurde freigegeben"]);
  });

  it("shows public topics a member chose in the centre, and nobody else's choice", async () => {
    expect((await as(s.t.app, s.anna).get("/api/notifications/settings")).json()).toEqual({
      topics: ["messages", "decisions", "groups"],
    });
    const chosen = await as(s.t.app, s.anna).put("/api/notifications/settings", {
      topics: ["messages", "notices:strassensperrung"],
    });
    expect(chosen.json()).toEqual({ topics: ["messages", "notices:strassensperrung"] });
    expect(
      (await as(s.t.app, s.anna).put("/api/notifications/settings", { topics: ["gibtsnicht"] })).statusCode,
    ).toBe(400);
    expect((await asVisitor(s.t.app).put("/api/notifications/settings", { topics: [] })).statusCode).toBe(
      401,
    );

    await insertNotice(s.t.app.ctx.db, { kind: "strassensperrung", title: "Bachstrasse gesperrt" });
    await notifyPublications(s.t.app.ctx);
    const [entry] = (await as(s.t.app, s.anna).get("/api/notifications")).json().items;
    expect(entry).toMatchObject({ kind: "notice", title: "Strassensperrung: Bachstrasse gesperrt" });
    const beats = (await as(s.t.app, s.beat).get("/api/notifications")).json().items;
    expect(beats.some((item: { kind: string }) => item.kind === "notice")).toBe(false);
  });
});

describe("push", () => {
  it("sends a message push encrypted for the device and signed with the portal's VAPID key, naming only the sender", async () => {
    const device = s.push.newDevice();
    const registered = await register(s.beat, device, ["messages"], { quietHours: null });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toEqual({ topics: ["messages"], quietHours: null });

    await send(s.chefin, s.beat, "Das Passwort des Vereins ist geheim");
    await s.t.app.ctx.notifier.pusher.flush();
    const [received] = await s.push.waitFor(1);
    const { publicKey } = (await asVisitor(s.t.app).get("/api/push/public-key")).json();
    expect(s.push.verifyVapid(received!, publicKey).sub).toMatch(/^mailto:/);
    const [payload] = pushesFor(device);
    expect(payload).toMatchObject({
      url: `/inbox?contact=${s.chefin.user.id}`,
      tag: `message-${s.chefin.user.id}`,
    });
    expect(JSON.stringify(payload)).not.toContain("Passwort");
  });

  it("lets a visitor follow notices on a device, but no personal topic", async () => {
    const device = s.push.newDevice();
    const personal = await register(null, device, ["messages"]);
    expect(personal.statusCode).toBe(403);
    expect(personal.json().message).toBe(PERSONAL_TOPICS_FOR_MEMBERS);
    const registered = await register(null, device, ["notices:abfall"]);
    expect(registered.json()).toEqual({
      topics: ["notices:abfall"],
      quietHours: { from: "21:00", until: "07:00" },
    });
    const read = await asVisitor(s.t.app).get(
      `/api/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`,
    );
    expect(read.json().topics).toEqual(["notices:abfall"]);
  });

  it("refuses endpoints outside the browsers' push services and malformed keys, in German", async () => {
    const device = s.push.newDevice();
    for (const endpoint of [
      "https://evil.example/push/1",
      "http://127.0.0.1:1/push/1",
      "https://user:pw@fcm.googleapis.com/x",
    ]) {
      const refused = await as(s.t.app, s.anna).post("/api/push/subscriptions", {
        ...device.toJSON(),
        endpoint,
        topics: ["messages"],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(UNKNOWN_PUSH_SERVICE);
    }
    const badKey = await as(s.t.app, s.anna).post("/api/push/subscriptions", {
      ...device.toJSON(),
      keys: { p256dh: "abc", auth: device.keys.auth },
      topics: ["messages"],
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe("Der Schlüssel des Geräts ist ungültig.");
  });

  it("holds a push in the device's quiet hours until the morning, unless the notice is urgent", async () => {
    const device = s.push.newDevice();
    await register(null, device, ["notices:gemeinderat"], { quietHours: { from: "21:00", until: "07:00" } });
    const night = zurich(3, 22, 30);
    await insertNotice(s.t.app.ctx.db, {
      kind: "gemeinderat",
      title: "Budget 2027",
      publishedAt: zurich(3, 22, 0),
    });
    await notifyPublications(s.t.app.ctx, night);
    await s.t.app.ctx.notifier.pusher.flush(new Date(night.getTime() + 60_000));
    expect(s.push.receivedFor(device)).toHaveLength(0);
    const [held] = await s.t.app.ctx.db
      .select()
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(held?.push_outbox.notBefore).toEqual(zurich(4, 7, 0));

    await insertNotice(s.t.app.ctx.db, {
      kind: "gemeinderat",
      title: "Trinkwasser abkochen",
      urgent: true,
      publishedAt: zurich(3, 22, 40),
    });
    await notifyPublications(s.t.app.ctx, zurich(3, 22, 45));
    await s.t.app.ctx.notifier.pusher.flush(zurich(3, 22, 46));
    expect(pushesFor(device).map((payload) => payload.title)).toEqual(["Gemeinderat: Trinkwasser abkochen"]);

    await s.t.app.ctx.notifier.pusher.flush(zurich(4, 7, 1));
    expect(pushesFor(device).map((payload) => payload.title)).toEqual([
      "Gemeinderat: Trinkwasser abkochen",
      "Gemeinderat: Budget 2027",
    ]);
  });

  it("removes a subscription the push service answers 404 or 410 for, and keeps one it answers 429", async () => {
    const gone = s.push.newDevice();
    const unknown = s.push.newDevice();
    const busy = s.push.newDevice();
    for (const device of [gone, unknown, busy])
      await register(null, device, ["notices:abfall"], { quietHours: null });
    s.push.answer(gone, 410);
    s.push.answer(unknown, 404);
    s.push.answer(busy, 429);
    await insertNotice(s.t.app.ctx.db, { kind: "abfall", title: "Grünabfuhr fällt aus" });
    await notifyPublications(s.t.app.ctx);
    await s.t.app.ctx.notifier.pusher.flush();
    const endpoints = (
      await s.t.app.ctx.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)
    ).map((row) => row.endpoint);
    expect(endpoints).not.toContain(gone.endpoint);
    expect(endpoints).not.toContain(unknown.endpoint);
    expect(endpoints).toContain(busy.endpoint);
    const [retry] = await s.t.app.ctx.db
      .select({ attempts: pushOutbox.attempts, sentAt: pushOutbox.sentAt })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, busy.endpoint));
    expect(retry).toEqual({ attempts: 1, sentAt: null });
    const read = await asVisitor(s.t.app).get(
      `/api/push/subscriptions?endpoint=${encodeURIComponent(gone.endpoint)}`,
    );
    expect(read.statusCode).toBe(404);
  });

  it("turns push off for a device with DELETE, and a device signed out no longer gets personal pushes", async () => {
    const device = s.push.newDevice();
    await register(s.anna, device, ["messages"], { quietHours: null });
    expect(
      (await asVisitor(s.t.app).delete("/api/push/subscriptions", { endpoint: device.endpoint })).statusCode,
    ).toBe(204);
    await send(s.beat, s.anna, "Noch da?");
    await s.t.app.ctx.notifier.pusher.flush();
    expect(s.push.receivedFor(device)).toHaveLength(0);
    const read = await asVisitor(s.t.app).get(
      `/api/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`,
    );
    expect(read.json().message).toBe("Für dieses Gerät sind keine Push-Mitteilungen eingeschaltet.");
  });
});
