import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type InboxMessage, MESSAGE_NOT_DELIVERABLE } from "../../../shared/messages/messages";
import { helpEntries, users } from "../../db/schema";
import {
  ADMIN_EMAIL,
  as,
  asVisitor,
  createTestAppWithPeople,
  type Member,
  mailsTo as mailsToMember,
  signUp,
  signUpUnverified,
  unsubscribeInOneClick,
} from "../../test/app";
import { sharedPortal } from "../../test/shared-by-tests";
import { SELF_MESSAGE, UNKNOWN_ENTRY, UNKNOWN_MEMBER } from "./policy";

const s = sharedPortal(async () => {
  const portal = await createTestAppWithPeople({
    admin: { email: ADMIN_EMAIL, firstName: "Chefin" },
    anna: { firstName: "Anna", lastName: "Aebi" },
    beat: { firstName: "Beat", lastName: "Brunner" },
    carla: { firstName: "Carla", lastName: "Christen" },
  });
  const [entry] = await portal.t.app.ctx.db
    .insert(helpEntries)
    .values({
      kind: "offer",
      category: "gear_share",
      title: "Bohrmaschine zu verleihen",
      description: "Gut erhalten, mit Koffer.",
      name: "Beat",
      contactEmail: "geheim-beat@example.ch",
      price: "5",
      imageUrl: "/objects/uploads/bohrer",
      ownerUserId: portal.beat.user.id,
    })
    .returning({ id: helpEntries.id });
  return { ...portal, entryId: entry!.id };
});

const send = (from: Member | null, payload: object) => as(s.t.app, from).post("/api/messages", payload);
const inbox = (member: Member, headers: Record<string, string> = {}) =>
  s.t.app.inject({ url: "/api/messages", headers: { cookie: member.cookie, ...headers } });
const mailsTo = (email: string) => mailsToMember(s.t.app, email);

describe("sending a message", () => {
  it("needs a signed-in member", async () => {
    const response = await send(null, { toUserId: s.beat.user.id, content: "Hallo" });
    expect(response.statusCode).toBe(401);
    expect((await asVisitor(s.t.app).get("/api/messages")).statusCode).toBe(401);
  });

  it("refuses blank text, oneself, unknown members, overlong text and unknown entries in German", async () => {
    const blank = await send(s.anna, { toUserId: s.beat.user.id, content: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Bitte schreiben Sie eine Nachricht.");

    const self = await send(s.anna, { toUserId: s.anna.user.id, content: "Hallo ich" });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SELF_MESSAGE);

    const unknown = await send(s.anna, {
      toUserId: "00000000-0000-4000-8000-000000000000",
      content: "Hallo",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(UNKNOWN_MEMBER);

    const long = await send(s.anna, { toUserId: s.beat.user.id, content: "x".repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Eine Nachricht darf höchstens 4000 Zeichen lang sein.");

    const entry = await send(s.anna, { toUserId: s.beat.user.id, content: "Hallo", relatedEntryId: 999_999 });
    expect(entry.statusCode).toBe(400);
    expect(entry.json().message).toBe(UNKNOWN_ENTRY);

    const malformed = await send(s.anna, { toUserId: "nicht-eine-id", content: "Hallo" });
    expect(malformed.statusCode).toBe(400);
  });

  it("takes the sender from the session and shows both people without e-mail, with the entry card", async () => {
    const response = await send(s.anna, {
      toUserId: s.beat.user.id,
      content: "Ist die Bohrmaschine noch frei?",
      relatedEntryId: s.entryId,
      fromUserId: s.carla.user.id,
    });
    expect(response.statusCode).toBe(201);
    const sent = response.json() as InboxMessage;
    expect(sent.fromUserId).toBe(s.anna.user.id);
    expect(sent.fromUser).toEqual({
      id: s.anna.user.id,
      firstName: "Anna",
      lastName: "Aebi",
      profileImageUrl: null,
    });
    expect(sent.relatedEntry).toEqual({
      id: s.entryId,
      title: "Bohrmaschine zu verleihen",
      kind: "offer",
      price: "5",
      imageUrl: "/objects/uploads/bohrer",
    });

    for (const member of [s.anna, s.beat]) {
      const list = await inbox(member);
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain("@example.ch");
      const [first] = list.json() as InboxMessage[];
      expect(first?.content).toBe("Ist die Bohrmaschine noch frei?");
      expect(first?.toUser.firstName).toBe("Beat");
    }
    expect(await inbox(s.carla).then((r) => r.json())).toEqual([]);
  });
});

describe("GET /api/messages and its ETag", () => {
  it("answers 304 from the member's version without reading the message table, and 200 after a write", async () => {
    const first = await inbox(s.carla);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers["cache-control"]).toBe("private, no-cache");

    // With the message table gone, only an answer that never touches it can succeed.
    await s.t.app.ctx.db.execute(sql`alter table messages rename to messages_away`);
    try {
      const again = await inbox(s.carla, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    } finally {
      await s.t.app.ctx.db.execute(sql`alter table messages_away rename to messages`);
    }

    expect((await send(s.anna, { toUserId: s.carla.user.id, content: "Hallo Carla" })).statusCode).toBe(201);
    const changed = await inbox(s.carla, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as InboxMessage[])[0]?.content).toBe("Hallo Carla");
  });

  it("never answers one member's tag for another member", async () => {
    const annas = (await inbox(s.anna)).headers.etag as string;
    expect((await inbox(s.beat, { "if-none-match": annas })).statusCode).toBe(200);
  });
});

describe("read marking", () => {
  it("is for the recipient only; anyone else gets 404", async () => {
    const sent = (
      await send(s.carla, { toUserId: s.beat.user.id, content: "Liest du das?" })
    ).json() as InboxMessage;
    const url = `/api/messages/${sent.id}/read`;
    expect((await asVisitor(s.t.app).put(url)).statusCode).toBe(401);
    expect((await as(s.t.app, s.carla).put(url)).statusCode).toBe(404);
    expect((await as(s.t.app, s.anna).put(url)).statusCode).toBe(404);
    expect((await as(s.t.app, s.admin).put(url)).statusCode).toBe(404);
    expect((await as(s.t.app, s.beat).put("/api/messages/999999/read")).statusCode).toBe(404);
    expect((await as(s.t.app, s.beat).put(url)).statusCode).toBe(204);
    const mine = (await inbox(s.carla)).json() as InboxMessage[];
    expect(mine.find((message) => message.id === sent.id)?.isRead).toBe(true);
  });

  it("opening a conversation marks every received message of it read, and nothing else", async () => {
    await send(s.anna, { toUserId: s.beat.user.id, content: "Eins" });
    await send(s.anna, { toUserId: s.beat.user.id, content: "Zwei" });
    await send(s.carla, { toUserId: s.beat.user.id, content: "Von Carla" });
    const opened = await as(s.t.app, s.beat).put(`/api/messages/conversations/${s.anna.user.id}/read`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().marked).toBeGreaterThanOrEqual(2);
    const list = (await inbox(s.beat)).json() as InboxMessage[];
    const unread = list.filter((message) => message.toUserId === s.beat.user.id && !message.isRead);
    expect(unread.map((message) => message.content)).toEqual(["Von Carla"]);
    expect(
      (await asVisitor(s.t.app).put(`/api/messages/conversations/${s.anna.user.id}/read`)).statusCode,
    ).toBe(401);
  });
});

describe("blocking", () => {
  it("refuses a blocked sender's messages with a German message that says nothing of the block", async () => {
    const dora = await signUp(s.t.app, { firstName: "Dora" });
    const emil = await signUp(s.t.app, { firstName: "Emil" });
    expect((await send(emil, { toUserId: dora.user.id, content: "Hallo Dora" })).statusCode).toBe(201);
    expect((await as(s.t.app, dora).put(`/api/messages/blocks/${emil.user.id}`)).statusCode).toBe(204);

    const refused = await send(emil, { toUserId: dora.user.id, content: "Hallo nochmals" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGE_NOT_DELIVERABLE });
    expect(refused.body).not.toMatch(/block/i);
    const emilsBlocks = await as(s.t.app, emil).get("/api/messages/blocks");
    expect(emilsBlocks.json()).toEqual([]);
    const dorasBlocks = await as(s.t.app, dora).get("/api/messages/blocks");
    expect(dorasBlocks.json()).toEqual([emil.user.id]);
    const doras = (await inbox(dora)).json() as InboxMessage[];
    expect(doras.map((message) => message.content)).toEqual(["Hallo Dora"]);

    expect((await as(s.t.app, dora).put(`/api/messages/blocks/${dora.user.id}`)).statusCode).toBe(400);
    expect((await asVisitor(s.t.app).put(`/api/messages/blocks/${emil.user.id}`)).statusCode).toBe(401);

    const unblock = await as(s.t.app, dora).delete(`/api/messages/blocks/${emil.user.id}`);
    expect(unblock.statusCode).toBe(204);
    expect((await send(emil, { toUserId: dora.user.id, content: "Wieder da" })).statusCode).toBe(201);
  });
});

describe("rate limit", () => {
  it("allows 20 messages a minute per member, then answers 429 in German", async () => {
    const fritz = await signUp(s.t.app, { firstName: "Fritz" });
    for (let i = 0; i < 20; i++) {
      expect((await send(fritz, { toUserId: s.anna.user.id, content: `Nachricht ${i}` })).statusCode).toBe(
        201,
      );
    }
    const limited = await send(fritz, { toUserId: s.anna.user.id, content: "Eine zu viel" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/sehr viele Nachrichten/);
    // Counted per member, not per address: another member from the same address still gets through.
    expect((await send(s.carla, { toUserId: s.anna.user.id, content: "Ich darf" })).statusCode).toBe(201);
  });
});

describe("older messages", () => {
  it("come page by page; GET /api/messages carries the newest 20 of each conversation", async () => {
    const gina = await signUp(s.t.app, { firstName: "Gina" });
    const hans = await signUp(s.t.app, { firstName: "Hans" });
    for (let i = 1; i <= 25; i++) {
      const from = i % 2 ? gina : hans;
      const to = i % 2 ? hans : gina;
      await send(from, { toUserId: to.user.id, content: `Teil ${i}` });
    }
    await as(s.t.app, hans).put(`/api/messages/conversations/${gina.user.id}/read`);
    await as(s.t.app, gina).put(`/api/messages/conversations/${hans.user.id}/read`);
    const recent = (await inbox(gina)).json() as InboxMessage[];
    expect(recent).toHaveLength(20);
    expect(recent[0]?.content).toBe("Teil 25");
    const oldest = recent.at(-1)!;
    expect(oldest.content).toBe("Teil 6");
    const page = await as(s.t.app, gina).get(
      `/api/messages/conversations/${hans.user.id}?before=${oldest.id}`,
    );
    expect(page.statusCode).toBe(200);
    expect((page.json() as InboxMessage[]).map((message) => message.content)).toEqual([
      "Teil 5",
      "Teil 4",
      "Teil 3",
      "Teil 2",
      "Teil 1",
    ]);
    const outsider = await as(s.t.app, s.carla).get(
      `/api/messages/conversations/${hans.user.id}?before=${oldest.id}`,
    );
    expect(outsider.json()).toEqual([]);
  });
});

describe("e-mail about new messages", () => {
  it("goes to an offline recipient at most once per conversation and hour, unless they opted out", async () => {
    const ida = await signUp(s.t.app, { firstName: "Ida" });
    const jonas = await signUp(s.t.app, { firstName: "Jonas" });
    const kurt = await signUp(s.t.app, { firstName: "Kurt" });
    await send(jonas, { toUserId: ida.user.id, content: "Erste" });
    await send(jonas, { toUserId: ida.user.id, content: "Zweite" });
    const mails = await mailsTo(ida.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Neue Nachricht von Jonas Muster");
    expect(mails[0]?.body).toMatch(/^Grüezi Ida\n/);
    expect(mails[0]?.body).toContain(`http://localhost:5000/inbox?contact=${jonas.user.id}`);
    expect(mails[0]?.body).not.toContain("Erste");

    // Another conversation has its own hour.
    await send(kurt, { toUserId: ida.user.id, content: "Von Kurt" });
    expect(await mailsTo(ida.user.email)).toHaveLength(2);

    const setting = await as(s.t.app, ida).put("/api/messages/mail-setting", { notifyByMail: false });
    expect(setting.json()).toEqual({ notifyByMail: false });
    const read = await as(s.t.app, ida).get("/api/messages/mail-setting");
    expect(read.json()).toEqual({ notifyByMail: false });
    await send(s.anna, { toUserId: ida.user.id, content: "Von Anna" });
    expect(await mailsTo(ida.user.email)).toHaveLength(2);

    expect(
      (await asVisitor(s.t.app).put("/api/messages/mail-setting", { notifyByMail: true })).statusCode,
    ).toBe(401);
    const bad = await as(s.t.app, ida).put("/api/messages/mail-setting", { notifyByMail: "ja" });
    expect(bad.statusCode).toBe(400);
  });

  it("turns itself off with one click in the mail program (RFC 8058), for that member and kind alone", async () => {
    const lara = await signUp(s.t.app, { firstName: "Lara" });
    const max = await signUp(s.t.app, { firstName: "Max" });
    await send(max, { toUserId: lara.user.id, content: "Hallo Lara" });
    const [mail] = await mailsTo(lara.user.email);
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = /^<http:\/\/localhost:5000(\/api\/messages\/mail-setting\/[^>]+\/unsubscribe)>$/.exec(
      mail?.headers?.["List-Unsubscribe"] ?? "",
    )?.[1];
    expect(target).toBeDefined();
    const forged = await s.t.app.inject({
      method: "POST",
      url: target!.replace(/\.[^./]+\/unsubscribe$/, ".falsch-falsch-falsch-falsch-falsch/unsubscribe"),
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forged.statusCode).toBe(404);
    const oneClick = await unsubscribeInOneClick(s.t.app, target!);
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await as(s.t.app, lara).get("/api/messages/mail-setting")).json()).toEqual({
      notifyByMail: false,
    });
    expect((await as(s.t.app, max).get("/api/messages/mail-setting")).json()).toEqual({ notifyByMail: true });
  });
});

describe("presence: only for conversation partners", () => {
  const statusOf = (member: Member, viewer: { cookie: string }) =>
    as(s.t.app, viewer).get(`/api/users/${member.user.id}/online-status`);

  it("answers 404 to strangers, across a block in either direction and to unconfirmed accounts", async () => {
    const emil = await signUp(s.t.app, { firstName: "Emil" });
    const fritz = await signUp(s.t.app, { firstName: "Fritz" });
    const stranger = await signUp(s.t.app, { firstName: "Gina" });
    const throwaway = await signUpUnverified(s.t.app, { email: "spion@nowhere.invalid" });
    expect((await send(emil, { toUserId: fritz.user.id, content: "Hallo Fritz" })).statusCode).toBe(201);

    expect((await statusOf(emil, fritz)).statusCode).toBe(200);
    expect((await statusOf(fritz, emil)).statusCode).toBe(200);
    expect((await statusOf(emil, stranger)).statusCode).toBe(404);
    expect((await statusOf(emil, throwaway)).statusCode).toBe(404);

    expect((await as(s.t.app, fritz).put(`/api/messages/blocks/${emil.user.id}`)).statusCode).toBe(204);
    expect((await statusOf(fritz, emil)).statusCode).toBe(404);
    expect((await statusOf(emil, fritz)).statusCode).toBe(404);
  });

  it("hides 'zuletzt online' when the member chooses so", async () => {
    const hanna = await signUp(s.t.app, { firstName: "Hanna" });
    const ivo = await signUp(s.t.app, { firstName: "Ivo" });
    await send(hanna, { toUserId: ivo.user.id, content: "Hallo Ivo" });
    await s.t.app.ctx.db
      .update(users)
      .set({ lastSeenAt: new Date("2026-11-20T10:00:00Z") })
      .where(eq(users.id, hanna.user.id));
    expect((await statusOf(hanna, ivo)).json().lastSeenAt).toBe("2026-11-20T10:00:00.000Z");

    const hidden = await as(s.t.app, hanna).put("/api/messages/presence-setting", { showLastSeen: false });
    expect(hidden.json()).toEqual({ showLastSeen: false });
    expect((await statusOf(hanna, ivo)).json()).toEqual({ isOnline: false, lastSeenAt: null });
    const read = await as(s.t.app, hanna).get("/api/messages/presence-setting");
    expect(read.json()).toEqual({ showLastSeen: false });
    expect(
      (await as(s.t.app, hanna).put("/api/messages/presence-setting", { showLastSeen: "nein" })).statusCode,
    ).toBe(400);
  });
});

describe("people and entries for the inbox", () => {
  it("online status, member card and entry card need sign-in and never show an e-mail", async () => {
    expect((await asVisitor(s.t.app).get(`/api/users/${s.beat.user.id}/online-status`)).statusCode).toBe(401);
    const status = await as(s.t.app, s.anna).get(`/api/users/${s.beat.user.id}/online-status`);
    expect(status.json()).toEqual({ isOnline: false, lastSeenAt: null });
    const unknown = await as(s.t.app, s.anna).get(
      "/api/users/00000000-0000-4000-8000-000000000000/online-status",
    );
    expect(unknown.statusCode).toBe(404);

    const member = await as(s.t.app, s.anna).get(`/api/messages/members/${s.beat.user.id}`);
    expect(member.json()).toEqual({
      id: s.beat.user.id,
      firstName: "Beat",
      lastName: "Brunner",
      profileImageUrl: null,
    });

    const entry = await as(s.t.app, s.anna).get(`/api/messages/entries/${s.entryId}`);
    expect(entry.json()).toEqual({
      id: s.entryId,
      title: "Bohrmaschine zu verleihen",
      kind: "offer",
      price: "5",
      imageUrl: "/objects/uploads/bohrer",
      ownerUserId: s.beat.user.id,
    });
    expect(entry.body).not.toContain("@example.ch");
    expect((await asVisitor(s.t.app).get(`/api/messages/entries/${s.entryId}`)).statusCode).toBe(401);
  });
});
