import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { INTERNAL_REQUEST_HEADER, REQUEST_ID_HEADER } from "../http/headers";

/** What a proxy's id may look like: anything else (too long, control characters) could forge log lines. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's genReqId: the id a proxy in front already gave the request, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/** The one log line of a request Fastify answered (the cache's hits before it: ops/hit-summary.ts). */
export function logRequest(
  log: FastifyBaseLogger,
  line: {
    method?: string;
    url?: string;
    route: string | null;
    status: number;
    ms: number;
  },
) {
  log.info({ ...line, ms: Math.round(line.ms) }, "request");
}

/**
 * Every answer names its request id (X-Request-Id, and `requestId` in the body of every JSON error
 * beside its `message`), and every request gives one log line with the same id, so that an error a
 * member reports can be found in the log. Registered before the response cache: its hits are sent from
 * its own onRequest hook, and its onSend compresses bodies this hook still has to read.
 */
export function registerRequestTracing(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    // On the raw answer, so that it also goes out with a cached answer (written by the cache itself).
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string" || !payload.startsWith("{")) return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json")) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== "object" || Array.isArray(body) || !("message" in body)) return payload;
    return JSON.stringify({ ...body, requestId: request.id });
  });

  app.addHook("onResponse", async (request, reply) => {
    // The API calls a page render makes in process are part of the page's request and its line.
    if (request.headers[INTERNAL_REQUEST_HEADER]) return;
    logRequest(request.log, {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: reply.elapsedTime,
    });
  });
}
