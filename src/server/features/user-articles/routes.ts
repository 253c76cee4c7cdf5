import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { articleAiRequestSchema, userArticleSubmissionSchema } from "../../../shared/reader-reporter";
import { USER_ARTICLE_NOT_FOUND } from "../../../shared/user-articles";
import { notFound } from "../../lib/http-errors";
import { AI_DRAFT_LIMIT, CONTRIBUTION_SUBMIT_LIMIT, limitPerMember } from "../../lib/rate-limits";
import { viewerOf } from "../../lib/viewer";
import { createAi } from "../../providers/ai/index";
import { requireMember } from "../auth/session";
import { draftUserArticle, submitUserArticle, userArticleBySlug, userArticlesOfMember } from "./service";

export async function userArticleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.ctx;
  const ai = createAi(config.ai, { log: app.log });
  // Signed-out visitors hear that first, before any word about their input.
  const signedIn = async (request: Parameters<typeof requireMember>[0]) => {
    await requireMember(request);
  };

  api.get("/api/user-articles/user", async (request) => {
    const user = await requireMember(request);
    return userArticlesOfMember(db, user.id);
  });

  api.post(
    "/api/user-articles/ai-generate",
    {
      schema: { body: articleAiRequestSchema },
      preValidation: signedIn,
      config: { rateLimit: limitPerMember("article-ai", AI_DRAFT_LIMIT) },
    },
    async (request) => {
      await requireMember(request);
      return draftUserArticle(ai, config.municipality, request.body);
    },
  );

  api.post(
    "/api/user-articles",
    {
      schema: { body: userArticleSubmissionSchema },
      preValidation: signedIn,
      config: { rateLimit: limitPerMember("article-submit", CONTRIBUTION_SUBMIT_LIMIT) },
    },
    async (request, reply) => {
      const user = await requireMember(request);
      return reply.code(201).send(await submitUserArticle(db, request.body, user.id));
    },
  );

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
