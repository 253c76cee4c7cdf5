import type { FastifyInstance } from "fastify";
import { SERVICE_WORKER_PATH } from "../../../shared/web-app/offline";
import { route } from "../../http/access";
import { webAppManifest } from "../../lib/web-app";
import { serviceWorkerScript } from "./service-worker";

/**
 * The worker's own policy (a worker's script answer sets it): it talks only to this site — pages,
 * files, the push settings — and loads the notification's icon from it; it runs no other script.
 */
export const SERVICE_WORKER_POLICY =
  "default-src 'none'; connect-src 'self'; img-src 'self'; frame-ancestors 'none'";

/**
 * The installable portal (issue 26): the web app manifest and the service worker, both made once at start.
 * Both are in the response cache's list (cache/public-routes.ts), which adds the ETag and compression;
 * `no-cache` makes a browser ask again each time, so that a new build's worker is found at once.
 */
export const webAppRoutes = (options: { build: boolean }) => async (app: FastifyInstance) => {
  const manifest = JSON.stringify(webAppManifest(app.ctx.config.municipality));
  const script = await serviceWorkerScript(options);

  app.get("/manifest.webmanifest", route.public, async (_request, reply) =>
    reply
      .header("Content-Type", "application/manifest+json; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .send(manifest),
  );

  // At the root, so that its scope is the whole site without a Service-Worker-Allowed header.
  app.get(SERVICE_WORKER_PATH, route.public, async (_request, reply) =>
    reply
      .header("Content-Type", "text/javascript; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .header("Content-Security-Policy", SERVICE_WORKER_POLICY)
      .send(script),
  );
};
