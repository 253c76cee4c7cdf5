import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { reportSchema } from "../../../shared/reports";
import { limitPerMember } from "../../lib/rate-limits";
import { requireMember } from "../auth/session";
import { reportItem } from "./service";

export async function reportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.post(
    "/api/reports",
    {
      schema: { body: reportSchema },
      preValidation: async (request) => {
        await requireMember(request);
      },
      config: { rateLimit: limitPerMember("report", { max: 30, timeWindow: "1 hour" }) },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      await reportItem(db, member.id, request.body);
      return reply.code(201).send({ ok: true });
    },
  );
}
