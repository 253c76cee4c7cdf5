import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthUser } from "../../../shared/auth/auth";
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

/** One of the assistant's lists the team keeps (FAQ, synonyms): each call binds the list's service function. */
interface KnowledgeList<Input extends z.ZodType, Patch extends z.ZodType> {
  /** `/api/admin/assistant/<list>`. */
  path: string;
  schemas: { input: Input; patch: Patch };
  list: () => Promise<unknown>;
  create: (input: z.output<Input>, actor: AuthUser) => Promise<unknown>;
  update: (id: string, patch: z.output<Patch>, actor: AuthUser) => Promise<unknown>;
  remove: (id: string, actor: AuthUser) => Promise<void>;
}

/** A list's four calls, for the whole editorial team; every change is audited by the service. */
function knowledgeListRoutes<Input extends z.ZodType, Patch extends z.ZodType>(
  app: FastifyInstance,
  list: KnowledgeList<Input, Patch>,
) {
  // Inside a generic function the type provider cannot resolve what a list's schema yields: the casts
  // below name it; the schema on the route has checked the body before the handler runs.
  const api = app.withTypeProvider<ZodTypeProvider>();
  const entry = `${list.path}/:id`;
  api.get(list.path, route.editor, async () => list.list());
  api.post(list.path, { ...route.editor, schema: { body: list.schemas.input } }, async (request, reply) =>
    reply.code(201).send(await list.create(request.body as z.output<Input>, admitted(request))),
  );
  api.patch(
    entry,
    { ...route.editor, schema: { params: idParams, body: list.schemas.patch } },
    async (request) => list.update(request.params.id, request.body as z.output<Patch>, admitted(request)),
  );
  api.delete(entry, { ...route.editor, schema: { params: idParams } }, async (request, reply) => {
    await list.remove(request.params.id, admitted(request));
    return reply.code(204).send();
  });
}

/** The assistant's FAQ and synonyms (issue 28): the whole editorial team keeps them at /admin. */
export async function assistantKnowledgeRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  knowledgeListRoutes(app, {
    path: "/api/admin/assistant/faq",
    schemas: { input: faqInputSchema, patch: faqPatchSchema },
    list: () => listFaq(db),
    create: (input, actor) => createFaq(db, input, actor),
    update: (id, patch, actor) => updateFaq(db, id, patch, actor),
    remove: (id, actor) => deleteFaq(db, id, actor),
  });
  knowledgeListRoutes(app, {
    path: "/api/admin/assistant/synonyms",
    schemas: { input: synonymInputSchema, patch: synonymPatchSchema },
    list: () => listSynonyms(db),
    create: (input, actor) => createSynonym(db, input, actor),
    update: (id, patch, actor) => updateSynonym(db, id, patch, actor),
    remove: (id, actor) => deleteSynonym(db, id, actor),
  });
}
