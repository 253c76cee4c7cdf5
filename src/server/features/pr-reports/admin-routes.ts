import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { prReportEditSchema } from "../../../shared/admin/admin";
import { admitted, route } from "../../http/access";
import { deletePrReport, updatePrReport } from "./admin";

const idParams = z.object({ id: z.string().max(64) });

/** The administrators' corrections of a PR report: its title and company name, and deleting it. */
export async function prReportAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  api.patch(
    "/api/admin/pr-reports/:id",
    { ...route.admin, schema: { params: idParams, body: prReportEditSchema } },
    async (request) =>
      updatePrReport(db, request.params.id, admitted(request).id, request.body, app.ctx.config.timeZone),
  );
  api.delete(
    "/api/admin/pr-reports/:id",
    { ...route.admin, schema: { params: idParams } },
    async (request, reply) => {
      await deletePrReport(db, request.params.id, admitted(request).id);
      return reply.code(204).send();
    },
  );
}
