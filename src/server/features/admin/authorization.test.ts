import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppWithMembers, type TestAppWithMembers } from "../../test/app";
import { type AdminRouteKey, adminRouteTable } from "./route-table";

/**
 * Every /api/admin route any area registers, with a body an admin could send. A route missing here
 * fails the first test: add one line for it.
 */
const ADMIN_ROUTES: Record<AdminRouteKey, { body?: object }> = {
  "GET /api/admin/pending": {},
  "GET /api/admin/completed": {},
  "GET /api/admin/leserbriefe/pending": {},
  "GET /api/admin/events/pending": {},
  "GET /api/admin/pr-reports/pending": {},
  "POST /api/admin/leserbriefe/:id/approve": { body: { moderationNotes: "Danke" } },
  "POST /api/admin/leserbriefe/:id/reject": { body: { moderationNotes: "Leider nicht" } },
  "POST /api/admin/reader-letters/:id/approve": { body: {} },
  "POST /api/admin/reader-letters/:id/reject": { body: {} },
  "DELETE /api/admin/leserbriefe/:id": {},
  "POST /api/admin/user-articles/:id/approve": { body: {} },
  "POST /api/admin/user-articles/:id/reject": { body: {} },
  "DELETE /api/admin/user-articles/:id": {},
  "POST /api/admin/events/:id/approve": {},
  "POST /api/admin/events/:id/reject": { body: { reason: "Keine Bewilligung" } },
  "DELETE /api/admin/events/:id": {},
  "PATCH /api/admin/pr-reports/:id": { body: { title: "Titel", companyName: "Firma AG" } },
  "DELETE /api/admin/pr-reports/:id": {},
  "POST /api/admin/help-entries/:id/hide": {},
  "POST /api/admin/help-entries/:id/show": {},
  "POST /api/admin/reports/:kind/:itemId/dismiss": {},
  "GET /api/admin/users": {},
  "POST /api/admin/users/:userId/role": { body: { isAdmin: true } },
  "GET /api/admin/audit": {},
  "GET /api/admin/statistics": {},
  "GET /api/admin/outbox": {},
  "POST /api/admin/pr-reports/:id/approve": {},
  "POST /api/admin/pr-reports/:id/reject": { body: { reason: "Kein lokaler Bezug" } },
  "POST /api/admin/test-payments/clock": { body: { days: 1 } },
  "GET /api/admin/businesses": {},
  "POST /api/admin/businesses": { body: {} },
  "PUT /api/admin/businesses/:id": { body: {} },
  "GET /api/admin/candidates": {},
  "POST /api/admin/candidates": { body: {} },
  "PUT /api/admin/candidates/:id": { body: {} },
  "DELETE /api/admin/candidates/:id": {},
};

/** Values for path parameters that name nothing: the admin's answer is then 404, never 401/403/500. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: "987654",
  kind: "leserbrief",
  itemId: "987654",
  userId: "00000000-0000-4000-8000-000000000000",
};

const urlOf = (path: string) =>
  path.replace(/:(\w+)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? "987654");

let s: TestAppWithMembers;

beforeAll(async () => {
  s = await createTestAppWithMembers();
});
afterAll(() => s.t.close());

describe("admin routes", () => {
  it("are all covered by this test", () => {
    const registered = adminRouteTable(s.t.app).sort();
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((route) => !(route in ADMIN_ROUTES))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTES).filter((route) => !registered.includes(route as AdminRouteKey))).toEqual(
      [],
    );
  });

  it("answer 401 signed out, 403 to members and serve admins", async () => {
    for (const route of adminRouteTable(s.t.app)) {
      const [method, path] = route.split(" ") as ["GET" | "POST" | "PATCH" | "DELETE", string];
      const { body } = ADMIN_ROUTES[route] ?? {};
      const call = (cookie?: string) =>
        s.t.app.inject({ method, url: urlOf(path), payload: body, headers: cookie ? { cookie } : {} });

      const visitor = await call();
      expect(visitor.statusCode, `${route} as visitor`).toBe(401);
      expect(visitor.json(), route).toEqual({ message: "Unauthorized" });

      const member = await call(s.author.cookie);
      expect(member.statusCode, `${route} as member`).toBe(403);
      expect(member.json().message, route).toMatch(/^Zugriff verweigert/);

      const admin = await call(s.admin);
      expect([401, 403], `${route} as admin: ${admin.body}`).not.toContain(admin.statusCode);
      expect(admin.statusCode, `${route} as admin: ${admin.body}`).toBeLessThan(500);
    }
  });

  it("check the caller before the input: a member sending nonsense still hears 403", async () => {
    const response = await s.t.app.inject({
      method: "POST",
      url: "/api/admin/users/kein-benutzer/role",
      payload: { isAdmin: "vielleicht" },
      headers: { cookie: s.other },
    });
    expect(response.statusCode).toBe(403);
  });
});
