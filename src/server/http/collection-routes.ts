import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthUser } from "../../shared/auth/auth";
import { type Access, admitted } from "./access";
import { rowId } from "./row-id";

/** Entries are addressed by their serial id unless the list says otherwise. */
const serialIdParams = z.object({ id: rowId() });

type EntryId<Params extends z.ZodType<{ id: unknown }>> = z.output<Params>["id"];

/** A list the team keeps at `path`: each declaration binds the list's service functions. */
export interface Collection<
  Input extends z.ZodType,
  Change extends z.ZodType,
  Params extends z.ZodType<{ id: unknown }> = typeof serialIdParams,
> {
  path: string;
  /** Who keeps the list: every call is theirs only. */
  access: Extract<Access, "editor" | "admin">;
  /** The schema of `{ id }` in `${path}/:id`; a serial id when left out. */
  params?: Params;
  /** The body of a new entry, and of a change (PUT replaces an entry, PATCH changes some of its fields). */
  schemas: { create: Input; change: Change };
  /** PUT when left out. */
  changeMethod?: "put" | "patch";
  list: () => Promise<unknown>;
  create: (input: z.output<Input>, actor: AuthUser) => Promise<unknown>;
  change: (id: EntryId<Params>, change: z.output<Change>, actor: AuthUser) => Promise<unknown>;
  /** Lists whose entries are never deleted leave this out. */
  remove?: (id: EntryId<Params>, actor: AuthUser) => Promise<void>;
}

/** A kept list's calls: GET the list, POST a new entry (201), PUT or PATCH one, DELETE one (204). */
export function collectionRoutes<
  Input extends z.ZodType,
  Change extends z.ZodType,
  Params extends z.ZodType<{ id: unknown }> = typeof serialIdParams,
>(app: FastifyInstance, collection: Collection<Input, Change, Params>) {
  // Inside a generic function the type provider cannot resolve what a schema yields: the casts below name
  // it; the schema on the route has checked the input before the handler runs.
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: collection.access };
  const entry = `${collection.path}/:id`;
  const params = collection.params ?? serialIdParams;
  const idOf = (request: { params: unknown }) => (request.params as z.output<Params>).id;
  api.get(collection.path, { config }, async () => collection.list());
  api.post(collection.path, { config, schema: { body: collection.schemas.create } }, async (request, reply) =>
    reply.code(201).send(await collection.create(request.body as z.output<Input>, admitted(request))),
  );
  api[collection.changeMethod ?? "put"](
    entry,
    { config, schema: { params, body: collection.schemas.change } },
    async (request) => collection.change(idOf(request), request.body as z.output<Change>, admitted(request)),
  );
  const { remove } = collection;
  if (!remove) return;
  api.delete(entry, { config, schema: { params } }, async (request, reply) => {
    await remove(idOf(request), admitted(request));
    return reply.code(204).send();
  });
}
