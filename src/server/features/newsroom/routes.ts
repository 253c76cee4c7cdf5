import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  editorialEventListQuery,
  editorialEventPatchSchema,
  editorialEventSchema,
  eventCancelSchema,
} from "../../../shared/events/events";
import {
  ARTICLE_EDIT_NOT_FOUND,
  articleCreateSchema,
  articleListQuery,
  articlePatchSchema,
  PREVIEW_INVALID,
} from "../../../shared/newsroom/newsroom";
import { admitted, route } from "../../http/access";
import { notFound } from "../../lib/http-errors";
import { articleEditorial, editorialArticle, previewArticle } from "../articles/editorial";
import {
  cancelEditorialEvent,
  createEditorialEvent,
  editorialEvent,
  editorialEvents,
  updateEditorialEvent,
} from "../events/editorial";
import { editorialIdParams, editorialKindRoutes } from "./editorial-routes";
import { signPreview, verifyPreview } from "./preview-links";
import { listRevisions } from "./revisions";

const eventParams = z.object({ id: z.string().max(100) });
const articleParams = editorialIdParams(ARTICLE_EDIT_NOT_FOUND);

/** The newsroom's routes: editors and admins (features/newsroom/policy.ts). */
export async function newsroomRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, previewKey } = app.ctx;

  editorialKindRoutes(app, {
    kind: "article",
    path: "/api/admin/articles",
    notFound: ARTICLE_EDIT_NOT_FOUND,
    schemas: { list: articleListQuery, create: articleCreateSchema, patch: articlePatchSchema },
    ...articleEditorial(db),
  });
  api.post(
    "/api/admin/articles/:id/preview-link",
    { ...route.editor, schema: { params: articleParams } },
    async (request) => {
      await editorialArticle(db, request.params.id);
      const token = signPreview(previewKey, "article", request.params.id);
      return { url: `${config.publicUrl}/vorschau/artikel/${token}` };
    },
  );

  api.get(
    "/api/admin/events",
    { ...route.editor, schema: { querystring: editorialEventListQuery } },
    async (request) => {
      const editor = admitted(request);
      return editorialEvents(db, editor, request.query.page, config.timeZone);
    },
  );
  api.post(
    "/api/admin/events",
    { ...route.editor, schema: { body: editorialEventSchema } },
    async (request, reply) => {
      const editor = admitted(request);
      return reply.code(201).send(await createEditorialEvent(db, editor, request.body, config.timeZone));
    },
  );
  api.get("/api/admin/events/:id", { ...route.editor, schema: { params: eventParams } }, async (request) =>
    editorialEvent(db, request.params.id, config.timeZone),
  );
  api.patch(
    "/api/admin/events/:id",
    { ...route.editor, schema: { params: eventParams, body: editorialEventPatchSchema } },
    async (request) => {
      const editor = admitted(request);
      return updateEditorialEvent(db, editor, request.params.id, request.body, config.timeZone);
    },
  );
  api.get(
    "/api/admin/events/:id/revisions",
    { ...route.editor, schema: { params: eventParams } },
    async (request) => {
      await editorialEvent(db, request.params.id, config.timeZone);
      return { revisions: await listRevisions(db, "event", request.params.id) };
    },
  );
  api.post(
    "/api/admin/events/:id/cancel",
    { ...route.editor, schema: { params: eventParams, body: eventCancelSchema } },
    async (request) => {
      const editor = admitted(request);
      return cancelEditorialEvent(db, editor, request.params.id, request.body?.date, config.timeZone);
    },
  );
}

/** The preview of a draft or scheduled article, for whoever holds a valid link: no account needed. */
export async function previewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, previewKey } = app.ctx;
  api.get(
    "/api/preview/articles/:token",
    { ...route.public, schema: { params: z.object({ token: z.string().max(300) }) } },
    async (request, reply) => {
      const id = verifyPreview(previewKey, "article", request.params.token);
      if (!id) throw notFound(PREVIEW_INVALID);
      reply.header("X-Robots-Tag", "noindex").header("Cache-Control", "no-store");
      return { ...(await previewArticle(db, Number(id))), preview: true };
    },
  );
}
