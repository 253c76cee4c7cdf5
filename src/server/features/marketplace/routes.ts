import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuerySchema } from "../../../shared/common/paging";
import {
  helpEntryFilterSchema,
  helpEntrySchema,
  helpEntryStatusSchema,
  MARKETPLACE_PAGE_SIZE,
} from "../../../shared/marketplace/marketplace";
import { admitted, route } from "../../http/access";
import { linkNextPage } from "../../lib/paging";
import { currentUser } from "../auth/session";
import { hideHelpEntry, showHelpEntry } from "./moderation";
import {
  createHelpEntry,
  deleteHelpEntry,
  entriesOfMember,
  entryIdOf,
  helpEntryFor,
  listHelpEntries,
  setHelpEntryStatus,
  updateHelpEntry,
} from "./service";

const idParams = z.object({ id: z.string() });

/** The marketplace's calls (spec portal-members §7 "help-entries"). */
export async function marketplaceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    "/api/help-entries",
    { ...route.public, schema: { querystring: helpEntryFilterSchema.extend(pageQuerySchema.shape) } },
    async (request, reply) => {
      const { limit, cursor, ...filter } = request.query;
      const page = await listHelpEntries(
        db,
        filter,
        { limit: limit ?? MARKETPLACE_PAGE_SIZE, cursor },
        await currentUser(request),
      );
      linkNextPage(request, reply, page.nextCursor);
      return page.items;
    },
  );

  // Reads: a member's own list is not a write of theirs, so it counts against no write budget.
  for (const path of ["/api/help-entries/user/me", "/api/help-entries/my-entries"]) {
    api.get(path, route.confirmed, async (request) => entriesOfMember(db, admitted(request)));
  }

  api.get("/api/help-entries/:id", { ...route.public, schema: { params: idParams } }, async (request) =>
    helpEntryFor(db, entryIdOf(request.params.id), await currentUser(request)),
  );

  api.post(
    "/api/help-entries",
    { ...route.verified, schema: { body: helpEntrySchema } },
    async (request, reply) =>
      reply.code(201).send(await createHelpEntry(db, admitted(request), request.body)),
  );

  api.put(
    "/api/help-entries/:id",
    { ...route.verified, schema: { params: idParams, body: helpEntrySchema } },
    async (request) => updateHelpEntry(db, admitted(request), entryIdOf(request.params.id), request.body),
  );

  api.patch(
    "/api/help-entries/:id/status",
    { ...route.verified, schema: { params: idParams, body: helpEntryStatusSchema } },
    async (request) =>
      setHelpEntryStatus(db, admitted(request), entryIdOf(request.params.id), request.body.status),
  );

  api.delete(
    "/api/help-entries/:id",
    { ...route.verified, schema: { params: idParams } },
    async (request, reply) => {
      await deleteHelpEntry(db, admitted(request), entryIdOf(request.params.id));
      return reply.code(204).send();
    },
  );

  // The team hides an entry from the marketplace (a report, a breach of the rules) and shows it again.
  for (const [action, setVisibility] of [
    ["hide", hideHelpEntry],
    ["show", showHelpEntry],
  ] as const) {
    api.post(
      `/api/admin/help-entries/:id/${action}`,
      { ...route.editor, schema: { params: z.object({ id: z.string().max(64) }) } },
      async (request) => setVisibility(db, request.params.id, admitted(request).id),
    );
  }
}
