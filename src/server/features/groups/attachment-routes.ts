import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { UPLOAD_MAX_BYTES } from "../../../shared/common/constants";
import { groupAttachmentQuerySchema } from "../../../shared/groups/groups";
import { admitted, route } from "../../http/access";
import { readUploadBody } from "../../http/upload-body";
import { sendDownload } from "../../lib/downloads";
import { limitPerMember } from "../../lib/rate-limits";
import { currentUser } from "../auth/session";
import { downloadAttachment, uploadAttachment } from "./attachments";
import { attachmentParams, slugParams } from "./route-params";

/** A post takes a few files; a member uploading dozens an hour is not writing posts. */
const ATTACHMENT_RATE_LIMIT = { max: 60, timeWindow: "1 hour" };

/** Pictures and PDFs of group posts: uploaded before the post takes them, served to whoever may read it. */
export async function groupAttachmentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  // Never in the response cache (it is not listed there): whether a file is served depends on who asks.
  api.get(
    "/api/groups/:slug/attachments/:id",
    { ...route.public, schema: { params: attachmentParams } },
    async (request, reply) => {
      const { row, object, shared } = await downloadAttachment(
        db,
        app.ctx.storage,
        await currentUser(request),
        request.params.slug,
        request.params.id,
      );
      // A PDF is saved, never shown in the portal's origin; a picture is shown where the post is.
      return sendDownload(reply, object, {
        fileName: row.name,
        contentType: row.contentType,
        inline: row.kind === "image",
        cacheControl: shared ? "public, max-age=300" : "private, no-store",
      });
    },
  );

  // The file is the body, read raw and counted as every upload is, in a scope of its own.
  await app.register(async (files) => {
    files.removeAllContentTypeParsers();
    files.addContentTypeParser("*", readUploadBody);
    files.withTypeProvider<ZodTypeProvider>().post(
      "/api/groups/:slug/attachments",
      {
        config: {
          ...route.verified.config,
          rateLimit: limitPerMember("group-attachments", ATTACHMENT_RATE_LIMIT),
        },
        bodyLimit: UPLOAD_MAX_BYTES,
        schema: { params: slugParams, querystring: groupAttachmentQuerySchema },
      },
      async (request, reply) =>
        reply.code(201).send(
          await uploadAttachment(app.ctx, admitted(request), request.params.slug, {
            ...request.query,
            body: request.body as Buffer | undefined,
          }),
        ),
    );
  });
}
