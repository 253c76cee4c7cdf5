import { describe, expect, it } from "vitest";
import type { OutboxMail, SiteStatistics } from "../../../shared/admin/admin";
import { calendarDayOf, isoDay } from "../../../shared/common/dates";
import { pageViews } from "../../db/schema";
import { insertEvent, insertLetter } from "../../test/content";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";

const s = sharedTestAppWithMembers();

const DAY = 86_400_000;

describe("statistics", () => {
  it("counts views and visitors per day for 30 days, top pages and referrers, and the portal's totals", async () => {
    const now = Date.now();
    await s.t.app.ctx.db.insert(pageViews).values([
      { path: "/", visitorHash: "a", referrerHost: "www.google.com", createdAt: new Date(now - 60_000) },
      { path: "/", visitorHash: "a", createdAt: new Date(now - 120_000) },
      {
        path: "/category/Sport",
        visitorHash: "b",
        referrerHost: "www.google.com",
        createdAt: new Date(now - 180_000),
      },
      {
        path: "/category/Sport",
        visitorHash: "c",
        referrerHost: "suhr.ch",
        createdAt: new Date(now - 2 * DAY),
      },
      { path: "/alt", visitorHash: "d", createdAt: new Date(now - 40 * DAY) },
    ]);
    await insertEvent(s.t.app.ctx.db, { status: "pending" });
    await insertLetter(s.t.app.ctx.db, { status: "pending" });

    const response = await s.get("/api/admin/statistics", s.admin);
    expect(response.statusCode).toBe(200);
    const stats = response.json() as SiteStatistics;
    expect(stats.days).toHaveLength(30);
    const today = isoDay(calendarDayOf(new Date(), "Europe/Zurich"));
    expect(stats.days.at(-1)).toEqual({ day: today, views: 3, visitors: 2 });
    expect(stats.days.reduce((sum, day) => sum + day.views, 0)).toBe(4);
    expect(stats.topPages).toEqual([
      { path: "/", views: 2 },
      { path: "/category/Sport", views: 2 },
    ]);
    expect(stats.topReferrers).toEqual([
      { host: "www.google.com", views: 2 },
      { host: "suhr.ch", views: 1 },
    ]);
    expect(stats.members).toBe(3);
    expect(stats.submissionsPerWeek.reduce((sum, week) => sum + week.count, 0)).toBe(2);
    expect(stats.marketplaceEntries).toBe(0);
    expect(stats.messages).toBe(0);
  });

  it("shows admins the outbox", async () => {
    await s.t.app.ctx.mailer.send({ to: "vreni@example.ch", subject: "Ihr Leserbrief", text: "Guten Tag" });
    const mails = (await s.get("/api/admin/outbox", s.admin)).json() as OutboxMail[];
    expect(mails[0]).toMatchObject({
      to: "vreni@example.ch",
      subject: "Ihr Leserbrief",
      body: "Guten Tag",
      sentAt: null,
      error: null,
    });
  });
});
