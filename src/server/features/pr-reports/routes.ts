import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PR_REPORT_NOT_FOUND } from "../../../shared/pr-reports/pr-reports";
import {
  createPrSubscriptionSchema,
  generatePrReportSchema,
  type PrSubscriptionSetup,
  testCardSchema,
} from "../../../shared/pr-reports/pr-service";
import { admitted, route } from "../../http/access";
import { HttpError, notFound } from "../../lib/http-errors";
import { limitPerSession } from "../../lib/rate-limits";
import { viewerOf } from "../../lib/viewer";
import { createAi } from "../../providers/ai/index";
import { PaymentDeclinedError, PaymentEventRejected } from "../../providers/payments/index";
import { isTestProvider } from "../../providers/payments/test-provider";
import { getSession, setSessionCookie } from "../auth/session";
import { createSession } from "../auth/sessions";
import { prReportAdminRoutes } from "./admin-routes";
import { generatePrReport } from "./generation";
import {
  approvePrReport,
  checkPaymentSetup,
  type PrServiceContext,
  recordPaymentSetup,
  rejectPrReport,
  startPaymentSetup,
  syncPrSubscription,
} from "./lifecycle";
import { recordPaymentEvent } from "./payment-events";
import { canPayForPrReport } from "./policy";
import { runPrBilling } from "./scheduler";
import { claimSessionOrders, ownPrReports, prReportById, prReportRow } from "./service";

/** An address that is not a report number names no report: 404 like an unknown number. */
export const reportIdOf = (param: string) => {
  const id = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  return id && id <= 2_147_483_647 ? id : null;
};

export const idParams = { params: z.object({ id: z.string().max(20) }) };

/** The PR service's dependencies, read from the app each time so tests can swap a provider. */
export const prServiceContext = (app: FastifyInstance): PrServiceContext => ({
  db: app.ctx.db,
  mailer: app.ctx.mailer,
  payments: app.ctx.payments,
  config: app.ctx.config,
});

/** The browser session that orders a report; a visitor without one gets one here. */
async function ordererOf(request: FastifyRequest, reply: FastifyReply) {
  const session = await getSession(request);
  if (session) return { userId: session.user?.id ?? null, sessionId: session.sid };
  const sid = await createSession(request.server.ctx.db, {});
  setSessionCookie(request, reply, sid);
  return { userId: null, sessionId: sid };
}

/** The report the viewer ordered, or 404 for anybody else (its existence is not revealed). */
async function orderedReport(request: FastifyRequest, id: number | null) {
  const row = id ? await prReportRow(request.server.ctx.db, id) : null;
  if (!row || !canPayForPrReport(row, await viewerOf(request))) throw notFound(PR_REPORT_NOT_FOUND);
  return row;
}

export async function prReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const ai = createAi(config.ai, { log: app.log });
  app.ctx.sessionHandovers.push(claimSessionOrders);

  api.get("/api/pr-reports/user", route.public, async (request) =>
    ownPrReports(db, await viewerOf(request), config.timeZone),
  );

  api.get("/api/pr-reports/:id", { ...route.public, schema: idParams }, async (request) => {
    const id = reportIdOf(request.params.id);
    const report = id ? await prReportById(db, id, await viewerOf(request)) : null;
    if (!report) throw notFound(PR_REPORT_NOT_FOUND);
    return report;
  });

  api.post(
    "/api/generate-pr-report",
    {
      schema: { body: generatePrReportSchema },
      // Per address, before any session exists; sessions and members are counted in the service.
      config: { access: "public", rateLimit: { max: 20, timeWindow: "1 hour" } },
    },
    async (request, reply) => {
      const orderer = await ordererOf(request, reply);
      return generatePrReport(
        { db, ai, fetchSite: app.ctx.siteFetcher, municipality: config.municipality },
        request.body.companyDomain,
        orderer,
      );
    },
  );

  api.get("/api/pr-payment-mode", route.public, async () => app.ctx.payments.mode);

  api.post(
    "/api/create-pr-subscription",
    {
      schema: { body: createPrSubscriptionSchema },
      config: {
        access: "public",
        rateLimit: limitPerSession("pr-subscription", { max: 30, timeWindow: "1 hour" }),
      },
    },
    async (request): Promise<PrSubscriptionSetup> => {
      const row = await orderedReport(request, request.body.prReportId);
      const clientSecret = await startPaymentSetup(prServiceContext(app), row.id, {
        email: request.body.email,
        companyName: request.body.companyName,
        billingAddress: request.body.billingAddress,
      });
      return { clientSecret };
    },
  );

  api.post(
    "/api/pr-reports/:id/payment-check",
    {
      schema: idParams,
      config: {
        access: "public",
        rateLimit: limitPerSession("pr-payment-check", { max: 60, timeWindow: "1 minute" }),
      },
    },
    async (request) => {
      const row = await orderedReport(request, reportIdOf(request.params.id));
      return { stage: await checkPaymentSetup(prServiceContext(app), row) };
    },
  );

  // The built-in test provider's card form: the same setup and lifecycle code as Stripe's confirmation.
  api.post(
    "/api/pr-reports/:id/test-card",
    {
      schema: { ...idParams, body: testCardSchema },
      config: {
        access: "public",
        rateLimit: limitPerSession("pr-test-card", { max: 20, timeWindow: "1 minute" }),
      },
    },
    async (request) => {
      const payments = app.ctx.payments;
      if (!isTestProvider(payments)) throw notFound();
      const row = await orderedReport(request, reportIdOf(request.params.id));
      if (!row.paymentIntentId || `${row.paymentIntentId}_secret` !== request.body.clientSecret) {
        throw new HttpError(400, "Die Zahlungsanfrage ist ungültig. Bitte laden Sie die Seite neu.");
      }
      try {
        await db.transaction((tx) =>
          payments.confirmSetup(tx, request.body.clientSecret, request.body.cardNumber),
        );
      } catch (error) {
        if (error instanceof PaymentDeclinedError) throw new HttpError(402, error.message);
        throw error;
      }
      return { stage: await recordPaymentSetup(prServiceContext(app), row.paymentIntentId) };
    },
  );

  api.post("/api/admin/pr-reports/:id/approve", { ...route.admin, schema: idParams }, async (request) => {
    const id = reportIdOf(request.params.id);
    if (!id) throw notFound(PR_REPORT_NOT_FOUND);
    return approvePrReport(prServiceContext(app), id, admitted(request));
  });

  api.post(
    "/api/admin/pr-reports/:id/reject",
    {
      ...route.admin,
      schema: {
        ...idParams,
        body: z
          .object({ reason: z.string().trim().max(2000, "Die Begründung ist zu lang.").optional() })
          .nullish(),
      },
    },
    async (request) => {
      const id = reportIdOf(request.params.id);
      if (!id) throw notFound(PR_REPORT_NOT_FOUND);
      return rejectPrReport(prServiceContext(app), id, admitted(request), request.body?.reason || undefined);
    },
  );

  // Test mode only: moves the test provider's clock on, as Stripe's test clocks do, and bills what is due.
  api.post(
    "/api/admin/test-payments/clock",
    { ...route.admin, schema: { body: z.object({ days: z.number().int().min(1).max(400) }) } },
    async (request) => {
      const payments = app.ctx.payments;
      if (!isTestProvider(payments)) throw notFound();
      const now = await payments.advanceClock(db, request.body.days * 86_400_000);
      await runPrBilling(prServiceContext(app), now);
      return { now: now.toISOString() };
    },
  );

  // Stripe signs the exact bytes it sent: this route alone reads its body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post("/api/stripe/webhook", route.operations, async (request, reply) => {
      const payments = app.ctx.payments;
      let event: ReturnType<typeof payments.verifyEvent>;
      try {
        const signature = request.headers["stripe-signature"];
        event = payments.verifyEvent(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === "string" ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof PaymentEventRejected) throw new HttpError(400, "Ungültige Signatur.");
        throw error;
      }
      const ctx = prServiceContext(app);
      const handled = await recordPaymentEvent(db, event, async (target) => {
        if (target.kind === "setup") await recordPaymentSetup(ctx, target.setupIntentId);
        if (target.kind === "subscription") await syncPrSubscription(ctx, target.subscriptionId);
      });
      return reply.send({ received: true, duplicate: !handled });
    });
  });

  await app.register(prReportAdminRoutes);
}
