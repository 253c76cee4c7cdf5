import type { FastifyInstance } from "fastify";
import { IMAGE_WIDTHS, type ImageWidth } from "../../../shared/images/images";
import { route } from "../../http/access";
import { notFound } from "../../lib/http-errors";
import { sendImmutableObject } from "../../lib/send-object";
import { imageVariant } from "./service";

const isImageWidth = (width: number): width is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(width);

export async function imageRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  app.get<{ Params: { width: string; "*": string } }>(
    "/img/:width/*",
    route.public,
    async (request, reply) => {
      const width = Number(request.params.width);
      if (!isImageWidth(width))
        throw notFound(`Bildbreite nicht verfügbar (möglich: ${IMAGE_WIDTHS.join(", ")}).`);
      const variant = await imageVariant(storage, request.params["*"], width);
      if (!variant) throw notFound("Bild nicht gefunden");
      // A variant never changes for its address, just like the stored object it is made from.
      return sendImmutableObject(reply, { ...variant, contentType: "image/webp" });
    },
  );
}
