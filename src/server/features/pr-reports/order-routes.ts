import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PR_REPORT_NOT_FOUND } from "../../../shared/pr-reports/pr-reports";
import { route } from "../../http/access";
import { notFound } from "../../lib/http-errors";
import { limitPerSession } from "../../lib/rate-limits";
import { viewerOf } from "../../lib/viewer";
import { cancelPrOrder, deletePrDraft, receiptsOf } from "./orders";
import { canManagePrOrder } from "./policy";
import { RECEIPT_CSP, receiptHtml } from "./receipt";
import { idParams, prServiceContext, reportIdOf } from "./routes";
import { prReportRow } from "./service";

/** The report the viewer may manage (its orderer or an admin), or 404 for anybody else. */
async function managedReport(request: FastifyRequest, param: string) {
  const id = reportIdOf(param);
  const row = id ? await prReportRow(request.server.ctx.db, id) : null;
  const viewer = await viewerOf(request);
  if (!row || !canManagePrOrder(row, viewer)) throw notFound(PR_REPORT_NOT_FOUND);
  return { row, viewer };
}

/** The company's order after it was placed: deleting a draft, cancelling, receipts (issue 30, item 4). */
export async function prOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Public: the orderer may be a browser session without an account; the item rule is canManagePrOrder.
  const orderLimit = {
    access: "public" as const,
    rateLimit: limitPerSession("pr-order", { max: 30, timeWindow: "1 hour" }),
  };

  api.delete("/api/pr-reports/:id", { schema: idParams, config: orderLimit }, async (request, reply) => {
    const { row, viewer } = await managedReport(request, request.params.id);
    await deletePrDraft(prServiceContext(app), row.id, viewer.userId);
    return reply.code(204).send();
  });

  api.post("/api/pr-reports/:id/cancel", { schema: idParams, config: orderLimit }, async (request) => {
    const { row, viewer } = await managedReport(request, request.params.id);
    return cancelPrOrder(prServiceContext(app), row.id, viewer.userId);
  });

  api.get("/api/pr-reports/:id/receipts", { ...route.public, schema: idParams }, async (request) => {
    const { row } = await managedReport(request, request.params.id);
    return { receipts: await receiptsOf(prServiceContext(app), row) };
  });

  api.get(
    "/api/pr-reports/:id/receipts/:receiptId",
    {
      ...route.public,
      schema: { params: z.object({ id: z.string().max(20), receiptId: z.string().max(200) }) },
    },
    async (request, reply) => {
      const { row } = await managedReport(request, request.params.id);
      const receipt = (await receiptsOf(prServiceContext(app), row)).find(
        (candidate) => candidate.id === request.params.receiptId,
      );
      if (!receipt) throw notFound("Quittung nicht gefunden");
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header("content-security-policy", RECEIPT_CSP)
        .send(receiptHtml(app.ctx.config, row, receipt));
    },
  );
}
