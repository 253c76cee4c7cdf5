import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { type Env, loadConfig } from "../config";
import { createScratchDatabase } from "../db/scratch";

/**
 * A whole portal for one test file: its own data folder and its own empty database —
 * PGlite in memory, or, when DATABASE_URL is set (CI), a fresh database on that server.
 */
export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(env: Env = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-test-"));
  const base = loadConfig(process.env);
  const scratch = base.databaseUrl ? await createScratchDatabase(base.databaseUrl, "dorf_test") : undefined;
  const config = loadConfig({
    NODE_ENV: "test",
    SEED: "none",
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://localhost:5000",
    DATABASE_URL: scratch?.url,
    ...env,
  });
  const app = await buildApp({ config, renderMode: "source", pgliteDir: "memory://" });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
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

/** Registers a new member and returns the session cookie and the user. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<Record<"email" | "firstName" | "lastName", string>> = {},
) {
  counter += 1;
  const email = overrides.email ?? `member${counter}-${randomBytes(3).toString("hex")}@example.ch`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      email,
      password: "ein-sicheres-passwort",
      firstName: overrides.firstName ?? "Anna",
      lastName: overrides.lastName ?? "Muster",
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookie(response),
    user: response.json() as { id: string; email: string; isAdmin: boolean },
  };
}

export type Member = Awaited<ReturnType<typeof signUp>>;

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
}

export async function createTestAppWithMembers(): Promise<TestAppWithMembers> {
  const t = await createTestApp({ ADMIN_EMAILS: "chefin@example.ch" });
  const admin = (await signUp(t.app, { email: "chefin@example.ch" })).cookie;
  const author = await signUp(t.app);
  const other = (await signUp(t.app)).cookie;
  return {
    t,
    admin,
    author,
    other,
    get: (url, cookie) => t.app.inject({ url, headers: cookie ? { cookie } : {} }),
  };
}
