import { describe, expect, it } from "vitest";
import type { PrReportDetail } from "../../../shared/pr-reports/pr-reports";
import { as, signUp, TEST_PASSWORD } from "../../test/app";
import { insertPrReport } from "../../test/content";
import { sharedTestAppWithMembers } from "../../test/shared-by-tests";

const s = sharedTestAppWithMembers();

/** The session id inside a signed cookie header 'sid=…'. */
const sessionIdOf = (cookie: string) => {
  const unsigned = s.t.app.unsignCookie(decodeURIComponent(cookie.slice("sid=".length)));
  if (!unsigned.valid || !unsigned.value) throw new Error("bad cookie");
  return unsigned.value;
};

describe("GET /api/pr-reports/{id}", () => {
  it("answers a published report to everybody, without the billing address", async () => {
    const report = await insertPrReport(s.t.app.ctx.db, { imageUrl: "/objects/seed/baeckerei.jpg" });
    const response = await s.get(`/api/pr-reports/${report.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: report.id,
      title: "Frisches Brot seit 1950",
      excerpt: "Die Bäckerei Muster backt mit Tradition.",
      content: "Erster Absatz.\nZweiter Absatz.",
      imageUrl: "/objects/seed/baeckerei.jpg",
      companyName: "Bäckerei Muster",
      companyDomain: "baeckerei-muster.ch",
      publishedAt: report.publishedAt?.toISOString() ?? null,
      createdAt: report.createdAt.toISOString(),
      modifiedAt: null,
      isPublished: true,
      companyEmail: null,
      writtenBy: null,
      fromWebsite: null,
    } satisfies PrReportDetail);
    expect(response.body).not.toMatch(/stripe|paymentIntent/i);
    expect((await s.get(`/api/pr-reports/${report.id}`, s.admin)).json()).toMatchObject({
      companyEmail: "info@baeckerei-muster.ch",
      writtenBy: "template",
      fromWebsite: true,
    });
  });

  it("says when an admin renamed it after publication: dateModified and article:modified_time", async () => {
    const report = await insertPrReport(s.t.app.ctx.db, { publishedAt: new Date(Date.now() - 86_400_000) });
    const page = async () => (await s.get(`/pr-report/${report.id}`)).body;
    expect(await page()).not.toContain("article:modified_time");
    const rename = (title: string) =>
      s.t.app.inject({
        method: "PATCH",
        url: `/api/admin/pr-reports/${report.id}`,
        headers: { cookie: s.admin },
        payload: { title, companyName: "Bäckerei Muster" },
      });
    // Saving without a change is no edit.
    expect((await rename("Frisches Brot seit 1950")).statusCode).toBe(200);
    expect((await s.get(`/api/pr-reports/${report.id}`)).json().modifiedAt).toBeNull();
    expect((await rename("Frisches Brot seit 1951")).statusCode).toBe(200);
    const { modifiedAt } = (await s.get(`/api/pr-reports/${report.id}`)).json() as PrReportDetail;
    expect(Date.parse(modifiedAt ?? "")).toBeGreaterThan(Date.parse(report.publishedAt?.toISOString() ?? ""));
    const html = await page();
    expect(html).toContain(`<meta property="article:modified_time" content="${modifiedAt}">`);
    expect(html).toContain(`"dateModified":"${modifiedAt}"`);
  });

  it("shows an unpublished report only to the member who ordered it and to admins", async () => {
    const report = await insertPrReport(s.t.app.ctx.db, {
      isPublished: false,
      ownerUserId: s.author.user.id,
    });
    const url = `/api/pr-reports/${report.id}`;
    expect((await s.get(url)).statusCode).toBe(404);
    expect((await s.get(url, s.other)).statusCode).toBe(404);
    const own = await s.get(url, s.author.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ isPublished: false, companyEmail: "info@baeckerei-muster.ch" });
    expect((await s.get(url, s.admin)).statusCode).toBe(200);
  });

  it("shows an unpublished report to the browser session that ordered it, also after signing in", async () => {
    // Ordered from one session; signing in again issues a new one that remembers it (renewSession).
    const visitor = await signUp(s.t.app);
    const sid = sessionIdOf(visitor.cookie);
    const report = await insertPrReport(s.t.app.ctx.db, { isPublished: false, ownerSessionId: sid });
    expect((await s.get(`/api/pr-reports/${report.id}`, visitor.cookie)).statusCode).toBe(200);
    expect((await s.get(`/api/pr-reports/${report.id}`, s.other)).statusCode).toBe(404);

    const login = await as(s.t.app, visitor).post("/api/auth/login", {
      email: visitor.user.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const renewed = login.cookies.find((cookie) => cookie.name === "sid");
    expect((await s.get(`/api/pr-reports/${report.id}`, `sid=${renewed?.value}`)).statusCode).toBe(200);
  });

  it("keeps a report whose publication date lies ahead from the public", async () => {
    const report = await insertPrReport(s.t.app.ctx.db, { publishedAt: new Date(Date.now() + 86_400_000) });
    expect((await s.get(`/api/pr-reports/${report.id}`)).statusCode).toBe(404);
  });

  it("answers 404 in German for unknown and malformed ids", async () => {
    for (const id of ["999999", "abc", "0", "-1", "1.5", "99999999999"]) {
      const response = await s.get(`/api/pr-reports/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: "PR-Bericht nicht gefunden" });
    }
  });
});
