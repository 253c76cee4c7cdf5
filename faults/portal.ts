import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * The portal as a real process, started the way docs/operations.md tells operators to (after
 * `npm run build`: `node --import tsx src/server/main.ts`, NODE_ENV=production), on loopback only.
 * Every wait is bounded by a count of attempts, never open-ended.
 */

const root = path.resolve(import.meta.dirname, "..");
export const SESSION_SECRET = "fault-tests-secret-fault-tests-secret-0123";
const POLL_MS = 100;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `probe` until it answers true, at most `attempts` times `POLL_MS` apart. */
export async function waitFor(what: string, probe: () => Promise<boolean>, attempts = 300): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await probe().catch(() => false)) return;
    await sleep(POLL_MS);
  }
  throw new Error(`gave up waiting: ${what}`);
}

export interface Portal {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `script` is what node runs: the server itself, or `scripts/start.mjs` as `npm start` does. */
export function startPortal(
  port: number,
  env: Record<string, string>,
  script: string[] = ["--import", "tsx", "src/server/main.ts"],
): Portal {
  let output = "";
  const child = spawn(process.execPath, script, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET,
      SEED: "none",
      MAIL_FROM: "Dorfportal <noreply@example.ch>",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString("utf8");
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = once(child, "exit").then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  return { port, url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** Starts the portal and waits until /readyz says it serves. */
export async function startReadyPortal(
  port: number,
  env: Record<string, string>,
  script?: string[],
): Promise<Portal> {
  const portal = startPortal(port, env, script);
  let exited = false;
  void portal.exited.then(() => {
    exited = true;
  });
  await waitFor(
    `portal on ${port} ready`,
    async () => {
      if (exited) return true;
      return (await fetch(`${portal.url}/readyz`, { signal: AbortSignal.timeout(2_000) })).status === 200;
    },
    // A start after a crash recovers the embedded database first; the machine may be busy.
    900,
  ).catch((error) => {
    portal.child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${portal.output()}`);
  });
  if (exited) throw new Error(`portal exited during start:\n${portal.output()}`);
  return portal;
}

/** SIGTERM and wait for the exit (bounded: SIGKILL after 15 s). */
export async function stopPortal(portal: Portal): Promise<void> {
  if (portal.child.exitCode !== null || portal.child.signalCode !== null) return;
  portal.child.kill("SIGTERM");
  const timer = setTimeout(() => portal.child.kill("SIGKILL"), 15_000);
  await portal.exited;
  clearTimeout(timer);
}

export interface Answer {
  status: number;
  body: string;
  json(): unknown;
}

/** One HTTP call with a deadline; a refused or cut connection answers status 0. */
export async function call(
  portal: Portal,
  method: string,
  pathname: string,
  options: { body?: unknown; cookie?: string; timeoutMs?: number } = {},
): Promise<Answer & { cookie?: string }> {
  try {
    const response = await fetch(`${portal.url}${pathname}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const body = await response.text();
    const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith("sid="));
    return { status: response.status, body, json: () => JSON.parse(body), cookie: sid?.split(";")[0] };
  } catch (error) {
    return { status: 0, body: String((error as Error).cause ?? error), json: () => null };
  }
}

/**
 * Mail sent by the portal over SMTP, kept in memory: how a member finds the verification link, and how a
 * fan-out is counted. `delayMs` holds each mail that long before accepting it (a slow mail server).
 */
export class MailSink {
  readonly mails: { to: string; raw: string }[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        setTimeout(() => {
          for (const to of session.envelope.rcptTo) this.mails.push({ to: to.address.toLowerCase(), raw });
          callback();
        }, this.delayMs);
      });
    },
  });

  constructor(
    readonly port: number,
    private readonly delayMs = 0,
  ) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start() {
    // A portal killed in the middle of a delivery cuts its connection: nothing to report.
    this.server.on("error", () => {});
    this.server.listen(this.port, "127.0.0.1");
    await once(this.server.server, "listening");
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The secret of the newest link mailed to an address, once it arrived. */
  async token(to: string): Promise<string> {
    let token: string | undefined;
    await waitFor(`mail to ${to}`, async () => {
      // Quoted-printable: soft line breaks and escaped '=' are all that could split a link.
      const text = this.mails
        .filter((mail) => mail.to === to)
        .map((mail) => mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
        .join("\n");
      token = [...text.matchAll(/#token=([A-Za-z0-9_-]+)/g)].at(-1)?.[1];
      return token !== undefined;
    });
    return token!;
  }
}

export interface Member {
  id: string;
  email: string;
  cookie: string;
}

/** The built-in account contract (DESIGN.md §3): register, follow the mailed link, sign in. */
async function signUpMember(portal: Portal, mail: MailSink, name: string): Promise<Member> {
  const email = `${name}-${randomBytes(4).toString("hex")}@example.ch`;
  const password = "fault-tests-passwort";
  const registered = await call(portal, "POST", "/api/auth/register", {
    body: { email, password, firstName: name, lastName: "Test" },
  });
  if (registered.status !== 202) throw new Error(`sign-up ${registered.status}: ${registered.body}`);
  const verified = await call(portal, "POST", "/api/auth/verify-email", {
    body: { token: await mail.token(email) },
  });
  if (verified.status !== 200) throw new Error(`verification ${verified.status}: ${verified.body}`);
  const signedIn = await call(portal, "POST", "/api/auth/login", { body: { email, password } });
  if (signedIn.status !== 200 || !signedIn.cookie)
    throw new Error(`sign-in ${signedIn.status}: ${signedIn.body}`);
  return { id: (signedIn.json() as { id: string }).id, email, cookie: signedIn.cookie };
}

/** A ready portal that mails through `mail` (started), with a signed-in member for each name. */
export async function startPortalWithMembers(
  port: number,
  env: Record<string, string>,
  mail: MailSink,
  names: string[],
): Promise<{ portal: Portal; members: Member[] }> {
  const portal = await startReadyPortal(port, { ...env, SMTP_URL: mail.url });
  try {
    const members: Member[] = [];
    for (const name of names) members.push(await signUpMember(portal, mail, name));
    return { portal, members };
  } catch (error) {
    await stopPortal(portal);
    throw error;
  }
}
