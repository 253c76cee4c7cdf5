import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, sessionCookie, type TestApp } from "../../test/app";

/**
 * OpenID Connect sign-in against a real provider (oidc-provider on 127.0.0.1), no mocks:
 * the portal side runs through app.inject, the provider side through real HTTP requests,
 * with a small cookie jar standing in for the browser.
 */

const PORTAL = "http://localhost:5000";
const CALLBACK = `${PORTAL}/api/callback`;
const CLIENT_ID = "dorfportal";
const CLIENT_SECRET = randomBytes(24).toString("base64url");
const ADMIN_EMAIL = "gemeindeschreiberin@example.ch";

interface Account {
  email: string;
  given_name: string;
  family_name: string;
  email_verified?: boolean;
}

/** The provider's user directory, keyed by subject; tests may change an entry between sign-ins. */
const accounts = new Map<string, Account>([
  ["heidi-7f3a", { email: "Heidi.Muster@Example.ch", given_name: "Heidi", family_name: "Muster" }],
  [
    "schreiberin-19c2",
    { email: "Gemeindeschreiberin@Example.ch", given_name: "Ruth", family_name: "Gerber" },
  ],
  ["peter-55e0", { email: "peter.keller@example.ch", given_name: "Peter", family_name: "Keller" }],
  // A provider account that claims the administrator's address without having proven it.
  [
    "faelscher-0bad",
    { email: "Gemeindeschreiberin@Example.ch", given_name: "F", family_name: "X", email_verified: false },
  ],
  [
    "unbestaetigt-77aa",
    { email: "neu.oidc@example.ch", given_name: "Neu", family_name: "Oidc", email_verified: false },
  ],
]);

// oidc-provider ships no type declarations; this is the little of it the test uses.
interface OidcProvider {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
}
type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;

let server: Server;
let issuer: string;
let t: TestApp;
let restoreConsole: () => void = () => {};

/** The provider's development notices (dev interactions, in-memory adapter, Node version) are expected here. */
function silenceProviderNotices() {
  const quiet =
    (original: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].includes("oidc-provider")) return;
      original(...args);
    };
  const warn = vi.spyOn(console, "warn").mockImplementation(quiet(console.warn.bind(console)));
  const info = vi.spyOn(console, "info").mockImplementation(quiet(console.info.bind(console)));
  return () => {
    warn.mockRestore();
    info.mockRestore();
  };
}

async function startProvider() {
  // Listen first: the issuer identifier has to name the port.
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // @ts-expect-error -- oidc-provider ships no type declarations
  const { default: Provider } = (await import("oidc-provider")) as { default: ProviderClass };
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name"],
    },
    // Confidential clients need no PKCE by default; this provider insists on it like a strict one would.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          const current = accounts.get(sub) ?? account;
          return { sub, ...current, email_verified: current.email_verified ?? true };
        },
      };
    },
  });
  server.on("request", provider.callback());
}

beforeAll(async () => {
  restoreConsole = silenceProviderNotices();
  await startProvider();
  t = await createTestApp({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    ADMIN_EMAILS: ADMIN_EMAIL,
    PUBLIC_URL: PORTAL,
  });
});

afterAll(async () => {
  await t?.close();
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  }
  restoreConsole();
});

/** What a browser keeps for the provider's origin: cookies by name and path, sent where their path matches. */
class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        ({ path }) =>
          url.pathname === path || url.pathname.startsWith(path.endsWith("/") ? path : `${path}/`),
      )
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
  }

  store(response: Response, url: URL) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      let path = url.pathname.replace(/\/[^/]*$/, "") || "/";
      let expired = false;
      for (const attribute of attributes) {
        const [key = "", setting = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "path") path = setting;
        if (key.toLowerCase() === "max-age" && Number(setting) <= 0) expired = true;
        if (key.toLowerCase() === "expires" && Date.parse(setting) <= Date.now()) expired = true;
      }
      if (expired) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  async fetch(url: URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.store(response, url);
    return response;
  }
}

const decodeHtml = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/**
 * Plays the browser at the provider: follows its redirects, signs in as `accountId` on the login
 * page, confirms the consent page (or cancels with `cancel`), until the provider sends the
 * browser back to the portal. Returns that address; `pages` collects the pages passed.
 */
async function atProvider(
  authorizationUrl: string,
  accountId: string,
  jar: CookieJar,
  options: { cancel?: boolean; pages?: string[] } = {},
): Promise<URL> {
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  const pages = options.pages ?? [];
  for (let step = 0; step < 12; step++) {
    const response = await jar.fetch(url, init);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin === PORTAL) return next;
      expect(next.origin).toBe(issuer);
      url = next;
      init = {};
      continue;
    }
    const html = await response.text();
    expect(response.status, html).toBe(200);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action) throw new Error(`unexpected provider page at ${url}: ${html.slice(0, 500)}`);
    pages.push(prompt);
    if (options.cancel) {
      const cancel = /<a href="([^"]+)">\[ Cancel \]<\/a>/.exec(html)?.[1];
      if (!cancel) throw new Error("no cancel link on the provider page");
      url = new URL(decodeHtml(cancel), url);
      init = {};
      continue;
    }
    const form = new URLSearchParams({ prompt });
    if (prompt === "login") {
      form.set("login", accountId);
      form.set("password", "beliebig");
    }
    url = new URL(decodeHtml(action), url);
    init = { method: "POST", body: form };
  }
  throw new Error(`the provider never sent the browser back (pages: ${pages.join(", ")})`);
}

/** The `name=value` pair exactly as the portal sent it, for a Cookie header. */
function rawCookie(response: LightMyRequestResponse, name: string): string {
  const header = response.headers["set-cookie"];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const line = lines.find((entry) => entry.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in response ${response.statusCode}`);
  return line.split(";")[0] ?? "";
}

/** `GET /api/login` at the portal: the redirect to the provider and the cookie that remembers the attempt. */
async function startLogin(returnTo?: string) {
  const query = returnTo === undefined ? "" : `?returnTo=${encodeURIComponent(returnTo)}`;
  const response = await t.app.inject({ url: `/api/login${query}` });
  expect(response.statusCode).toBe(302);
  return {
    response,
    location: String(response.headers.location),
    loginCookie: rawCookie(response, "oidc_login"),
  };
}

const callback = (location: URL, cookie?: string) =>
  t.app.inject({ url: `${location.pathname}${location.search}`, headers: cookie ? { cookie } : {} });

/** A whole sign-in as a fresh browser; returns the portal's final answer and the session cookie. */
async function signIn(accountId: string, returnTo = "/profil") {
  const { location, loginCookie } = await startLogin(returnTo);
  const back = await atProvider(location, accountId, new CookieJar());
  const response = await callback(back, loginCookie);
  expect(response.statusCode, response.body).toBe(302);
  return { response, cookie: sessionCookie(response) };
}

async function currentUser(cookie: string) {
  const response = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: string;
    isAdmin: boolean;
  };
}

const hasSession = (response: LightMyRequestResponse) =>
  response.cookies.some((entry) => entry.name === "sid" && entry.value !== "");

describe("OpenID Connect sign-in against a real provider", () => {
  it("sends the browser to the provider with PKCE (S256), state, nonce and the callback address", async () => {
    const { response, location } = await startLogin("/profil");
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth`);
    const params = url.searchParams;
    expect(params.get("client_id")).toBe(CLIENT_ID);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("redirect_uri")).toBe(CALLBACK);
    expect(params.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("state")).toBeTruthy();
    expect(params.get("nonce")).toBeTruthy();

    const cookie = response.cookies.find((entry) => entry.name === "oidc_login");
    expect(cookie).toMatchObject({ path: "/api/callback", httpOnly: true, sameSite: "Lax", maxAge: 600 });
    // The verifier stays with the browser only inside the signed cookie, never in the address.
    expect(location).not.toContain(JSON.parse(String(cookie?.value).replace(/\.[^.]+$/, "")).verifier);
  });

  it("signs in through the provider's login and consent pages and lands on returnTo with a session", async () => {
    const { location, loginCookie } = await startLogin("/profil");
    const pages: string[] = [];
    const back = await atProvider(location, "heidi-7f3a", new CookieJar(), { pages });
    expect(pages).toEqual(["login", "consent"]);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get("iss")).toBe(issuer);
    expect(back.searchParams.get("code")).toBeTruthy();
    expect(back.searchParams.get("state")).toBe(new URL(location).searchParams.get("state"));

    const response = await callback(back, loginCookie);
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe("/profil");
    const sid = response.cookies.find((entry) => entry.name === "sid");
    expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // The one-time login cookie is gone once used.
    expect(response.cookies.find((entry) => entry.name === "oidc_login")).toMatchObject({ value: "" });

    const user = await currentUser(sessionCookie(response));
    expect(user).toMatchObject({
      email: "heidi.muster@example.ch",
      firstName: "Heidi",
      lastName: "Muster",
      role: "user",
      isAdmin: false,
    });
  });

  it("finds the same member again on the next sign-in with the same subject and takes over changed names", async () => {
    const first = await currentUser((await signIn("peter-55e0")).cookie);
    const account = accounts.get("peter-55e0")!;
    accounts.set("peter-55e0", { ...account, family_name: "Keller-Meier" });
    try {
      const second = await currentUser((await signIn("peter-55e0")).cookie);
      expect(second.id).toBe(first.id);
      expect(second).toMatchObject({
        email: "peter.keller@example.ch",
        firstName: "Peter",
        lastName: "Keller-Meier",
      });
    } finally {
      accounts.set("peter-55e0", account);
    }
  });

  it("makes an address listed in ADMIN_EMAILS an administrator", async () => {
    const { cookie } = await signIn("schreiberin-19c2");
    expect(await currentUser(cookie)).toMatchObject({
      email: ADMIN_EMAIL,
      firstName: "Ruth",
      lastName: "Gerber",
      role: "admin",
      isAdmin: true,
    });
  });

  it("never sends the browser off the site after signing in", async () => {
    const { response } = await signIn("heidi-7f3a", "//evil.example");
    expect(response.headers.location).toBe("/");
  });

  it.each(["/\t/evil.example", "/\r/evil.example", "/\n/evil.example", "/\\evil.example", "/%09/x"])(
    "keeps returnTo %j on the site through the callback",
    async (returnTo) => {
      const { response } = await signIn("heidi-7f3a", returnTo);
      const location = String(response.headers.location);
      expect(new URL(location, PORTAL).origin).toBe(PORTAL);
      expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
    },
  );

  it("neither links nor makes admin by an e-mail the provider does not vouch for", async () => {
    const admin = await currentUser((await signIn("schreiberin-19c2")).cookie);
    const { location, loginCookie } = await startLogin("/profil");
    const back = await atProvider(location, "faelscher-0bad", new CookieJar());
    const response = await callback(back, loginCookie);
    expect(response.headers.location).toBe("/login?error=oidc");
    expect(hasSession(response)).toBe(false);
    expect(admin.isAdmin).toBe(true);

    const fresh = await currentUser((await signIn("unbestaetigt-77aa")).cookie);
    expect(fresh).toMatchObject({ email: "neu.oidc@example.ch", isAdmin: false, emailVerified: false });
  });

  it("refuses a callback whose state was changed, and sets no session", async () => {
    const { location, loginCookie } = await startLogin("/profil");
    const back = await atProvider(location, "heidi-7f3a", new CookieJar());
    back.searchParams.set("state", randomBytes(32).toString("base64url"));
    const response = await callback(back, loginCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login?error=oidc");
    expect(hasSession(response)).toBe(false);
  });

  it("refuses a callback without the login cookie or with a forged one, and sets no session", async () => {
    const { location, loginCookie } = await startLogin("/profil");
    const back = await atProvider(location, "heidi-7f3a", new CookieJar());

    const withoutCookie = await callback(back);
    expect(withoutCookie.statusCode).toBe(302);
    expect(withoutCookie.headers.location).toBe("/login?error=oidc");
    expect(hasSession(withoutCookie)).toBe(false);

    // The same attempt with returnTo changed, under the signature of the original.
    const [name, value = ""] = loginCookie.split("=");
    const pending = JSON.parse(decodeURIComponent(value).replace(/\.[^.]+$/, "")) as Record<string, string>;
    const signature = decodeURIComponent(value).slice(decodeURIComponent(value).lastIndexOf("."));
    const forgedValue = JSON.stringify({ ...pending, returnTo: "/admin" }) + signature;
    const forged = await callback(back, `${name}=${encodeURIComponent(forgedValue)}`);
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe("/login?error=oidc");
    expect(hasSession(forged)).toBe(false);
  });

  it("accepts an authorization code only once", async () => {
    const { location, loginCookie } = await startLogin("/profil");
    const back = await atProvider(location, "heidi-7f3a", new CookieJar());
    const first = await callback(back, loginCookie);
    expect(first.headers.location).toBe("/profil");
    const replay = await callback(back, loginCookie);
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe("/login?error=oidc");
    expect(hasSession(replay)).toBe(false);
  });

  it("sends a visitor who cancels at the provider back to the login page", async () => {
    const { location, loginCookie } = await startLogin("/profil");
    const back = await atProvider(location, "heidi-7f3a", new CookieJar(), { cancel: true });
    expect(back.searchParams.get("error")).toBe("access_denied");
    const response = await callback(back, loginCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login?error=oidc");
    expect(hasSession(response)).toBe(false);
  });

  it("switches the built-in password sign-in and registration off", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "heidi.muster@example.ch", password: "lange-genug-1" },
    });
    expect(login.statusCode).toBe(404);
    const register = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "neu@example.ch", password: "lange-genug-1", firstName: "N", lastName: "E" },
    });
    expect(register.statusCode).toBe(404);
  });
});
