/**
 * Messaging figures for `npm run bench` (issue 11):
 * - the inbox poll of GET /api/messages for a member with 500 messages: the first poll (200 with the
 *   list) against the poll with If-None-Match (304 from the member's version), as a ratio;
 * - typing latency between two members connected to two instances on PostgreSQL and Redis (p50, p99).
 *
 * `benchMessages()` returns the figures; run alone with `npx tsx bench/messages.ts`.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../src/server/config";
import { messages } from "../src/server/db/schema";
import { createScratchDatabase } from "../src/server/db/scratch";
import { createTestApp, signUp } from "../src/server/test/app";
import { connectLive } from "../src/server/test/live-client";

const MESSAGE_COUNT = 500;
const PARTNERS = 10;
const POLLS = 300;
const TYPING_ROUNDS = 100;
/**
 * Between typing events: the live connection's frame budget (CONNECTION_BUDGET, 10 a second) drops what
 * comes faster, and a dropped event would never arrive.
 */
const TYPING_PACE_MS = 120;

export interface MessagesBenchFigures {
  messages: number;
  firstPoll: { p50: number; p99: number; bytes: number };
  notModifiedPoll: { p50: number; p99: number };
  /** p50 of the 304 poll over p50 of the first poll: below 1 means the 304 is cheaper. */
  pollRatio: number;
  /** null when PostgreSQL or Redis is not reachable; `typingSkipped` says why. */
  typing: { p50: number; p99: number; rounds: number } | null;
  typingSkipped?: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value: number) => Math.round(value * 1000) / 1000;

async function pollFigures() {
  const t = await createTestApp();
  try {
    const reader = await signUp(t.app, { firstName: "Leserin" });
    const partners: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let i = 0; i < PARTNERS; i++) partners.push(await signUp(t.app, { firstName: `Partner${i}` }));
    const now = Date.now();
    await t.app.ctx.db.insert(messages).values(
      Array.from({ length: MESSAGE_COUNT }, (_, index) => {
        const partner = partners[index % PARTNERS]!.user.id;
        const incoming = index % 2 === 0;
        return {
          fromUserId: incoming ? partner : reader.user.id,
          toUserId: incoming ? reader.user.id : partner,
          content: `Nachricht ${index + 1}: Wann passt es Ihnen für die Übergabe?`,
          isRead: index < MESSAGE_COUNT - 20,
          createdAt: new Date(now - (MESSAGE_COUNT - index) * 60_000),
        };
      }),
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const poll = async (etag?: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/messages`, {
        headers: { cookie: reader.cookie, ...(etag ? { "if-none-match": etag } : {}) },
      });
      const body = await response.arrayBuffer();
      return {
        ms: performance.now() - started,
        status: response.status,
        etag: response.headers.get("etag") ?? "",
        bytes: body.byteLength,
      };
    };
    const warm = await poll();
    const first: number[] = [];
    const notModified: number[] = [];
    for (let i = 0; i < POLLS; i++) {
      const full = await poll();
      if (full.status !== 200) throw new Error(`first poll answered ${full.status}`);
      first.push(full.ms);
      const cached = await poll(warm.etag);
      if (cached.status !== 304) throw new Error(`repeated poll answered ${cached.status}`);
      notModified.push(cached.ms);
    }
    return {
      firstPoll: { p50: round(percentile(first, 50)), p99: round(percentile(first, 99)), bytes: warm.bytes },
      notModifiedPoll: { p50: round(percentile(notModified, 50)), p99: round(percentile(notModified, 99)) },
      pollRatio: round(percentile(notModified, 50) / percentile(first, 50)),
    };
  } finally {
    await t.close();
  }
}

async function typingFigures() {
  const config = loadConfig();
  const databaseUrl = config.databaseUrl ?? "postgres://postgres@127.0.0.1:5432/test";
  const redisUrl = config.redisUrl ?? "redis://127.0.0.1:6379";
  const database = await createScratchDatabase(databaseUrl, "dorf_bench");
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `bench-${randomBytes(6).toString("hex")}`,
  };
  const first = await createTestApp(env);
  const second = await createTestApp(env);
  try {
    const firstUrl = await first.app.listen({ port: 0, host: "127.0.0.1" });
    const secondUrl = await second.app.listen({ port: 0, host: "127.0.0.1" });
    await Promise.all([first.app.ctx.realtime.whenLive(), second.app.ctx.realtime.whenLive()]);
    const typist = await signUp(first.app, { firstName: "Anna" });
    const reader = await signUp(second.app, { firstName: "Beat" });
    await first.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { cookie: typist.cookie },
      payload: { toUserId: reader.user.id, content: "Hallo" },
    });
    const onFirst = await connectLive(firstUrl, typist.cookie);
    const onSecond = await connectLive(secondUrl, reader.cookie);
    const latencies: number[] = [];
    for (let i = 0; i < TYPING_ROUNDS; i++) {
      const type = i % 2 === 0 ? "typing_start" : "typing_stop";
      const started = performance.now();
      onFirst.send({ type, toUserId: reader.user.id });
      await onSecond.next(type);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, TYPING_PACE_MS));
    }
    await onFirst.close();
    await onSecond.close();
    return {
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      rounds: TYPING_ROUNDS,
    };
  } finally {
    await first.close();
    await second.close();
    await database.drop();
  }
}

export async function benchMessages(): Promise<MessagesBenchFigures> {
  const polls = await pollFigures();
  try {
    return { messages: MESSAGE_COUNT, ...polls, typing: await typingFigures() };
  } catch (error) {
    return {
      messages: MESSAGE_COUNT,
      ...polls,
      typing: null,
      typingSkipped: `two instances need PostgreSQL and Redis: ${error instanceof Error ? error.message : error}`,
    };
  }
}

/** The figures as lines for the bench's report. */
export function formatMessagesBench(figures: MessagesBenchFigures): string {
  const lines = [
    `GET /api/messages, member with ${figures.messages} messages (${(figures.firstPoll.bytes / 1024).toFixed(1)} KiB first answer):`,
    `  first poll  p50 ${figures.firstPoll.p50} ms, p99 ${figures.firstPoll.p99} ms`,
    `  304 poll    p50 ${figures.notModifiedPoll.p50} ms, p99 ${figures.notModifiedPoll.p99} ms`,
    `  ratio 304 / first (p50) ${figures.pollRatio}`,
  ];
  lines.push(
    figures.typing
      ? `typing latency across two instances (Redis), ${figures.typing.rounds} events: p50 ${figures.typing.p50} ms, p99 ${figures.typing.p99} ms`
      : `typing latency across two instances: not measured (${figures.typingSkipped})`,
  );
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchMessages()
    .then((figures) => {
      console.log(formatMessagesBench(figures));
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
