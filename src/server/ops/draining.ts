import type { FastifyInstance } from "fastify";
import { INTERNAL_REQUEST_HEADER } from "../http/headers";
import { HttpError } from "../lib/http-errors";

export const SHUTTING_DOWN =
  "Der Server wird gerade neu gestartet. Bitte versuchen Sie es gleich noch einmal.";

export interface Draining {
  /** True from the moment the app starts closing (SIGTERM): /readyz fails, new requests are refused. */
  readonly closing: boolean;
}

/**
 * Shutting down gracefully (SIGTERM, main.ts): requests under way finish, a request that still arrives on
 * an open keep-alive connection is refused with 503 and its connection closed (the listening socket is
 * closed, so a new connection goes to another instance), live connections get a close frame (realtime).
 * In place of Fastify's own English 503, so that the answer speaks German like every other.
 */
export function registerDraining(app: FastifyInstance): Draining {
  const state = { closing: false };
  app.addHook("preClose", async () => {
    state.closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    // An API call a page render makes in process belongs to a request under way: it may finish.
    if (!state.closing || request.headers[INTERNAL_REQUEST_HEADER]) return;
    reply.header("Connection", "close").header("Retry-After", "1");
    request.log.info("refused while shutting down");
    throw new HttpError(503, SHUTTING_DOWN);
  });
  return state;
}
