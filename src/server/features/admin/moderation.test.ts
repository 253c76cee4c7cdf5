import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminLists, AuditPage, PendingLists } from "../../../shared/admin/admin";
import { addDays, calendarDayOf, isoDay } from "../../../shared/common/dates";
import { auditLog, helpEntries, readerLetters } from "../../db/schema";
import { as, signUp } from "../../test/app";
import * as content from "../../test/content";
import { promoteToEditor } from "../../test/team";
import { moderationPortal } from "./test-moderation";

const { s, db, pending, completed, mailsTo, auditOf } = moderationPortal();

/** Whether the title shows anywhere the public reads: home list, feed, sitemap (by path) and search. */
async function publicEverywhere(title: string, path: string, searchWord: string) {
  const home = (await s.get("/api/homepage-content")).json() as Array<{ title: string }>;
  const feed = (await s.get("/rss.xml")).body;
  const sitemap = (await s.get("/sitemap.xml")).body;
  const search = (await s.get(`/api/search?q=${encodeURIComponent(searchWord)}`)).body;
  return {
    home: home.some((tile) => tile.title === title),
    feed: feed.includes(title),
    sitemap: sitemap.includes(path),
    search: search.includes(title),
  };
}

describe("reader letters", () => {
  it("goes from pending to public at once, with notes, mail and audit; a second decision is 409", async () => {
    const letter = await content.insertLetter(db(), {
      title: "Zebrastreifen beim Schulhaus",
      content: "Liebe Redaktion, beim Schulhaus fehlt ein Zebrastreifen für die Schulkinder.",
      status: "pending",
      authorEmail: "leserin@example.ch",
      userId: s.author.user.id,
    });
    const path = `/leserbriefe/${letter.slug}`;
    expect((await pending()).readerLetters.map((item) => item.id)).toContain(letter.id);
    expect((await s.get(`/api/leserbriefe/${letter.slug}`)).statusCode).toBe(404);
    expect(await publicEverywhere(letter.title, path, "Zebrastreifen")).toEqual({
      home: false,
      feed: false,
      sitemap: false,
      search: false,
    });

    const approved = await as(s.t.app, s.admin).post(`/api/admin/leserbriefe/${letter.id}/approve`, {
      moderationNotes: "Danke für den Hinweis.",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "approved",
      isApproved: true,
      isPublished: true,
      moderationNotes: "Danke für den Hinweis.",
    });
    expect(approved.json().publishedAt).not.toBeNull();

    expect((await s.get(`/api/leserbriefe/${letter.slug}`)).statusCode).toBe(200);
    expect(await publicEverywhere(letter.title, path, "Zebrastreifen")).toEqual({
      home: true,
      feed: true,
      sitemap: true,
      search: true,
    });
    expect((await pending()).readerLetters.map((item) => item.id)).not.toContain(letter.id);
    expect((await completed()).readerLetters.map((item) => item.id)).toContain(letter.id);

    for (const action of ["approve", "reject"]) {
      const again = await as(s.t.app, s.admin).post(`/api/admin/reader-letters/${letter.id}/${action}`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("Dieser Beitrag wurde bereits freigegeben oder abgelehnt.");
    }

    const mails = await mailsTo("leserin@example.ch");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Ihr Leserbrief wurde freigegeben");
    expect(mails[0]!.body).toContain("«Zebrastreifen beim Schulhaus»");
    expect(mails[0]!.body).toContain(`http://localhost:5000${path}`);
    expect(mails[0]!.body).toContain("Danke für den Hinweis.");

    const audit = await auditOf("leserbrief", letter.id);
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      action: "leserbrief.approve",
      title: "Zebrastreifen beim Schulhaus",
      actorName: "Anna Muster",
      before: { status: "pending", isPublished: false },
      after: { status: "approved", isPublished: true },
    });
  });

  it("approves a letter only once when two admins click at the same time", async () => {
    const letter = await content.insertLetter(db(), { status: "pending", authorEmail: "zweimal@example.ch" });
    const answers = await Promise.all([
      as(s.t.app, s.admin).post(`/api/admin/leserbriefe/${letter.id}/approve`, {}),
      as(s.t.app, s.admin).post(`/api/admin/leserbriefe/${letter.id}/approve`, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mailsTo("zweimal@example.ch")).toHaveLength(1);
    expect((await auditOf("leserbrief", letter.id)).entries).toHaveLength(1);
  });

  it("accepts a decision without a body, and refuses notes that are too long", async () => {
    const letter = await content.insertLetter(db(), { status: "pending" });
    const tooLong = await as(s.t.app, s.admin).post(`/api/admin/leserbriefe/${letter.id}/reject`, {
      moderationNotes: "x".repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Die Anmerkung darf höchstens 2000 Zeichen lang sein.");
    const bare = await as(s.t.app, s.admin).post(`/api/admin/leserbriefe/${letter.id}/reject`);
    expect(bare.statusCode).toBe(200);
    expect(bare.json().status).toBe("rejected");
  });
});

describe("user articles", () => {
  it("a rejected article stays private, leaves pending for completed and its author gets the reason", async () => {
    const article = await content.insertUserArticle(db(), {
      title: "Mein Quartierfest",
      status: "pending",
      authorEmail: "autor@example.ch",
      authorName: "Peter Keller",
    });
    expect((await pending()).userArticles.map((item) => item.id)).toContain(article.id);

    const rejected = await as(s.t.app, s.admin).post(`/api/admin/user-articles/${article.id}/reject`, {
      moderationNotes: "Bitte ohne Werbung für Ihr Geschäft.",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", isPublished: false });

    expect((await s.get(`/api/user-articles/${article.slug}`)).statusCode).toBe(404);
    expect((await s.get(`/api/user-articles/${article.slug}`, s.admin)).statusCode).toBe(200);
    expect((await pending()).userArticles.map((item) => item.id)).not.toContain(article.id);
    expect((await completed()).userArticles.find((item) => item.id === article.id)?.status).toBe("rejected");

    const [mail] = await mailsTo("autor@example.ch");
    expect(mail?.subject).toBe("Ihr Artikel wurde abgelehnt");
    expect(mail?.body).toContain("Grüezi Peter Keller");
    expect(mail?.body).toContain("Begründung:\nBitte ohne Werbung für Ihr Geschäft.");
  });

  it("an approved article is public at once", async () => {
    const article = await content.insertUserArticle(db(), {
      title: "Velotour an der Suhre",
      status: "pending",
    });
    expect(
      (await as(s.t.app, s.admin).post(`/api/admin/user-articles/${article.id}/approve`, {})).statusCode,
    ).toBe(200);
    expect((await s.get(`/api/user-articles/${article.slug}`)).statusCode).toBe(200);
    expect(await publicEverywhere(article.title, `/user-artikel/${article.slug}`, "Velotour")).toMatchObject({
      home: true,
      sitemap: true,
      search: true,
    });
  });
});

describe("events", () => {
  const zone = "Europe/Zurich";
  const inDays = (days: number) => isoDay(addDays(calendarDayOf(new Date(), zone), days));

  it("a submitted event is approved into the calendar and its member is told", async () => {
    const day = inDays(9);
    const created = await as(s.t.app, s.author).post("/api/events", {
      title: "Räbeliechtli-Umzug",
      eventDate: day,
      startTime: "18:00",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const [year, month] = day.split("-").map(Number);
    const inCalendar = async () =>
      ((await s.get(`/api/events/month/${year}/${month}`)).json() as Array<{ id: string }>).some(
        (event) => event.id === id,
      );

    expect(
      (await s.get("/api/admin/events/pending", s.admin)).json().map((e: { id: string }) => e.id),
    ).toContain(id);
    expect(await inCalendar()).toBe(false);
    expect((await as(s.t.app, s.admin).post(`/api/admin/events/${id}/approve`)).statusCode).toBe(200);
    expect(await inCalendar()).toBe(true);
    expect((await s.get("/api/search?q=Räbeliechtli")).body).toContain("Räbeliechtli-Umzug");
    expect((await as(s.t.app, s.admin).post(`/api/admin/events/${id}/approve`)).statusCode).toBe(409);

    const [mail] = await mailsTo(s.author.user.email);
    expect(mail?.subject).toBe("Ihr Event wurde freigegeben");
    expect(mail?.body).toContain("Grüezi Anna");
    expect((await completed()).events.map((event) => event.id)).toContain(id);
  });

  it("a rejected event stays out of the calendar and the reason reaches the contact", async () => {
    const event = await content.insertEvent(db(), {
      title: "Flohmarkt ohne Bewilligung",
      status: "pending",
      contactEmail: "flohmarkt@example.ch",
    });
    const rejected = await as(s.t.app, s.admin).post(`/api/admin/events/${event.id}/reject`, {
      reason: "Es fehlt die Bewilligung der Gemeinde.",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe("rejected");
    expect((await pending()).events.map((item) => item.id)).not.toContain(event.id);
    const [mail] = await mailsTo("flohmarkt@example.ch");
    expect(mail?.subject).toBe("Ihr Event wurde abgelehnt");
    expect(mail?.body).toContain("Es fehlt die Bewilligung der Gemeinde.");
  });
});

describe("deleting", () => {
  it("removes each kind for good, logs it, and answers 404 for what is not there", async () => {
    const letter = await content.insertLetter(db());
    const article = await content.insertUserArticle(db());
    const event = await content.insertEvent(db());
    const report = await content.insertPrReport(db());
    const targets: Array<[string, string | number, string]> = [
      ["leserbriefe", letter.id, "leserbrief"],
      ["user-articles", article.id, "user-article"],
      ["events", event.id, "event"],
      ["pr-reports", report.id, "pr-report"],
    ];
    for (const [path, id, entityType] of targets) {
      const removed = await as(s.t.app, s.admin).delete(`/api/admin/${path}/${id}`);
      expect(removed.statusCode, path).toBe(204);
      expect((await as(s.t.app, s.admin).delete(`/api/admin/${path}/${id}`)).statusCode, path).toBe(404);
      const audit = await auditOf(entityType, id);
      expect(audit.entries.map((entry) => entry.action)).toEqual([`${entityType}.delete`]);
      expect(audit.entries[0]!.after).toBeNull();
    }
    expect((await s.get(`/api/leserbriefe/${letter.slug}`)).statusCode).toBe(404);
    expect((await s.get(`/api/pr-reports/${report.id}`)).statusCode).toBe(404);
    for (const id of ["abc", "0", "99999999999", "00000000-0000-4000-8000-000000000000"]) {
      expect((await as(s.t.app, s.admin).delete(`/api/admin/leserbriefe/${id}`)).statusCode).toBe(404);
      expect((await as(s.t.app, s.admin).delete(`/api/admin/events/${id}`)).statusCode).toBe(404);
    }
  });
});

describe("marketplace entries", () => {
  it("are hidden and shown again through their moderation state", async () => {
    const entry = await content.insertHelpEntry(db(), {
      ownerUserId: s.author.user.id,
      title: "Velo zu verschenken",
    });
    expect((await as(s.t.app, s.admin).post(`/api/admin/help-entries/${entry.id}/hide`)).json()).toEqual({
      id: entry.id,
      moderationState: "rejected",
    });
    const home = async () =>
      ((await s.get("/api/homepage-content")).json() as Array<{ title: string }>).some(
        (tile) => tile.title === "Velo zu verschenken",
      );
    expect(await home()).toBe(false);
    expect((await as(s.t.app, s.admin).post(`/api/admin/help-entries/${entry.id}/show`)).statusCode).toBe(
      200,
    );
    const [row] = await db().select().from(helpEntries).where(eq(helpEntries.id, entry.id));
    expect(row?.moderationState).toBe("approved");
    expect((await auditOf("help-entry", entry.id)).entries.map((item) => item.action)).toEqual([
      "help-entry.show",
      "help-entry.hide",
    ]);
  });
});

describe("audit list", () => {
  it("filters by kind and pages", async () => {
    const all = (await s.get("/api/admin/audit", s.admin)).json() as AuditPage;
    expect(all.entries.length).toBeGreaterThan(0);
    const letters = (await s.get("/api/admin/audit?entityType=leserbrief", s.admin)).json() as AuditPage;
    expect(letters.entries.every((entry) => entry.entityType === "leserbrief")).toBe(true);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "leserbrief")));
    expect(letters.entries).toHaveLength(Math.min(rows.length, 50));
    const bad = await s.get("/api/admin/audit?entityType=etwas", s.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Unbekannte Art von Eintrag.");
  });

  it("writes nothing when a decision fails", async () => {
    const before = (await db().select().from(auditLog)).length;
    await as(s.t.app, s.admin).post("/api/admin/leserbriefe/999999/approve", {});
    await as(s.t.app, s.admin).post("/api/admin/events/not-a-uuid/reject", {});
    expect((await db().select().from(auditLog)).length).toBe(before);
    expect((await db().select().from(readerLetters).where(eq(readerLetters.id, 999999))).length).toBe(0);
  });
});

describe("the editorial team moderates", () => {
  it("lets an editor decide member submissions, without PR reports, reports or admin tasks", async () => {
    const editor = await signUp(s.t.app, { firstName: "Erika", lastName: "Feder" });
    await promoteToEditor(s.t.app, s.admin, editor.user.id);
    const letter = await content.insertLetter(db(), { title: "Velowege für die Schule", status: "pending" });
    const report = await content.insertPrReport(db(), {
      isPublished: false,
      title: "Neue Metzgerei am Platz",
    });

    const lists = (await s.get("/api/admin/pending", editor.cookie)).json() as PendingLists;
    expect(lists.readerLetters.map((item) => item.id)).toContain(letter.id);
    expect(lists.prReports).toEqual([]);
    expect(lists.reportedItems).toEqual([]);
    expect((await pending()).prReports.map((item) => item.id)).toContain(report.id);
    expect(((await s.get("/api/admin/completed", editor.cookie)).json() as AdminLists).prReports).toEqual([]);

    const approved = await as(s.t.app, editor).post(`/api/admin/leserbriefe/${letter.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await db().select().from(readerLetters).where(eq(readerLetters.id, letter.id));
    expect(row!.status).toBe("approved");

    for (const [method, url] of [
      ["GET", "/api/admin/pr-reports/pending"],
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/statistics"],
      ["DELETE", `/api/admin/pr-reports/${report.id}`],
    ] as const) {
      const refused = await as(s.t.app, editor).request(method, url);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await s.get("/api/admin/pending", s.other)).statusCode).toBe(403);
  });
});
