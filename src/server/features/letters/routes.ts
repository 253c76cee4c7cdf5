import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LETTER_NOT_FOUND } from "../../../shared/letters";
import { notFound } from "../../lib/http-errors";
import { viewerOf } from "../../lib/viewer";
import { letterBySlug } from "./service";

export async function letterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    "/api/leserbriefe/:slug",
    { schema: { params: z.object({ slug: z.string().max(300) }) } },
    async (request) => {
      const letter = await letterBySlug(db, request.params.slug, await viewerOf(request));
      if (!letter) throw notFound(LETTER_NOT_FOUND);
      return letter;
    },
  );
}
