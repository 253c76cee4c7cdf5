import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminUsersPage, AuditPage } from "../../../shared/admin/admin";
import { users } from "../../db/schema";
import { ADMIN_EMAIL, as } from "../../test/app";
import { sharedTestAppWithPeople } from "../../test/shared-by-tests";
import { setUserRole } from "./users";

const s = sharedTestAppWithPeople({
  chefin: { email: ADMIN_EMAIL, firstName: "Claudia", lastName: "Chef" },
  beat: { firstName: "Beat", lastName: "Brunner", email: "beat.brunner@example.ch" },
  clara: { firstName: "Clara", lastName: "Zürcher" },
});

const setRole = (userId: string, isAdmin: unknown, cookie = s.chefin.cookie) =>
  as(s.t.app, cookie).post(`/api/admin/users/${userId}/role`, { isAdmin });

describe("admin users", () => {
  it("lists users with the counts, searchable and paged", async () => {
    const page = (await as(s.t.app, s.chefin).get("/api/admin/users")).json() as AdminUsersPage;
    expect(page.counts).toEqual({ all: 3, admins: 1, users: 2 });
    expect(page.users[0]).toMatchObject({ email: ADMIN_EMAIL, role: "admin", isAdmin: true });
    expect(page.users.map((user) => user.email)).toContain("beat.brunner@example.ch");
    expect(page.users[0]).not.toHaveProperty("passwordHash");

    const byName = (
      await as(s.t.app, s.chefin).get("/api/admin/users?search=beat%20brun")
    ).json() as AdminUsersPage;
    expect(byName.users.map((user) => user.id)).toEqual([s.beat.user.id]);
    expect(byName.matching).toBe(1);
    expect(byName.counts.all).toBe(3);
    const literal = (await as(s.t.app, s.chefin).get("/api/admin/users?search=%25")).json() as AdminUsersPage;
    expect(literal.users).toEqual([]);

    // Rows, not sign-ups: paging is what is tried here, and 26 password hashes starve a busy machine.
    await s.t.app.ctx.db.insert(users).values(
      Array.from({ length: 26 }, (_, index) => ({
        email: `massen.person${index}@example.ch`,
        firstName: "Massen",
        lastName: `Person${index}`,
      })),
    );
    const first = (
      await as(s.t.app, s.chefin).get("/api/admin/users?search=Massen")
    ).json() as AdminUsersPage;
    expect(first.users).toHaveLength(25);
    expect(first.pageCount).toBe(2);
    const second = (
      await as(s.t.app, s.chefin).get("/api/admin/users?search=Massen&page=2")
    ).json() as AdminUsersPage;
    expect(second.users).toHaveLength(1);
    expect(second.page).toBe(2);
    expect((await as(s.t.app, s.chefin).get("/api/admin/users?page=0")).statusCode).toBe(400);
  });

  it("grants and takes away admin rights, keeping role and isAdmin together, with an audit row", async () => {
    const granted = await setRole(s.beat.user.id, true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ role: "admin", isAdmin: true });
    // Takes effect at once, without signing in again.
    expect((await as(s.t.app, s.beat).get("/api/admin/pending")).statusCode).toBe(200);

    const revoked = await setRole(s.beat.user.id, false);
    expect(revoked.json()).toMatchObject({ role: "user", isAdmin: false });
    expect((await as(s.t.app, s.beat).get("/api/admin/pending")).statusCode).toBe(403);
    const [row] = await s.t.app.ctx.db.select().from(users).where(eq(users.id, s.beat.user.id));
    expect(row).toMatchObject({ role: "user", isAdmin: false });

    const audit = (
      await as(s.t.app, s.chefin).get(`/api/admin/audit?entityType=user&entityId=${s.beat.user.id}`)
    ).json() as AuditPage;
    expect(audit.entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["user.role", { role: "admin", isAdmin: true }, { role: "user", isAdmin: false }],
      ["user.role", { role: "user", isAdmin: false }, { role: "admin", isAdmin: true }],
    ]);
  });

  it("refuses self-demotion with the spec's message", async () => {
    const response = await setRole(s.chefin.user.id, false);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: "Sie können sich nicht selbst die Admin-Rechte entziehen.",
    });
    const [row] = await s.t.app.ctx.db.select().from(users).where(eq(users.id, s.chefin.user.id));
    expect(row?.isAdmin).toBe(true);
  });

  it("answers 404 for unknown users and 400 for a missing flag", async () => {
    expect((await setRole("00000000-0000-4000-8000-000000000000", true)).statusCode).toBe(404);
    expect((await setRole("kein-benutzer", true)).statusCode).toBe(404);
    const missing = await setRole(s.beat.user.id, "ja");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      "Bitte wählen Sie eine Rolle: Mitglied, Redaktion oder Administrator.",
    );
  });

  it("never demotes the last administrator, even when two admins demote each other at once", async () => {
    expect((await setRole(s.clara.user.id, true)).statusCode).toBe(200);
    const answers = await Promise.all([
      setRole(s.clara.user.id, false, s.chefin.cookie),
      setRole(s.chefin.user.id, false, s.clara.cookie),
    ]);
    // One demotion wins; the other admin has then lost the right (403) or was the last one (409).
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const admins = await s.t.app.ctx.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(1);

    // An admin whose request was authorized just before losing the right meets the last-admin rule.
    const [remaining] = admins;
    const stale = {
      ...(remaining!.id === s.chefin.user.id ? s.clara : s.chefin).user,
      role: "admin" as const,
    };
    await expect(
      setUserRole(
        s.t.app.ctx.db,
        { ...stale, firstName: null, lastName: null, profileImageUrl: null },
        remaining!.id,
        "user",
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: "Der letzte Administrator kann nicht entfernt werden.",
    });
  });
});
