import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import { type Env, loadConfig } from "../config";

/**
 * A whole portal for one test file: its own data folder and its own empty database —
 * PGlite in memory, or, when DATABASE_URL is set (CI), a fresh database on that server.
 */
export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

async function createScratchDatabase(serverUrl: string) {
  const name = `dorf_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(env: Env = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-test-"));
  const base = loadConfig(process.env);
  const scratch = base.databaseUrl ? await createScratchDatabase(base.databaseUrl) : undefined;
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
