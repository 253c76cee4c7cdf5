/**
 * `npm run validate:html`: the Nu HTML Checker (vnu, from the `vnu-jar` package, run on the system's Java)
 * over the main pages of every role (scripts/main-pages.ts), as the server sends them. Starts a portal of
 * its own the way `npm start` does (builds when needed), with the demo content on a fresh data folder, and
 * signs in with the demo accounts its start log prints. Any error fails; warnings are printed.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { demoAccountsIn, firstArticleIn, MAIN_PAGES, type Role } from "./main-pages";

const root = path.resolve(import.meta.dirname, "..");
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * vnu's CSS checker (its own CSS 2.1/3 grammar) does not know some of what Tailwind v4 writes into the
 * inlined style sheet; those messages are false positives of that checker, each excluded by its rule.
 * Everything else, CSS included, counts.
 */
const CSS_FALSE_POSITIVES: { rule: RegExp; why: string }[] = [
  {
    rule: /^CSS: Unrecognized at-rule “@(?:property|layer|container|starting-style)”/,
    why: "at-rules of CSS Properties and Values, Cascade Layers, Containment; Tailwind v4 declares its variables with @property",
  },
  {
    rule: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
    why: "a property of CSS Box Model 4 in Tailwind's preflight",
  },
  {
    rule: /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
    why: "custom properties may be transitioned (registered with @property)",
  },
];

const isCssFalsePositive = (message: VnuMessage) =>
  CSS_FALSE_POSITIVES.some(({ rule }) => rule.test(message.message));

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

async function startPortal(
  port: number,
  dataDir: string,
): Promise<{ child: ChildProcess; log: () => string }> {
  let log = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      SEED: "demo",
      SMTP_URL: "",
      OIDC_ISSUER: "",
    },
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk: Buffer) => {
      log += chunk.toString("utf8");
    });
  // A build may come first: up to five minutes.
  for (let attempt = 0; attempt < 3_000; attempt++) {
    if (child.exitCode !== null) throw new Error(`the portal exited during start:\n${log}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (ready?.status === 200) return { child, log: () => log };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGTERM");
  throw new Error(`the portal did not start:\n${log}`);
}

async function signIn(base: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith("sid="));
  if (response.status !== 200 || !sid) throw new Error(`sign-in of ${account.email}: ${response.status}`);
  return sid.split(";")[0] ?? "";
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-vnu-"));
  const pagesDir = await mkdtemp(path.join(tmpdir(), "dorfportal-vnu-pages-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const portal = await startPortal(port, dataDir);
  try {
    const accounts = demoAccountsIn(portal.log());
    const cookies: Record<Role, string> = {
      visitor: "",
      member: await signIn(base, accounts.member),
      admin: await signIn(base, accounts.admin),
    };
    const article = firstArticleIn(await (await fetch(`${base}/`)).text());
    const files = new Map<string, string>();
    for (const role of Object.keys(MAIN_PAGES) as Role[]) {
      const paths = role === "visitor" ? [...MAIN_PAGES.visitor, article] : MAIN_PAGES[role];
      for (const page of paths) {
        const response = await fetch(`${base}${page}`, { headers: { cookie: cookies[role] } });
        if (response.status !== 200) throw new Error(`${role} ${page}: ${response.status}`);
        const file = path.join(pagesDir, `${role}${page.replace(/[^A-Za-z0-9]+/g, "_")}.html`);
        await writeFile(file, await response.text());
        files.set(file, `${role} ${page}`);
      }
    }

    // vnu exits with 1 when it found errors; its findings are in the JSON either way.
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--format", "json", ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
    const where = (message: VnuMessage) => {
      const file = (message.url ?? "").replace(/^file:/, "");
      return `${files.get(file) ?? file}:${message.lastLine}`;
    };
    // Trailing slashes on void elements (React writes `<br/>`) are information, not errors; they pass.
    const errors = messages.filter((message) => message.type !== "info" && !isCssFalsePositive(message));
    const excluded = messages.filter((message) => message.type !== "info" && isCssFalsePositive(message));
    for (const message of messages.filter((entry) => entry.type === "info" && entry.subType === "warning"))
      console.log(`warning ${where(message)}: ${message.message}`);
    for (const message of errors)
      console.error(`error ${where(message)}: ${message.message}\n    ${message.extract ?? ""}`);
    console.log(
      `vnu: ${files.size} pages (visitor, member, admin), ${errors.length} errors, ${excluded.length} known false positives of the CSS checker excluded`,
    );
    if (errors.length > 0) process.exitCode = 1;
  } finally {
    portal.child.kill("SIGTERM");
    await new Promise((resolve) => portal.child.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
    await rm(pagesDir, { recursive: true, force: true });
  }
}

await main();
