import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UPLOAD_MAX_BYTES } from "../../../shared/common/constants";
import {
  editorialNoticeListQuery,
  NOTICE_NOT_FOUND,
  noticeCreateSchema,
  noticeListQuery,
  noticePatchSchema,
} from "../../../shared/notices/notices";
import { admitted, route } from "../../http/access";
import { readUploadBody } from "../../http/upload-body";
import { notFound } from "../../lib/http-errors";
import { listRevisions } from "../newsroom/lifecycle";
import { notifyPublications } from "../subscriptions/publications";
import { addNoticeAttachment, noticeAttachment, removeNoticeAttachment, sendNoticeFile } from "./attachments";
import {
  createNotice,
  deleteDraftNotice,
  editorialNotice,
  editorialNotices,
  restoreNoticeRevision,
  updateNotice,
} from "./editorial";
import { isPublicNotice, listNotices, noticeBySlug } from "./service";

const idParams = z.object({
  id: z.coerce
    .number({ error: NOTICE_NOT_FOUND })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const attachmentId = z.coerce
  .number({ error: NOTICE_NOT_FOUND })
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** A public document may be withdrawn with its notice: browsers ask again after five minutes. */
const PUBLIC_FILE_CACHE = "public, max-age=300";

/** Official notices (issue 25): the public list, page and documents; the newsroom's editing. */
export async function noticeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, config } = app.ctx;

  api.get("/api/notices", { ...route.public, schema: { querystring: noticeListQuery } }, async (request) =>
    listNotices(db, request.query, config.timeZone),
  );

  api.get(
    "/api/notices/:slug",
    { ...route.public, schema: { params: z.object({ slug: z.string().max(300) }) } },
    async (request, reply) => {
      const notice = await noticeBySlug(db, request.params.slug, config.timeZone);
      // The page's server render reads `page` to answer 301 itself (entry-server.tsx).
      if ("movedTo" in notice) {
        return reply
          .code(301)
          .header("Location", `/api${notice.movedTo.replace(/^\/mitteilungen/, "/notices")}`)
          .send({ message: "Diese Mitteilung hat eine neue Adresse.", page: notice.movedTo });
      }
      return notice;
    },
  );

  api.get(
    "/api/notices/:slug/attachments/:attachmentId",
    { ...route.public, schema: { params: z.object({ slug: z.string().max(300), attachmentId }) } },
    async (request, reply) => {
      const file = await noticeAttachment(db, { slug: request.params.slug }, request.params.attachmentId);
      if (!isPublicNotice(file.notice)) throw notFound(NOTICE_NOT_FOUND);
      return sendNoticeFile(reply, storage, file, PUBLIC_FILE_CACHE);
    },
  );

  api.get(
    "/api/admin/notices",
    { ...route.editor, schema: { querystring: editorialNoticeListQuery } },
    async (request) => editorialNotices(db, request.query),
  );
  api.post(
    "/api/admin/notices",
    { ...route.editor, schema: { body: noticeCreateSchema } },
    async (request, reply) => {
      const notice = await createNotice(db, admitted(request), request.body, config.timeZone);
      await notifyPublications(app.ctx);
      return reply.code(201).send(notice);
    },
  );
  api.get("/api/admin/notices/:id", { ...route.editor, schema: { params: idParams } }, async (request) =>
    editorialNotice(db, request.params.id),
  );
  api.patch(
    "/api/admin/notices/:id",
    { ...route.editor, schema: { params: idParams, body: noticePatchSchema } },
    async (request) => {
      const notice = await updateNotice(
        db,
        admitted(request),
        request.params.id,
        request.body,
        config.timeZone,
      );
      await notifyPublications(app.ctx);
      return notice;
    },
  );
  api.delete(
    "/api/admin/notices/:id",
    { ...route.editor, schema: { params: idParams } },
    async (request, reply) => {
      await deleteDraftNotice(db, request.params.id);
      return reply.code(204).send();
    },
  );
  api.get(
    "/api/admin/notices/:id/revisions",
    { ...route.editor, schema: { params: idParams } },
    async (request) => {
      await editorialNotice(db, request.params.id);
      return { revisions: await listRevisions(db, "notice", request.params.id) };
    },
  );
  api.post(
    "/api/admin/notices/:id/revisions/:revisionId/restore",
    {
      ...route.editor,
      schema: {
        params: idParams.extend({
          revisionId: z.coerce
            .number()
            .int()
            .positive()
            .max(2 ** 31 - 1),
        }),
      },
    },
    async (request) =>
      restoreNoticeRevision(
        db,
        admitted(request),
        request.params.id,
        request.params.revisionId,
        config.timeZone,
      ),
  );
  api.get(
    "/api/admin/notices/:id/attachments/:attachmentId",
    { ...route.editor, schema: { params: idParams.extend({ attachmentId }) } },
    async (request, reply) => {
      const file = await noticeAttachment(db, { noticeId: request.params.id }, request.params.attachmentId);
      return sendNoticeFile(reply, storage, file, "private, no-store");
    },
  );
  api.delete(
    "/api/admin/notices/:id/attachments/:attachmentId",
    { ...route.editor, schema: { params: idParams.extend({ attachmentId }) } },
    async (request, reply) => {
      await removeNoticeAttachment(db, request.params.id, request.params.attachmentId);
      return reply.code(204).send();
    },
  );

  // A PDF is sent as the request's raw body (Content-Type application/pdf), its name in `?name=`.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", readUploadBody);
    uploads.withTypeProvider<ZodTypeProvider>().post(
      "/api/admin/notices/:id/attachments",
      {
        ...route.editor,
        bodyLimit: UPLOAD_MAX_BYTES,
        schema: { params: idParams, querystring: z.object({ name: z.string().max(300).optional() }) },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const attachment = await addNoticeAttachment(
          db,
          storage,
          request.params.id,
          request.query.name,
          body,
        );
        return reply.code(201).send(attachment);
      },
    );
  });
}
