import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { HttpError } from "../lib/http-errors";
import { hasSessionCookie } from "./headers";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const INVALID_CHARACTER = "Die Eingabe enthält ein unzulässiges Steuerzeichen (NUL).";

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(
    ([key, entry]) => key.includes("\u0000") || containsNul(entry, depth + 1),
  );
}

/** What every request passes before any route: same-site writes, no NUL, no shared caching of members. */
export function registerGuards(app: FastifyInstance, config: Config) {
  // DESIGN.md §3: a browser that says a state-changing request is cross-site is refused.
  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.crossSite === "allowed") return;
    if (request.headers["sec-fetch-site"] === "cross-site")
      throw new HttpError(403, "Anfragen von fremden Seiten sind nicht erlaubt.");
    const origin = request.headers.origin;
    if (origin && origin !== ownOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new HttpError(403, "Anfragen von fremden Seiten sind nicht erlaubt.");
    }
  });

  // A NUL character is never text: PostgreSQL refuses it in every text column and query parameter. It is
  // refused here for every route, in the address and in any string of a parsed body.
  app.addHook("onRequest", async (request) => {
    if (/%00/i.test(request.url)) throw new HttpError(400, INVALID_CHARACTER);
  });
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.body)) throw new HttpError(400, INVALID_CHARACTER);
  });

  // What a signed-in visitor is answered may name them: no cache keeps it, only immutable files pass, and
  // answers a route marked private itself (the browser may keep those for revalidation by ETag). The
  // header, not the parsed cookies: a request refused before the cookie plugin ran (draining) has none.
  app.addHook("onSend", async (request, reply) => {
    const cacheControl = String(reply.getHeader("cache-control") ?? "");
    if (cacheControl.includes("immutable") || cacheControl.startsWith("private")) return;
    if (hasSessionCookie(request.headers.cookie) || reply.hasHeader("set-cookie"))
      reply.header("Cache-Control", "no-store");
  });
}
