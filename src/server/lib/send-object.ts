import type { FastifyReply } from "fastify";
import type { StoredObject } from "../providers/storage/index";

/** Stored objects and their variants never change under their address: browsers may keep them a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

export function sendImmutableObject(
  reply: FastifyReply,
  object: Pick<StoredObject, "contentType" | "size"> & {
    body: StoredObject["body"] | Buffer | NodeJS.ReadableStream;
  },
) {
  return reply
    .header("Content-Type", object.contentType)
    .header("Content-Length", object.size)
    .header("Cache-Control", IMMUTABLE_CACHE)
    .header("X-Content-Type-Options", "nosniff")
    .send(object.body);
}
