import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../src/server/db/scratch";
import {
  call,
  MailSink,
  type Member,
  type Portal,
  startPortalWithMembers,
  startReadyPortal,
  stopPortal,
} from "./portal";

const PORT = 5601;
const SMTP_PORT = 5641;
const SERVER_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** The stream: at most this many writes, this many at once; the kill comes after this many were answered 2xx. */
const MAX_WRITES = 150;
const CONCURRENCY = 8;
const KILL_AFTER_ACKNOWLEDGED = 30;
/** The inbox lists the newest 20 messages per conversation: the stream stays below. */
const MAX_MESSAGES = 15;
/** A member may send 10 letters an hour: the stream stays below for each of the three. */
const MAX_LETTER_ROUNDS = 24;

type Kind = "event" | "entry" | "message" | "letter";

interface Write {
  kind: Kind;
  token: string;
  member: Member;
  status: number;
}

/**
 * Who writes what, in turn: events, marketplace entries and reader letters of three members, messages of
 * one to another.
 */
function plan(members: Member[], index: number): { kind: Kind; member: Member } {
  const [a, b, c] = members as [Member, Member, Member];
  const turn = index % 6;
  const round = Math.floor(index / 6);
  if (turn === 4 && round < MAX_MESSAGES) return { kind: "message", member: a };
  if (turn === 5 && round < MAX_LETTER_ROUNDS) return { kind: "letter", member: members[round % 3]! };
  return [
    { kind: "event" as const, member: a },
    { kind: "entry" as const, member: c },
    { kind: "event" as const, member: b },
    { kind: "entry" as const, member: a },
    { kind: "event" as const, member: c },
    { kind: "entry" as const, member: b },
  ][turn]!;
}

function request(kind: Kind, token: string, recipient: Member) {
  const nextYear = new Date().getUTCFullYear() + 1;
  if (kind === "event") return { url: "/api/events", body: { title: token, eventDate: `${nextYear}-06-15` } };
  if (kind === "entry") {
    return {
      url: "/api/help-entries",
      body: { kind: "offer", title: token, description: "Hilfe im Garten", name: "Fault Test" },
    };
  }
  if (kind === "letter") {
    return {
      url: "/api/leserbriefe",
      body: {
        title: token,
        content: "Beim Dorfplatz fehlen Sitzgelegenheiten für ältere Leute, die auf den Bus warten.",
        authorName: "Fault Test",
        authorEmail: "fault.test@example.ch",
        topic: "Dorfplatz",
      },
    };
  }
  return { url: "/api/messages", body: { toUserId: recipient.id, content: token } };
}

/** How often each token is stored, read back through the member's own lists. */
async function storedCounts(portal: Portal, members: Member[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const count = (token: string) => counts.set(token, (counts.get(token) ?? 0) + 1);
  for (const member of members) {
    const events = await call(portal, "GET", "/api/events/user", { cookie: member.cookie });
    const entries = await call(portal, "GET", "/api/help-entries/my-entries", { cookie: member.cookie });
    const letters = await call(portal, "GET", "/api/leserbriefe/user", { cookie: member.cookie });
    expect(events.status).toBe(200);
    expect(entries.status).toBe(200);
    expect(letters.status).toBe(200);
    for (const event of events.json() as { title: string }[]) count(event.title);
    for (const entry of entries.json() as { title: string }[]) count(entry.title);
    for (const letter of letters.json() as { title: string }[]) count(letter.title);
  }
  const inbox = await call(portal, "GET", "/api/messages", { cookie: members[1]!.cookie });
  expect(inbox.status).toBe(200);
  for (const message of inbox.json() as { content: string }[]) count(message.content);
  return counts;
}

/**
 * Concurrent writes until enough were acknowledged, then kill -9 with requests in flight. Returns every
 * write with its status (0: no answer, the process died under it).
 */
async function writeThenKill(portal: Portal, members: Member[]): Promise<Write[]> {
  const writes: Write[] = [];
  let acknowledged = 0;
  let killed = false;
  let next = 0;
  const worker = async () => {
    while (!killed && next < MAX_WRITES) {
      const index = next++;
      const { kind, member } = plan(members, index);
      const token = `${kind}-${index}-${randomBytes(4).toString("hex")}`;
      const write: Write = { kind, token, member, status: 0 };
      writes.push(write);
      const { url, body } = request(kind, token, members[1]!);
      write.status = (await call(portal, "POST", url, { body, cookie: member.cookie })).status;
      if (write.status >= 200 && write.status < 300) acknowledged++;
      if (!killed && acknowledged >= KILL_AFTER_ACKNOWLEDGED) {
        killed = true;
        portal.child.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await portal.exited;
  return writes;
}

function checkDurability(writes: Write[], counts: Map<string, number>) {
  const acknowledged = writes.filter((write) => write.status >= 200 && write.status < 300);
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
  // Nothing but success or a cut connection: no write was refused on its way.
  expect(writes.filter((write) => write.status !== 0 && write.status !== 201)).toEqual([]);
  const lost = acknowledged.filter((write) => counts.get(write.token) !== 1);
  expect(lost.map((write) => `${write.token}: ${counts.get(write.token) ?? 0}`)).toEqual([]);
  const twice = writes.filter((write) => (counts.get(write.token) ?? 0) > 1);
  expect(twice.map((write) => write.token)).toEqual([]);
}

const mail = new MailSink(SMTP_PORT);
beforeAll(() => mail.start());
afterAll(() => mail.close());

describe.each([{ database: "PGlite" as const }, { database: "PostgreSQL" as const }])(
  "kill -9 during concurrent writes on $database",
  ({ database }) => {
    let env: Record<string, string>;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-faults-kill-"));
      const scratch =
        database === "PostgreSQL" ? await createScratchDatabase(SERVER_URL, "dorf_faults") : null;
      env = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? "", SMTP_URL: mail.url };
      cleanup = async () => {
        await scratch?.drop();
        await rm(dataDir, { recursive: true, force: true });
      };
    });
    afterAll(() => cleanup());

    it("keeps every write that was answered 2xx, exactly once, after a restart", async () => {
      const { portal: first, members } = await startPortalWithMembers(PORT, env, mail, [
        "anna",
        "beat",
        "carla",
      ]);
      const writes = await writeThenKill(first, members);

      const second = await startReadyPortal(PORT, env);
      try {
        // Sessions are stored in the database: the members are still signed in after the crash.
        checkDurability(writes, await storedCounts(second, members));
      } finally {
        await stopPortal(second);
      }
    });
  },
);
