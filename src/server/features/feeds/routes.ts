import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNKNOWN_CATEGORY } from "../../../shared/articles/articles";
import { route } from "../../http/access";
import { notFound } from "../../lib/http-errors";
import { isArticleCategory } from "../articles/service";
import { noticesFeed, rssFeed, sitemap } from "./service";

/** Feeds change with every publication; a quarter of an hour of caching spares the database. */
const FEED_CACHE = "public, max-age=900";

export async function feedRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  api.get("/rss.xml", route.public, async (_request, reply) =>
    reply
      .header("Content-Type", "application/rss+xml; charset=utf-8")
      .header("Cache-Control", FEED_CACHE)
      .send(await rssFeed(db, config)),
  );

  api.get(
    "/category/:category/rss.xml",
    { ...route.public, schema: { params: z.object({ category: z.string().max(100) }) } },
    async (request, reply) => {
      const category = request.params.category.normalize("NFC");
      if (!isArticleCategory(category)) throw notFound(UNKNOWN_CATEGORY);
      return reply
        .header("Content-Type", "application/rss+xml; charset=utf-8")
        .header("Cache-Control", FEED_CACHE)
        .send(await rssFeed(db, config, category));
    },
  );

  api.get("/mitteilungen/rss.xml", route.public, async (_request, reply) =>
    reply
      .header("Content-Type", "application/rss+xml; charset=utf-8")
      .header("Cache-Control", FEED_CACHE)
      .send(await noticesFeed(db, config)),
  );

  api.get("/sitemap.xml", route.public, async (_request, reply) =>
    reply
      .header("Content-Type", "application/xml; charset=utf-8")
      .header("Cache-Control", FEED_CACHE)
      .send(await sitemap(db, config)),
  );

  api.get("/robots.txt", route.public, async (_request, reply) =>
    reply
      .header("Content-Type", "text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=86400")
      .send(
        [
          "User-agent: *",
          "Disallow: /api/",
          "Disallow: /admin",
          "Disallow: /profil",
          "Disallow: /dashboard",
          "Disallow: /inbox",
          `Sitemap: ${config.publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );
}
