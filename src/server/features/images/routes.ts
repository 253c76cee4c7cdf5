import type { FastifyInstance } from "fastify";
import { IMAGE_WIDTHS, type ImageWidth } from "../../../shared/images";
import { notFound } from "../../lib/http-errors";
import { imageVariant } from "./service";

/** A variant never changes for its address (stored objects are immutable): cache it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const isImageWidth = (width: number): width is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(width);

export async function imageRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  app.get<{ Params: { width: string; "*": string } }>("/img/:width/*", async (request, reply) => {
    const width = Number(request.params.width);
    if (!isImageWidth(width))
      throw notFound(`Bildbreite nicht verfügbar (möglich: ${IMAGE_WIDTHS.join(", ")}).`);
    const variant = await imageVariant(storage, request.params["*"], width);
    if (!variant) throw notFound("Bild nicht gefunden");
    return reply
      .header("Content-Type", "image/webp")
      .header("Content-Length", variant.size)
      .header("Cache-Control", IMMUTABLE)
      .header("X-Content-Type-Options", "nosniff")
      .send(variant.body);
  });
}
