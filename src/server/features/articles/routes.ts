import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ARTICLE_NOT_FOUND, CATEGORY_PAGE_SIZE, UNKNOWN_CATEGORY } from "../../../shared/articles/articles";
import { pageQuerySchema } from "../../../shared/common/paging";
import { paths } from "../../../shared/common/paths";
import { route } from "../../http/access";
import { notFound } from "../../lib/http-errors";
import { linkNextPage } from "../../lib/paging";
import { viewerOf } from "../../lib/viewer";
import {
  articleBySlug,
  categoryContent,
  featuredArticles,
  homepageContent,
  isArticleCategory,
} from "./service";

export async function articleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get("/api/homepage-content", route.public, async () => homepageContent(db));
  api.get("/api/articles/featured", route.public, async () => featuredArticles(db));

  api.get(
    "/api/articles/category/:category",
    {
      ...route.public,
      schema: { params: z.object({ category: z.string().max(100) }), querystring: pageQuerySchema },
    },
    async (request, reply) => {
      const category = request.params.category.normalize("NFC");
      if (!isArticleCategory(category)) throw notFound(UNKNOWN_CATEGORY);
      const page = await categoryContent(db, category, {
        limit: request.query.limit ?? CATEGORY_PAGE_SIZE,
        cursor: request.query.cursor,
      });
      linkNextPage(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.get(
    "/api/articles/:slug",
    { ...route.public, schema: { params: z.object({ slug: z.string().max(300) }) } },
    async (request, reply) => {
      const article = await articleBySlug(db, request.params.slug, await viewerOf(request));
      if (!article) throw notFound(ARTICLE_NOT_FOUND);
      // The page's server render reads `page` to answer 301 itself (entry-server.tsx).
      if ("movedTo" in article) {
        const slug = encodeURIComponent(article.movedTo);
        return reply
          .code(301)
          .header("Location", `/api/articles/${slug}`)
          .send({ message: "Dieser Artikel hat eine neue Adresse.", page: paths.article(slug) });
      }
      return article;
    },
  );
}
