import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectLive, type LiveClient } from "../src/server/test/live-client";
import {
  call,
  MailSink,
  type Member,
  type Portal,
  sleep,
  startPortalWithMembers,
  stopPortal,
  waitFor,
} from "./portal";
import { createPrivateRedis, type PrivateRedis } from "./private-servers";

const PORT = 5631;
const SMTP_PORT = 5642;
const REDIS_PORT = 5661;
/** POST /api/messages allows this many per member and minute. */
const SEND_LIMIT = 20;

/** A promise with a bound: what the live connection should hear, or a failure after `ms`. */
async function within<T>(what: string, promise: Promise<T>, ms = 20_000): Promise<T> {
  const timeout = sleep(ms).then(() => {
    throw new Error(`not within ${ms} ms: ${what}`);
  });
  return Promise.race([promise, timeout]);
}

let redis: PrivateRedis;
let portal: Portal;
let dataDir: string;
const mail = new MailSink(SMTP_PORT);
let anna: Member;
let beat: Member;
let live: LiveClient;

beforeAll(async () => {
  redis = createPrivateRedis(REDIS_PORT);
  await redis.start();
  await mail.start();
  dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-faults-redis-"));
  const started = await startPortalWithMembers(
    PORT,
    { DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: redis.url, REDIS_PREFIX: "dorfportal-faults" },
    mail,
    ["anna", "beat"],
  );
  portal = started.portal;
  [anna, beat] = started.members as [Member, Member];
  live = await connectLive(portal.url, beat.cookie);
});
afterAll(async () => {
  await live?.close();
  await stopPortal(portal);
  await redis.stop();
  await mail.close();
  await rm(dataDir, { recursive: true, force: true });
});

const send = (content: string) =>
  call(portal, "POST", "/api/messages", { cookie: anna.cookie, body: { toUserId: beat.id, content } });

describe("Redis stopped", () => {
  it("the portal serves on, counts limits and delivers live events on its own, and reconnects", async () => {
    expect((await within("live before the outage", live.next("live"))).ok).toBe(true);

    await redis.stop();
    expect((await within("live connection told of the outage", live.next("live"))).ok).toBe(false);
    const ready = await call(portal, "GET", "/readyz");
    expect(ready.status).toBe(200);
    expect(ready.json()).toMatchObject({
      status: "degraded",
      checks: { database: "ok", redis: "unreachable" },
    });

    // Realtime on this instance alone: the recipient connected here still hears the message at once.
    expect((await send("Während Redis fehlt")).status).toBe(201);
    const heard = await within("message while Redis is away", live.next("message"));
    expect(heard.message.content).toBe("Während Redis fehlt");

    // Rate limits counted by this instance: the limit holds instead of lapsing.
    for (let sent = 1; sent < SEND_LIMIT; sent++) expect((await send(`Nachricht ${sent}`)).status).toBe(201);
    const limited = await send("Eine zu viel");
    expect(limited.status).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.stringContaining("sehr viele Nachrichten") });

    await redis.start();
    expect((await within("live connection told of the reconnect", live.next("live"))).ok).toBe(true);
    await waitFor("readiness with Redis again", async () => {
      const answer = await call(portal, "GET", "/readyz");
      return (answer.json() as { status: string }).status === "ok";
    });
    // Shared counters again (the new Redis counts from zero), and events travel through it.
    expect((await send("Redis ist zurück")).status).toBe(201);
    const after = await within(
      "message after the reconnect",
      live.next("message", (event) => event.message.content === "Redis ist zurück"),
    );
    expect(after.message.content).toBe("Redis ist zurück");
    expect(portal.child.exitCode).toBeNull();
  });
});
