import type { FastifyInstance } from "fastify";
import { UPLOAD_MAX_BYTES } from "../../../shared/common/constants";
import { admitted, route } from "../../http/access";
import { readUploadBody } from "../../http/upload-body";
import { notFound } from "../../lib/http-errors";
import { limitPerMember } from "../../lib/rate-limits";
import { sendImmutableObject } from "../../lib/send-object";
import { PRIVATE_OBJECT_PREFIX } from "../../providers/storage/index";
import {
  checkUploadUrl,
  issueUpload,
  OBJECT_NAME,
  objectKey,
  objectPath,
  reencodeImage,
  storeUpload,
  type UploadBucket,
  type UploadQuery,
} from "./service";

/** Members get upload addresses generously, but not endlessly (a marketplace entry takes up to five). */
const ISSUE_RATE_LIMIT = { max: 60, timeWindow: "1 hour" };

interface PutRoute {
  Params: { name: string };
  Querystring: UploadQuery;
  Body: Buffer | undefined;
}

export async function objectRoutes(app: FastifyInstance) {
  const { db, storage, uploadKey } = app.ctx;

  app.get<{ Params: { "*": string } }>("/objects/*", route.public, async (request, reply) => {
    const key = request.params["*"];
    const object = key.startsWith(PRIVATE_OBJECT_PREFIX) ? null : await storage.get(key);
    if (!object) throw notFound("Datei nicht gefunden");
    return sendImmutableObject(reply, object);
  });

  app.get<{ Params: { name: string } }>("/api/help-images/:name", route.public, async (request, reply) => {
    const object = OBJECT_NAME.test(request.params.name)
      ? await storage.get(objectKey("help-images", request.params.name))
      : null;
    if (!object) throw notFound("Bild nicht gefunden");
    return sendImmutableObject(reply, object);
  });

  const issueRoute = (url: string, bucket: UploadBucket) =>
    app.post(
      url,
      { config: { access: "verified", rateLimit: limitPerMember(`upload:${bucket}`, ISSUE_RATE_LIMIT) } },
      async (request) => issueUpload(db, uploadKey, bucket, admitted(request).id),
    );
  issueRoute("/api/objects/upload", "uploads");
  issueRoute("/api/help-images/upload", "help-images");

  // The PUT targets read raw bytes of any declared type, in a scope of their own.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", readUploadBody);

    const putRoute = (url: string, bucket: UploadBucket) =>
      uploads.put<PutRoute>(
        url,
        {
          ...route.operations,
          bodyLimit: UPLOAD_MAX_BYTES,
          // Signature, expiry and token are checked before a single byte of the body is read.
          onRequest: async (request) => {
            await checkUploadUrl(db, uploadKey, bucket, request.params.name, request.query);
          },
        },
        async (request) => {
          const { params, query, body } = request;
          const image = await reencodeImage(body ?? Buffer.alloc(0));
          await storeUpload(db, storage, String(query.token), image);
          const path = objectPath(bucket, params.name);
          return { objectPath: path, url: path };
        },
      );
    putRoute("/objects/uploads/:name", "uploads");
    putRoute("/api/help-images/:name", "help-images");
  });
}
