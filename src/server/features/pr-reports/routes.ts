import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PR_REPORT_NOT_FOUND } from "../../../shared/pr-reports";
import { notFound } from "../../lib/http-errors";
import { viewerOf } from "../../lib/viewer";
import { prReportById } from "./service";

export async function prReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    "/api/pr-reports/:id",
    { schema: { params: z.object({ id: z.string().max(20) }) } },
    async (request) => {
      // An address that is not a report number names no report: 404 like an unknown number.
      const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      const report = id && id <= 2_147_483_647 ? await prReportById(db, id, await viewerOf(request)) : null;
      if (!report) throw notFound(PR_REPORT_NOT_FOUND);
      return report;
    },
  );
}
