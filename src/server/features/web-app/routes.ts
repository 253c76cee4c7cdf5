import type { FastifyInstance } from "fastify";
import { route } from "../../http/access";
import { webAppManifest } from "../../lib/web-app";

/**
 * The installable portal (issue 26): the web app manifest, made once at start. It is in the response
 * cache's list (cache/public-routes.ts), which adds the ETag and compression.
 */
export async function webAppRoutes(app: FastifyInstance) {
  const manifest = JSON.stringify(webAppManifest(app.ctx.config.municipality));

  app.get("/manifest.webmanifest", route.public, async (_request, reply) =>
    reply
      .header("Content-Type", "application/manifest+json; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .send(manifest),
  );
}
