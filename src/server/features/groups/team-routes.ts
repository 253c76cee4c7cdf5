import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminGroupsQuerySchema, groupDecisionSchema } from "../../../shared/groups/groups";
import { admitted, route } from "../../http/access";
import { moderationContext } from "../../lib/moderation";
import { slugParams } from "./route-params";
import { adminGroups, decideGroup, pendingGroups } from "./service";

/** The portal's team and the groups: the groups asked for, and its decisions on them. */
export async function groupTeamRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  // Editors moderate, as elsewhere.
  api.get("/api/admin/groups/pending", route.editor, async () => pendingGroups(db));
  api.get(
    "/api/admin/groups",
    { ...route.editor, schema: { querystring: adminGroupsQuerySchema } },
    async (request) => adminGroups(db, request.query),
  );

  for (const decision of ["approve", "reject", "suspend", "reinstate"] as const) {
    api.post(
      `/api/admin/groups/:slug/${decision}`,
      { ...route.editor, schema: { params: slugParams, body: groupDecisionSchema } },
      async (request) =>
        decideGroup(
          moderationContext(app.ctx),
          admitted(request),
          request.params.slug,
          decision,
          request.body.reason,
        ),
    );
  }
}
