import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AuditPage, PendingLists } from "../../../shared/admin/admin";
import { FORMER_MEMBER } from "../../../shared/groups/basics";
import type { GroupConversationPage, GroupInboxMessage, InboxItem } from "../../../shared/messages/messages";
import { groupMessages, users } from "../../db/schema";
import { as, type Member, mailsTo, signUp } from "../../test/app";
import { connectLive } from "../../test/live-client";
import { sharedPortal } from "../../test/shared-by-tests";
import { castGroup, type GroupCast, groupsPortal } from "../groups/test-groups";
import { GROUP_CONVERSATION_CLOSED } from "./policy";

const portal = sharedPortal(async () => {
  const built = await groupsPortal();
  return { ...built, base: await built.t.app.listen({ port: 0, host: "127.0.0.1" }) };
});

const app = () => portal.t.app;
const path = (cast: GroupCast) => `/api/groups/${cast.slug}/conversation`;
const write = async (cast: GroupCast, who: Member, content: string) => {
  const response = await as(app(), who).post(path(cast), { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as GroupInboxMessage;
};
const page = async (cast: GroupCast, who: Member) =>
  (await as(app(), who).get(path(cast))).json() as GroupConversationPage;
/** GET /api/messages, answered 304 when `etag` still holds. */
const inboxSince = (who: Member, etag: string) =>
  app().inject({ url: "/api/messages", headers: { cookie: who.cookie, "if-none-match": etag } });
const inbox = async (who: Member) => (await as(app(), who).get("/api/messages")).json() as InboxItem[];
const groupItems = async (who: Member, cast: GroupCast) =>
  (await inbox(who)).filter(
    (item): item is GroupInboxMessage => item.kind === "group" && item.group.slug === cast.slug,
  );
const unread = async (who: Member, cast: GroupCast) =>
  (await groupItems(who, cast)).filter((item) => item.fromUserId !== who.user.id && !item.isRead).length;

describe("a group's conversation", () => {
  it("is written and read by the group's members, with the sender's name, and listed in their inboxes", async () => {
    const cast = await castGroup(portal, "closed");
    const sent = await write(cast, cast.member, "Wer bringt am Samstag den Kuchen?");
    expect(sent).toMatchObject({
      kind: "group",
      fromUserId: cast.member.user.id,
      senderName: "Mia Suhrer",
      content: "Wer bringt am Samstag den Kuchen?",
      group: { slug: cast.slug, muted: false },
    });
    const read = await page(cast, cast.groupAdmin);
    expect(read.group).toMatchObject({ slug: cast.slug, mayWrite: true, muted: false });
    expect(read.messages.map((message) => message.content)).toEqual(["Wer bringt am Samstag den Kuchen?"]);

    // Private messages keep their shape in the same list.
    await as(app(), cast.owner).post("/api/messages", {
      toUserId: cast.groupAdmin.user.id,
      content: "Hallo",
    });
    const listed = await inbox(cast.groupAdmin);
    expect(listed.find((item) => item.kind === "direct")).toMatchObject({
      toUserId: cast.groupAdmin.user.id,
    });
    expect(listed.some((item) => item.kind === "group" && item.content.startsWith("Wer bringt"))).toBe(true);
    // Neither the one who asked to join nor an outsider sees it.
    expect(await groupItems(cast.requester, cast)).toEqual([]);
    expect(await groupItems(cast.outsider, cast)).toEqual([]);
  });

  it("refuses blank and overlong messages in German", async () => {
    const cast = await castGroup(portal, "open");
    const blank = await as(app(), cast.member).post(path(cast), { content: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Bitte schreiben Sie eine Nachricht.");
    const long = await as(app(), cast.member).post(path(cast), { content: "x".repeat(4001) });
    expect(long.statusCode).toBe(400);
    const paging = await as(app(), cast.member).get(`${path(cast)}?before=abc`);
    expect(paging.statusCode).toBe(400);
  });

  it("comes page by page, newest first", async () => {
    const cast = await castGroup(portal, "open");
    // Written straight into the table: 32 messages through the API would exceed the sending budget.
    const groupId = (await page(cast, cast.member)).group.id;
    for (let index = 1; index <= 32; index++) {
      await app()
        .ctx.db.insert(groupMessages)
        .values({ groupId, senderUserId: cast.groupAdmin.user.id, content: `Nachricht ${index}` });
    }
    const first = await page(cast, cast.member);
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0]?.content).toBe("Nachricht 32");
    const oldest = first.messages.at(-1)?.id;
    const older = (
      await as(app(), cast.member).get(`${path(cast)}?before=${oldest}`)
    ).json() as GroupConversationPage;
    expect(older.messages.map((message) => message.content)).toEqual(["Nachricht 2", "Nachricht 1"]);
  });

  it("of a suspended group stays readable for its members, but nobody writes in it", async () => {
    const cast = await castGroup(portal, "open");
    await write(cast, cast.member, "Noch ein Gruss vor der Pause.");
    const suspended = await as(app(), portal.editor).post(`/api/admin/groups/${cast.slug}/suspend`, {
      reason: "Wird geprüft.",
    });
    expect(suspended.statusCode).toBe(200);
    const read = await page(cast, cast.member);
    expect(read.group.mayWrite).toBe(false);
    expect(read.messages).toHaveLength(1);
    const refused = await as(app(), cast.owner).post(path(cast), { content: "Hallo?" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GROUP_CONVERSATION_CLOSED);
  });
});

describe("read state", () => {
  it("counts a member's unread messages until they read, and turns the sender's ticks when all have read", async () => {
    const cast = await castGroup(portal, "private");
    await write(cast, cast.owner, "Erste Nachricht");
    await write(cast, cast.owner, "Zweite Nachricht");
    expect(await unread(cast.member, cast)).toBe(2);
    expect(await unread(cast.groupAdmin, cast)).toBe(2);
    expect(await unread(cast.owner, cast)).toBe(0);

    const before = await as(app(), cast.member).get("/api/messages");
    const etag = before.headers.etag as string;
    const marked = await as(app(), cast.member).post(`${path(cast)}/read`);
    expect(marked.json()).toEqual({ marked: 2 });
    expect(await unread(cast.member, cast)).toBe(0);
    // The reader's inbox changed, and so its ETag.
    const after = await inboxSince(cast.member, etag);
    expect(after.statusCode).toBe(200);

    // One of two readers read: the owner's messages are not read by all yet.
    expect((await groupItems(cast.owner, cast)).every((item) => !item.isRead)).toBe(true);
    await as(app(), cast.groupAdmin).post(`${path(cast)}/read`);
    expect((await groupItems(cast.owner, cast)).every((item) => item.isRead)).toBe(true);
    expect((await as(app(), cast.member).post(`${path(cast)}/read`)).json()).toEqual({ marked: 0 });
  });

  it("changes the ETag of a member's inbox when a group message arrives for them", async () => {
    const cast = await castGroup(portal, "open");
    const first = await as(app(), cast.member).get("/api/messages");
    const etag = first.headers.etag as string;
    expect((await inboxSince(cast.member, etag)).statusCode).toBe(304);
    await write(cast, cast.owner, "Neu im Chat");
    const changed = await inboxSince(cast.member, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("does not count what was written before a member joined", async () => {
    const cast = await castGroup(portal, "open");
    await write(cast, cast.owner, "Vor deiner Zeit");
    const newcomer = await signUp(app(), { firstName: "Nina", lastName: "Neu" });
    await as(app(), newcomer).post(`/api/groups/${cast.slug}/join`);
    expect((await page(cast, newcomer)).messages).toHaveLength(1);
    expect(await unread(newcomer, cast)).toBe(0);
  });
});

describe("leaving and deleted accounts", () => {
  it("end the member's reading and writing and keep their messages as a former member's", async () => {
    const cast = await castGroup(portal, "private");
    const leaver = await signUp(app(), { firstName: "Lea", lastName: "Geht" });
    const invitation = (await as(app(), cast.owner).post(`/api/groups/${cast.slug}/invitations`)).json();
    const token = new URL(invitation.url).searchParams.get("einladung");
    await as(app(), leaver).post(`/api/groups/${cast.slug}/join`, { invitation: token });
    await write(cast, leaver, "Tschüss zusammen");
    expect((await as(app(), leaver).post(`/api/groups/${cast.slug}/leave`)).statusCode).toBe(204);

    // A private group's conversation does not exist for a former member.
    expect((await as(app(), leaver).get(path(cast))).statusCode).toBe(404);
    expect((await as(app(), leaver).post(path(cast), { content: "Doch noch?" })).statusCode).toBe(404);
    expect(await groupItems(leaver, cast)).toEqual([]);
    const kept = (await page(cast, cast.member)).messages.find(
      (message) => message.content === "Tschüss zusammen",
    );
    expect(kept).toMatchObject({ fromUserId: null, senderName: FORMER_MEMBER, senderImageUrl: null });

    const gone = await signUp(app(), { firstName: "Gustav", lastName: "Fort" });
    await as(app(), gone).post(`/api/groups/${cast.slug}/join`, { invitation: token });
    await write(cast, gone, "Bis bald");
    await app().ctx.db.delete(users).where(eq(users.id, gone.user.id));
    const shown = (await page(cast, cast.member)).messages.find((message) => message.content === "Bis bald");
    expect(shown).toMatchObject({ fromUserId: null, senderName: FORMER_MEMBER });
  });

  it("answers an ex-member of an open group 403, as anybody who is not a member", async () => {
    const cast = await castGroup(portal, "open");
    const leaver = await signUp(app(), { firstName: "Leo", lastName: "Offen" });
    await as(app(), leaver).post(`/api/groups/${cast.slug}/join`);
    expect((await as(app(), leaver).get(path(cast))).statusCode).toBe(200);
    await as(app(), leaver).post(`/api/groups/${cast.slug}/leave`);
    expect((await as(app(), leaver).get(path(cast))).statusCode).toBe(403);
    expect((await as(app(), leaver).put(`${path(cast)}/mute`, { muted: true })).statusCode).toBe(403);
  });
});

describe("'Melden' of a message", () => {
  // One group for these tests: each cast costs its owner writes, and a member's writes are limited.
  let shared: GroupCast | undefined;
  const closedGroup = async () => {
    shared ??= await castGroup(portal, "closed");
    return shared;
  };
  const report = (who: Member | null, itemId: number | string) =>
    as(app(), who).post("/api/reports", {
      kind: "group-message",
      itemId: String(itemId),
      reason: "Beleidigt andere Mitglieder.",
    });

  it("is for the members who read it, never of their own message, and reaches the team's list", async () => {
    const cast = await closedGroup();
    const sent = await write(cast, cast.member, "Ihr seid alle Versager.");
    const own = await write(cast, cast.groupAdmin, "Bitte bleibt freundlich.");

    expect((await report(null, sent.id)).statusCode).toBe(401);
    for (const stranger of [cast.outsider, cast.requester]) {
      const refused = await report(stranger, sent.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe("Dieser Inhalt wurde nicht gefunden.");
    }
    // The portal's team reads no group's conversation it is not a member of.
    expect((await report(portal.admin, sent.id)).statusCode).toBe(404);
    expect((await report(cast.groupAdmin, own.id)).statusCode).toBe(404);
    for (const unknown of ["gibtsnicht", "999999", "99999999999"])
      expect((await report(cast.groupAdmin, unknown)).statusCode).toBe(404);

    expect((await report(cast.groupAdmin, sent.id)).statusCode).toBe(201);
    const again = await report(cast.groupAdmin, sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Sie haben diesen Inhalt bereits gemeldet.");

    const { name } = (await as(app(), cast.owner).get(`/api/groups/${cast.slug}`)).json();
    const listed = (
      (await as(app(), portal.admin).get("/api/admin/pending")).json() as PendingLists
    ).reportedItems.find((item) => item.kind === "group-message" && item.itemId === String(sent.id));
    expect(listed).toMatchObject({
      title: `Nachricht in «${name}» von Mia Suhrer`,
      href: null,
      excerpt: "Ihr seid alle Versager.",
      count: 1,
      reasons: ["Beleidigt andere Mitglieder."],
    });
    expect((await as(app(), cast.member).get("/api/admin/pending")).statusCode).toBe(403);
  });

  it("names a deleted account's message as a former member's in the team's list", async () => {
    const cast = await closedGroup();
    const gone = await signUp(app(), { firstName: "Gustav", lastName: "Fort" });
    const invitation = (await as(app(), cast.owner).post(`/api/groups/${cast.slug}/invitations`)).json();
    await as(app(), gone).post(`/api/groups/${cast.slug}/join`, {
      invitation: new URL(invitation.url).searchParams.get("einladung"),
    });
    const sent = await write(cast, gone, "Werbung für mein Geschäft!");
    await app().ctx.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await report(cast.member, sent.id)).statusCode).toBe(201);
    const { name } = (await as(app(), cast.owner).get(`/api/groups/${cast.slug}`)).json();
    const listed = (
      (await as(app(), portal.admin).get("/api/admin/pending")).json() as PendingLists
    ).reportedItems.find((item) => item.kind === "group-message" && item.itemId === String(sent.id));
    expect(listed?.title).toBe(`Nachricht in «${name}» von einem ehemaligen Mitglied`);
  });

  it("lets the portal's team take the message out of the conversation, logged; nobody else", async () => {
    const cast = await closedGroup();
    const sent = await write(cast, cast.member, "Kauft meine Uhren, nur heute!");
    expect((await report(cast.groupAdmin, sent.id)).statusCode).toBe(201);
    const removal = `/api/admin/group-messages/${sent.id}`;

    expect((await as(app(), null).delete(removal)).statusCode).toBe(401);
    for (const notTheTeam of [cast.owner, cast.groupAdmin, cast.member])
      expect((await as(app(), notTheTeam).delete(removal)).statusCode).toBe(403);
    expect((await page(cast, cast.owner)).messages.map((message) => message.id)).toContain(sent.id);

    const live = await connectLive(portal.base, cast.owner.cookie);
    expect((await as(app(), portal.editor).delete(removal)).statusCode).toBe(204);
    expect(await live.next("group_message_removed")).toEqual({
      type: "group_message_removed",
      groupId: (await page(cast, cast.owner)).group.id,
    });
    await live.close();
    expect((await page(cast, cast.owner)).messages.map((message) => message.id)).not.toContain(sent.id);
    expect((await groupItems(cast.owner, cast)).some((item) => item.id === sent.id)).toBe(false);
    const pending = (await as(app(), portal.admin).get("/api/admin/pending")).json() as PendingLists;
    expect(pending.reportedItems.some((item) => item.itemId === String(sent.id))).toBe(false);
    const audit = (
      await as(app(), portal.admin).get("/api/admin/audit?entityType=group-message")
    ).json() as AuditPage;
    expect(audit.entries[0]).toMatchObject({
      action: "group-message.delete",
      entityId: String(sent.id),
      before: { senderUserId: cast.member.user.id, content: "Kauft meine Uhren, nur heute!" },
    });

    const again = await as(app(), portal.admin).delete(removal);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Diese Nachricht gibt es nicht mehr.");
    for (const unknown of ["gibtsnicht", "99999999999"])
      expect((await as(app(), portal.admin).delete(`/api/admin/group-messages/${unknown}`)).statusCode).toBe(
        400,
      );
  });

  it("is refused to a member who left the group", async () => {
    const cast = await closedGroup();
    const sent = await write(cast, cast.groupAdmin, "Training fällt aus.");
    expect((await as(app(), cast.member).post(`/api/groups/${cast.slug}/leave`)).statusCode).toBe(204);
    expect((await report(cast.member, sent.id)).statusCode).toBe(404);
  });
});

describe("mail and mute", () => {
  const mailsAbout = async (who: Member, cast: GroupCast) =>
    (await mailsTo(app(), who.user.email)).filter((mail) => mail.body.includes(`gruppe=${cast.slug}`));

  it("mails an offline member once an hour per conversation, never one who muted it, nor the sender", async () => {
    const cast = await castGroup(portal, "closed");
    const muted = await as(app(), cast.groupAdmin).put(`${path(cast)}/mute`, { muted: true });
    expect(muted.json()).toEqual({ muted: true });
    expect((await page(cast, cast.groupAdmin)).group.muted).toBe(true);

    await write(cast, cast.owner, "Probe heute um 19 Uhr");
    await write(cast, cast.owner, "Bitte pünktlich");
    const mails = await mailsAbout(cast.member, cast);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("Neue Nachricht in «");
    expect(mails[0]?.body).not.toContain("Probe heute");
    expect(await mailsAbout(cast.groupAdmin, cast)).toHaveLength(0);
    expect(await mailsAbout(cast.owner, cast)).toHaveLength(0);
    // Muted, still readable and counted in the conversation.
    expect(await unread(cast.groupAdmin, cast)).toBe(2);

    await as(app(), cast.groupAdmin).put(`${path(cast)}/mute`, { muted: false });
    await write(cast, cast.owner, "Und Noten mitbringen");
    expect(await mailsAbout(cast.groupAdmin, cast)).toHaveLength(1);
    expect(await mailsAbout(cast.member, cast)).toHaveLength(1);
  });

  it("still shows a blocked member's messages to the blocker, without mailing them", async () => {
    const cast = await castGroup(portal, "open");
    await as(app(), cast.member).put(`/api/messages/blocks/${cast.owner.user.id}`);
    await write(cast, cast.owner, "Von der Präsidentin");
    expect((await page(cast, cast.member)).messages[0]?.content).toBe("Von der Präsidentin");
    expect(await mailsAbout(cast.member, cast)).toHaveLength(0);
    expect(await mailsAbout(cast.groupAdmin, cast)).toHaveLength(1);
    await as(app(), cast.member).delete(`/api/messages/blocks/${cast.owner.user.id}`);
  });
});

describe("live", () => {
  it("brings new messages and typing to the members' open tabs, and nothing to others", async () => {
    const cast = await castGroup(portal, "closed");
    const groupId = (await page(cast, cast.member)).group.id;
    const member = await connectLive(portal.base, cast.member.cookie);
    const outsider = await connectLive(portal.base, cast.outsider.cookie);
    const requester = await connectLive(portal.base, cast.requester.cookie);
    const owner = await connectLive(portal.base, cast.owner.cookie);

    outsider.send({ type: "group_typing_start", groupId });
    requester.send({ type: "group_typing_start", groupId });
    owner.send({ type: "group_typing_start", groupId });
    const typing = await member.next("group_typing_start");
    expect(typing).toMatchObject({ groupId, fromUserId: cast.owner.user.id, fromName: "Olga Suhrer" });
    owner.send({ type: "group_typing_stop", groupId });
    expect((await member.next("group_typing_stop")).fromUserId).toBe(cast.owner.user.id);

    await write(cast, cast.owner, "Live dabei");
    expect(await member.next("group_message")).toEqual({
      type: "group_message",
      groupId,
      fromUserId: cast.owner.user.id,
    });
    await owner.next("group_message");
    // Only the owner typed: the member heard no one else, the others heard nothing of the group.
    expect(
      member.events.filter((event) => event.type === "group_typing_start").map((event) => event.type),
    ).toHaveLength(1);
    await as(app(), cast.owner).post("/api/messages", { toUserId: cast.outsider.user.id, content: "Hallo" });
    await outsider.next("message");
    expect(outsider.events.filter((event) => event.type.startsWith("group_"))).toEqual([]);
    expect(requester.events.filter((event) => event.type.startsWith("group_"))).toEqual([]);

    await as(app(), cast.member).post(`${path(cast)}/read`);
    expect(await owner.next("group_read")).toEqual({ type: "group_read", groupId });
    await Promise.all([member.close(), outsider.close(), requester.close(), owner.close()]);
  });
});
