import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import type { ImageWidth } from "../../../shared/images/images";
import { isSafeObjectKey, type ObjectStorage, PRIVATE_OBJECT_PREFIX } from "../../providers/storage/index";

export interface ImageVariant {
  body: Buffer | NodeJS.ReadableStream;
  size: number;
}

const DERIVED_PREFIX = "derived/";
const WEBP_QUALITY = 75;

/** Variants being made right now: a burst of requests for one picture encodes it once. */
const inFlight = new Map<string, Promise<ImageVariant | null>>();

/**
 * A stored picture as WebP of the given width (never wider than the original), made on first
 * request and kept in the store under derived/{width}/{key}.webp.
 */
export async function imageVariant(
  storage: ObjectStorage,
  key: string,
  width: ImageWidth,
): Promise<ImageVariant | null> {
  if (!isSafeObjectKey(key) || key.startsWith(DERIVED_PREFIX) || key.startsWith(PRIVATE_OBJECT_PREFIX))
    return null;
  const derivedKey = `${DERIVED_PREFIX}${width}/${key}.webp`;
  const stored = await storage.get(derivedKey);
  if (stored) return { body: stored.body, size: stored.size };

  let pending = inFlight.get(derivedKey);
  if (!pending) {
    pending = makeVariant(storage, key, derivedKey, width).finally(() => inFlight.delete(derivedKey));
    inFlight.set(derivedKey, pending);
  }
  return pending;
}

async function makeVariant(
  storage: ObjectStorage,
  key: string,
  derivedKey: string,
  width: ImageWidth,
): Promise<ImageVariant | null> {
  const original = await storage.get(key);
  if (!original) return null;
  if (!original.contentType.startsWith("image/")) {
    original.body.resume();
    return null;
  }
  let webp: Buffer;
  try {
    webp = await sharp(await buffer(original.body))
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    return null; // not a picture sharp can read, whatever its declared type
  }
  await storage.put(derivedKey, webp, "image/webp");
  return { body: webp, size: webp.length };
}
