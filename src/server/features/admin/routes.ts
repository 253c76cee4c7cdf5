import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminUsersQuery,
  auditQuery,
  moderationNotesSchema,
  prReportEditSchema,
  rejectReasonSchema,
  roleChangeSchema,
} from "../../../shared/admin";
import { REPORT_ITEM_KINDS } from "../../../shared/constants";
import { forbidden } from "../../lib/http-errors";
import { moderationContext } from "../../lib/moderation";
import { requireAdmin, requireUser } from "../auth/session";
import { approveEvent, deleteEvent, pendingEvents, rejectEvent } from "../events/service";
import { approveLetter, deleteLetter, pendingLetters, rejectLetter } from "../letters/moderation";
import { hideHelpEntry, showHelpEntry } from "../marketplace/moderation";
import { type EditorialAction, type EditorialKind, isEditorial, may, roleOf } from "../newsroom/policy";
import { deletePrReport, pendingPrReports, updatePrReport } from "../pr-reports/admin";
import { dismissReports } from "../reports/service";
import { approveUserArticle, deleteUserArticle, rejectUserArticle } from "../user-articles/moderation";
import { auditEntries } from "./audit";
import { completedLists, pendingLists } from "./dashboard";
import { outboxMails, siteStatistics } from "./statistics";
import { adminUsers, setUserBlocked, setUserRole } from "./users";

const idParams = z.object({ id: z.string().max(64) });

/**
 * The routes here that the editorial team may call too: the moderation of member submissions, as
 * newsroom/policy.ts allows it per kind. The lists are the editors' as well; they leave out what only
 * admins handle (PR reports, reported items). Every other route is for administrators only.
 */
const EDITORIAL_RIGHTS: Record<string, readonly [EditorialAction, EditorialKind] | "lists"> = {
  "GET /api/admin/pending": "lists",
  "GET /api/admin/completed": "lists",
  "GET /api/admin/leserbriefe/pending": ["moderate", "letter"],
  "GET /api/admin/events/pending": ["moderate", "event"],
  "POST /api/admin/leserbriefe/:id/approve": ["moderate", "letter"],
  "POST /api/admin/leserbriefe/:id/reject": ["moderate", "letter"],
  "POST /api/admin/reader-letters/:id/approve": ["moderate", "letter"],
  "POST /api/admin/reader-letters/:id/reject": ["moderate", "letter"],
  "DELETE /api/admin/leserbriefe/:id": ["withdraw", "letter"],
  "POST /api/admin/user-articles/:id/approve": ["moderate", "user-article"],
  "POST /api/admin/user-articles/:id/reject": ["moderate", "user-article"],
  "DELETE /api/admin/user-articles/:id": ["withdraw", "user-article"],
  "POST /api/admin/events/:id/approve": ["moderate", "event"],
  "POST /api/admin/events/:id/reject": ["moderate", "event"],
  "DELETE /api/admin/events/:id": ["withdraw", "event"],
};

/** The caller, if the route's rights (EDITORIAL_RIGHTS, else admins only) admit them. */
async function authorize(request: FastifyRequest) {
  const right = EDITORIAL_RIGHTS[`${request.method} ${request.routeOptions.url}`];
  if (!right) return requireAdmin(request);
  const user = await requireUser(request);
  const allowed = right === "lists" ? isEditorial(user) : may(user, right[0], right[1]);
  if (!allowed) throw forbidden("Zugriff verweigert: Diese Aufgabe ist der Redaktion vorbehalten.");
  return user;
}

/** Spec portal-members §7: every admin call; the moderation of submissions also for editors. */
export async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const moderation = moderationContext(app.ctx);

  // Before the input is read: a visitor hears 401 and a member 403, whatever they sent.
  app.addHook("preValidation", async (request) => {
    await authorize(request);
  });

  api.get("/api/admin/pending", async (request) =>
    pendingLists(moderation, roleOf(await authorize(request)) === "admin"),
  );
  api.get("/api/admin/completed", async (request) =>
    completedLists(moderation, roleOf(await authorize(request)) === "admin"),
  );
  api.get("/api/admin/leserbriefe/pending", async () => pendingLetters(moderation));
  api.get("/api/admin/events/pending", async () => pendingEvents(db));
  api.get("/api/admin/pr-reports/pending", async () => pendingPrReports(db));

  // Reader letters: the spec names both paths, /leserbriefe (dashboard A) and /reader-letters (B).
  for (const base of ["/api/admin/leserbriefe", "/api/admin/reader-letters"]) {
    api.post(
      `${base}/:id/approve`,
      { schema: { params: idParams, body: moderationNotesSchema } },
      async (request) => {
        const admin = await authorize(request);
        return approveLetter(moderation, request.params.id, admin.id, request.body);
      },
    );
    api.post(
      `${base}/:id/reject`,
      { schema: { params: idParams, body: moderationNotesSchema } },
      async (request) => {
        const admin = await authorize(request);
        return rejectLetter(moderation, request.params.id, admin.id, request.body);
      },
    );
  }
  api.delete("/api/admin/leserbriefe/:id", { schema: { params: idParams } }, async (request, reply) => {
    const admin = await authorize(request);
    await deleteLetter(moderation, request.params.id, admin.id);
    return reply.code(204).send();
  });

  api.post(
    "/api/admin/user-articles/:id/approve",
    { schema: { params: idParams, body: moderationNotesSchema } },
    async (request) => {
      const admin = await authorize(request);
      return approveUserArticle(moderation, request.params.id, admin.id, request.body);
    },
  );
  api.post(
    "/api/admin/user-articles/:id/reject",
    { schema: { params: idParams, body: moderationNotesSchema } },
    async (request) => {
      const admin = await authorize(request);
      return rejectUserArticle(moderation, request.params.id, admin.id, request.body);
    },
  );
  api.delete("/api/admin/user-articles/:id", { schema: { params: idParams } }, async (request, reply) => {
    const admin = await authorize(request);
    await deleteUserArticle(moderation, request.params.id, admin.id);
    return reply.code(204).send();
  });

  api.post("/api/admin/events/:id/approve", { schema: { params: idParams } }, async (request) => {
    const admin = await authorize(request);
    return approveEvent(moderation, request.params.id, admin.id);
  });
  api.post(
    "/api/admin/events/:id/reject",
    { schema: { params: idParams, body: rejectReasonSchema } },
    async (request) => {
      const admin = await authorize(request);
      return rejectEvent(moderation, request.params.id, admin.id, request.body);
    },
  );
  api.delete("/api/admin/events/:id", { schema: { params: idParams } }, async (request, reply) => {
    const admin = await authorize(request);
    await deleteEvent(db, request.params.id, admin.id);
    return reply.code(204).send();
  });

  api.patch(
    "/api/admin/pr-reports/:id",
    { schema: { params: idParams, body: prReportEditSchema } },
    async (request) => {
      const admin = await authorize(request);
      return updatePrReport(db, request.params.id, admin.id, request.body);
    },
  );
  api.delete("/api/admin/pr-reports/:id", { schema: { params: idParams } }, async (request, reply) => {
    const admin = await authorize(request);
    await deletePrReport(db, request.params.id, admin.id);
    return reply.code(204).send();
  });

  api.post("/api/admin/help-entries/:id/hide", { schema: { params: idParams } }, async (request) => {
    const admin = await authorize(request);
    return hideHelpEntry(db, request.params.id, admin.id);
  });
  api.post("/api/admin/help-entries/:id/show", { schema: { params: idParams } }, async (request) => {
    const admin = await authorize(request);
    return showHelpEntry(db, request.params.id, admin.id);
  });

  api.post(
    "/api/admin/reports/:kind/:itemId/dismiss",
    { schema: { params: z.object({ kind: z.enum(REPORT_ITEM_KINDS), itemId: z.string().max(64) }) } },
    async (request, reply) => {
      const admin = await authorize(request);
      await dismissReports(db, request.params.kind, request.params.itemId, admin.id);
      return reply.code(204).send();
    },
  );

  api.get("/api/admin/users", { schema: { querystring: adminUsersQuery } }, async (request) =>
    adminUsers(db, request.query),
  );
  api.post(
    "/api/admin/users/:userId/role",
    { schema: { params: z.object({ userId: z.string().max(64) }), body: roleChangeSchema } },
    async (request) => {
      const admin = await authorize(request);
      const changed = await setUserRole(db, admin, request.params.userId, request.body.role);
      await app.ctx.realtime.announceSessionsEnded({ userId: changed.id, reason: "rights" });
      return changed;
    },
  );

  for (const [action, block] of [
    ["block", true],
    ["unblock", false],
  ] as const) {
    api.post(
      `/api/admin/users/:userId/${action}`,
      { schema: { params: z.object({ userId: z.string().max(64) }) } },
      async (request) => {
        const admin = await authorize(request);
        const changed = await setUserBlocked(db, admin, request.params.userId, block);
        if (block) await app.ctx.realtime.announceSessionsEnded({ userId: changed.id });
        return changed;
      },
    );
  }

  api.get("/api/admin/audit", { schema: { querystring: auditQuery } }, async (request) =>
    auditEntries(db, request.query),
  );
  api.get("/api/admin/statistics", async () => siteStatistics(db, config.timeZone));
  api.get("/api/admin/outbox", async () => outboxMails(db));
}
