import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CONTRIBUTION_EDITED_MAIL_LINE,
  ONLY_APPROVED_WITHDRAWN,
  type PendingLists,
  REJECTED_NOT_EDITABLE,
} from "../../../shared/admin/admin";
import type { EditorialRevision as Revision } from "../../../shared/newsroom/newsroom";
import { outbox } from "../../db/schema";
import { as, asVisitor, createTestAppWithMembers, signUp } from "../../test/app";
import { insertLetter, insertPrReport, insertUserArticle } from "../../test/content";
import { sharedPortal } from "../../test/shared-by-tests";
import { promoteToEditor } from "../../test/team";

/** Issue 21, item 4: the editorial team corrects a waiting submission before deciding on it. */
const s = sharedPortal(async () => {
  const portal = await createTestAppWithMembers();
  const erika = await signUp(portal.t.app, { firstName: "Erika", lastName: "Feder" });
  await promoteToEditor(portal.t.app, portal.admin, erika.user.id);
  return { ...portal, editor: erika.cookie };
});

const db = () => s.t.app.ctx.db;
/** A correction the rules accept, for tests about when one may be made at all. */
const CORRECTION = { title: "Titel", content: "Ein ganz richtiger Text." };
const decisionMailTo = async (address: string) =>
  (await db().select().from(outbox).where(eq(outbox.toAddress, address))).find((mail) =>
    mail.subject.includes("freigegeben"),
  );

const KINDS = [
  {
    name: "reader letter",
    base: "/api/admin/leserbriefe",
    publicPath: "/leserbriefe",
    insert: (values: Parameters<typeof insertLetter>[1]) => insertLetter(db(), values),
  },
  {
    name: "user article",
    base: "/api/admin/user-articles",
    publicPath: "/user-artikel",
    insert: (values: Parameters<typeof insertUserArticle>[1]) => insertUserArticle(db(), values),
  },
] as const;

describe.each(KINDS)("an editor correcting a waiting $name", ({ name, base, publicPath, insert }) => {
  it("keeps the member's original as the first revision and publishes the corrected text under its new title", async () => {
    const email = `verfasserin.${base.length}@example.ch`;
    const item = await insert({
      title: "Das Dorfest im Regn",
      content: "Trotz Regn kammen viele Leute ans Dorffest.",
      status: "pending",
      authorName: "Vreni Muster",
      authorEmail: email,
      userId: s.author.user.id,
    });
    const edited = await as(s.t.app, s.editor).patch(`${base}/${item.id}`, {
      title: "Das Dorffest im Regen",
      content: "Trotz Regen kamen viele Leute ans Dorffest.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Das Dorffest im Regen",
      content: "Trotz Regen kamen viele Leute ans Dorffest.",
      slug: "das-dorffest-im-regen",
      status: "pending",
    });

    const { revisions } = (await as(s.t.app, s.editor).get(`${base}/${item.id}/revisions`)).json() as {
      revisions: Revision[];
    };
    expect(revisions.map((revision) => [revision.version, revision.savedBy, revision.note])).toEqual([
      [2, "Erika Feder", "Von der Redaktion bearbeitet"],
      [1, "Vreni Muster", "Eingereicht"],
    ]);
    expect(revisions[1]!.fields).toEqual({
      title: "Das Dorfest im Regn",
      content: "Trotz Regn kammen viele Leute ans Dorffest.",
    });
    expect(revisions[0]!.changed).toEqual(["title", "content"]);

    // Saving the same text again is no revision.
    await as(s.t.app, s.editor).patch(`${base}/${item.id}`, {
      title: "Das Dorffest im Regen",
      content: edited.json().content,
    });
    expect((await as(s.t.app, s.editor).get(`${base}/${item.id}/revisions`)).json().revisions).toHaveLength(
      2,
    );

    expect((await as(s.t.app, s.editor).post(`${base}/${item.id}/approve`, {})).statusCode).toBe(200);
    const mail = await decisionMailTo(email);
    expect(mail?.body).toContain(CONTRIBUTION_EDITED_MAIL_LINE);
    expect(mail?.body).toContain(`${publicPath}/das-dorffest-im-regen`);
    const page = await s.get(`${publicPath}/das-dorffest-im-regen`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Trotz Regen kamen viele Leute");
  });

  it("corrects a published one in place (its address stays), takes it off the portal and puts it back", async () => {
    const item = await insert({
      title: `Neue Bänkli am Dorfplatz (${name})`,
      content: "Seit letzter Woche stehen am Dorfplatz drei neue Bänkli.",
      userId: s.author.user.id,
    });
    const page = () => s.get(`${publicPath}/${item.slug}`);
    expect((await page()).statusCode).toBe(200);
    const edited = await as(s.t.app, s.editor).patch(`${base}/${item.id}`, {
      title: `Neue Bänke am Dorfplatz (${name})`,
      content: "Seit letzter Woche stehen am Dorfplatz drei neue Bänke.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ slug: item.slug, status: "approved", editedByTeam: true });
    expect((await page()).body).toContain("drei neue Bänke.");

    const withdrawn = await as(s.t.app, s.editor).post(`${base}/${item.id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: "approved", isPublished: false });
    expect((await page()).statusCode).toBe(404);
    const home = (await s.get("/api/homepage-content")).json() as Array<{ title: string }>;
    expect(home.some((tile) => tile.title === `Neue Bänke am Dorfplatz (${name})`)).toBe(false);

    expect((await as(s.t.app, s.editor).post(`${base}/${item.id}/republish`)).json()).toMatchObject({
      isPublished: true,
    });
    expect((await page()).body).toContain("drei neue Bänke.");
    const audit = (await as(s.t.app, s.admin).get(`/api/admin/audit?entityId=${item.id}`)).json() as {
      entries: Array<{ action: string }>;
    };
    expect(audit.entries.map((entry) => entry.action.split(".").pop())).toEqual(
      expect.arrayContaining(["update", "withdraw", "republish"]),
    );
  });

  it("leaves rejected ones alone, and withdraws only what was approved", async () => {
    const rejected = await insert({ status: "rejected", userId: s.author.user.id });
    const edit = await as(s.t.app, s.editor).patch(`${base}/${rejected.id}`, CORRECTION);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(REJECTED_NOT_EDITABLE);
    const waiting = await insert({ status: "pending", userId: s.author.user.id });
    const withdraw = await as(s.t.app, s.editor).post(`${base}/${waiting.id}/withdraw`);
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().message).toBe(ONLY_APPROVED_WITHDRAWN);
    expect((await as(s.t.app, s.editor).post(`${base}/987654/withdraw`)).statusCode).toBe(404);
  });

  it("says nothing of an edit in the mail of a submission approved as it came", async () => {
    const email = `unveraendert.${base.length}@example.ch`;
    const item = await insert({ status: "pending", authorEmail: email, userId: s.author.user.id });
    expect((await as(s.t.app, s.editor).post(`${base}/${item.id}/approve`, {})).statusCode).toBe(200);
    expect((await decisionMailTo(email))?.body).not.toContain(CONTRIBUTION_EDITED_MAIL_LINE);
    expect((await as(s.t.app, s.editor).get(`${base}/${item.id}/revisions`)).json()).toEqual({
      revisions: [],
    });
  });

  it("refuses an empty title or a too short text in German, and unknown ids with 404", async () => {
    const item = await insert({ status: "pending", userId: s.author.user.id });
    const empty = await as(s.t.app, s.editor).patch(`${base}/${item.id}`, { ...CORRECTION, title: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("Titel ist erforderlich");
    const short = await as(s.t.app, s.editor).patch(`${base}/${item.id}`, { ...CORRECTION, content: "kurz" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("mindestens 10 Zeichen");
    expect((await as(s.t.app, s.editor).patch(`${base}/987654`, CORRECTION)).statusCode).toBe(404);
    expect((await as(s.t.app, s.editor).get(`${base}/abc/revisions`)).statusCode).toBe(404);
  });

  it("is the team's alone: the author, another member and a visitor cannot correct it", async () => {
    const item = await insert({ status: "pending", userId: s.author.user.id });
    const edit = { title: "Übernommen", content: "Ein fremder Text, der nicht gespeichert wird." };
    expect((await as(s.t.app, s.author).patch(`${base}/${item.id}`, edit)).statusCode).toBe(403);
    expect((await as(s.t.app, s.other).patch(`${base}/${item.id}`, edit)).statusCode).toBe(403);
    expect((await asVisitor(s.t.app).patch(`${base}/${item.id}`, edit)).statusCode).toBe(401);
    const admin = await as(s.t.app, s.admin).patch(`${base}/${item.id}`, edit);
    expect(admin.statusCode).toBe(200);
  });
});

describe("the editorial team's moderation", () => {
  it("shows editors the submissions but leaves PR reports and deletions to administrators", async () => {
    const report = await insertPrReport(db(), { status: "pending", isPublished: false });
    const letter = await insertLetter(db(), { status: "pending" });
    const forEditor = (await as(s.t.app, s.editor).get("/api/admin/pending")).json() as PendingLists;
    expect(forEditor.readerLetters.map((item) => item.id)).toContain(letter.id);
    expect(forEditor.prReports).toEqual([]);
    const forAdmin = (await as(s.t.app, s.admin).get("/api/admin/pending")).json() as PendingLists;
    expect(forAdmin.prReports.map((item) => item.id)).toContain(report.id);
    expect((await as(s.t.app, s.editor).delete(`/api/admin/leserbriefe/${letter.id}`)).statusCode).toBe(403);
    expect((await as(s.t.app, s.editor).get("/api/admin/users")).statusCode).toBe(403);
    expect((await as(s.t.app, s.admin).delete(`/api/admin/leserbriefe/${letter.id}`)).statusCode).toBe(204);
  });
});
