import type { FastifyInstance } from "fastify";
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
import { contributionEditSchema } from "../../../shared/reader-reporter";
import { moderationContext } from "../../lib/moderation";
import { requireAdmin, requireEditor, requireUser } from "../auth/session";
import { approveEvent, deleteEvent, pendingEvents, rejectEvent } from "../events/service";
import {
  approveLetter,
  deleteLetter,
  editLetter,
  letterRevisions,
  pendingLetters,
  rejectLetter,
  setLetterPublished,
} from "../letters/moderation";
import { hideHelpEntry, showHelpEntry } from "../marketplace/moderation";
import { saverOf } from "../newsroom/lifecycle";
import { deletePrReport, pendingPrReports, updatePrReport } from "../pr-reports/admin";
import { dismissReports } from "../reports/service";
import {
  approveUserArticle,
  deleteUserArticle,
  editUserArticle,
  rejectUserArticle,
  setUserArticlePublished,
  userArticleRevisions,
} from "../user-articles/moderation";
import { auditEntries } from "./audit";
import { completedLists, pendingLists } from "./dashboard";
import { outboxMails, siteStatistics } from "./statistics";
import { adminUsers, setUserBlocked, setUserRole } from "./users";

const idParams = z.object({ id: z.string().max(64) });

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call an /api/admin route: administrators, or with "editor" the whole editorial team. */
    access?: "editor";
  }
}

/** Taking a published contribution off the portal, and putting it back. */
const PUBLICATION_ACTIONS = [
  ["withdraw", false],
  ["republish", true],
] as const;

/** Moderation of member submissions is the editorial team's (issue 21): editors and administrators. */
const team = { config: { access: "editor" } } as const;

/**
 * Spec portal-members §7: the admin calls. Each route declares who may call it (administrators unless it
 * says `team`); one hook enforces that before the input is read, so that a visitor hears 401 and a member
 * 403 whatever they sent. Handlers then only ask who is acting.
 */
export async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const moderation = moderationContext(app.ctx);

  app.addHook("preValidation", async (request) => {
    if (request.routeOptions.config.access === "editor") await requireEditor(request);
    else await requireAdmin(request);
  });

  api.get("/api/admin/pending", team, async (request) =>
    pendingLists(moderation, { prReports: (await requireUser(request)).isAdmin }),
  );
  api.get("/api/admin/completed", team, async (request) =>
    completedLists(moderation, { prReports: (await requireUser(request)).isAdmin }),
  );
  api.get("/api/admin/leserbriefe/pending", team, async () => pendingLetters(moderation));
  api.get("/api/admin/events/pending", team, async () => pendingEvents(db));
  api.get("/api/admin/pr-reports/pending", async () => pendingPrReports(db));

  // Reader letters: the spec names both paths, /leserbriefe (dashboard A) and /reader-letters (B).
  for (const base of ["/api/admin/leserbriefe", "/api/admin/reader-letters"]) {
    api.post(
      `${base}/:id/approve`,
      { ...team, schema: { params: idParams, body: moderationNotesSchema } },
      async (request) => {
        const actor = await requireUser(request);
        return approveLetter(moderation, request.params.id, actor.id, request.body);
      },
    );
    api.post(
      `${base}/:id/reject`,
      { ...team, schema: { params: idParams, body: moderationNotesSchema } },
      async (request) => {
        const actor = await requireUser(request);
        return rejectLetter(moderation, request.params.id, actor.id, request.body);
      },
    );
    api.patch(
      `${base}/:id`,
      { ...team, schema: { params: idParams, body: contributionEditSchema } },
      async (request) =>
        editLetter(moderation, request.params.id, saverOf(await requireUser(request)), request.body),
    );
    for (const [action, published] of PUBLICATION_ACTIONS) {
      api.post(`${base}/:id/${action}`, { ...team, schema: { params: idParams } }, async (request) =>
        setLetterPublished(moderation, request.params.id, (await requireUser(request)).id, published),
      );
    }
    api.get(`${base}/:id/revisions`, { ...team, schema: { params: idParams } }, async (request) => ({
      revisions: await letterRevisions(moderation, request.params.id),
    }));
  }
  api.delete("/api/admin/leserbriefe/:id", { schema: { params: idParams } }, async (request, reply) => {
    const admin = await requireUser(request);
    await deleteLetter(moderation, request.params.id, admin.id);
    return reply.code(204).send();
  });

  api.post(
    "/api/admin/user-articles/:id/approve",
    { ...team, schema: { params: idParams, body: moderationNotesSchema } },
    async (request) => {
      const actor = await requireUser(request);
      return approveUserArticle(moderation, request.params.id, actor.id, request.body);
    },
  );
  api.post(
    "/api/admin/user-articles/:id/reject",
    { ...team, schema: { params: idParams, body: moderationNotesSchema } },
    async (request) => {
      const actor = await requireUser(request);
      return rejectUserArticle(moderation, request.params.id, actor.id, request.body);
    },
  );
  api.patch(
    "/api/admin/user-articles/:id",
    { ...team, schema: { params: idParams, body: contributionEditSchema } },
    async (request) =>
      editUserArticle(moderation, request.params.id, saverOf(await requireUser(request)), request.body),
  );
  api.get(
    "/api/admin/user-articles/:id/revisions",
    { ...team, schema: { params: idParams } },
    async (request) => ({ revisions: await userArticleRevisions(moderation, request.params.id) }),
  );
  for (const [action, published] of PUBLICATION_ACTIONS) {
    api.post(
      `/api/admin/user-articles/:id/${action}`,
      { ...team, schema: { params: idParams } },
      async (request) =>
        setUserArticlePublished(moderation, request.params.id, (await requireUser(request)).id, published),
    );
  }
  api.delete("/api/admin/user-articles/:id", { schema: { params: idParams } }, async (request, reply) => {
    const admin = await requireUser(request);
    await deleteUserArticle(moderation, request.params.id, admin.id);
    return reply.code(204).send();
  });

  api.post("/api/admin/events/:id/approve", { ...team, schema: { params: idParams } }, async (request) => {
    const actor = await requireUser(request);
    return approveEvent(moderation, request.params.id, actor.id);
  });
  api.post(
    "/api/admin/events/:id/reject",
    { ...team, schema: { params: idParams, body: rejectReasonSchema } },
    async (request) => {
      const actor = await requireUser(request);
      return rejectEvent(moderation, request.params.id, actor.id, request.body);
    },
  );
  api.delete("/api/admin/events/:id", { schema: { params: idParams } }, async (request, reply) => {
    const admin = await requireUser(request);
    await deleteEvent(db, request.params.id, admin.id);
    return reply.code(204).send();
  });

  api.patch(
    "/api/admin/pr-reports/:id",
    { schema: { params: idParams, body: prReportEditSchema } },
    async (request) => {
      const admin = await requireUser(request);
      return updatePrReport(db, request.params.id, admin.id, request.body);
    },
  );
  api.delete("/api/admin/pr-reports/:id", { schema: { params: idParams } }, async (request, reply) => {
    const admin = await requireUser(request);
    await deletePrReport(db, request.params.id, admin.id);
    return reply.code(204).send();
  });

  api.post("/api/admin/help-entries/:id/hide", { ...team, schema: { params: idParams } }, async (request) => {
    const actor = await requireUser(request);
    return hideHelpEntry(db, request.params.id, actor.id);
  });
  api.post("/api/admin/help-entries/:id/show", { ...team, schema: { params: idParams } }, async (request) => {
    const actor = await requireUser(request);
    return showHelpEntry(db, request.params.id, actor.id);
  });

  api.post(
    "/api/admin/reports/:kind/:itemId/dismiss",
    {
      ...team,
      schema: { params: z.object({ kind: z.enum(REPORT_ITEM_KINDS), itemId: z.string().max(64) }) },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      await dismissReports(db, request.params.kind, request.params.itemId, actor.id);
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
      const admin = await requireUser(request);
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
        const admin = await requireUser(request);
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
