import { desc, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, calendarDayOf, isoDay } from "../../../shared/common/dates";
import { articles, digestRuns, outbox, subscriptions } from "../../db/schema";
import { ADMIN_EMAIL, as, asVisitor, signUp, signUpUnverified, unsubscribeInOneClick } from "../../test/app";
import { insertArticle, insertEvent } from "../../test/content";
import { sharedTestAppWithPeople } from "../../test/shared-by-tests";
import { writeNotice } from "../../test/team";
import { digestMoment, sendWeeklyDigest } from "./digest";
import { notifyPublications } from "./publications";
import { forgetUnconfirmed } from "./service";

/** Issue 25, items 2 and 4: subscriptions without an account, and the mails of a publication. */
const s = sharedTestAppWithPeople({ editor: { email: ADMIN_EMAIL } });
afterEach(() => vi.useRealTimers());

let address = 0;
/** A visitor from an address of their own each time: sign-ups are limited per address. */
const visitor = () =>
  asVisitor(s.t.app, {
    remoteAddress: () => {
      address += 1;
      return `10.25.${address >> 8}.${address & 255}`;
    },
  });
const mailsTo = (email: string) =>
  s.t.app.ctx.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id));
const confirmTokenIn = (body: string) => /bestaetigen\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? "";
const manageTokenIn = (body: string) => /\/abo\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? "";

async function confirmedSubscriber(email: string, topics: string[]) {
  expect((await visitor().post("/api/subscriptions", { email, topics })).statusCode).toBe(202);
  const [mail] = await mailsTo(email);
  const confirmed = await visitor().post("/api/subscriptions/confirm", { token: confirmTokenIn(mail!.body) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().token as string;
}

const baugesuch = (title: string) => ({
  kind: "baugesuch",
  title,
  content: "Auflage des Baugesuchs.",
  status: "published",
  details: {
    applicant: "Familie Muster",
    parcel: "77",
    address: "Bachstrasse 1, 5034 Suhr",
    project: "Velounterstand",
    objectionDeadline: isoDay(addDays(calendarDayOf(new Date(), "Europe/Zurich"), 20)),
    plansLocation: "Bauverwaltung",
  },
});

describe("subscribing without an account", () => {
  it("answers 202 for any address and sends a confirmation that a GET does not confirm", async () => {
    const response = await visitor().post("/api/subscriptions", {
      email: "Anna.Abo@Example.ch",
      topics: ["notices:baugesuch", "digest"],
    });
    expect(response.statusCode).toBe(202);
    const [mail] = await mailsTo("anna.abo@example.ch");
    expect(mail?.subject).toBe("Bitte bestätigen Sie Ihr Abo beim Dorfportal Suhr");
    expect(mail?.body).toContain("Amtliche Mitteilungen: Baugesuch");
    expect(mail?.headers).toMatchObject({ "Auto-Submitted": "auto-generated" });
    const token = confirmTokenIn(mail!.body);
    // The page a mail scanner prefetches shows a button; it confirms nothing.
    expect((await visitor().get(`/abo/bestaetigen?token=${token}`)).statusCode).toBe(200);
    const [row] = await s.t.app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, "anna.abo@example.ch"));
    expect(row?.confirmedAt).toBeNull();
  });

  it("refuses unknown topics and bad addresses in German", async () => {
    const topic = await visitor().post("/api/subscriptions", { email: "x@example.ch", topics: ["kirche"] });
    expect(topic.statusCode).toBe(400);
    expect(topic.json().message).toBe("Unbekanntes Thema.");
    const none = await visitor().post("/api/subscriptions", { email: "x@example.ch", topics: [] });
    expect(none.json().message).toBe("Bitte wählen Sie mindestens ein Thema.");
    const address = await visitor().post("/api/subscriptions", { email: "kein-at", topics: ["events"] });
    expect(address.json().message).toBe("Bitte geben Sie eine gültige E-Mail-Adresse an.");
  });

  it("sends the same address another mail at most once an hour, and tells nothing about known addresses", async () => {
    const email = "beat.abo@example.ch";
    for (let round = 0; round < 3; round += 1) {
      const response = await visitor().post("/api/subscriptions", { email, topics: ["events"] });
      expect(response.statusCode).toBe(202);
    }
    expect(await mailsTo(email)).toHaveLength(1);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60_000 });
    await visitor().post("/api/subscriptions", { email, topics: ["events"] });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("manages topics and unsubscribes with the token; a confirmed address signing up again gets its link", async () => {
    const email = "carla.abo@example.ch";
    const token = await confirmedSubscriber(email, ["notices:abfall"]);
    expect((await visitor().get(`/api/subscriptions/${token}`)).json()).toEqual({
      email,
      topics: ["notices:abfall"],
      confirmed: true,
    });
    const changed = await visitor().put(`/api/subscriptions/${token}`, {
      topics: ["notices:abfall", "news:Sport"],
    });
    expect(changed.json().topics).toEqual(["notices:abfall", "news:Sport"]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60_000 });
    await visitor().post("/api/subscriptions", { email, topics: ["events"] });
    const [again] = await mailsTo(email);
    expect(again?.subject).toBe("Ihr Abo beim Dorfportal Suhr");
    expect(manageTokenIn(again!.body)).toBe(token);
    // Signing up again changes nothing without the holder's link.
    expect((await visitor().get(`/api/subscriptions/${token}`)).json().topics).toEqual([
      "notices:abfall",
      "news:Sport",
    ]);
    expect((await visitor().get("/api/subscriptions/gibt-es-nicht-gibt-es-nicht-0123")).statusCode).toBe(404);
  });

  it("forgets unconfirmed addresses after seven days", async () => {
    await visitor().post("/api/subscriptions", { email: "dora.abo@example.ch", topics: ["events"] });
    expect(await forgetUnconfirmed(s.t.app.ctx.db, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await forgetUnconfirmed(s.t.app.ctx.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThan(0);
    const left = await s.t.app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, "dora.abo@example.ch"));
    expect(left).toEqual([]);
  });
});

describe("mails of a publication", () => {
  it("mails each confirmed subscriber of the kind exactly once, with both List-Unsubscribe headers", async () => {
    const subscriber = "emil.abo@example.ch";
    const token = await confirmedSubscriber(subscriber, ["notices:baugesuch"]);
    await visitor().post("/api/subscriptions", {
      email: "unbestaetigt@example.ch",
      topics: ["notices:baugesuch"],
    });
    await confirmedSubscriber("fritz.abo@example.ch", ["notices:abfall"]);

    const created = await writeNotice(s.t.app, s.editor, baugesuch("Baugesuch Velounterstand"));
    await as(s.t.app, s.editor).patch(`/api/admin/notices/${created.json().id}`, {
      title: "Baugesuch Velounterstand (neu)",
      version: 1,
    });
    await notifyPublications(s.t.app.ctx);

    const mails = (await mailsTo(subscriber)).filter((mail) => mail.subject.startsWith("Baugesuch:"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Baugesuch: Baugesuch Velounterstand");
    expect(mails[0]?.body).toContain("Einsprachefrist:");
    expect(mails[0]?.headers).toEqual({
      "Auto-Submitted": "auto-generated",
      "List-Unsubscribe": `<http://localhost:5000/api/subscriptions/${token}/unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(
      (await mailsTo("unbestaetigt@example.ch")).filter((m) => m.subject.startsWith("Baugesuch")),
    ).toEqual([]);
    expect((await mailsTo("fritz.abo@example.ch")).filter((m) => m.subject.startsWith("Baugesuch"))).toEqual(
      [],
    );

    const oneClick = await unsubscribeInOneClick(s.t.app, `/api/subscriptions/${token}/unsubscribe`);
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    await as(s.t.app, s.editor).post("/api/admin/notices", baugesuch("Baugesuch Gartenmauer"));
    expect((await mailsTo(subscriber)).filter((mail) => mail.subject.includes("Gartenmauer"))).toEqual([]);
    expect((await visitor().get(`/api/subscriptions/${token}`)).statusCode).toBe(404);
  });

  it("mails a scheduled notice when its moment comes, and news of a followed category", async () => {
    const subscriber = "gina.abo@example.ch";
    await confirmedSubscriber(subscriber, ["notices:allgemein", "news:Sport"]);
    const publishAt = new Date(Date.now() + 3_600_000);
    await as(s.t.app, s.editor).post("/api/admin/notices", {
      kind: "allgemein",
      title: "Schalter geschlossen",
      content: "Am Freitag geschlossen.",
      status: "scheduled",
      publishAt: publishAt.toISOString(),
    });
    await notifyPublications(s.t.app.ctx);
    expect((await mailsTo(subscriber)).filter((mail) => mail.subject.includes("Schalter"))).toEqual([]);
    expect(await notifyPublications(s.t.app.ctx, new Date(publishAt.getTime() + 1000))).toBe(1);
    expect((await mailsTo(subscriber)).filter((mail) => mail.subject.includes("Schalter"))).toHaveLength(1);

    const article = await as(s.t.app, s.editor).post("/api/admin/articles", {
      title: "Turnverein gewinnt",
      excerpt: "Ein grosser Tag",
      content: "Text",
      category: "Sport",
      status: "published",
    });
    expect(article.statusCode).toBe(201);
    const news = (await mailsTo(subscriber)).filter((mail) => mail.subject === "Sport: Turnverein gewinnt");
    // Telling subscribers is no edit: the article keeps its date of change.
    const [stored] = await s.t.app.ctx.db.select().from(articles).where(eq(articles.id, article.json().id));
    expect(stored?.updatedAt.toISOString()).toBe(article.json().updatedAt);
    expect(news).toHaveLength(1);
    expect(news[0]?.body).toContain("/post/turnverein-gewinnt");
    // Carla follows Sport too (above): each follower once, and a later run sends nothing again.
    expect(await notifyPublications(s.t.app.ctx)).toBe(0);
    const [{ n } = { n: 0 }] = await s.t.app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.subject, "Sport: Turnverein gewinnt"));
    expect(n).toBe(2);
  });

  it("sends nothing more to an address the mail server refused for good", async () => {
    const email = "hugo.abo@example.ch";
    await confirmedSubscriber(email, ["notices:gemeinderat"]);
    await s.t.app.ctx.db
      .update(subscriptions)
      .set({ bouncedAt: new Date() })
      .where(eq(subscriptions.email, email));
    await writeNotice(s.t.app, s.editor, {
      kind: "gemeinderat",
      title: "Aus dem Gemeinderat",
      content: "Beschlüsse",
      status: "published",
      details: { meetingDate: "2026-11-20", decisions: ["Budget genehmigt"] },
    });
    expect((await mailsTo(email)).filter((mail) => mail.subject.startsWith("Gemeinderat:"))).toEqual([]);
  });

  it("lets a member choose the same topics in the profile, confirmed by their confirmed address", async () => {
    const member = await signUp(s.t.app, { firstName: "Ines" });
    expect((await visitor().get("/api/subscriptions/mine")).statusCode).toBe(401);
    const unverified = await signUpUnverified(s.t.app);
    expect(
      (await as(s.t.app, unverified).put("/api/subscriptions/mine", { topics: ["notices:abfall"] }))
        .statusCode,
    ).toBe(403);
    expect((await as(s.t.app, member).get("/api/subscriptions/mine")).json()).toEqual({ topics: [] });
    const saved = await as(s.t.app, member).put("/api/subscriptions/mine", { topics: ["notices:abfall"] });
    expect(saved.json()).toEqual({ topics: ["notices:abfall"] });
    await writeNotice(s.t.app, s.editor, {
      kind: "abfall",
      title: "Grünabfuhr fällt aus",
      content: "Wegen des Feiertags.",
      status: "published",
    });
    expect(
      (await mailsTo(member.user.email)).filter(
        (mail) => mail.subject === "Abfall & Entsorgung: Grünabfuhr fällt aus",
      ),
    ).toHaveLength(1);
    expect((await as(s.t.app, member).put("/api/subscriptions/mine", { topics: [] })).json()).toEqual({
      topics: [],
    });
    const left = await s.t.app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, member.user.email));
    expect(left).toEqual([]);
  });

  it("tells subscribers of 'events' about a newly approved event that is still ahead, once", async () => {
    const email = "jana.abo@example.ch";
    await confirmedSubscriber(email, ["events"]);
    await insertEvent(s.t.app.ctx.db, { title: "Räbeliechtliumzug", location: "Schulhausplatz" });
    await insertEvent(s.t.app.ctx.db, {
      title: "Vergangenes Fest",
      eventDate: new Date(Date.now() - 3 * 86_400_000),
    });
    await insertEvent(s.t.app.ctx.db, { title: "Noch nicht freigegeben", status: "pending" });
    await notifyPublications(s.t.app.ctx);
    await notifyPublications(s.t.app.ctx);
    const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith("Veranstaltung:"));
    expect(mails.map((mail) => mail.subject)).toEqual(["Veranstaltung: Räbeliechtliumzug"]);
    expect(mails[0]?.body).toContain("Schulhausplatz");
  });
});

describe("the weekly digest", () => {
  it("goes out once a week from its moment on, with the week's news, events and notices", async () => {
    const email = "kai.abo@example.ch";
    await confirmedSubscriber(email, ["digest"]);
    // A week two weeks back: the server's own job sends only the current week's digest, and on a Thursday
    // evening it would have sent this week's before the test got to it.
    const { at } = digestMoment(new Date(), s.t.app.ctx.config);
    const moment = new Date(at.getTime() - 14 * 86_400_000);
    await insertArticle(s.t.app.ctx.db, {
      title: "Neue Buslinie ab Dezember",
      status: "published",
      publishedAt: new Date(moment.getTime() - 3_600_000),
    });
    // Before the moment of a week nothing happens; from it on, once, on any instance.
    expect(await sendWeeklyDigest(s.t.app.ctx, new Date(moment.getTime() - 60_000))).toBeNull();
    expect(await sendWeeklyDigest(s.t.app.ctx, new Date(moment.getTime() + 60_000))).toBeGreaterThanOrEqual(
      1,
    );
    expect(await sendWeeklyDigest(s.t.app.ctx, new Date(moment.getTime() + 120_000))).toBeNull();
    const digests = (await mailsTo(email)).filter(
      (mail) => mail.subject === "Die Woche in Suhr" && mail.body.includes("Neue Buslinie"),
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]?.body).toContain(
      "Nachrichten\n- Neue Buslinie ab Dezember: http://localhost:5000/post/",
    );
    expect(digests[0]?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("sends nothing in a week without news, events or current notices", async () => {
    const { at } = digestMoment(new Date(), s.t.app.ctx.config);
    // A week far ahead: nothing published, nothing planned, every notice expired by then.
    const farAhead = new Date(at.getTime() + 400 * 7 * 86_400_000 + 60_000);
    expect(await sendWeeklyDigest(s.t.app.ctx, farAhead)).toBe(0);
    const runs = await s.t.app.ctx.db.select().from(digestRuns);
    expect(runs.find((run) => run.recipients === 0)).toBeDefined();
  });
});

describe("mails about the team's decisions", () => {
  it("can be turned off in the profile or with one click in the mail, for that address alone", async () => {
    const member = await signUp(s.t.app, { firstName: "Lea" });
    const decided = async (title: string) => {
      const event = await insertEvent(s.t.app.ctx.db, {
        title,
        status: "pending",
        contactEmail: member.user.email,
      });
      expect((await as(s.t.app, s.editor).post(`/api/admin/events/${event.id}/approve`)).statusCode).toBe(
        200,
      );
      return (await mailsTo(member.user.email)).filter(
        (mail) => mail.subject === "Ihr Event wurde freigegeben",
      );
    };
    expect((await as(s.t.app, member).get("/api/subscriptions/mine/decisions")).json()).toEqual({
      notifyByMail: true,
    });
    const [first] = await decided("Kerzenziehen");
    expect(first?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const target = /^<http:\/\/localhost:5000(\/api\/mail\/decisions\/[^>]+\/unsubscribe)>$/.exec(
      first?.headers?.["List-Unsubscribe"] ?? "",
    )?.[1];
    expect(target).toBeDefined();
    const oneClick = await unsubscribeInOneClick(s.t.app, target!);
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await as(s.t.app, member).get("/api/subscriptions/mine/decisions")).json()).toEqual({
      notifyByMail: false,
    });
    expect(await decided("Adventsmarkt")).toHaveLength(1);

    const on = await as(s.t.app, member).put("/api/subscriptions/mine/decisions", { notifyByMail: true });
    expect(on.json()).toEqual({ notifyByMail: true });
    expect(await decided("Chlausumzug")).toHaveLength(2);
    const forged = await s.t.app.inject({
      method: "POST",
      url: `/api/mail/decisions/${encodeURIComponent(`${member.user.email}.falsch-falsch-falsch-falsch`)}/unsubscribe`,
    });
    expect(forged.statusCode).toBe(404);
  });
});
