import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { SHUTTING_DOWN } from "../src/server/ops/draining";
import { call, MailSink, type Member, type Portal, sleep, startPortalWithMembers } from "./portal";

const PORT = 5636;
const SMTP_PORT = 5643;
const WORKERS = 8;
/** Each worker stops after this many requests, whatever happens. */
const MAX_PER_WORKER = 200;
const SIGTERM_AFTER_ANSWERS = 40;
const EXIT_WITHIN_MS = 10_000;

interface Timed {
  status: number;
  body: string;
  sentBeforeSignal: boolean;
  answeredAfterSignal: boolean;
}

let portal: Portal;
let dataDir: string;
const mail = new MailSink(SMTP_PORT);
let member: Member;

beforeAll(async () => {
  await mail.start();
  dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-faults-sigterm-"));
  const started = await startPortalWithMembers(PORT, { DATA_DIR: dataDir, DATABASE_URL: "" }, mail, ["dora"]);
  portal = started.portal;
  member = started.members[0]!;
});
afterAll(async () => {
  portal.child.kill("SIGKILL");
  await mail.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("SIGTERM under load", () => {
  it("finishes the requests under way, refuses new ones, closes live connections with 1001 and exits in time", async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`, { headers: { cookie: member.cookie } });
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));

    let signalled = false;
    let signalSent!: () => void;
    const signal = new Promise<void>((resolve) => {
      signalSent = resolve;
    });
    let answers = 0;
    let searches = 0;
    const answered: Timed[] = [];
    const worker = async () => {
      for (let count = 0; count < MAX_PER_WORKER; count++) {
        const sentBeforeSignal = !signalled;
        // A member's read and a search nobody asked before: both need the database.
        const answer =
          count % 2 === 0
            ? await call(portal, "GET", "/api/events/user", { cookie: member.cookie })
            : await call(portal, "GET", `/api/search?q=markt${searches++}`);
        answered.push({ ...answer, sentBeforeSignal, answeredAfterSignal: signalled });
        if (++answers === SIGTERM_AFTER_ANSWERS) {
          signalled = true;
          portal.child.kill("SIGTERM");
          signalSent();
        }
        // After the signal, each worker goes on until it is refused: then the instance is gone for it.
        if (signalled && answer.status !== 200) return;
      }
    };
    const work = Promise.all(Array.from({ length: WORKERS }, worker));
    await signal;
    const exit = await Promise.race([portal.exited, sleep(EXIT_WITHIN_MS).then(() => null)]);
    await work;

    expect(exit).toEqual({ code: 0, signal: null });
    // Under way when the signal came, answered in full afterwards.
    const finished = answered.filter((a) => a.sentBeforeSignal && a.answeredAfterSignal && a.status === 200);
    expect(finished.length).toBeGreaterThan(0);
    // Nothing else than a full answer, a German 503 on a connection still open, or a refused connection.
    for (const answer of answered.filter((a) => a.status !== 200)) {
      if (answer.status === 0) continue;
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ message: SHUTTING_DOWN });
    }
    expect(answered.filter((a) => !a.answeredAfterSignal).every((a) => a.status === 200)).toBe(true);
    // A new connection after the exit finds nobody.
    expect((await call(portal, "GET", "/healthz")).status).toBe(0);
    expect(await closed).toBe(1001);
  });
});
