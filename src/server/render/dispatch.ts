import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { parse } from "regexparam";
import type { ZodType } from "zod";
import type { StoredAnswer } from "../cache/response-cache";
import { admit } from "../http/access";
import { HttpError } from "../lib/http-errors";
import { DATABASE_UNAVAILABLE, databaseOutageCheck } from "../ops/database-outage";

interface DirectRoute {
  route: RouteOptions;
  pattern: RegExp;
  keys: string[];
}

const ROUTE_HOOKS = ["onRequest", "preParsing", "preValidation", "preHandler", "preSerialization", "onSend"];

/** What a route handler may do with its reply when called directly: status, headers, a payload. */
class DirectReply {
  statusCode = 200;
  payload: unknown;
  readonly fields: Record<string, string> = {};
  code(status: number) {
    this.statusCode = status;
    return this;
  }
  status(status: number) {
    return this.code(status);
  }
  header(name: string, value: unknown) {
    this.fields[name.toLowerCase()] = String(value);
    return this;
  }
  getHeader(name: string) {
    return this.fields[name.toLowerCase()];
  }
  hasHeader(name: string) {
    return name.toLowerCase() in this.fields;
  }
  type(contentType: string) {
    return this.header("content-type", contentType);
  }
  send(payload?: unknown) {
    this.payload = payload;
    return this;
  }
}

/**
 * Calls the handler of a public GET API route in process, as a page render needs its data: the route's
 * own parameter schemas and handler (so its service), without building a fake HTTP exchange. Only
 * routes without hooks of their own qualify; `dispatch` answers null for any other, and the caller
 * falls back to a full in-process request.
 */
export function createDirectDispatcher(app: FastifyInstance) {
  const routes: DirectRoute[] = [];
  const isDatabaseUnavailable = databaseOutageCheck(app.ctx.config.databaseUrl);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes("GET") || !route.url?.startsWith("/api/")) return;
    const { pattern, keys } = parse(route.url);
    routes.push({ route, pattern, keys });
    // Addresses without parameters first, as Fastify's router prefers them (/featured before /:slug).
    routes.sort((a, b) => Number(a.keys.length > 0) - Number(b.keys.length > 0));
  });

  return async function dispatch(request: FastifyRequest, path: string): Promise<StoredAnswer | null> {
    const url = new URL(path, "http://direct.invalid");
    const found = routes.find(({ pattern }) => pattern.test(url.pathname));
    if (!found) return null;
    const { route, pattern, keys } = found;
    if (ROUTE_HOOKS.some((hook) => route[hook as keyof RouteOptions] !== undefined)) return null;
    const values = pattern.exec(url.pathname)!;
    const rawParams: Record<string, string> = {};
    try {
      keys.forEach((key, index) => {
        rawParams[key] = decodeURIComponent(values[index + 1] ?? "");
      });
    } catch {
      return null;
    }
    const schema = (route.schema ?? {}) as { params?: ZodType; querystring?: ZodType };
    const params = validated(schema.params, rawParams);
    const query = validated(schema.querystring, Object.fromEntries(url.searchParams));
    if (!params.success || !query.success) {
      const issue = !params.success ? params.issue : !query.success ? query.issue : undefined;
      return json(400, { message: issue ?? "Ungültige Eingabe." });
    }
    // The visitor's own request with this address's parameters: session, headers and app stay theirs.
    const direct = Object.create(request, {
      params: { value: params.data },
      query: { value: query.data },
      url: { value: `${url.pathname}${url.search}` },
    }) as FastifyRequest;
    const reply = new DirectReply();
    try {
      // The route's declared access, as its hook would check it (http/access.ts).
      (direct as { member: FastifyRequest["member"] }).member = await admit(direct, route.config?.access);
      const result = await (route.handler as (req: unknown, rep: unknown) => unknown).call(
        app,
        direct,
        reply,
      );
      const payload = result === reply || result === undefined ? reply.payload : result;
      if (typeof payload === "string") {
        return {
          status: reply.statusCode,
          body: payload,
          headers: { "content-type": "text/plain; charset=utf-8", ...reply.fields },
        };
      }
      return {
        ...json(reply.statusCode, payload),
        headers: { "content-type": "application/json; charset=utf-8", ...reply.fields },
      };
    } catch (error) {
      if (error instanceof HttpError) return json(error.statusCode, { message: error.message });
      if (isDatabaseUnavailable(error)) return json(503, { message: DATABASE_UNAVAILABLE });
      request.log.error({ err: error }, "page data failed");
      return json(500, { message: "Interner Serverfehler. Bitte versuchen Sie es später erneut." });
    }
  };
}

function validated(schema: ZodType | undefined, value: Record<string, string>) {
  if (!schema) return { success: true as const, data: value };
  const result = schema.safeParse(value);
  return result.success
    ? { success: true as const, data: result.data }
    : { success: false as const, issue: result.error.issues[0]?.message };
}

const json = (status: number, value: unknown): StoredAnswer => ({
  status,
  body: JSON.stringify(value),
  headers: { "content-type": "application/json; charset=utf-8" },
});
