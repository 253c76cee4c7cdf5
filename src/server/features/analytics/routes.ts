import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PAGEVIEW_PATH, pageViewSchema } from "../../../shared/analytics/analytics";
import { limitPerMember } from "../../lib/rate-limits";
import { recordPageView } from "./service";

export async function analyticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  api.post(
    PAGEVIEW_PATH,
    {
      schema: { body: pageViewSchema },
      config: {
        access: "public",
        rateLimit: limitPerMember("pageview", { max: 120, timeWindow: "1 minute" }),
      },
    },
    async (request, reply) => {
      const optedOut = request.headers.dnt === "1" || request.headers["sec-gpc"] === "1";
      await recordPageView(
        db,
        { ...request.body, ip: request.ip, userAgent: request.headers["user-agent"], optedOut },
        config,
      );
      // The same answer whether counted or not: nothing to learn from it.
      return reply.code(204).send();
    },
  );
}
