import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  faqInputSchema,
  faqPatchSchema,
  synonymInputSchema,
  synonymPatchSchema,
} from "../../../shared/chat/knowledge";
import { admitted, route } from "../../http/access";
import {
  createFaq,
  createSynonym,
  deleteFaq,
  deleteSynonym,
  listFaq,
  listSynonyms,
  updateFaq,
  updateSynonym,
} from "./knowledge";

/** Any text up to a uuid's length; the service answers 404 for what names no entry. */
const idParams = z.object({ id: z.string().max(64) });

/** The assistant's FAQ and synonyms (issue 28): the whole editorial team keeps them at /admin. */
export async function assistantKnowledgeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get("/api/admin/assistant/faq", route.editor, async () => listFaq(db));
  api.post(
    "/api/admin/assistant/faq",
    { ...route.editor, schema: { body: faqInputSchema } },
    async (request, reply) => reply.code(201).send(await createFaq(db, request.body, admitted(request))),
  );
  api.patch(
    "/api/admin/assistant/faq/:id",
    { ...route.editor, schema: { params: idParams, body: faqPatchSchema } },
    async (request) => updateFaq(db, request.params.id, request.body, admitted(request)),
  );
  api.delete(
    "/api/admin/assistant/faq/:id",
    { ...route.editor, schema: { params: idParams } },
    async (request, reply) => {
      await deleteFaq(db, request.params.id, admitted(request));
      return reply.code(204).send();
    },
  );

  api.get("/api/admin/assistant/synonyms", route.editor, async () => listSynonyms(db));
  api.post(
    "/api/admin/assistant/synonyms",
    { ...route.editor, schema: { body: synonymInputSchema } },
    async (request, reply) => reply.code(201).send(await createSynonym(db, request.body, admitted(request))),
  );
  api.patch(
    "/api/admin/assistant/synonyms/:id",
    { ...route.editor, schema: { params: idParams, body: synonymPatchSchema } },
    async (request) => updateSynonym(db, request.params.id, request.body, admitted(request)),
  );
  api.delete(
    "/api/admin/assistant/synonyms/:id",
    { ...route.editor, schema: { params: idParams } },
    async (request, reply) => {
      await deleteSynonym(db, request.params.id, admitted(request));
      return reply.code(204).send();
    },
  );
}
