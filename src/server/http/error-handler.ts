import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { Config } from "../config";
import { HttpError } from "../lib/http-errors";
import {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE,
  DATABASE_UNAVAILABLE_PAGE,
  databaseOutageCheck,
} from "../ops/database-outage";

/** PostgreSQL's class 22 (data exception: invalid text, out-of-range values): bad input, not a fault. */
function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth++) {
    const code = typeof current === "object" ? (current as { code?: unknown }).code : undefined;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A browser's request for a page (rendered by the not-found handler), not an API call. */
export const isPageRequest = (request: FastifyRequest) =>
  (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");

/** Every failure answers in German with a 4xx where the input was at fault; only real faults are 500. */
export function registerErrorHandler(app: FastifyInstance, config: Config) {
  const isDatabaseUnavailable = databaseOutageCheck(config.databaseUrl);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      reply.code(503).header("Retry-After", String(DATABASE_RETRY_AFTER_S));
      if (isPageRequest(request))
        return reply.type("text/html; charset=utf-8").send(DATABASE_UNAVAILABLE_PAGE);
      return reply.send({ message: DATABASE_UNAVAILABLE });
    }
    if (isDataException(error)) {
      return reply.code(400).send({ message: "Ungültige Eingabe." });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: error.validation[0]?.message ?? "Ungültige Eingabe." });
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send({ message: "Die Anfrage ist zu gross." });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send({ message: "Dieses Datenformat wird nicht unterstützt." });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: "Ungültige Anfrage." });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Interner Serverfehler. Bitte versuchen Sie es später erneut." });
  });
}
