import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { USER_ARTICLE_NOT_FOUND } from "../../../shared/user-articles";
import { notFound } from "../../lib/http-errors";
import { viewerOf } from "../../lib/viewer";
import { userArticleBySlug } from "./service";

export async function userArticleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    "/api/user-articles/:slug",
    { schema: { params: z.object({ slug: z.string().max(300) }) } },
    async (request) => {
      const article = await userArticleBySlug(db, request.params.slug, await viewerOf(request));
      if (!article) throw notFound(USER_ARTICLE_NOT_FOUND);
      return article;
    },
  );
}
