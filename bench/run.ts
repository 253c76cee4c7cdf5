/**
 * `npm run bench`: how fast the portal answers, for a visitor and for a signed-in member, as a ratio to a
 * bare node:http server that answers the same bytes from memory, measured in the same run on the same
 * machine (docs/performance.md, issue 24).
 *
 * Three processes: the portal (this one, production build, a fresh database: PGlite in a temporary
 * folder or a scratch database on DATABASE_URL's server), the bare server (bench/bare.mjs) and the load
 * generator (autocannon, bench/generator.mjs). The generator reports its own CPU and the server's; the
 * self-check fails the run when the generator was the bottleneck. The database grows to each size of
 * BENCH_SIZES (articles generated in SQL; default 100 000, `1000,10000,100000` for the p50 growth); at the
 * largest every case is measured for a visitor and a member, at the smaller ones the public addresses cold
 * and warm. The tables go to
 * the console and bench/results/latest.json.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { createScratchDatabase } from "../src/server/db/scratch";
import { ARTICLE_CATEGORIES } from "../src/shared/common/constants";
import { measureWhileDrafting } from "./drafting";
import {
  BareServer,
  cpuMark,
  cpuSince,
  Generator,
  type LoadOptions,
  type LoadResult,
  type StoredAnswer,
} from "./load";
import { benchMessages, formatMessagesBench } from "./messages";
import {
  type CaseKind,
  type Figure,
  markdownTable,
  PERSONAL_KINDS,
  type Row,
  selfCheck,
  targets,
} from "./report";
import { BENCH_GROUP, seedArticles, seedBase } from "./seed";

const SIZES = (process.env.BENCH_SIZES ?? "100000").split(",").map(Number);
const CONNECTIONS = 16;
/** Per measurement, whole seconds (autocannon's unit). */
const SECONDS = Number(process.env.BENCH_SECONDS) || 2;
/** Sent before each measurement and not counted: enough to warm a path, few enough for a slow one. */
const WARMUP_REQUESTS = 48;

type Portal = FastifyInstance;

interface Case {
  address: string;
  kind: CaseKind;
}

const now = new Date();
const CASES: Case[] = [
  { address: "/api/homepage-content", kind: "json" },
  { address: "/api/articles/nachricht-1", kind: "json" },
  { address: `/api/articles/category/${encodeURIComponent(ARTICLE_CATEGORIES[0])}`, kind: "json" },
  { address: `/api/events/month/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}`, kind: "json" },
  { address: "/api/search?q=Gemeinderat", kind: "json" },
  // The marketplace list at 10 000 entries: contact details for confirmed members, so computed per member.
  { address: "/api/help-entries", kind: "personal json" },
  { address: "/", kind: "page" },
  { address: "/post/nachricht-1", kind: "page" },
  { address: "/category/Events", kind: "page" },
  { address: "/marktplatz", kind: "page" },
  { address: "/business-directory", kind: "page" },
  { address: "/inbox", kind: "members' page" },
  { address: "/profil", kind: "members' page" },
  { address: "/dashboard", kind: "members' page" },
  // GET /api/messages with the ETag of the member's last answer: unchanged, 304.
  { address: "/api/messages", kind: "inbox poll" },
  // Issue 27: an open group's public page (response cache), and its feed for a member against the inbox.
  { address: `/gruppen/${BENCH_GROUP}`, kind: "page" },
  { address: "/api/messages", kind: "inbox" },
  { address: `/api/groups/${BENCH_GROUP}/posts`, kind: "group feed" },
];

/** One answer as a client without Accept-Encoding gets it: the bytes the bare server is to send. */
function sample(url: string, headers: Record<string, string> = {}): Promise<StoredAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const fields: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) fields[name] = Array.isArray(value) ? value.join(", ") : value;
          }
          resolve({ status: response.statusCode ?? 0, headers: fields, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

/** What the portal sent, minus what belongs to the connection (the bare server sets those itself). */
function portalHeaders(answer: StoredAnswer): Record<string, string> {
  const {
    date: _date,
    connection: _c,
    "keep-alive": _k,
    "transfer-encoding": _t,
    "content-length": _l,
    ...rest
  } = answer.headers;
  return rest;
}

const figure = (result: LoadResult): Figure => ({
  rps: result.rps,
  p50: result.p50,
  p99: result.p99,
  cpu: result.cpu,
});

interface Bench {
  app: Portal;
  portal: string;
  bare: BareServer;
  generator: Generator;
  member: string;
  /** The ETag of the member's inbox, for the unchanged poll. */
  inboxTag: string;
}

async function main() {
  if (!existsSync("dist/client/index.html") || !existsSync("dist/server/entry-server.js")) {
    console.log("Building the client…");
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "dorfportal-bench-"));
  const environment = loadConfig();
  const scratch = environment.databaseUrl
    ? await createScratchDatabase(environment.databaseUrl, "dorf_bench")
    : undefined;
  const config = loadConfig({
    NODE_ENV: "production",
    SEED: "none",
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    DATABASE_URL: scratch?.url,
  });
  const app = await buildApp({ config, renderMode: "production", everyMinute: true });
  const bare = await BareServer.start();
  const generator = await Generator.start();
  const loadBefore = loadavg()[0]!;
  try {
    const portal = await app.listen({ port: 0, host: "127.0.0.1" });
    const { member, inboxTag } = await seedBase(app, portal, sample);
    const bench: Bench = { app, portal, bare, generator, member, inboxTag };
    const trivialUrl = await bare.serve({
      status: 200,
      headers: { "content-type": "text/plain" },
      body: Buffer.from("ok"),
    });
    const trivialFirst = figure(await loadBare(bench, `${trivialUrl}/`, {}));
    const calibration = { trivial: trivialFirst };
    console.log(
      `Generator against a trivial server: ${calibration.trivial.rps.toFixed(0)} req/s, generator ` +
        `${calibration.trivial.cpu.generator.toFixed(2)} cores, server ${calibration.trivial.cpu.server.toFixed(2)}`,
    );
    const rows: Row[] = [];
    let count = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await seedArticles(app, count, size);
      count = size;
      const full = size === SIZES.at(-1);
      console.log(
        `\n${size} articles in ${app.ctx.database.kind} (added in ${((performance.now() - started) / 1000).toFixed(1)} s); ` +
          `${CONNECTIONS} connections, ${SECONDS} s per measurement${full ? "" : ", public addresses only"}`,
      );
      for (const item of CASES) {
        if (!full && item.kind !== "json" && item.kind !== "page") continue;
        const row = await measureCase(bench, item, size, full);
        rows.push(row);
        console.log(`  ${summary(row)}`);
        await writeResults(app, { loadBefore, calibration, rows });
      }
    }
    // Again at the end, with everything warm: the generator's ceiling is the faster of the two.
    await bare.serve({ status: 200, headers: { "content-type": "text/plain" }, body: Buffer.from("ok") });
    const trivialLast = figure(await loadBare(bench, `${trivialUrl}/`, {}));
    if (trivialLast.rps > trivialFirst.rps) calibration.trivial = trivialLast;
    console.log(
      `Generator against a trivial server, again: ${trivialLast.rps.toFixed(0)} req/s, generator ` +
        `${trivialLast.cpu.generator.toFixed(2)} cores, server ${trivialLast.cpu.server.toFixed(2)}`,
    );
    const largest = rows.filter((row) => row.articles === SIZES.at(-1));
    console.log(`\n${markdownTable(rows)}`);
    const reached = targets(largest);
    console.log("\nTargets of issues 24 and 27:");
    for (const target of reached)
      console.log(`  ${target.met ? "met   " : "MISSED"} ${target.name}: ${target.detail}`);
    const problems = selfCheck(rows, calibration);
    const drafting = await measureWhileDrafting(
      app,
      (url, options) =>
        load(bench, url, { connections: CONNECTIONS, seconds: 5, warmup: WARMUP_REQUESTS, ...options }),
      portal,
      5,
    );
    console.log(
      `\nThe cached home page while an editor saves a draft every second (issue 21): ` +
        `${drafting.quiet.toFixed(0)} req/s quiet, ${drafting.drafting.toFixed(0)} req/s drafting ` +
        `(${(drafting.drafting / drafting.quiet).toFixed(3)} of quiet, ${drafting.saves} saves)`,
    );
    const loadAfter = loadavg()[0]!;
    await writeResults(app, {
      loadBefore,
      loadAfter,
      calibration,
      rows,
      targets: reached,
      selfCheck: problems,
      drafting,
    });
    console.log(`\nLoad average (1 min): ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`);
    console.log("written to bench/results/latest.json");
    // Messaging (issue 11): the inbox poll with and without changes, typing across two instances.
    console.log(formatMessagesBench(await benchMessages()));
    if (problems.length > 0) {
      console.error(`\nSelf-check FAILED: the generator set the pace\n  ${problems.join("\n  ")}`);
      process.exitCode = 1;
    } else {
      console.log("\nSelf-check passed: the generator was not the bottleneck of any measurement.");
    }
  } finally {
    generator.stop();
    bare.stop();
    await app.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Loads the portal; the server's CPU is this process's. */
function load(bench: Bench, url: string, options: LoadOptions): Promise<LoadResult> {
  let mark = cpuMark();
  return bench.generator.load(url, options, async () => {
    const spent = cpuSince(mark);
    mark = cpuMark();
    return spent;
  });
}

function loadBare(bench: Bench, url: string, options: Partial<LoadOptions>): Promise<LoadResult> {
  return bench.generator.load(
    url,
    { connections: CONNECTIONS, seconds: SECONDS, warmup: WARMUP_REQUESTS, ...options },
    () => bench.bare.cpu(),
  );
}

async function measureCase(bench: Bench, item: Case, articles: number, full: boolean): Promise<Row> {
  const { app, portal, member, inboxTag } = bench;
  const url = `${portal}${item.address}`;
  const memberHeaders: Record<string, string> =
    item.kind === "inbox poll" ? { cookie: member, "if-none-match": inboxTag } : { cookie: member };
  const visitorAnswer = await sample(url);
  const memberAnswer = await sample(url, memberHeaders);
  // The bare server answers what the measured person gets: a member's own page, the 304 of the poll.
  const personal = PERSONAL_KINDS.includes(item.kind);
  const reference = personal ? memberAnswer : visitorAnswer;
  const plain = {
    status: reference.status,
    headers: {
      ...(reference.headers["content-type"] ? { "content-type": reference.headers["content-type"] } : {}),
      ...(reference.status === 304 ? { etag: reference.headers.etag ?? "" } : {}),
    },
    body: reference.body,
  };
  const options = (status: number, extra: Partial<LoadOptions> = {}): LoadOptions => ({
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmup: WARMUP_REQUESTS,
    status,
    ...extra,
  });
  const bareUrl = await bench.bare.serve(plain);
  const bareBefore = await loadBare(bench, `${bareUrl}${item.address}`, { status: reference.status });
  let bareWithHeaders: LoadResult | undefined;
  if (full) {
    const withHeaders = await bench.bare.serve({ ...reference, headers: portalHeaders(reference) });
    bareWithHeaders = await loadBare(bench, `${withHeaders}${item.address}`, { status: reference.status });
  }
  const visitor = await load(bench, url, options(visitorAnswer.status));
  const memberLoad = full
    ? await load(bench, url, options(memberAnswer.status, { headers: memberHeaders }))
    : undefined;
  const memberOne =
    full && personal
      ? await load(bench, url, options(memberAnswer.status, { headers: memberHeaders, connections: 1 }))
      : undefined;
  // Cold after the warm figures: its backlog and garbage would otherwise weigh on the visitor's figure.
  let cold: LoadResult | undefined;
  if (item.kind === "json" || item.kind === "page" || item.kind === "personal json") {
    app.responseCache.enabled = false;
    try {
      cold = await load(bench, url, options(visitorAnswer.status));
    } finally {
      app.responseCache.enabled = true;
    }
  }

  await bench.bare.serve(plain);
  const bareAfter = await loadBare(bench, `${bareUrl}${item.address}`, { status: reference.status });
  const bareRate = (bareBefore.rps + bareAfter.rps) / 2;
  return {
    articles,
    address: item.address,
    kind: item.kind,
    bytes: reference.body.length,
    status: { visitor: visitorAnswer.status, member: memberAnswer.status },
    bare: {
      rps: bareRate,
      p50: Math.max(bareBefore.p50, bareAfter.p50),
      p99: Math.max(bareBefore.p99, bareAfter.p99),
      cpu: {
        generator: Math.max(bareBefore.cpu.generator, bareAfter.cpu.generator),
        server: Math.min(bareBefore.cpu.server, bareAfter.cpu.server),
      },
      spread: Math.max(bareBefore.rps, bareAfter.rps) / Math.min(bareBefore.rps, bareAfter.rps),
    },
    bareWithHeaders: bareWithHeaders && figure(bareWithHeaders),
    cold: cold && figure(cold),
    visitor: figure(visitor),
    member: memberLoad && figure(memberLoad),
    memberOne: memberOne && figure(memberOne),
    load: loadavg()[0]!,
  };
}

function summary(row: Row): string {
  const parts = [`${row.address.padEnd(34)} bare ${row.bare.rps.toFixed(0).padStart(6)}`];
  if (row.cold) parts.push(`cold ${row.cold.rps.toFixed(0).padStart(5)}`);
  parts.push(
    `visitor ${row.visitor.rps.toFixed(0).padStart(6)} (${(row.visitor.rps / row.bare.rps).toFixed(2)} of bare)`,
  );
  if (row.member)
    parts.push(
      `member ${row.member.rps.toFixed(0).padStart(6)} (${(row.member.rps / row.visitor.rps).toFixed(2)} of visitor)`,
    );
  if (row.memberOne) parts.push(`1 conn. p50 ${row.memberOne.p50} ms`);
  return parts.join("  ");
}

async function writeResults(app: Portal, results: Record<string, unknown>) {
  await mkdir("bench/results", { recursive: true });
  const document = {
    date: new Date().toISOString(),
    database: app.ctx.database.kind,
    node: process.version,
    cpus: cpus().length,
    connections: CONNECTIONS,
    seconds: SECONDS,
    generator: "autocannon, a process of its own",
    ...results,
  };
  await writeFile("bench/results/latest.json", `${JSON.stringify(document, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
