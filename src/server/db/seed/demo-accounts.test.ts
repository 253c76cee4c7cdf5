import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, signIn, signUp, type TestApp } from "../../test/app";
import { selectRows } from "../client";
import { seedDemoContent } from "./index";

const DEMO_EMAILS = ["demo-mitglied@example.ch", "demo-admin@example.ch"];

/** A test app whose start log is kept, as the operator sees it. */
async function appWithLog(env: Record<string, string>): Promise<{ t: TestApp; log: () => string }> {
  const stream = new PassThrough();
  let log = "";
  stream.on("data", (chunk: Buffer) => {
    log += chunk.toString("utf8");
  });
  const t = await createTestApp(env, { logStream: stream });
  return { t, log: () => log };
}

const demoUsers = async (t: TestApp) =>
  selectRows<{ email: string; is_admin: boolean }>(
    t.app.ctx.db,
    sql`select email, is_admin from users where email like 'demo-%' order by email`,
  );

/** The e-mail and password of each demo account, as the start log prints them. */
const printedAccounts = (log: string) =>
  [...log.matchAll(/Demo-Zugang (\w+): E-Mail (\S+), Passwort (\S+) /g)].map(
    ([, label, email, password]) => ({
      label,
      email: email!,
      password: password!,
    }),
  );

describe("demo accounts", () => {
  it("are created with SEED=demo on an empty database, printed once, and sign in as member and administrator", async () => {
    const { t, log } = await appWithLog({ SEED: "demo" });
    try {
      const printed = printedAccounts(log());
      expect(printed.map((account) => account.email).sort()).toEqual([...DEMO_EMAILS].sort());
      const [member, admin] = [
        printed.find((a) => a.label === "Mitglied")!,
        printed.find((a) => a.label === "Administrator")!,
      ];
      expect(member.password).not.toBe(admin.password);
      expect(member.password.length).toBeGreaterThanOrEqual(16);

      const memberSession = await signIn(t.app, member.email, member.password);
      expect(memberSession.user).toMatchObject({ isAdmin: false, emailVerified: true });
      // The demo member belongs to the private demo group, which nobody else's directory shows.
      const privateGroup = "/api/groups/nachbarschaft-bachstrasse";
      const seen = await t.app.inject({ url: privateGroup, headers: { cookie: memberSession.cookie } });
      expect(seen.json()).toMatchObject({ visibility: "private", viewer: { role: "member" } });
      expect((await t.app.inject({ url: privateGroup })).statusCode).toBe(404);
      const adminSession = await signIn(t.app, admin.email, admin.password);
      expect(adminSession.user).toMatchObject({ isAdmin: true, emailVerified: true });
      const users = await t.app.inject({ url: "/api/admin/users", headers: { cookie: adminSession.cookie } });
      expect(users.statusCode).toBe(200);

      // Only the hash is kept: the password appears nowhere in the database.
      const [stored] = await selectRows<{ n: number }>(
        t.app.ctx.db,
        sql`select count(*)::int as n from password_credentials where password_hash like ${`%${member.password}%`}`,
      );
      expect(stored?.n).toBe(0);

      // The next start finds content: no new accounts, nothing printed again.
      expect(await seedDemoContent(t.app.ctx)).toBe(false);
      expect(await demoUsers(t)).toHaveLength(2);
      expect(printedAccounts(log())).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it("are not created on a database that had content, and nothing is printed", async () => {
    const { t, log } = await appWithLog({ SEED: "none" });
    try {
      await signUp(t.app);
      expect(await seedDemoContent(t.app.ctx)).toBe(false);
      expect(await demoUsers(t)).toEqual([]);
      expect(log()).not.toContain("Demo-Zugang");
    } finally {
      await t.close();
    }
  });

  it("are never created with SEED=none", async () => {
    const { t, log } = await appWithLog({ SEED: "none" });
    try {
      expect(await demoUsers(t)).toEqual([]);
      expect(log()).not.toContain("Demo-Zugang");
    } finally {
      await t.close();
    }
  });
});
