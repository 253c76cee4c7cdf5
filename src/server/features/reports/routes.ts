import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { REPORT_ITEM_KINDS } from "../../../shared/common/constants";
import { reportSchema } from "../../../shared/reports/reports";
import { admitted, route } from "../../http/access";
import { limitPerMember } from "../../lib/rate-limits";
import { dismissReports, reportItem } from "./service";

export async function reportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.post(
    "/api/reports",
    {
      schema: { body: reportSchema },
      config: { access: "verified", rateLimit: limitPerMember("report", { max: 30, timeWindow: "1 hour" }) },
    },
    async (request, reply) => {
      await reportItem(app.ctx, admitted(request), request.body);
      return reply.code(201).send({ ok: true });
    },
  );

  // The team looks at a reported item and keeps it: the reports are closed.
  api.post(
    "/api/admin/reports/:kind/:itemId/dismiss",
    {
      ...route.editor,
      schema: { params: z.object({ kind: z.enum(REPORT_ITEM_KINDS), itemId: z.string().max(64) }) },
    },
    async (request, reply) => {
      await dismissReports(db, request.params.kind, request.params.itemId, admitted(request).id);
      return reply.code(204).send();
    },
  );
}
