import { timingSafeEqual } from "node:crypto";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Config } from "../config";
import { route } from "../http/access";
import { forbidden, notFound } from "../lib/http-errors";

/** What the scheduled jobs report after each run. */
export type SchedulerRun = (job: string, outcome: "ok" | "failed") => void;

/** The numbers another part of the app knows best, read at each scrape. */
export interface MetricSources {
  responseCache: { stats: { hits: number; computations: number } };
  /** PostgreSQL's pool; null with PGlite, which has one connection and no pool. */
  databasePool: () => { total: number; idle: number; waiting: number } | null;
  webSockets: () => number;
}

/**
 * The route label: the route's pattern, never the address (one series per route, however many ids
 * are asked for). Pages are rendered by the not-found handler and share one label; built files share one.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return request.method === "GET" || request.method === "HEAD" ? "page" : "unmatched";
  return pattern.startsWith("/assets/") ? "/assets/*" : pattern;
}

/** A counter that mirrors a running total kept elsewhere. */
function mirroredCounter(registry: Registry, name: string, help: string, read: () => number) {
  let reported = 0;
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const total = read();
      this.inc(total - reported);
      reported = total;
    },
  });
}

/** A client's address as the allow-list holds it (an IPv4 client on a dual-stack socket is `::ffff:a.b.c.d`). */
const plainAddress = (address: string) => (address.startsWith("::ffff:") ? address.slice(7) : address);

function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits] = entry.split("/");
    const type = isIPv6(address) ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at /metrics: requests and their latency by route, the response cache, the database
 * pool, open WebSockets, scheduled jobs, and Node's own (memory, event loop). Readable with METRICS_TOKEN
 * as a bearer token, or from an address in METRICS_ALLOW (the client's address after TRUST_PROXY); with
 * neither configured the address does not exist.
 */
export function createMetrics(app: FastifyInstance, config: Config["metrics"]) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "Answered HTTP requests by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to answer by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "http_requests_in_flight",
    help: "Requests being worked on (with PGlite, also the queue in front of its one connection).",
    registers: [registry],
  });
  const schedulerRuns = new Counter({
    name: "scheduler_runs_total",
    help: "Runs of scheduled jobs by job and outcome.",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });

  app.addHook("onRequest", async () => {
    inFlight.inc();
  });
  app.addHook("onResponse", async (request, reply) => {
    inFlight.dec();
    const route = routeLabel(request);
    requests.inc({ method: request.method, route, status: reply.statusCode });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const allowed = allowList(config.allow);
  const canReadMetrics = (request: FastifyRequest) => {
    if (config.token && tokenMatches(request.headers.authorization, config.token)) return true;
    const address = plainAddress(request.ip);
    const type = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : undefined;
    return type !== undefined && allowed.check(address, type);
  };

  return {
    /** Gauges of the parts that exist only once the app is assembled. */
    observe(sources: MetricSources) {
      mirroredCounter(
        registry,
        "response_cache_hits_total",
        "Anonymous public reads answered from the response cache.",
        () => sources.responseCache.stats.hits,
      );
      mirroredCounter(
        registry,
        "response_cache_misses_total",
        "Anonymous public reads the response cache had to compute.",
        () => sources.responseCache.stats.computations,
      );
      new Gauge({
        name: "db_pool_connections",
        help: "PostgreSQL pool connections by state (total, idle, waiting clients); absent with PGlite.",
        labelNames: ["state"] as const,
        registers: [registry],
        collect() {
          const pool = sources.databasePool();
          if (!pool) return;
          for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
        },
      });
      new Gauge({
        name: "websocket_connections",
        help: "Open live connections (/ws) on this instance.",
        registers: [registry],
        collect() {
          this.set(sources.webSockets());
        },
      });
    },
    schedulerRun: ((job, outcome) => schedulerRuns.inc({ job, outcome })) satisfies SchedulerRun,
    routes: async (instance: FastifyInstance) => {
      instance.get("/metrics", route.operations, async (request, reply) => {
        if (!config.token && config.allow.length === 0) throw notFound();
        if (!canReadMetrics(request)) throw forbidden();
        return reply
          .header("Content-Type", registry.contentType)
          .header("Cache-Control", "no-store")
          .send(await registry.metrics());
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
