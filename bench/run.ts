/**
 * `npm run bench`: how fast the portal answers its busiest public reads, as a ratio to a bare node:http
 * server that answers the same bytes from memory, measured in the same run on the same machine.
 *
 * A fresh database (PGlite in a temporary folder, or a scratch database on DATABASE_URL's server) grows
 * to 1 000, 10 000 and 100 000 articles (generated in SQL); at each size every address is measured with
 * the response cache off (cold: every request computed) and on (warm), and the bare server once. A
 * worker thread loads each address for a bounded time. The table goes to the console and
 * bench/results/latest.json; docs/performance.md explains the method and records a run.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { createScratchDatabase } from "../src/server/db/scratch";
import { createArticle, updateArticle } from "../src/server/features/articles/editorial";
import { seedHelpEntries } from "../src/server/features/marketplace/service";
import type { AuthUser } from "../src/shared/auth";
import { ARTICLE_CATEGORIES } from "../src/shared/constants";
import { benchMessages, formatMessagesBench } from "./messages";

const SIZES = [1_000, 10_000, 100_000];
const CONCURRENCY = 16;
const WARMUP_MS = 300;
/** Per measurement; BENCH_DURATION_MS shortens a run on a busy machine (every size is still measured). */
const DURATION_MS = Number(process.env.BENCH_DURATION_MS) || 1_500;
const MAX_REQUESTS = 100_000;

interface LoadResult {
  requests: number;
  errors: number;
  bytes: number;
  seconds: number;
  p50: number;
  p99: number;
}

interface Measurement {
  articles: number;
  address: string;
  bytes: number;
  cold: { rps: number; p50: number; p99: number; ratio: number };
  warm: { rps: number; p50: number; p99: number; ratio: number };
  /** Warm, with a signed-in member's session cookie; `ratio` is to the visitor's warm rate. */
  member: { rps: number; p50: number; p99: number; ratio: number };
  /** Measured before the portal and after it; req/s is their mean, `spread` the larger over the smaller. */
  bare: { rps: number; p50: number; p99: number; spread: number };
  /** The machine's one-minute load average when the address was measured. */
  load: number;
}

function load(url: string, durationMs: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./load-worker.mjs", import.meta.url), {
      workerData: { url, concurrency: CONCURRENCY, durationMs, maxRequests: MAX_REQUESTS, headers },
    });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });

async function measure(
  url: string,
  headers: Record<string, string> = {},
  durationMs = DURATION_MS,
): Promise<LoadResult> {
  await load(url, WARMUP_MS, headers);
  const result = await load(url, durationMs, headers);
  if (result.errors > 0) throw new Error(`${url}: ${result.errors} failed requests`);
  return result;
}

const rps = (result: LoadResult) => result.requests / result.seconds;

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
  const app = await buildApp({ config, renderMode: "production" });
  const baselines: http.Server[] = [];
  const measurements: Measurement[] = [];
  const now = new Date();
  const targets = [
    "/api/homepage-content",
    "/api/articles/nachricht-1",
    `/api/articles/category/${encodeURIComponent(ARTICLE_CATEGORIES[0])}`,
    `/api/events/month/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}`,
    "/api/search?q=Gemeinderat",
    "/",
    "/post/nachricht-1",
    "/category/Events",
    // The marketplace list at 10 000 entries, plain and searched (issue 10).
    "/api/help-entries",
    "/api/help-entries?q=velo",
  ];
  try {
    const portal = await app.listen({ port: 0, host: "127.0.0.1" });
    // A month of approved events around today, for the calendar.
    await app.ctx.db.execute(sql`
      insert into events (title, description, location, event_date, start_time, status)
      select 'Anlass ' || n, 'Ein Anlass im Dorf.', 'Dorfplatz',
        date_trunc('month', now()) + (n % 28) * interval '1 day' + interval '18 hours', '18:00', 'approved'
      from generate_series(1, 120) as n`);
    await seedHelpEntries(app.ctx.db, 10_000);
    const memberCookie = await signedInMember(app);
    let count = 0;
    for (const size of SIZES) {
      const seedStart = performance.now();
      await seedArticles(app, count, size);
      count = size;
      const seedSeconds = (performance.now() - seedStart) / 1000;
      console.log(
        `\n${size} articles in ${app.ctx.database.kind} (added in ${seedSeconds.toFixed(1)} s); ` +
          `${CONCURRENCY} connections, ${DURATION_MS / 1000} s per measurement`,
      );
      for (const target of targets) {
        const sample = await fetch(`${portal}${target}`);
        if (!sample.ok) throw new Error(`${target} answered ${sample.status}`);
        const body = Buffer.from(await sample.arrayBuffer());
        const contentType = sample.headers.get("content-type") ?? "application/octet-stream";
        // The same bytes and content type, answered from memory: what the machine and client can do at best.
        const baseline = http.createServer((_request, response) => {
          response.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
          response.end(body);
        });
        baselines.push(baseline);
        const baselineUrl = await listen(baseline);

        // The bare server before and after the portal: on a shared machine the rate drifts between them.
        const bareBefore = await measure(`${baselineUrl}${target}`);
        app.responseCache.enabled = false;
        const cold = await measure(`${portal}${target}`);
        app.responseCache.enabled = true;
        const warm = await measure(`${portal}${target}`);
        const member = await measure(`${portal}${target}`, { cookie: memberCookie });
        const bare = await measure(`${baselineUrl}${target}`);
        baseline.close();
        const bareRate = (rps(bareBefore) + rps(bare)) / 2;
        const spread = Math.max(rps(bareBefore), rps(bare)) / Math.min(rps(bareBefore), rps(bare));
        const row: Measurement = {
          articles: size,
          address: target,
          bytes: body.length,
          cold: { rps: rps(cold), p50: cold.p50, p99: cold.p99, ratio: rps(cold) / bareRate },
          warm: { rps: rps(warm), p50: warm.p50, p99: warm.p99, ratio: rps(warm) / bareRate },
          member: { rps: rps(member), p50: member.p50, p99: member.p99, ratio: rps(member) / rps(warm) },
          bare: {
            rps: bareRate,
            p50: (bareBefore.p50 + bare.p50) / 2,
            p99: Math.max(bareBefore.p99, bare.p99),
            spread,
          },
          load: loadavg()[0]!,
        };
        measurements.push(row);
        // Written after every measurement, so that an interrupted run still leaves what it measured.
        await writeResults(app.ctx.database.kind, measurements);
        console.log(
          `  ${target.padEnd(32)} cold ${row.cold.rps.toFixed(0).padStart(6)} req/s ` +
            `(${row.cold.ratio.toFixed(3)})  warm ${row.warm.rps.toFixed(0).padStart(6)} req/s ` +
            `(${row.warm.ratio.toFixed(3)})  member ${row.member.rps.toFixed(0).padStart(6)} req/s ` +
            `(${row.member.ratio.toFixed(3)} of warm)  bare ${bareRate.toFixed(0)} req/s (±${spread.toFixed(2)}x)`,
        );
      }
    }
    report(measurements, app.ctx.database.kind);
    const drafting = await measureWhileDrafting(app, portal);
    console.log(
      `\nThe cached home page while an editor saves a draft every second (issue 21): ` +
        `${drafting.quiet.toFixed(0)} req/s quiet, ${drafting.drafting.toFixed(0)} req/s drafting ` +
        `(${(drafting.drafting / drafting.quiet).toFixed(3)} of quiet, ${drafting.saves} saves)`,
    );
    await writeResults(app.ctx.database.kind, measurements, drafting);
    console.log("\nwritten to bench/results/latest.json");
    // Messaging (issue 11): the inbox poll with and without changes, typing across two instances.
    console.log(formatMessagesBench(await benchMessages()));
  } finally {
    for (const server of baselines) server.close();
    await app.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A confirmed member's session cookie: signed up and signed in through the API as a resident would. */
async function signedInMember(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  const account = { email: "mitglied@bench.invalid", password: "ein-sicheres-passwort" };
  const registered = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { ...account, firstName: "Bench", lastName: "Mitglied" },
  });
  if (registered.statusCode !== 202) throw new Error(`register answered ${registered.statusCode}`);
  // The link of the verification mail, which the benchmark does not read.
  await app.ctx.db.execute(sql`update users set email_verified_at = now() where email = ${account.email}`);
  const signedIn = await app.inject({ method: "POST", url: "/api/auth/login", payload: account });
  const cookie = signedIn.cookies.find((item) => item.name === "sid");
  if (!cookie) throw new Error(`login answered ${signedIn.statusCode} without a session cookie`);
  return `sid=${cookie.value}`;
}

/** Long enough for several saves, whatever BENCH_DURATION_MS says. */
const DRAFTING_MS = Math.max(DURATION_MS, 5_000);

interface DraftingMeasurement {
  quiet: number;
  drafting: number;
  saves: number;
}

/**
 * The cached home page measured quiet, then while an editor saves a draft every second through the
 * newsroom's service (the same transaction, revision and invalidation as PATCH /api/admin/articles/{id}).
 */
async function measureWhileDrafting(
  app: Awaited<ReturnType<typeof buildApp>>,
  portal: string,
): Promise<DraftingMeasurement> {
  const editor: AuthUser = {
    id: randomUUID(),
    email: "redaktion@bench.invalid",
    firstName: "Bench",
    lastName: "Redaktion",
    profileImageUrl: null,
    role: "editor",
    isAdmin: false,
    emailVerified: true,
  };
  await app.ctx.db.execute(
    sql`insert into users (id, email, first_name, last_name, role) values (${editor.id}, ${editor.email}, 'Bench', 'Redaktion', 'editor')`,
  );
  let draft = await createArticle(app.ctx.db, editor, {
    title: "Entwurf der Redaktion",
    excerpt: "",
    content: "Erster Satz.",
    category: ARTICLE_CATEGORIES[0],
    status: "draft",
  });
  const quiet = await measure(`${portal}/`, {}, DRAFTING_MS);
  let saves = 0;
  const timer = setInterval(() => {
    saves += 1;
    updateArticle(app.ctx.db, editor, draft.id, {
      content: `Satz ${saves} des Entwurfs.`,
      version: draft.version,
    }).then((saved) => {
      draft = saved;
    }, console.error);
  }, 1_000);
  try {
    const drafting = await measure(`${portal}/`, {}, DRAFTING_MS);
    return { quiet: rps(quiet), drafting: rps(drafting), saves };
  } finally {
    clearInterval(timer);
  }
}

async function writeResults(database: string, measurements: Measurement[], drafting?: DraftingMeasurement) {
  await mkdir("bench/results", { recursive: true });
  const results = {
    date: new Date().toISOString(),
    database,
    node: process.version,
    cpus: cpus().length,
    concurrency: CONCURRENCY,
    durationMs: DURATION_MS,
    measurements,
    growth: growth(measurements),
    drafting,
  };
  await writeFile("bench/results/latest.json", `${JSON.stringify(results, null, 2)}\n`);
}

/** Articles `from + 1` to `to`, newest first, generated by the database in one statement. */
async function seedArticles(app: Awaited<ReturnType<typeof buildApp>>, from: number, to: number) {
  await app.ctx.db.execute(sql`
    insert into articles (title, slug, excerpt, content, category, published_at, featured)
    select 'Nachricht ' || n || ' aus dem Dorf', 'nachricht-' || n,
      left(${paragraph}, 140),
      '## Abschnitt' || chr(10) || chr(10) || ${paragraph} || chr(10) || chr(10) || ${paragraph}
        || chr(10) || chr(10) || '- Punkt eins' || chr(10) || '- Punkt zwei',
      (array[${sql.join(
        CATEGORIES.map((category) => sql`${category}`),
        sql`, `,
      )}]::text[])[1 + n % ${CATEGORIES.length}],
      now() - n * interval '1 minute',
      case when n % 50 = 0 then 'true' else 'false' end
    from generate_series(${from + 1}::int, ${to}::int) as n`);
  // What autovacuum does in production: statistics, and the GIN pending list of the bulk insert merged.
  await app.ctx.db.execute(sql`vacuum analyze`);
}

const CATEGORIES = ARTICLE_CATEGORIES.slice(0, 5);

const paragraph =
  "Der Gemeinderat hat an seiner letzten Sitzung über die Sanierung der Tramstrasse, das Budget des " +
  "kommenden Jahres und die Zukunft der Bibliothek beraten. Die Vereine freuen sich auf das Dorffest.";

/** p50 at the largest size divided by p50 at the smallest, per address and mode. */
function growth(measurements: Measurement[]) {
  const addresses = [...new Set(measurements.map((row) => row.address))];
  return addresses.map((address) => {
    const rows = measurements.filter((row) => row.address === address);
    const first = rows[0]!;
    const last = rows.at(-1)!;
    return {
      address,
      cold: last.cold.p50 / first.cold.p50,
      warm: last.warm.p50 / first.warm.p50,
    };
  });
}

function report(measurements: Measurement[], database: string) {
  console.log(`\nDatabase: ${database}`);
  printTable(
    [
      "articles",
      "address",
      "answer",
      "cold req/s",
      "cold p50/p99 ms",
      "cold ratio",
      "warm req/s",
      "warm p50/p99 ms",
      "warm ratio",
      "member req/s",
      "member/warm",
      "bare req/s",
      "bare spread",
      "load",
    ],
    measurements.map((row) => [
      String(row.articles),
      row.address,
      `${(row.bytes / 1024).toFixed(1)} KiB`,
      row.cold.rps.toFixed(0),
      `${row.cold.p50.toFixed(1)} / ${row.cold.p99.toFixed(1)}`,
      row.cold.ratio.toFixed(3),
      row.warm.rps.toFixed(0),
      `${row.warm.p50.toFixed(1)} / ${row.warm.p99.toFixed(1)}`,
      row.warm.ratio.toFixed(3),
      row.member.rps.toFixed(0),
      row.member.ratio.toFixed(3),
      row.bare.rps.toFixed(0),
      `${row.bare.spread.toFixed(2)}x`,
      row.load.toFixed(1),
    ]),
  );
  console.log(`\np50 growth from ${SIZES[0]} to ${SIZES.at(-1)} articles (cold / warm):`);
  for (const row of growth(measurements)) {
    console.log(`  ${row.address.padEnd(32)} ${row.cold.toFixed(2)}x / ${row.warm.toFixed(2)}x`);
  }
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
  console.log(
    "\nratio = req/s of the portal / req/s of a bare node:http server sending the same bytes" +
      " (mean of its runs before and after the portal; spread = the faster run over the slower)",
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
