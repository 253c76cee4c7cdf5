import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";
import { as, type Who } from "./app";

/**
 * Uploads a small picture as `who`, the way the browser does: asks `issuer` for a signed upload address,
 * puts the bytes there, and answers the picture's address without the signature — for tests about what
 * may use a picture, not about the picture itself.
 */
export async function uploadPicture(app: FastifyInstance, who: Who, issuer = "/api/objects/upload") {
  const issued = await as(app, who).post(issuer);
  const uploadURL = issued.json().uploadURL as string;
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2e7d32" } })
    .png()
    .toBuffer();
  const stored = await app.inject({
    method: "PUT",
    url: uploadURL,
    payload: bytes,
    headers: { "content-type": "image/png" },
  });
  expect(stored.statusCode).toBe(200);
  return uploadURL.split("?")[0]!;
}
