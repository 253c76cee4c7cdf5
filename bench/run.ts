/**
 * `npm run bench`: how fast the portal answers its busiest pages, as a ratio to a bare node:http
 * server that answers the same bytes from memory, measured in the same run on the same machine.
 *
 * A fresh database (PGlite in a temporary folder, or a scratch database on DATABASE_URL's server)
 * gets 10 000 articles; the portal (production build) listens on a loopback port; a worker thread
 * loads each address for a bounded time and number of requests.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { articles } from "../src/server/db/schema";
import { createScratchDatabase } from "../src/server/db/scratch";
import { ARTICLE_CATEGORIES } from "../src/shared/constants";

const ARTICLE_COUNT = 10_000;
const INSERT_BATCH = 500;
const CONCURRENCY = 16;
const WARMUP_MS = 1_000;
const DURATION_MS = 5_000;
const MAX_REQUESTS = 100_000;
const TARGETS = ["/api/homepage-content", "/"];

interface LoadResult {
  requests: number;
  errors: number;
  bytes: number;
  seconds: number;
  p50: number;
  p99: number;
}

function load(url: string, durationMs: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./load-worker.mjs", import.meta.url), {
      workerData: { url, concurrency: CONCURRENCY, durationMs, maxRequests: MAX_REQUESTS },
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

const paragraph =
  "Der Gemeinderat hat an seiner letzten Sitzung über die Sanierung der Tramstrasse, das Budget des " +
  "kommenden Jahres und die Zukunft der Bibliothek beraten. Die Vereine freuen sich auf das Dorffest.";

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
  try {
    const seedStart = performance.now();
    const now = Date.now();
    await app.ctx.db.transaction(async (tx) => {
      for (let start = 0; start < ARTICLE_COUNT; start += INSERT_BATCH) {
        await tx.insert(articles).values(
          Array.from({ length: Math.min(INSERT_BATCH, ARTICLE_COUNT - start) }, (_, offset) => {
            const index = start + offset;
            return {
              title: `Nachricht ${index + 1} aus dem Dorf`,
              slug: `nachricht-${index + 1}`,
              excerpt: paragraph.slice(0, 140),
              content: `## Abschnitt\n\n${paragraph}\n\n${paragraph}\n\n- Punkt eins\n- Punkt zwei`,
              category: ARTICLE_CATEGORIES[index % 5]!,
              publishedAt: new Date(now - index * 60_000),
              featured: index % 50 === 0 ? "true" : "false",
            };
          }),
        );
      }
    });
    await app.ctx.db.execute("analyze");
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const portal = await app.listen({ port: 0, host: "127.0.0.1" });
    console.log(
      `${ARTICLE_COUNT} articles in ${app.ctx.database.kind} (${seedSeconds.toFixed(1)} s); ` +
        `${CONCURRENCY} connections, ${DURATION_MS / 1000} s or ${MAX_REQUESTS} requests per measurement\n`,
    );

    const rows: string[][] = [];
    for (const target of TARGETS) {
      // The same bytes and content type, answered from memory: what the machine and client can do at best.
      const sample = await fetch(`${portal}${target}`);
      if (!sample.ok) throw new Error(`${target} answered ${sample.status}`);
      const body = Buffer.from(await sample.arrayBuffer());
      const contentType = sample.headers.get("content-type") ?? "application/octet-stream";
      const baseline = http.createServer((_request, response) => {
        response.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
        response.end(body);
      });
      baselines.push(baseline);
      const baselineUrl = await listen(baseline);

      await load(`${portal}${target}`, WARMUP_MS);
      const measured = await load(`${portal}${target}`, DURATION_MS);
      await load(`${baselineUrl}${target}`, WARMUP_MS);
      const bare = await load(`${baselineUrl}${target}`, DURATION_MS);
      if (measured.errors > 0 || bare.errors > 0) {
        throw new Error(`${target}: ${measured.errors} failed requests (baseline ${bare.errors})`);
      }
      const rate = measured.requests / measured.seconds;
      const bareRate = bare.requests / bare.seconds;
      rows.push([
        target,
        `${(body.length / 1024).toFixed(1)} KiB`,
        rate.toFixed(0),
        `${measured.p50.toFixed(1)} / ${measured.p99.toFixed(1)}`,
        bareRate.toFixed(0),
        (rate / bareRate).toFixed(3),
      ]);
    }
    printTable(["address", "answer", "req/s", "p50 / p99 ms", "bare node:http req/s", "ratio"], rows);
  } finally {
    for (const server of baselines) server.close();
    await app.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
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
  console.log("\nratio = req/s of the portal / req/s of a bare node:http server sending the same bytes");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
