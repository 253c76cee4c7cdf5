import { randomBytes, scryptSync } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordCredentials, prReports, sessions } from "../../db/schema";
import {
  ADMIN_EMAIL,
  as,
  asVisitor,
  lastMailTo,
  type Member,
  mailedToken,
  me,
  sessionCookie,
  signIn,
  signUp,
  signUpUnverified,
  TEST_PASSWORD,
  type Who,
} from "../../test/app";
import { insertPrReport } from "../../test/content";
import { sharedTestApp } from "../../test/shared-by-tests";
import { grantAdmin } from "./service";
import { MEMBER_WRITE_LIMIT } from "./session";
import { createSession } from "./sessions";

const t = sharedTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });

const event = { title: "Dorffest", eventDate: "2099-06-01" };

describe("e-mail verification", () => {
  it("mails a link valid 24 hours, stored only as a hash, that verifies once", async () => {
    const { cookie, user } = await signUpUnverified(t.app, { email: "neu@example.ch" });
    const mail = await lastMailTo(t.app, "neu@example.ch");
    expect(mail?.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse – Dorfportal Suhr");
    expect(mail?.body).toMatch(/^Grüezi Anna\n/);
    expect(mail?.body).toContain("http://localhost:5000/email-bestaetigen#token=");
    expect(mail?.body).toContain("24 Stunden");
    const token = await mailedToken(t.app, "neu@example.ch");
    const stored = await t.app.ctx.db.execute(sql`select token_hash, expires_at from account_tokens`);
    const rows = (stored as unknown as { rows: { token_hash: string; expires_at: string }[] }).rows;
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => row.token_hash.length === 64)).toBe(true);

    expect((await me(t.app, cookie)).json()).toMatchObject({ emailVerified: false });
    const verified = await asVisitor(t.app).post("/api/auth/verify-email", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ message: "Ihre E-Mail-Adresse ist bestätigt. Vielen Dank!" });
    expect((await me(t.app, cookie)).json()).toMatchObject({ id: user.id, emailVerified: true });

    const again = await asVisitor(t.app).post("/api/auth/verify-email", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
    );
    // The member, signed in and confirmed, follows the spent link again: told it is done, not 'ungültig'.
    const spent = await as(t.app, cookie).post("/api/auth/verify-email", { token });
    expect(spent.statusCode).toBe(200);
    expect(spent.json().message).toBe(
      "Ihre E-Mail-Adresse ist bereits bestätigt. Sie müssen nichts mehr tun.",
    );
  });

  it("refuses an expired link", async () => {
    await signUpUnverified(t.app, { email: "spaet@example.ch" });
    const token = await mailedToken(t.app, "spaet@example.ch");
    await t.app.ctx.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`);
    expect((await asVisitor(t.app).post("/api/auth/verify-email", { token })).statusCode).toBe(400);
  });

  it("lets an unverified member read and sign in but not submit, with a German 403", async () => {
    const { cookie } = await signUpUnverified(t.app);
    expect((await as(t.app, cookie).get("/api/events/user")).statusCode).toBe(200);
    const submit = await as(t.app, cookie).post("/api/events", event);
    expect(submit.statusCode).toBe(403);
    expect(submit.json().message).toMatch(/^Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse/);
    const upload = await as(t.app, cookie).post("/api/objects/upload", {});
    expect(upload.statusCode).toBe(403);

    const verified = await signUp(t.app);
    expect((await as(t.app, verified).post("/api/events", event)).statusCode).toBe(201);
  });

  it("sends a new link on request, and the old one stops working", async () => {
    const { cookie, user } = await signUpUnverified(t.app);
    const old = await mailedToken(t.app, user.email);
    const resent = await as(t.app, cookie).post("/api/auth/verification", {});
    expect(resent.statusCode).toBe(202);
    const fresh = await mailedToken(t.app, user.email);
    expect(fresh).not.toBe(old);
    expect((await asVisitor(t.app).post("/api/auth/verify-email", { token: old })).statusCode).toBe(400);
    expect((await asVisitor(t.app).post("/api/auth/verify-email", { token: fresh })).statusCode).toBe(200);
    expect((await asVisitor(t.app).post("/api/auth/verification", {})).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same whether the address has an account or not, and mails only the owner", async () => {
    const { user } = await signUp(t.app, { email: "vergesslich@example.ch" });
    const before = await lastMailTo(t.app, user.email);
    const known = await asVisitor(t.app).post("/api/auth/password-reset/request", {
      email: "Vergesslich@example.ch",
    });
    const unknown = await asVisitor(t.app).post("/api/auth/password-reset/request", {
      email: "niemand-hier@example.ch",
    });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mail = await lastMailTo(t.app, user.email);
    expect(mail?.id).not.toBe(before?.id);
    expect(mail?.subject).toBe("Passwort zurücksetzen – Dorfportal Suhr");
    expect(mail?.body).toContain("/passwort-vergessen#token=");
    expect(mail?.body).toContain("eine Stunde gültig");
    expect(await lastMailTo(t.app, "niemand-hier@example.ch")).toBeUndefined();
  });

  it("sets a new password once, within the hour, and ends every session of the member", async () => {
    const { user, cookie } = await signUp(t.app);
    const second = await signIn(t.app, user.email);
    await asVisitor(t.app).post("/api/auth/password-reset/request", { email: user.email });
    const token = await mailedToken(t.app, user.email);

    const short = await asVisitor(t.app).post("/api/auth/password-reset", { token, password: "kurz" });
    expect(short.statusCode).toBe(400);
    const reset = await asVisitor(t.app).post("/api/auth/password-reset", {
      token,
      password: "ganz-neues-passwort",
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/Ihr Passwort wurde geändert/);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect((await me(t.app, second.cookie)).statusCode).toBe(401);
    expect(
      (await asVisitor(t.app).post("/api/auth/password-reset", { token, password: "noch-ein-passwort" }))
        .statusCode,
    ).toBe(400);
    await expect(signIn(t.app, user.email)).rejects.toThrow(/401/);
    expect((await signIn(t.app, user.email, "ganz-neues-passwort")).user.id).toBe(user.id);

    await asVisitor(t.app).post("/api/auth/password-reset/request", { email: user.email });
    const late = await mailedToken(t.app, user.email);
    await t.app.ctx.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second'`);
    expect(
      (
        await asVisitor(t.app).post("/api/auth/password-reset", {
          token: late,
          password: "zu-spaet-passwort",
        })
      ).statusCode,
    ).toBe(400);
  });

  it("limits reset requests per address of the account", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/auth/password-reset/request",
            payload: { email: "oft@example.ch" },
            headers: { "x-forwarded-for": `198.51.100.${i}` },
          })
        ).statusCode,
      );
    }
    expect(answers).toEqual([202, 202, 202, 429]);
  });
});

describe("signed-in account security", () => {
  it("changes the password with the current one and ends every other session", async () => {
    const { user, cookie } = await signUp(t.app);
    const other = await signIn(t.app, user.email);
    const wrong = await as(t.app, cookie).post("/api/auth/password", {
      currentPassword: "falsch-falsch",
      newPassword: "neues-passwort-1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Das aktuelle Passwort ist falsch.");
    const changed = await as(t.app, cookie).post("/api/auth/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "neues-passwort-1",
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect((await me(t.app, other.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, "neues-passwort-1")).user.id).toBe(user.id);
    expect(
      (
        await asVisitor(t.app).post("/api/auth/password", {
          currentPassword: "x",
          newPassword: "y".repeat(12),
        })
      ).statusCode,
    ).toBe(401);
  });

  it("signs out everywhere", async () => {
    const { user, cookie } = await signUp(t.app);
    const other = await signIn(t.app, user.email);
    const bystander = await signUp(t.app);
    const out = await as(t.app, cookie).post("/api/auth/logout-everywhere", {});
    expect(out.statusCode).toBe(204);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect((await me(t.app, other.cookie)).statusCode).toBe(401);
    expect((await me(t.app, bystander.cookie)).statusCode).toBe(200);
    expect((await asVisitor(t.app).post("/api/auth/logout-everywhere", {})).statusCode).toBe(401);
  });

  it("ends a session at its absolute lifetime even when it is used every day", async () => {
    const { cookie } = await signUp(t.app);
    const sid = decodeURIComponent(cookie.slice("sid=".length)).replace(/\.[^.]+$/, "");
    await t.app.ctx.db
      .update(sessions)
      .set({
        sess: sql`jsonb_set(${sessions.sess}, '{startedAt}', to_jsonb(${Date.now() - 89 * 86_400_000}::bigint))`,
        expire: new Date(Date.now() + 86_400_000),
      })
      .where(eq(sessions.sid, sid));
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(sessions).where(eq(sessions.sid, sid));
    // Not extended past 90 days after signing in, although less than 15 days were left.
    expect(row!.expire.getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000 + 1000);
  });

  it("upgrades a weaker password hash at the next sign-in", async () => {
    const { user } = await signUp(t.app);
    // A hash as the portal made them before (N=2^14, r=8, p=1).
    const salt = randomBytes(16);
    const old = [
      "scrypt",
      16_384,
      8,
      1,
      salt.toString("base64"),
      scryptSync(TEST_PASSWORD, salt, 64, { N: 16_384, r: 8, p: 1 }).toString("base64"),
    ].join("$");
    await t.app.ctx.db
      .update(passwordCredentials)
      .set({ passwordHash: old })
      .where(eq(passwordCredentials.userId, user.id));
    await signIn(t.app, user.email);
    const [row] = await t.app.ctx.db
      .select()
      .from(passwordCredentials)
      .where(eq(passwordCredentials.userId, user.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect((await signIn(t.app, user.email)).user.id).toBe(user.id);
  });
});

describe("operator grant", () => {
  it("makes an account verified and administrator", async () => {
    const { user, cookie } = await signUpUnverified(t.app);
    expect(await grantAdmin(t.app.ctx.db, user.email.toUpperCase())).toMatchObject({
      isAdmin: true,
      role: "admin",
      emailVerified: true,
    });
    expect((await me(t.app, cookie)).json()).toMatchObject({ isAdmin: true, emailVerified: true });
    expect(await grantAdmin(t.app.ctx.db, "unbekannt@example.ch")).toBeNull();
  });
});

describe("per-member write limit", () => {
  it("stops a member's writes at the limit, whatever address they come from", async () => {
    const { cookie } = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= MEMBER_WRITE_LIMIT.max; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/events",
        payload: { title: "" },
        headers: { cookie, "x-forwarded-for": `192.0.2.${i % 250}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, MEMBER_WRITE_LIMIT.max).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await signUp(t.app);
    expect((await as(t.app, other).post("/api/events", event)).statusCode).toBe(201);
  });

  it("counts no reads: a member's own lists open as often as they like", async () => {
    const { cookie } = await signUp(t.app);
    for (let i = 0; i <= MEMBER_WRITE_LIMIT.max; i++) {
      for (const url of [
        "/api/help-entries/my-entries",
        "/api/help-entries/user/me",
        "/api/leserbriefe/user",
        "/api/user-articles/user",
      ])
        expect((await as(t.app, cookie).get(url)).statusCode, `${url} ${i}`).toBe(200);
    }
    expect((await as(t.app, cookie).post("/api/events", event)).statusCode).toBe(201);
  });
});

describe("session carry-over at sign-in", () => {
  const sidOf = (cookie: string) => decodeURIComponent(cookie.slice("sid=".length)).replace(/\.[^.]+$/, "");
  const order = (sessionId: string) =>
    insertPrReport(t.app.ctx.db, { isPublished: false, ownerSessionId: sessionId });
  const read = (id: number, cookie: string) => as(t.app, cookie).get(`/api/pr-reports/${id}`);
  /** `member` signs in in a browser that holds the session `cookie`: the cookie that sign-in sets. */
  const signInOver = async (cookie: Who, member: Member) =>
    sessionCookie(
      await as(t.app, cookie).post("/api/auth/login", { email: member.user.email, password: TEST_PASSWORD }),
    );

  it("hands an order placed while signed out to the member who signs in, once", async () => {
    const sid = await createSession(t.app.ctx.db, {});
    const visitor = `sid=${encodeURIComponent(t.app.signCookie(sid))}`;
    const report = await order(sid);
    expect((await read(report.id, visitor)).statusCode).toBe(200);

    const member = await signUp(t.app);
    const signedIn = await signInOver(visitor, member);
    expect((await read(report.id, signedIn)).statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(prReports).where(eq(prReports.id, report.id));
    expect(row).toMatchObject({ ownerUserId: member.user.id, ownerSessionId: null });
  });

  it("gives nobody what another member's session held", async () => {
    const first = await signUp(t.app);
    const report = await order(sidOf(first.cookie));
    const [before] = await t.app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sidOf(first.cookie)));
    expect(before).toBeDefined();

    const second = await signUp(t.app);
    const secondCookie = await signInOver(first, second);
    expect((await read(report.id, secondCookie)).statusCode).toBe(404);
    const [session] = await t.app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sidOf(secondCookie)));
    expect(Object.keys(session!.sess as object).sort()).toEqual(["startedAt", "userId"]);
    const [row] = await t.app.ctx.db.select().from(prReports).where(eq(prReports.id, report.id));
    expect(row?.ownerUserId).toBeNull();
  });
});

describe("no NUL character gives a 500", () => {
  it.each([
    [
      "POST",
      "/api/auth/register",
      { email: "a@example.ch", password: "lange-genug-1", firstName: "A\u0000", lastName: "B" },
    ],
    ["POST", "/api/auth/login", { email: "a@example.ch", password: "pass\u0000wort" }],
    ["POST", "/api/auth/password-reset/request", { email: "a\u0000@example.ch" }],
    ["POST", "/api/events", { title: "Fest\u0000", eventDate: "2099-01-01", location: "Saal\u0000" }],
    ["GET", "/api/articles/a%00b", undefined],
    ["GET", "/api/search?q=Dorf%00fest", undefined],
    ["GET", "/api/search?q=Dorffest&cursor=a%00b", undefined],
    ["GET", "/api/leserbriefe/a%00b", undefined],
    ["GET", "/post/a%00b", undefined],
  ])("%s %s answers 400", async (method, url, payload) => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: method as "GET" | "POST",
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Steuerzeichen/);
  });
});
