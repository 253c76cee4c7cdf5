import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { chatRequestSchema } from "../../../shared/chat";
import { perSession } from "../../lib/rate-limits";
import { createAi } from "../../providers/ai/index";
import { answerQuestion } from "./assistant";

/** A person types a question every few seconds at most; more is a script. */
const CHAT_LIMIT = { max: 20, timeWindow: "1 minute" };

export async function chatRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.ctx;
  const context = {
    db,
    ai: createAi(config.ai, { log: app.log }),
    municipality: config.municipality,
    editorialEmail: config.editorialEmail,
    timeZone: config.timeZone,
  };

  api.post(
    "/api/chat",
    {
      schema: { body: chatRequestSchema },
      config: { access: "public", rateLimit: { ...CHAT_LIMIT, keyGenerator: perSession("chat") } },
    },
    async (request) => ({ response: await answerQuestion(context, request.body) }),
  );
}
