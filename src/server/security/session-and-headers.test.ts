import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeReturnTo } from "../../shared/common/return-to";
import { PERMISSIONS_POLICY } from "../lib/security-headers";
import { createTestApp, sessionCookie, signUp, TEST_PASSWORD, type TestApp } from "../test/app";
import { createSecurityApp, type SecurityApp } from "./test/harness";

let s: SecurityApp;
/** The same portal behind https, as in production. */
let secure: TestApp;

beforeAll(async () => {
  [s, secure] = await Promise.all([
    createSecurityApp(),
    createTestApp({ PUBLIC_URL: "https://dorf.example" }),
  ]);
});
afterAll(() => Promise.all([s.close(), secure.close()]));

/** Addresses an attacker would put into returnTo to send a freshly signed-in member elsewhere. */
const FOREIGN_TARGETS = [
  "//boese.example",
  "///boese.example",
  "//boese.example/%2e%2e",
  "/\\boese.example",
  "\\\\boese.example",
  "/\\/boese.example",
  "https://boese.example",
  "http:boese.example",
  "HTTPS://boese.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\t/boese.example",
  "/\n/boese.example",
  "/\r//boese.example",
  " //boese.example",
  "/.//boese.example",
  "/..//boese.example",
  "/%0A/boese.example",
  "\u3002/boese.example",
  "//boese.example@dorf.example",
  "/%2F%2Fboese.example",
  "/%5Cboese.example",
  "@boese.example",
];

/** Where a browser on https://dorf.example goes for a Location or returnTo value. */
const landsOn = (target: string) => new URL(target, "https://dorf.example/login").origin;

describe("open redirect", () => {
  it.each(FOREIGN_TARGETS)("GET /api/login?returnTo=%j stays on this site", async (target) => {
    const response = await s.call({ url: `/api/login?returnTo=${encodeURIComponent(target)}` });
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/login(\?returnTo=[^/?#\\]+)?$/);
    const returnTo = new URL(location, "https://dorf.example").searchParams.get("returnTo") ?? "/";
    expect(returnTo.startsWith("/") && !returnTo.startsWith("//")).toBe(true);
    expect(landsOn(returnTo)).toBe("https://dorf.example");
    // The sign-in page sends the member on with the same function.
    expect(landsOn(safeReturnTo(target))).toBe("https://dorf.example");
  });

  it("keeps a path of this site, with its query and fragment", async () => {
    const response = await s.call({
      url: `/api/login?returnTo=${encodeURIComponent("/marktplatz?q=Velo#neu")}`,
    });
    expect(response.headers.location).toBe(`/login?returnTo=${encodeURIComponent("/marktplatz?q=Velo#neu")}`);
  });

  it("has no other redirect that takes an address from the request", async () => {
    const logout = await s.call({ url: "/api/logout?returnTo=//boese.example&next=https://boese.example" });
    expect(logout.headers.location).toBe("/abmelden");
    const twice = await s.call({ url: "/api/login?returnTo=/a&returnTo=//boese.example" });
    expect(twice.statusCode).toBe(400);
  });
});

const sidOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === "sid");

describe("session fixation", () => {
  let email: string;
  beforeAll(async () => {
    email = (await signUp(s.app)).user.email;
  });
  const login = (cookie?: string) =>
    s.call({ method: "POST", url: "/api/auth/login", payload: { email, password: TEST_PASSWORD }, cookie });
  const whoIs = async (cookie: string) => (await s.call({ url: "/api/auth/user", cookie })).statusCode;

  it("does not adopt a session id the browser brought: signing in issues a new one", async () => {
    for (const planted of ["sid=angreifer", "sid=s%3Aangreifer.AAAA", `sid=${"a".repeat(64)}`]) {
      const response = await login(planted);
      expect(response.statusCode).toBe(200);
      const issued = sessionCookie(response);
      expect(issued).not.toBe(planted);
      expect(await whoIs(issued)).toBe(200);
      expect(await whoIs(planted)).toBe(401);
    }
  });

  it("replaces a real visitor session at sign-in, so that whoever planted it is not signed in", async () => {
    // An attacker orders a PR report and so gets a genuine session, then plants it in the victim's browser.
    const ordered = await s.call({
      method: "POST",
      url: "/api/generate-pr-report",
      payload: { companyDomain: "beck-suhr.ch" },
    });
    const planted = sessionCookie(ordered);
    const response = await login(planted);
    const issued = sessionCookie(response);
    expect(issued).not.toBe(planted);
    expect(await whoIs(issued)).toBe(200);
    expect(await whoIs(planted)).toBe(401);
  });

  it("treats a malformed session cookie as no session, never as an error", async () => {
    for (const cookie of [
      "sid=%E0%A4%A",
      "sid=s%3A%E0.x",
      "sid=a; sid=b",
      `sid=${"x".repeat(8000)}`,
      "sid",
      "=;=;sid==",
      "sid=s:abc.def",
      "sid=\u00ff\u00fe",
    ]) {
      expect(await whoIs(cookie), cookie).toBe(401);
      const write = await s.call({ method: "POST", url: "/api/help-entries", payload: {}, cookie });
      expect(write.statusCode, cookie).toBe(401);
      expect((await s.call({ url: "/api/homepage-content", cookie })).statusCode, cookie).toBe(200);
    }
  });

  it("refuses a session cookie whose signature was changed, and one that was signed out", async () => {
    const cookie = sessionCookie(await login());
    const [value, signature] = decodeURIComponent(cookie.slice("sid=".length)).split(/\.(?=[^.]+$)/) as [
      string,
      string,
    ];
    const tampered = `sid=${encodeURIComponent(`${value}.${signature.slice(1)}A`)}`;
    expect(await whoIs(tampered)).toBe(401);
    expect(await whoIs(cookie)).toBe(200);

    await s.call({ method: "POST", url: "/api/logout", cookie });
    expect(await whoIs(cookie)).toBe(401);
  });
});

describe("cookie flags", () => {
  const attributes = (response: LightMyRequestResponse) => {
    const cookie = sidOf(response);
    expect(cookie, `no session cookie in ${response.statusCode} ${response.body}`).toBeDefined();
    return cookie!;
  };

  it("sets the session cookie HttpOnly, SameSite=Lax, for the whole site, for this host only", async () => {
    const { user } = await signUp(s.app);
    const response = await s.call({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const cookie = attributes(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.maxAge).toBeGreaterThan(0);
    // Over plain http (development) a Secure cookie would never come back.
    expect(cookie.secure).toBeUndefined();
  });

  it("marks every session cookie Secure behind https, including a visitor's", async () => {
    const { user } = await signUp(secure.app);
    const signedIn = await secure.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(attributes(signedIn)).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });

    const visitor = await secure.app.inject({
      method: "POST",
      url: "/api/generate-pr-report",
      payload: { companyDomain: "gibt-es-nicht.invalid" },
    });
    expect(attributes(visitor)).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
  });

  it("clears the cookie on the same path when signing out", async () => {
    const person = await s.person();
    const response = await s.call({ method: "POST", url: "/api/logout", cookie: person.cookie });
    const cookie = attributes(response);
    expect(cookie.value).toBe("");
    expect(cookie.path).toBe("/");
    expect(cookie.expires?.getTime()).toBeLessThan(Date.now());
  });
});

describe("security headers", () => {
  const COMMON = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
  };

  const assertHeaders = (response: LightMyRequestResponse, label: string) => {
    expect(response.headers, label).toMatchObject(COMMON);
    expect(response.headers["x-powered-by"], label).toBeUndefined();
    expect(String(response.headers["content-security-policy"]), label).toContain("frame-ancestors 'none'");
  };

  /** JSON is data: the lean set, no more (docs/decisions.md, issue 24). */
  const assertApiHeaders = (response: LightMyRequestResponse, label: string) => {
    expect(response.headers["content-type"], label).toMatch(/^application\/json/);
    expect(response.headers["x-content-type-options"], label).toBe("nosniff");
    expect(response.headers["x-request-id"], label).toBeTruthy();
    expect(response.headers["x-powered-by"], label).toBeUndefined();
    for (const name of Object.keys(COMMON).filter((header) => header !== "x-content-type-options"))
      expect(response.headers[name], `${label} ${name}`).toBeUndefined();
    expect(response.headers["content-security-policy"], label).toBeUndefined();
  };

  it("come with every kind of answer: JSON gets the lean set, feeds and pages the full one", async () => {
    const member = await s.person();
    const answers: [string, LightMyRequestResponse][] = [
      ["JSON", await s.call({ url: "/api/homepage-content" })],
      ["the same JSON from the cache", await s.call({ url: "/api/homepage-content" })],
      ["signed in", await s.call({ url: "/api/auth/user", cookie: member.cookie })],
      ["401", await s.call({ url: "/api/messages" })],
      ["404", await s.call({ url: "/api/gibt-es-nicht" })],
      ["400", await s.call({ url: "/api/search?q=" })],
      ["broken address", await s.call({ url: "/api/articles/%E0%A4%A" })],
      ["overlong address", await s.call({ url: `/api/articles/${"a".repeat(200)}` })],
      [
        "415",
        await s.call({
          method: "POST",
          url: "/api/chat",
          payload: "x",
          headers: { "content-type": "text/xml" },
        }),
      ],
      [
        "cross-site",
        await s.call({ method: "POST", url: "/api/chat", headers: { "sec-fetch-site": "cross-site" } }),
      ],
    ];
    for (const [label, response] of answers) assertApiHeaders(response, label);
    expect(answers[2]![1].headers["cache-control"]).toBe("no-store");
    const feed = await s.call({ url: "/rss.xml" });
    assertHeaders(feed, "RSS");
    // A feed embeds and runs nothing either.
    expect(feed.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("give a page a policy that runs no inline or foreign script and cannot be framed", async () => {
    const page = await s.call({ url: "/" });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    assertHeaders(page, "page");
    const policy = Object.fromEntries(
      String(page.headers["content-security-policy"])
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
    expect(policy["script-src"]).toContain("'self'");
    for (const value of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"])
      expect(policy["script-src"]).not.toContain(value);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("switch off the browser features the portal never uses and forbid framing in both headers", async () => {
    for (const url of ["/", "/rss.xml"]) {
      const response = await s.call({ url });
      const features = Object.fromEntries(
        String(response.headers["permissions-policy"])
          .split(",")
          .map((entry) => entry.trim().split("=")),
      );
      for (const feature of ["camera", "microphone", "geolocation", "usb", "display-capture"])
        expect(features[feature], `${url} ${feature}`).toBe("()");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(String(response.headers["content-security-policy"]), url).toContain("frame-ancestors 'none'");
    }
  });

  it("come with answers the server sends from its cache before Fastify, over real HTTP", async () => {
    // Closed with the app after the last test.
    const address = await secure.app.listen({ port: 0, host: "127.0.0.1" });
    // The first answer is computed and stored, the later ones are cache hits.
    for (let round = 0; round < 3; round++) {
      const page = await fetch(`${address}/kontakt`);
      expect(page.status).toBe(200);
      for (const [name, value] of Object.entries(COMMON)) expect(page.headers.get(name), name).toBe(value);
      expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      const json = await fetch(`${address}/api/homepage-content`);
      expect(json.status).toBe(200);
      expect(json.headers.get("x-content-type-options")).toBe("nosniff");
      expect(json.headers.get("x-frame-options")).toBeNull();
      expect(json.headers.get("content-security-policy")).toBeNull();
    }
  });

  it("add HSTS to pages behind https only", async () => {
    const plain = await s.call({ url: "/kontakt" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const https = await secure.app.inject({ url: "/kontakt" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    assertHeaders(https, "https");
  });
});
