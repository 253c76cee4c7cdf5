import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LETTER_NOT_FOUND } from "../../../shared/letters";
import { letterAiRequestSchema, letterSubmissionSchema } from "../../../shared/reader-reporter";
import { notFound } from "../../lib/http-errors";
import { AI_DRAFT_LIMIT, CONTRIBUTION_SUBMIT_LIMIT, limitPerMember } from "../../lib/rate-limits";
import { viewerOf } from "../../lib/viewer";
import { createAi } from "../../providers/ai/index";
import { requireMember } from "../auth/session";
import { draftLetter, letterBySlug, lettersOfMember, submitLetter } from "./service";

export async function letterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.ctx;
  const ai = createAi(config.ai, { log: app.log });
  // Signed-out visitors hear that first, before any word about their input.
  const signedIn = async (request: Parameters<typeof requireMember>[0]) => {
    await requireMember(request);
  };

  api.get("/api/leserbriefe/user", async (request) => {
    const user = await requireMember(request);
    return lettersOfMember(db, user.id);
  });

  api.post(
    "/api/leserbriefe/ai-generate",
    {
      schema: { body: letterAiRequestSchema },
      preValidation: signedIn,
      config: { rateLimit: limitPerMember("letter-ai", AI_DRAFT_LIMIT) },
    },
    async (request) => {
      await requireMember(request);
      return draftLetter(ai, config.municipality, request.body);
    },
  );

  api.post(
    "/api/leserbriefe",
    {
      schema: { body: letterSubmissionSchema },
      preValidation: signedIn,
      config: { rateLimit: limitPerMember("letter-submit", CONTRIBUTION_SUBMIT_LIMIT) },
    },
    async (request, reply) => {
      const user = await requireMember(request);
      return reply.code(201).send(await submitLetter(db, request.body, user.id));
    },
  );

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
