import { describe, expect, it } from "vitest";
import { analyticsSalts, pageViews } from "../../db/schema";
import { sharedTestApp } from "../../test/shared-by-tests";
import { recordPageView } from "./service";

const t = sharedTestApp();

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const IP = "203.0.113.77";

const pageview = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/analytics/pageview",
    payload: payload as Record<string, unknown>,
    headers: { "user-agent": BROWSER, "x-forwarded-for": IP, ...headers },
  });

const storedViews = () => t.app.ctx.db.select().from(pageViews).orderBy(pageViews.id);

describe("POST /api/analytics/pageview", () => {
  it("stores path, referrer host and a visitor hash, but no address and no cookie", async () => {
    const response = await pageview({
      path: "/suche?q=Meier+Hans",
      referrer: "https://www.google.ch/search?q=x",
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const [view] = await storedViews();
    expect(view).toMatchObject({ path: "/suche", referrerHost: "www.google.ch" });
    expect(view?.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify([
      await storedViews(),
      await t.app.ctx.db.select().from(analyticsSalts),
    ]);
    expect(everything).not.toContain(IP);
    expect(everything).not.toContain("Meier");
  });

  it("counts the same visitor as the same hash within a day, another browser as another", async () => {
    await pageview({ path: "/post/a", referrer: "http://localhost:5000/" });
    await pageview({ path: "/post/b" }, { "user-agent": `${BROWSER} Edg/126.0` });
    const views = await storedViews();
    const [first, second, third] = views;
    expect(second).toMatchObject({ path: "/post/a", referrerHost: null });
    expect(second?.visitorHash).toBe(first?.visitorHash);
    expect(third?.visitorHash).not.toBe(first?.visitorHash);
  });

  it("stores nothing for Do Not Track, Global Privacy Control and bots", async () => {
    const before = (await storedViews()).length;
    const optOuts: Array<Record<string, string>> = [
      { dnt: "1" },
      { "sec-gpc": "1" },
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "Mozilla/5.0 HeadlessChrome/126.0" },
      { "user-agent": "curl/8.5.0" },
      { "user-agent": "" },
    ];
    for (const headers of optOuts) {
      const response = await pageview({ path: "/" }, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(204);
    }
    expect(await storedViews()).toHaveLength(before);
  });

  it("refuses a path that is not one of the site's in German", async () => {
    for (const path of ["https://evil.example/", "//evil.example", "relativ"]) {
      const response = await pageview({ path });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ message: "Der Pfad muss mit / beginnen." });
    }
    expect((await pageview({})).json()).toMatchObject({ message: "Der Pfad fehlt." });
  });

  it("refuses a page view sent from another site", async () => {
    const response = await pageview({ path: "/" }, { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
  });

  it("uses a new secret each day and deletes the old one", async () => {
    const site = { publicUrl: "http://localhost:5000", timeZone: "Europe/Zurich" };
    const view = { path: "/tag", ip: IP, userAgent: BROWSER, optedOut: false };
    const db = t.app.ctx.db;
    await recordPageView(db, view, site, new Date("2030-03-01T10:00:00Z"));
    await recordPageView(db, view, site, new Date("2030-03-01T23:30:00Z"));
    await recordPageView(db, view, site, new Date("2030-03-02T10:00:00Z"));
    const hashes = (await storedViews()).filter((row) => row.path === "/tag").map((row) => row.visitorHash);
    // 23:30 UTC is already 2 March in Zurich.
    expect(hashes[0]).not.toBe(hashes[1]);
    expect(hashes[1]).toBe(hashes[2]);
    expect((await db.select().from(analyticsSalts)).map((row) => row.day)).toEqual(["2030-03-02"]);
  });
});
