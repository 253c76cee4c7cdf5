import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { as, asVisitor, createTestApp, me, sessionCookie, type TestApp } from "../../test/app";

/**
 * OpenID Connect sign-in against a real provider (oidc-provider on 127.0.0.1), no mocks:
 * the portal side runs through app.inject, the provider side through real HTTP requests,
 * with a small cookie jar standing in for the browser. Shared by oidc.test.ts (signing in) and
 * oidc-refusals.test.ts (callbacks that must not sign anyone in); each file starts its own provider and portal.
 */

export const PORTAL = "http://localhost:5000";
export const CALLBACK = `${PORTAL}/api/callback`;
export const CLIENT_ID = "dorfportal";
const CLIENT_SECRET = randomBytes(24).toString("base64url");
export const ADMIN_EMAIL = "gemeindeschreiberin@example.ch";

interface Account {
  email: string;
  given_name: string;
  family_name: string;
  email_verified?: boolean;
}

/** The provider's user directory, keyed by subject; tests may change an entry between sign-ins. */
export const accounts = new Map<string, Account>([
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

/** Starts the provider and a portal that signs in through it for the calling test file, and stops both after it. */
export function setUpOidcPortal() {
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
}

/** The portal of the running test file (set up by setUpOidcPortal). */
export const portal = () => t;

/** The provider's address of the running test file. */
export const providerIssuer = () => issuer;

/** What a browser keeps for the provider's origin: cookies by name and path, sent where their path matches. */
export class CookieJar {
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
export async function atProvider(
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
export async function startLogin(returnTo?: string) {
  const query = returnTo === undefined ? "" : `?returnTo=${encodeURIComponent(returnTo)}`;
  const response = await asVisitor(t.app).get(`/api/login${query}`);
  expect(response.statusCode).toBe(302);
  return {
    response,
    location: String(response.headers.location),
    loginCookie: rawCookie(response, "oidc_login"),
  };
}

/** The provider's redirect back to the portal, followed by the browser with `cookie`. */
export const callback = (location: URL, cookie?: string) =>
  as(t.app, cookie).get(`${location.pathname}${location.search}`);

/** A whole sign-in as a fresh browser; returns the portal's final answer and the session cookie. */
export async function signIn(accountId: string, returnTo = "/profil") {
  const { location, loginCookie } = await startLogin(returnTo);
  const back = await atProvider(location, accountId, new CookieJar());
  const response = await callback(back, loginCookie);
  expect(response.statusCode, response.body).toBe(302);
  return { response, cookie: sessionCookie(response) };
}

export async function currentUser(cookie: string) {
  const response = await me(t.app, cookie);
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

export const hasSession = (response: LightMyRequestResponse) =>
  response.cookies.some((entry) => entry.name === "sid" && entry.value !== "");
