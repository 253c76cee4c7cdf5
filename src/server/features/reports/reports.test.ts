import { describe, expect, it } from "vitest";
import type { AuditPage, PendingLists } from "../../../shared/admin/admin";
import { messages } from "../../db/schema";
import { as, signUp } from "../../test/app";
import * as content from "../../test/content";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";

const s = sharedTestAppWithMembers();

const db = () => s.t.app.ctx.db;
const report = (payload: object, cookie?: string) => as(s.t.app, cookie).post("/api/reports", payload);
const reported = async () =>
  ((await s.get("/api/admin/pending", s.admin)).json() as PendingLists).reportedItems;

describe("reporting content ('Melden')", () => {
  it("lands in the admin's pending list with its count, once per member, until dismissed", async () => {
    const letter = await content.insertLetter(db(), { title: "Ein gemeiner Leserbrief" });
    const item = { kind: "leserbrief", itemId: String(letter.id) };

    const signedOut = await report({ ...item, reason: "Beleidigend gegenüber Nachbarn" });
    expect(signedOut.statusCode).toBe(401);

    expect(
      (await report({ ...item, reason: "Beleidigend gegenüber Nachbarn" }, s.author.cookie)).statusCode,
    ).toBe(201);
    const twice = await report({ ...item, reason: "Nochmals gemeldet" }, s.author.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Sie haben diesen Inhalt bereits gemeldet.");
    expect((await report({ ...item, reason: "Falsche Behauptungen" }, s.other)).statusCode).toBe(201);

    const [entry] = (await reported()).filter((candidate) => candidate.itemId === String(letter.id));
    expect(entry).toMatchObject({
      kind: "leserbrief",
      title: "Ein gemeiner Leserbrief",
      href: `/leserbriefe/${letter.slug}`,
      count: 2,
      reasons: ["Falsche Behauptungen", "Beleidigend gegenüber Nachbarn"],
      hidden: false,
    });

    const dismissed = await as(s.t.app, s.admin).post(`/api/admin/reports/leserbrief/${letter.id}/dismiss`);
    expect(dismissed.statusCode).toBe(204);
    expect((await reported()).some((candidate) => candidate.itemId === String(letter.id))).toBe(false);
    const audit = (await s.get("/api/admin/audit?entityType=report", s.admin)).json() as AuditPage;
    expect(audit.entries[0]).toMatchObject({ action: "report.dismiss", before: { openReports: 2 } });
    // Settled reports still count as given: the same member cannot report the item again.
    expect((await report({ ...item, reason: "Immer noch schlimm" }, s.author.cookie)).statusCode).toBe(409);
  });

  it("takes every public kind, and refuses what the member cannot see", async () => {
    const event = await content.insertEvent(db());
    const article = await content.insertUserArticle(db());
    const pr = await content.insertPrReport(db());
    const entry = await content.insertHelpEntry(db(), { ownerUserId: s.author.user.id });
    const [toAuthor] = await db()
      .insert(messages)
      .values({
        fromUserId: s.author.user.id,
        toUserId: s.author.user.id,
        content: "Spam-Nachricht mit Link",
      })
      .returning();
    const reason = "Unpassender Inhalt";
    for (const [kind, itemId] of [
      ["event", event.id],
      ["user-article", String(article.id)],
      ["pr-report", String(pr.id)],
      ["help-entry", String(entry.id)],
      ["message", String(toAuthor!.id)],
    ]) {
      const response = await report({ kind, itemId, reason }, s.author.cookie);
      expect(response.statusCode, kind).toBe(201);
    }
    const kinds = (await reported()).map((item) => item.kind).sort();
    expect(kinds).toEqual(["event", "help-entry", "message", "pr-report", "user-article"]);

    const pendingLetter = await content.insertLetter(db(), { status: "pending" });
    const unpublished = await content.insertPrReport(db(), { isPublished: false });
    for (const [kind, itemId] of [
      ["leserbrief", String(pendingLetter.id)],
      ["pr-report", String(unpublished.id)],
      ["message", String(toAuthor!.id)],
      ["event", "kein-event"],
      ["article", "424242"],
    ]) {
      const response = await report({ kind, itemId, reason }, s.other);
      expect(response.statusCode, `${kind} ${itemId}`).toBe(404);
      expect(response.json().message).toBe("Dieser Inhalt wurde nicht gefunden.");
    }
  });

  it("asks for a reason and a known kind", async () => {
    const short = await report({ kind: "article", itemId: "1", reason: "doof" }, s.author.cookie);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Bitte beschreiben Sie den Grund in mindestens 5 Zeichen.");
    const kind = await report({ kind: "kommentar", itemId: "1", reason: "Unpassend" }, s.author.cookie);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe("Dieser Inhalt kann nicht gemeldet werden.");
  });
});

describe("the reporting limit", () => {
  it("counts per member after sign-in: 30 foreign signed-out and malformed calls from one address use up nothing", async () => {
    const letter = await content.insertLetter(db(), { title: "Ein Leserbrief, der gemeldet wird" });
    const item = { kind: "leserbrief", itemId: String(letter.id), reason: "Beleidigend" };
    const fromAddress = (payload: object, cookie?: string) =>
      s.t.app.inject({
        method: "POST",
        url: "/api/reports",
        payload,
        remoteAddress: "203.0.113.44",
        headers: cookie ? { cookie } : {},
      });
    for (let i = 0; i < 20; i++) expect((await fromAddress(item)).statusCode).toBe(401);
    for (let i = 0; i < 10; i++)
      expect((await fromAddress({ kind: "unbekannt" }, s.other)).statusCode).toBe(400);
    const member = await signUp(s.t.app);
    expect((await fromAddress(item, member.cookie)).statusCode).toBe(201);
  });
});
