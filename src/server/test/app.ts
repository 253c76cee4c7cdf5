import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { type Env, loadConfig } from "../config";
import { outbox } from "../db/schema";
import { createScratchDatabase } from "../db/scratch";
import { GenerationWatch } from "./generation-watch";

/**
 * A whole portal for one test file: its own data folder and its own empty database —
 * PGlite in memory, or, when DATABASE_URL is set (CI), a fresh database on that server.
 */
export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** What the app's write requests did to the generations (generation-watch.ts). */
  generationWatch: GenerationWatch;
  /** Fails when a request wrote public content without raising its generation. */
  close(): Promise<void>;
}

export async function createTestApp(
  env: Env = {},
  options: {
    logStream?: NodeJS.WritableStream;
    /** The minute's background runs; off, since the tests run publications and deliveries by hand. */
    everyMinute?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-test-"));
  // A database the test names (one that two instances share) is used as it is, with none made beside it.
  const server = env.DATABASE_URL ? undefined : loadConfig(process.env).databaseUrl;
  const scratch = server ? await createScratchDatabase(server, "dorf_test") : undefined;
  const config = loadConfig({
    NODE_ENV: "test",
    SEED: "none",
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://localhost:5000",
    DATABASE_URL: scratch?.url,
    ...env,
  });
  const generationWatch = new GenerationWatch();
  const app = await buildApp({
    config,
    renderMode: "source",
    pgliteDir: "memory://",
    logger: options.logStream ? { stream: options.logStream } : false,
    queryLogger: generationWatch.logger,
    everyMinute: options.everyMinute ?? false,
  });
  generationWatch.attach(app);
  await app.ready();
  return {
    app,
    dataDir,
    generationWatch,
    async close() {
      await app.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
      if (generationWatch.violations.length > 0) {
        throw new Error(
          `writes of public content without a new generation:\n${generationWatch.violations.join("\n")}`,
        );
      }
    },
  };
}

/** The session cookie a response set, ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === "sid");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

let counter = 0;

/** What a test may choose of a new member; the rest is made up. */
export type MemberDetails = Partial<Record<"email" | "firstName" | "lastName", string>>;

export const TEST_PASSWORD = "ein-sicheres-passwort";

/** The newest mail to an address, from the outbox (where mail stays without SMTP). */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const [mail] = await app.ctx.db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = ${to.toLowerCase()}`)
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

/** Mails to a member about what happened, not the verification mail of their sign-up. */
export async function mailsTo(app: FastifyInstance, address: string) {
  return (await app.ctx.db.select().from(outbox).where(eq(outbox.toAddress, address))).filter(
    (mail) => !mail.subject.startsWith("Bitte bestätigen Sie Ihre E-Mail-Adresse"),
  );
}

/** One click in the mail program (RFC 8058): form-encoded, from another site's server, no page. */
export function unsubscribeInOneClick(app: FastifyInstance, url: string) {
  return app.inject({
    method: "POST",
    url,
    payload: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
  });
}

/** The secret of the link (…#token=…) in the newest mail to an address. */
export async function mailedToken(app: FastifyInstance, to: string): Promise<string> {
  const mail = await lastMailTo(app, to);
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? "")?.[1];
  if (!token) throw new Error(`no link in the last mail to ${to}: ${mail?.body}`);
  return token;
}

/** The forgotten-password path end to end: asks for the mail, then sets `password` with its token. */
export async function resetPasswordByMail(app: FastifyInstance, email: string, password: string) {
  await app.inject({ method: "POST", url: "/api/auth/password-reset/request", payload: { email } });
  return app.inject({
    method: "POST",
    url: "/api/auth/password-reset",
    payload: { token: await mailedToken(app, email), password },
  });
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookie(response),
    user: response.json() as { id: string; email: string; isAdmin: boolean; emailVerified: boolean },
  };
}

async function register(app: FastifyInstance, overrides: MemberDetails): Promise<string> {
  counter += 1;
  const email = overrides.email ?? `member${counter}-${randomBytes(3).toString("hex")}@example.ch`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      email,
      password: TEST_PASSWORD,
      firstName: overrides.firstName ?? "Anna",
      lastName: overrides.lastName ?? "Muster",
    },
  });
  if (response.statusCode !== 202) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return email;
}

/** Registers a new member and signs them in, without following the verification link. */
export async function signUpUnverified(app: FastifyInstance, overrides: MemberDetails = {}) {
  return signIn(app, await register(app, overrides));
}

/**
 * A new member as they are after registering, following the mailed link and signing in: verified, so
 * that they may submit. Returns the session cookie and the user.
 */
export async function signUp(app: FastifyInstance, overrides: MemberDetails = {}) {
  const email = await register(app, overrides);
  const verified = await app.inject({
    method: "POST",
    url: "/api/auth/verify-email",
    payload: { token: await mailedToken(app, email) },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  return signIn(app, email);
}

export type Member = Awaited<ReturnType<typeof signUp>>;

/** Whose session a request carries: a member from signUp, a bare session cookie, or nobody (a visitor). */
export type Who = { cookie: string } | string | null | undefined;

type Payload = InjectOptions["payload"];

/** The API as one person sees it: each call is an `app.inject` with their cookie and a JSON payload. */
export interface Requests {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  put(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  /** Any method, for tests that go through a table of routes. */
  request(method: string, url: string, payload?: Payload): Promise<LightMyRequestResponse>;
}

/**
 * `as(app, member).post(url, payload)`: one way for every test to call the API as someone, instead of each
 * file wrapping `app.inject` in a `post(app, url, payload, cookie)` of its own (issue 23). No Origin header is
 * needed: the same-site guard refuses only requests that say they come from elsewhere. `remoteAddress`,
 * called once a request, gives requests addresses of their own where per-address limits are not under test.
 */
export function as(
  app: FastifyInstance,
  who?: Who,
  options: { remoteAddress?: () => string } = {},
): Requests {
  const cookie = typeof who === "string" ? who : who?.cookie;
  const send = (method: string, url: string, payload?: Payload) =>
    app.inject({
      method: method as NonNullable<InjectOptions["method"]>,
      url,
      payload,
      headers: cookie ? { cookie } : {},
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress() } : {}),
    });
  return {
    get: (url) => send("GET", url),
    post: (url, payload) => send("POST", url, payload),
    put: (url, payload) => send("PUT", url, payload),
    patch: (url, payload) => send("PATCH", url, payload),
    delete: (url, payload) => send("DELETE", url, payload),
    request: send,
  };
}

/** Who the server takes a session for: GET /api/auth/user as `who` (401 without a session that holds). */
export function me(app: FastifyInstance, who?: Who) {
  return as(app, who).get("/api/auth/user");
}

/** A member writes to another member: the message that conversations, the inbox and /ws start from. */
export function sendMessage(app: FastifyInstance, from: Who, toUserId: string, content: string) {
  return as(app, from).post("/api/messages", { toUserId, content });
}

/** The API as a visitor who is not signed in sees it. */
export function asVisitor(app: FastifyInstance, options: { remoteAddress?: () => string } = {}): Requests {
  return as(app, null, options);
}

/** The members a file's tests call by name (`{ anna: { firstName: "Anna" } }`), each with what it chooses. */
export type People<K extends string> = Record<K, MemberDetails>;

/** Signs up each of `people` in the order given, so that the first named is the oldest account. */
async function signUpEach<K extends string>(
  app: FastifyInstance,
  people: People<K>,
): Promise<Record<K, Member>> {
  const members = {} as Record<K, Member>;
  for (const name of Object.keys(people) as K[]) members[name] = await signUp(app, people[name]);
  return members;
}

/** The administrator's address: the portals of the tests list it in ADMIN_EMAILS. */
export const ADMIN_EMAIL = "chefin@example.ch";

export type TestAppWithPeople<K extends string> = { t: TestApp } & Record<K, Member>;

/** A portal with `people` signed up on it; whoever of them has ADMIN_EMAIL is its administrator. */
export async function createTestAppWithPeople<K extends string>(
  people: People<K>,
  env: Env = {},
): Promise<TestAppWithPeople<K>> {
  const t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL, ...env });
  return { t, ...(await signUpEach(t.app, people)) };
}

/** A portal with the three people that visibility tests compare, and a GET as one of them. */
export interface TestAppWithMembers {
  t: TestApp;
  /** Session cookie of an administrator (listed in ADMIN_EMAILS). */
  admin: string;
  /** The member who wrote or ordered the content under test. */
  author: Member;
  /** Session cookie of a member who owns none of it. */
  other: string;
  /** GET as a visitor, or as whoever the cookie belongs to. */
  get(url: string, cookie?: string): Promise<LightMyRequestResponse>;
  /** The status of a GET of `url` for a visitor and for each of the three. */
  statusesOf(url: string): Promise<Statuses>;
}

/** What a visibility test compares: the status each kind of reader gets. */
export type Statuses = Record<"visitor" | "other" | "author" | "admin", number>;

/** `env` adds to the test configuration (a model's AI_BASE_URL, say). */
export async function createTestAppWithMembers(env: Env = {}): Promise<TestAppWithMembers> {
  const people = await createTestAppWithPeople({ admin: { email: ADMIN_EMAIL }, author: {}, other: {} }, env);
  const { t, author } = people;
  const admin = people.admin.cookie;
  const other = people.other.cookie;
  const get = (url: string, cookie?: string) => as(t.app, cookie).get(url);
  return {
    t,
    admin,
    author,
    other,
    get,
    statusesOf: async (url) => ({
      visitor: (await get(url)).statusCode,
      other: (await get(url, other)).statusCode,
      author: (await get(url, author.cookie)).statusCode,
      admin: (await get(url, admin)).statusCode,
    }),
  };
}
