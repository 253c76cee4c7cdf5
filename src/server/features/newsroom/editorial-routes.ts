import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthUser } from "../../../shared/auth/auth";
import { admitted, route } from "../../http/access";
import { rowId } from "../../http/row-id";
import { notifyPublications } from "../subscriptions/publications";
import type { EditorialKind } from "./policy";
import { listRevisions } from "./revisions";

/** The `:id` of a kind's item in the newsroom's addresses; what is not a number is the kind's 'not found'. */
export const editorialIdParams = (notFound: string) => z.object({ id: rowId(notFound) });

/**
 * A kind the newsroom writes itself (articles, official notices), as its routes call it: each call binds
 * the kind's own service function; the steps around it are the same for every kind.
 */
export interface EditorialKindRoutes<
  List extends z.ZodType,
  Create extends z.ZodType,
  Patch extends z.ZodType,
> {
  kind: EditorialKind;
  /** `/api/admin/<kind>s`. */
  path: string;
  notFound: string;
  schemas: { list: List; create: Create; patch: Patch };
  list: (query: z.output<List>) => Promise<unknown>;
  /** The item as the newsroom edits it; answers 404 for an id that is not one of the kind. */
  find: (id: number) => Promise<unknown>;
  create: (editor: AuthUser, input: z.output<Create>) => Promise<unknown>;
  update: (editor: AuthUser, id: number, patch: z.output<Patch>) => Promise<unknown>;
  restore: (editor: AuthUser, id: number, revisionId: number) => Promise<unknown>;
  deleteDraft: (id: number) => Promise<void>;
}

/**
 * The newsroom's calls for one kind, editors and admins: list, create, read, save, delete a draft, the
 * revisions and a restore. A create or save may publish, so the subscribers' mails are sent after it.
 */
export function editorialKindRoutes<
  List extends z.ZodType,
  Create extends z.ZodType,
  Patch extends z.ZodType,
>(app: FastifyInstance, kind: EditorialKindRoutes<List, Create, Patch>) {
  // Inside a generic function the type provider cannot resolve what a kind's schema yields: the casts
  // below name it; the schema on the route has checked the input before the handler runs.
  const api = app.withTypeProvider<ZodTypeProvider>();
  const params = editorialIdParams(kind.notFound);
  const item = `${kind.path}/:id`;

  api.get(kind.path, { ...route.editor, schema: { querystring: kind.schemas.list } }, async (request) =>
    kind.list(request.query as z.output<List>),
  );
  api.post(kind.path, { ...route.editor, schema: { body: kind.schemas.create } }, async (request, reply) => {
    const created = await kind.create(admitted(request), request.body as z.output<Create>);
    await notifyPublications(app.ctx);
    return reply.code(201).send(created);
  });
  api.get(item, { ...route.editor, schema: { params } }, async (request) => kind.find(request.params.id));
  api.patch(item, { ...route.editor, schema: { params, body: kind.schemas.patch } }, async (request) => {
    const saved = await kind.update(admitted(request), request.params.id, request.body as z.output<Patch>);
    await notifyPublications(app.ctx);
    return saved;
  });
  api.delete(item, { ...route.editor, schema: { params } }, async (request, reply) => {
    await kind.deleteDraft(request.params.id);
    return reply.code(204).send();
  });
  api.get(`${item}/revisions`, { ...route.editor, schema: { params } }, async (request) => {
    await kind.find(request.params.id);
    return { revisions: await listRevisions(app.ctx.db, kind.kind, request.params.id) };
  });
  api.post(
    `${item}/revisions/:revisionId/restore`,
    { ...route.editor, schema: { params: params.extend({ revisionId: rowId() }) } },
    async (request) => kind.restore(admitted(request), request.params.id, request.params.revisionId),
  );
}
