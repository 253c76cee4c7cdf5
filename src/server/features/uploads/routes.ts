import type { FastifyInstance } from "fastify";
import { notFound } from "../../lib/http-errors";

/** Stored objects are named by content-independent random keys and never change: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export async function objectRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  app.get<{ Params: { "*": string } }>("/objects/*", async (request, reply) => {
    const object = await storage.get(request.params["*"]);
    if (!object) throw notFound("Datei nicht gefunden");
    return reply
      .header("Content-Type", object.contentType)
      .header("Content-Length", object.size)
      .header("Cache-Control", IMMUTABLE)
      .header("X-Content-Type-Options", "nosniff")
      .send(object.body);
  });
}
