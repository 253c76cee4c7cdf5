import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE } from "../src/server/ops/database-outage";
import {
  type Answer,
  call,
  MailSink,
  type Member,
  type Portal,
  startPortalWithMembers,
  stopPortal,
  waitFor,
} from "./portal";
import { createPrivatePostgres, type PrivatePostgres } from "./private-servers";

const PORT = 5621;
const POSTGRES_PORT = 5651;
const SMTP_PORT = 5644;
/** Longer than the pool's wait for a connection (3 s): an answer later than this is a hanging socket. */
const ANSWER_WITHIN_MS = 6_000;

let postgres: PrivatePostgres;
let portal: Portal;
let dataDir: string;
let searches = 0;
const mail = new MailSink(SMTP_PORT);
let member: Member;

/** A read the response cache cannot answer (a new search each time): it needs the database. */
const search = () =>
  call(portal, "GET", `/api/search?q=garten${searches++}`, { timeoutMs: ANSWER_WITHIN_MS });

/** Reads under way at once, a bounded number of rounds, each answer kept. */
async function load(rounds: number, concurrency = 4): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let round = 0; round < rounds; round++) {
    answers.push(...(await Promise.all(Array.from({ length: concurrency }, search))));
  }
  return answers;
}

beforeAll(async () => {
  postgres = createPrivatePostgres(POSTGRES_PORT);
  postgres.start();
  dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-faults-pgdown-"));
  await mail.start();
  const started = await startPortalWithMembers(
    PORT,
    { DATA_DIR: dataDir, DATABASE_URL: postgres.url },
    mail,
    ["emil"],
  );
  portal = started.portal;
  member = started.members[0]!;
});
afterAll(async () => {
  await stopPortal(portal);
  postgres.remove();
  await mail.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("PostgreSQL stopped under load", () => {
  it("answers 503 with a German message at once while it is away, and recovers by itself", async () => {
    expect((await load(3)).map((answer) => answer.status)).toEqual(Array(12).fill(200));

    // Stopped while reads are under way: each is answered, with its result or with 503.
    const during = load(10);
    postgres.stop();
    const transition = await during;
    expect(transition.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);

    const outage = await load(5);
    for (const answer of outage) {
      expect(answer.status).toBe(503);
      expect(answer.json()).toMatchObject({ message: DATABASE_UNAVAILABLE, requestId: expect.any(String) });
    }
    const ready = await call(portal, "GET", "/readyz", { timeoutMs: ANSWER_WITHIN_MS });
    expect(ready.status).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: "unreachable" } });
    expect((await call(portal, "GET", "/healthz")).status).toBe(200);
    // Pages too, for a visitor and for a member: a German page with 503, not a page of errors with 200.
    for (const cookie of [undefined, member.cookie]) {
      const page = await call(portal, "GET", "/marktplatz", { cookie, timeoutMs: ANSWER_WITHIN_MS });
      expect(page.status).toBe(503);
      expect(page.body).toContain("Die Datenbank ist vorübergehend nicht erreichbar");
    }

    postgres.start();
    await waitFor("readiness after PostgreSQL is back", async () => {
      return (await call(portal, "GET", "/readyz")).status === 200;
    });
    expect((await load(3)).map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(portal.child.exitCode).toBeNull();
  });
});
