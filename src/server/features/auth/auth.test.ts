import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import {
  ADMIN_EMAIL,
  createTestApp,
  lastMailTo,
  mailedToken,
  me,
  sessionCookie,
  signIn,
  signUp,
  signUpUnverified,
} from "../../test/app";
import { sharedTestApp } from "../../test/shared-by-tests";
import { purgeExpiredSessions } from "./sessions";

const t = sharedTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload });
/** The sign-up form filled in: a test names the fields it is about, the others hold valid values. */
const form = (fields: Partial<Record<"email" | "password" | "firstName" | "lastName", string>>) => ({
  password: "lange-genug-1",
  firstName: "A",
  lastName: "B",
  ...fields,
});
const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload, headers });

describe("built-in accounts", () => {
  it("registers a member, signs in with an HttpOnly SameSite=Lax cookie and answers /api/auth/user", async () => {
    const response = await register(
      form({ email: "Vreni@Example.ch", firstName: "Vreni", lastName: "Huber" }),
    );
    expect(response.statusCode).toBe(202);
    expect(response.cookies).toEqual([]);
    const signedIn = await login({ email: "vreni@example.ch", password: "lange-genug-1" });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      email: "vreni@example.ch",
      firstName: "Vreni",
      role: "user",
      isAdmin: false,
      emailVerified: false,
    });
    const cookie = signedIn.cookies.find((entry) => entry.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();

    const user = await me(t.app, sessionCookie(signedIn));
    expect(user.statusCode).toBe(200);
    expect(user.headers["cache-control"]).toBe("no-store");
    expect(Object.keys(user.json()).sort()).toEqual(
      ["email", "emailVerified", "firstName", "id", "isAdmin", "lastName", "profileImageUrl", "role"].sort(),
    );
  });

  it("refuses passwords shorter than 10 characters in German", async () => {
    const response = await register(
      form({ email: "kurz@example.ch", password: "123456789", firstName: "K", lastName: "Z" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Das Passwort muss mindestens 10 Zeichen lang sein." });
  });

  it("names the failing field in German", async () => {
    const response = await register(form({ email: "keine-adresse" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Ungültige E-Mail-Adresse" });
    const missing = await register({ email: "a@example.ch", password: "lange-genug-1", lastName: "B" });
    expect(missing.json()).toMatchObject({ message: "Bitte geben Sie Ihren Vornamen ein." });
  });

  it("answers a known address exactly like a new one, and tells the owner by mail", async () => {
    const first = await register(form({ email: "doppelt@example.ch" }));
    expect((await lastMailTo(t.app, "doppelt@example.ch"))?.subject).toMatch(/Bitte bestätigen/);
    const again = await register(form({ email: "DOPPELT@example.ch", password: "lange-genug-2" }));
    const unknown = await register(form({ email: "neu-und-frei@example.ch", password: "lange-genug-2" }));
    for (const response of [first, again, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe(unknown.body);
      expect(response.cookies).toEqual([]);
    }
    expect(again.json().message).not.toMatch(/bereits/);
    const notice = await lastMailTo(t.app, "doppelt@example.ch");
    expect(notice?.subject).toBe("Ihr Konto beim Dorfportal Suhr");
    expect(notice?.body).toMatch(/bereits ein Konto/);
    // The second password did not replace the first.
    expect((await login({ email: "doppelt@example.ch", password: "lange-genug-2" })).statusCode).toBe(401);
    expect((await login({ email: "doppelt@example.ch", password: "lange-genug-1" })).statusCode).toBe(200);
  });

  it("signs in with a new session id and answers a wrong pair with the same 401 whether the e-mail exists or not", async () => {
    await register(
      form({ email: "login@example.ch", password: "richtiges-passwort", firstName: "L", lastName: "O" }),
    );
    const firstCookie = sessionCookie(
      await login({ email: "login@example.ch", password: "richtiges-passwort" }),
    );
    const ok = await login(
      { email: "login@example.ch", password: "richtiges-passwort" },
      { cookie: firstCookie },
    );
    expect(ok.statusCode).toBe(200);
    expect(sessionCookie(ok)).not.toBe(firstCookie);
    // The session that was replaced no longer signs anybody in.
    const old = await me(t.app, firstCookie);
    expect(old.statusCode).toBe(401);

    const wrongPassword = await login({ email: "login@example.ch", password: "falsches-passwort" });
    const unknownEmail = await login({ email: "niemand@example.ch", password: "falsches-passwort" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    // Alike but for the request id every error answer names.
    const { requestId: _wrongId, ...wrongBody } = wrongPassword.json();
    const { requestId: _unknownId, ...unknownBody } = unknownEmail.json();
    expect(wrongBody).toEqual(unknownBody);
    expect(wrongPassword.json()).toMatchObject({ message: "E-Mail-Adresse oder Passwort ist falsch." });
  });

  it("answers 401 Unauthorized when signed out", async () => {
    const response = await me(t.app);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Unauthorized" });
  });

  it("ends the session when the browser navigates to /api/logout from this site, and sends it to /", async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({
      url: "/api/logout",
      headers: {
        cookie,
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
      },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/");
    const after = await me(t.app, cookie);
    expect(after.statusCode).toBe(401);
  });

  it("signs nobody out through a cross-site link, an image or a cross-site POST", async () => {
    const { cookie } = await signUp(t.app);
    const attempts = [
      // A link on another site.
      {
        url: "/api/logout",
        headers: {
          "sec-fetch-site": "cross-site",
          "sec-fetch-mode": "navigate",
          "sec-fetch-dest": "document",
        },
      },
      // <img src="/api/logout"> on a page of this site (an event's picture, say).
      {
        url: "/api/logout",
        headers: { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
      },
      // A client that says nothing about where the request comes from.
      { url: "/api/logout", headers: {} },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ url: attempt.url, headers: { ...attempt.headers, cookie } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/abmelden");
      expect(response.cookies).toEqual([]);
    }
    const postLogout = (origin: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie, ...origin } });
    const crossSitePost = await postLogout({
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(crossSitePost.statusCode).toBe(403);
    expect((await me(t.app, cookie)).statusCode).toBe(200);

    const ownPost = await postLogout({ "sec-fetch-site": "same-origin", origin: "http://localhost:5000" });
    expect(ownPost.statusCode).toBe(204);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it("makes an ADMIN_EMAILS address administrator only once it is verified", async () => {
    const unverified = await signUpUnverified(t.app, { email: ADMIN_EMAIL });
    expect(unverified.user).toMatchObject({ isAdmin: false, role: "user", emailVerified: false });
    const admins = await me(t.app, unverified.cookie);
    expect(admins.json()).toMatchObject({ isAdmin: false });

    const verified = await t.app.inject({
      method: "POST",
      url: "/api/auth/verify-email",
      payload: { token: await mailedToken(t.app, ADMIN_EMAIL) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ isAdmin: true, role: "admin", emailVerified: true });
    expect((await signIn(t.app, ADMIN_EMAIL)).user).toMatchObject({ isAdmin: true });
    const { user: member } = await signUp(t.app);
    expect(member).toMatchObject({ isAdmin: false, role: "user" });
  });

  it("limits sign-in attempts per address and account, whatever X-Forwarded-For claims", async () => {
    const attempts = [];
    for (let i = 0; i < 11; i++)
      attempts.push(
        await login(
          { email: "ziel@example.ch", password: "raten-raten" },
          { "x-forwarded-for": `203.0.113.${i + 1}` },
        ),
      );
    expect(attempts.slice(0, 10).every((response) => response.statusCode === 401)).toBe(true);
    expect(attempts[10]?.statusCode).toBe(429);
    expect(attempts[10]?.json().message).toMatch(/Zu viele Anfragen/);
  });

  it("does not accept a tampered or expired session and purges expired ones", async () => {
    const { cookie } = await signUp(t.app);
    const tampered = `${cookie.slice(0, -3)}abc`;
    expect((await me(t.app, tampered)).statusCode).toBe(401);

    await t.app.ctx.db.update(sessions).set({ expire: sql`now() - interval '1 minute'` });
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect(await purgeExpiredSessions(t.app.ctx.db)).toBeGreaterThan(0);
    const [{ count } = { count: -1 }] = await t.app.ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions);
    expect(count).toBe(0);
  });
});

describe("behind a trusted proxy", () => {
  it("believes X-Forwarded-For from TRUST_PROXY, and still limits sign-in per account", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await proxied.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "ziel@example.ch", password: "raten-raten" },
          headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
        });
        statuses.push(response.statusCode);
      }
      // Ten per address would never trigger with a new address each time; twenty per account does.
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await proxied.close();
    }
    // Twenty-one password hashes: slow on a loaded machine, whatever the limit does.
  }, 180_000);
});

describe("GET /api/login", () => {
  it.each([
    ["/profil", "/login?returnTo=%2Fprofil"],
    ["/marktplatz?kind=offer", "/login?returnTo=%2Fmarktplatz%3Fkind%3Doffer"],
    ["//evil.example", "/login"],
    ["https://evil.example", "/login"],
    ["/\\evil.example", "/login"],
    ["/a//b", "/login"],
    // Browsers drop tab, CR and LF: each would turn the path into '//evil.example'.
    ["/\t/evil.example", "/login"],
    ["/\r/evil.example", "/login"],
    ["/\n/evil.example", "/login"],
    ["/\u0001/evil.example", "/login"],
    ["/\u001f/evil.example", "/login"],
    ["\t//evil.example", "/login"],
    ["/%09/evil.example", "/login?returnTo=%2F%2509%2Fevil.example"],
    ["/%2F%2Fevil.example", "/login?returnTo=%2F%252F%252Fevil.example"],
    ["/./..//evil.example", "/login"],
    ["/a/../profil", "/login?returnTo=%2Fprofil"],
  ])("sends returnTo=%s on to %s", async (returnTo, location) => {
    const response = await t.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });
});

describe("cookies behind https", () => {
  it("are Secure when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://dorf.example.ch" });
    try {
      await secure.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: "s@example.ch", password: "lange-genug-1", firstName: "S", lastName: "E" },
      });
      const response = await secure.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "s@example.ch", password: "lange-genug-1" },
      });
      expect(response.cookies.find((entry) => entry.name === "sid")?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
