import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createScratchDatabase } from "../src/server/db/scratch";
import { call, MailSink, type Member, type Portal, startPortalWithMembers, stopPortal } from "./portal";

const PORT = 5606;
const SMTP_PORT = 5646;
const SERVER_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** The attack of the review: one account, 20 000 typing frames over at most 100 sockets. */
const FRAMES = 20_000;
const MAX_SOCKETS = 100;
/** What a visitor measures meanwhile, one request after the other. */
const VISITOR_REQUESTS = 300;

const residentMemory = (portal: Portal) => {
  const status = readFileSync(`/proc/${portal.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

function openSocket(portal: Portal, member: Member): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${portal.port}/ws`, {
      headers: { cookie: member.cookie, origin: portal.url },
    });
    socket.once("open", () => resolve(socket));
    socket.once("error", () => resolve(null));
    socket.once("unexpected-response", () => resolve(null));
  });
}

/** Sends the frames as fast as the sockets take them, opening a new socket whenever one is closed. */
async function flood(
  portal: Portal,
  attacker: Member,
  target: Member,
): Promise<{ sent: number; sockets: number }> {
  const frame = JSON.stringify({ type: "typing_start", toUserId: target.id });
  let sent = 0;
  let sockets = 0;
  const open: WebSocket[] = [];
  while (sent < FRAMES && sockets < MAX_SOCKETS) {
    const socket = await openSocket(portal, attacker);
    sockets += 1;
    if (!socket) continue;
    open.push(socket);
    while (sent < FRAMES && socket.readyState === WebSocket.OPEN) {
      socket.send(frame);
      sent += 1;
      // Let the close frame in now and then, as a script on a real network would.
      if (sent % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  for (const socket of open) socket.terminate();
  return { sent, sockets };
}

async function visitorTimes(portal: Portal, pathname: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < VISITOR_REQUESTS; i++) {
    const started = performance.now();
    const answer = await call(portal, "GET", pathname, { timeoutMs: 10_000 });
    times.push(performance.now() - started);
    expect(answer.status).toBe(200);
  }
  return times;
}

const p99 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.99)]!;

const mail = new MailSink(SMTP_PORT);
beforeAll(() => mail.start());
afterAll(() => mail.close());

describe.each([{ database: "PGlite" as const }, { database: "PostgreSQL" as const }])(
  "one member flooding /ws on $database",
  ({ database }) => {
    let env: Record<string, string>;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-faults-flood-"));
      const scratch =
        database === "PostgreSQL" ? await createScratchDatabase(SERVER_URL, "dorf_faults") : null;
      env = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? "" };
      cleanup = async () => {
        await scratch?.drop();
        await rm(dataDir, { recursive: true, force: true });
      };
    });
    afterAll(() => cleanup());

    it("does not slow a visitor's home page and /healthz, and keeps the server's memory bounded", async () => {
      const { portal, members } = await startPortalWithMembers(PORT, env, mail, ["angreifer", "ziel"]);
      const [attacker, target] = members as [Member, Member];
      try {
        const first = await call(portal, "POST", "/api/messages", {
          cookie: attacker.cookie,
          body: { toUserId: target.id, content: "Hallo" },
        });
        expect(first.status).toBe(201);
        // Warm: the home page is in the response cache, as it is on any busy evening.
        await visitorTimes(portal, "/");
        const memoryBefore = residentMemory(portal);

        const attack = flood(portal, attacker, target);
        const [home, health, { sent, sockets }] = await Promise.all([
          visitorTimes(portal, "/"),
          visitorTimes(portal, "/healthz"),
          attack,
        ]);
        expect(sent + sockets).toBeGreaterThan(0);
        expect(p99(home)).toBeLessThan(100);
        expect(p99(health)).toBeLessThan(100);
        // Frames over budget are dropped, not queued: the flood leaves no backlog behind.
        expect(residentMemory(portal) - memoryBefore).toBeLessThan(64 * 1024 * 1024);
        const after = await call(portal, "GET", "/api/election/candidates", { timeoutMs: 2_000 });
        expect(after.status).toBe(200);
      } finally {
        await stopPortal(portal);
      }
    });
  },
);
