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
import { route } from "../../http/access";
import { readUploadBody } from "../../http/upload-body";
import { notFound } from "../../lib/http-errors";
import { editorialIdParams, editorialKindRoutes } from "../newsroom/editorial-routes";
import { addNoticeAttachment, noticeAttachment, removeNoticeAttachment, sendNoticeFile } from "./attachments";
import { noticeEditorial } from "./editorial";
import { isPublicNotice, listNotices, noticeBySlug } from "./service";

const idParams = editorialIdParams(NOTICE_NOT_FOUND);
const attachmentId = idParams.shape.id;

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

  editorialKindRoutes(app, {
    kind: "notice",
    path: "/api/admin/notices",
    notFound: NOTICE_NOT_FOUND,
    schemas: { list: editorialNoticeListQuery, create: noticeCreateSchema, patch: noticePatchSchema },
    ...noticeEditorial(db, config.timeZone),
  });
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
