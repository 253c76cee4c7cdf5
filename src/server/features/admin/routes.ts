import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminUsersQuery, auditQuery, roleChangeSchema } from "../../../shared/admin/admin";
import { admitted, route } from "../../http/access";
import { moderationContext } from "../../lib/moderation";
import { pendingEvents } from "../events/moderation";
import { pendingLetters } from "../letters/moderation";
import { pendingPrReports } from "../pr-reports/admin";
import { auditEntries } from "./audit";
import { completedLists, pendingLists } from "./dashboard";
import { outboxMails, siteStatistics } from "./statistics";
import { adminUsers, setUserBlocked, setUserRole } from "./users";

const userParams = z.object({ userId: z.string().max(64) });

/**
 * What is truly the administration's (spec portal-members §7): the moderation inbox that lists what the
 * areas expose (each area registers its own approve/reject calls), members and their roles, the audit
 * log, statistics and the outbox.
 */
export async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const moderation = moderationContext(app.ctx);

  // PR reports are the administrators' (payments); everything else waits for the whole editorial team.
  api.get("/api/admin/pending", route.editor, async (request) =>
    pendingLists(moderation, { prReports: admitted(request).isAdmin, timeZone: app.ctx.config.timeZone }),
  );
  api.get("/api/admin/completed", route.editor, async (request) =>
    completedLists(moderation, { prReports: admitted(request).isAdmin, timeZone: app.ctx.config.timeZone }),
  );
  api.get("/api/admin/leserbriefe/pending", route.editor, async () => pendingLetters(moderation));
  api.get("/api/admin/events/pending", route.editor, async () => pendingEvents(db));
  api.get("/api/admin/pr-reports/pending", route.admin, async () =>
    pendingPrReports(db, app.ctx.config.timeZone),
  );

  api.get("/api/admin/users", { ...route.admin, schema: { querystring: adminUsersQuery } }, async (request) =>
    adminUsers(db, request.query),
  );
  api.post(
    "/api/admin/users/:userId/role",
    { ...route.admin, schema: { params: userParams, body: roleChangeSchema } },
    async (request) => {
      const changed = await setUserRole(db, admitted(request), request.params.userId, request.body.role);
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
      { ...route.admin, schema: { params: userParams } },
      async (request) => {
        const changed = await setUserBlocked(db, admitted(request), request.params.userId, block);
        if (block) await app.ctx.realtime.announceSessionsEnded({ userId: changed.id });
        return changed;
      },
    );
  }

  api.get("/api/admin/audit", { ...route.admin, schema: { querystring: auditQuery } }, async (request) =>
    auditEntries(db, request.query),
  );
  api.get("/api/admin/statistics", route.admin, async () => siteStatistics(db, config.timeZone));
  api.get("/api/admin/outbox", route.admin, async () => outboxMails(db));
}
