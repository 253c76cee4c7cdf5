import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, request } from "@playwright/test";
import { mailedLink } from "./helpers";

/**
 * A second portal on the same build, beside the one playwright.config.ts starts: for content the demo
 * lacks, or that must not show up in the other specs' pages. It runs src/server/main.ts directly (as
 * scripts/start.mjs does once the build is there), so that it can never rebuild the client under the
 * running portal. Its mail goes to the main portal's SMTP sink (e2e/server.mjs), so mailedLink works.
 */
const root = path.resolve(import.meta.dirname, "..");
export const mainPort = Number(process.env.E2E_PORT ?? 5173);

export interface Portal {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startPortal(
  port: number,
  options: {
    prepare?: (dataDir: string) => void;
    env?: Record<string, string>;
    /** Another way to start it (`npm run dev`): its own process group, stopped as a whole. */
    command?: [string, ...string[]];
    /** Receives what the process writes (the start log). */
    output?: (text: string) => void;
  } = {},
): Promise<Portal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dorfportal-e2e-portal-"));
  options.prepare?.(dataDir);
  const baseURL = `http://127.0.0.1:${port}`;
  const [executable, ...args] = options.command ?? [
    process.execPath,
    "--import",
    "tsx",
    "src/server/main.ts",
  ];
  const child: ChildProcess = spawn(executable, args, {
    cwd: root,
    stdio: options.output ? ["ignore", "pipe", "pipe"] : "ignore",
    detached: options.command !== undefined,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED: "none",
      PUBLIC_URL: baseURL,
      DATABASE_URL: "",
      // Its own rate-limit counts and realtime, whatever the environment names.
      REDIS_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${mainPort + 10_000}`,
      MAIL_FROM: "Dorfportal <noreply@example.ch>",
      ...options.env,
    },
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk: Buffer) => options.output?.(chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`portal on ${port} exited with ${child.exitCode}`);
    try {
      await fetch(`${baseURL}/api/auth/user`);
      break;
    } catch {
      if (attempt > 600) throw new Error(`portal on ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    baseURL,
    async stop() {
      if (options.command && child.pid) process.kill(-child.pid, "SIGTERM");
      else child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const PASSWORD = "ein-sicheres-passwort";

/**
 * A verified, signed-in member of the portal at baseURL, made through the API as the login page makes
 * one (register, the mailed link, sign in): for specs that need many writers and no typing.
 */
export async function apiMember(
  baseURL: string,
  person: { email: string; firstName: string; lastName: string },
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const registered = await api.post("/api/auth/register", { data: { ...person, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(202);
  const token = (await mailedLink(person.email, "/email-bestaetigen")).split("#token=")[1];
  expect((await api.post("/api/auth/verify-email", { data: { token } })).status()).toBe(200);
  const login = await api.post("/api/auth/login", { data: { email: person.email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}
