import http from "node:http";
import type { FastifyBaseLogger, FastifyServerFactory, FastifyServerFactoryHandler } from "fastify";
import { HitSummary } from "../ops/hit-summary";
import type { ResponseCache } from "./response-cache";

/**
 * The portal's HTTP server (Fastify's serverFactory): a request the response cache can answer never
 * reaches Fastify. The cache is created after Fastify, hence the getter. Timeouts as Fastify sets them
 * on the server it would create itself.
 */
const summaries = new WeakMap<http.Server, HitSummary>();

/** Writes the hits counted so far to the log now (tests; the server does so every HIT_SUMMARY_MS). */
export const flushHitSummary = (server: http.Server) => summaries.get(server)?.flush();

export function frontServer(
  cache: () => ResponseCache | undefined,
  getLog: () => FastifyBaseLogger | undefined,
): FastifyServerFactory {
  return (handler: FastifyServerFactoryHandler, options) => {
    const hits = new HitSummary(getLog);
    const server = http.createServer((request, response) => {
      const started = performance.now();
      if (!cache()?.serveFront(request, response)) return handler(request, response);
      hits.record(request.method!, request.url!, response.statusCode, performance.now() - started);
    });
    summaries.set(server, hits);
    server.once("close", () => hits.flush());
    const number = (name: string) =>
      typeof options[name] === "number" ? (options[name] as number) : undefined;
    server.keepAliveTimeout = number("keepAliveTimeout") ?? server.keepAliveTimeout;
    server.requestTimeout = number("requestTimeout") ?? server.requestTimeout;
    server.setTimeout(number("connectionTimeout") ?? 0);
    if (number("maxRequestsPerSocket")) server.maxRequestsPerSocket = number("maxRequestsPerSocket")!;
    return server;
  };
}
