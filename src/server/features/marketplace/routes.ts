import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  helpEntryFilterSchema,
  helpEntrySchema,
  helpEntryStatusSchema,
  MARKETPLACE_PAGE_SIZE,
} from "../../../shared/marketplace";
import { pageQuerySchema } from "../../../shared/paging";
import { linkNextPage } from "../../lib/paging";
import { currentUser, requireMember } from "../auth/session";
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

/** Signed-out visitors hear that first, before any word about their input. */
const memberFirst = {
  preValidation: async (request: FastifyRequest) => {
    await requireMember(request);
  },
};

/** The marketplace's calls (spec portal-members §7 "help-entries"). */
export async function marketplaceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    "/api/help-entries",
    { schema: { querystring: helpEntryFilterSchema.extend(pageQuerySchema.shape) } },
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

  api.get("/api/help-entries/user/me", async (request) => entriesOfMember(db, await requireMember(request)));
  api.get("/api/help-entries/my-entries", async (request) =>
    entriesOfMember(db, await requireMember(request)),
  );

  api.get("/api/help-entries/:id", { schema: { params: idParams } }, async (request) =>
    helpEntryFor(db, entryIdOf(request.params.id), await currentUser(request)),
  );

  api.post(
    "/api/help-entries",
    { ...memberFirst, schema: { body: helpEntrySchema } },
    async (request, reply) => {
      const member = await requireMember(request);
      return reply.code(201).send(await createHelpEntry(db, member, request.body));
    },
  );

  api.put(
    "/api/help-entries/:id",
    { ...memberFirst, schema: { params: idParams, body: helpEntrySchema } },
    async (request) => {
      const member = await requireMember(request);
      return updateHelpEntry(db, member, entryIdOf(request.params.id), request.body);
    },
  );

  api.patch(
    "/api/help-entries/:id/status",
    { ...memberFirst, schema: { params: idParams, body: helpEntryStatusSchema } },
    async (request) => {
      const member = await requireMember(request);
      return setHelpEntryStatus(db, member, entryIdOf(request.params.id), request.body.status);
    },
  );

  api.delete(
    "/api/help-entries/:id",
    { ...memberFirst, schema: { params: idParams } },
    async (request, reply) => {
      const member = await requireMember(request);
      await deleteHelpEntry(db, member, entryIdOf(request.params.id));
      return reply.code(204).send();
    },
  );
}
