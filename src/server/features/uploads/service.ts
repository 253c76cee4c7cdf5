import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import sharp from "sharp";
import type { Db, Tx } from "../../db/client";
import { uploadTokens } from "../../db/schema";
import { badRequest, forbidden, HttpError } from "../../lib/http-errors";
import type { ObjectStorage } from "../../providers/storage/index";

/**
 * Signed upload URLs (DESIGN.md "uploads", docs/decisions.md "Uploads"): the server names the object,
 * signs its address with a key derived from the session secret, and records a single-use token.
 * The PUT to that address is checked by signature, expiry and token before its bytes are decoded.
 */

export const UPLOAD_URL_TTL_MS = 15 * 60_000;
/** Tokens are kept a day past expiry, so that a late PUT still hears 'expired' rather than 'invalid'. */
const TOKEN_RETENTION_MS = 86_400_000;
/** Decoding is refused beyond 50 megapixels: a small file may unpack into gigabytes of pixels. */
const MAX_PIXELS = 50_000_000;

export const UPLOAD_BUCKETS = ["uploads", "help-images"] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

/** Where each bucket's objects are uploaded to and served from. */
const PUBLIC_PREFIX: Record<UploadBucket, string> = {
  uploads: "/objects/uploads/",
  "help-images": "/api/help-images/",
};

export const OBJECT_NAME = /^[0-9a-f]{32}$/;

export const UPLOAD_INVALID = "Ungültiger Upload-Link. Bitte starten Sie den Upload erneut.";
export const UPLOAD_EXPIRED = "Der Upload-Link ist abgelaufen. Bitte starten Sie den Upload erneut.";
export const UPLOAD_USED = "Dieser Upload-Link wurde bereits verwendet. Bitte starten Sie den Upload erneut.";
export const UPLOAD_NOT_AN_IMAGE = "Bitte laden Sie ein Bild im Format PNG, JPEG, WebP oder GIF hoch.";
const UPLOAD_UNREADABLE = "Das Bild ist beschädigt oder unvollständig und kann nicht gelesen werden.";
const UPLOAD_TOO_MANY_PIXELS = "Das Bild ist zu gross: höchstens 50 Megapixel sind erlaubt.";

/** A key for upload signatures only, so that it can never sign a cookie or the other way round. */
export function deriveUploadKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "", "dorfportal upload urls", 32));
}

export const objectPath = (bucket: UploadBucket, name: string) => `${PUBLIC_PREFIX[bucket]}${name}`;
export const objectKey = (bucket: UploadBucket, name: string) => `${bucket}/${name}`;

const signature = (key: Buffer, path: string, token: string, expires: number) =>
  createHmac("sha256", key).update(`PUT\n${path}\n${token}\n${expires}`).digest("base64url");

export interface IssuedUpload {
  /** Where to PUT the file; without its query string it is the stored image's address. */
  uploadURL: string;
  objectPath: string;
}

/** Names a new object and hands out the signed, expiring, single-use address to PUT it to. */
export async function issueUpload(
  db: Db,
  key: Buffer,
  bucket: UploadBucket,
  userId: string,
  now = new Date(),
): Promise<IssuedUpload> {
  const token = randomBytes(24).toString("base64url");
  const name = randomBytes(16).toString("hex");
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
  await db
    .delete(uploadTokens)
    .where(lt(uploadTokens.expiresAt, new Date(now.getTime() - TOKEN_RETENTION_MS)));
  await db
    .insert(uploadTokens)
    .values({ id: token, bucket, objectKey: objectKey(bucket, name), userId, expiresAt });
  const path = objectPath(bucket, name);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({
    token,
    expires: String(expires),
    signature: signature(key, path, token, expires),
  });
  return { uploadURL: `${path}?${query}`, objectPath: path };
}

/** The query of an upload address as it arrives (a repeated parameter comes as a list). */
export interface UploadQuery {
  token?: string | string[];
  expires?: string | string[];
  signature?: string | string[];
}

/** Accepts only an address this site signed, not yet expired, whose token was never used. */
export async function checkUploadUrl(
  db: Db,
  key: Buffer,
  bucket: UploadBucket,
  name: string,
  query: UploadQuery,
  now = new Date(),
): Promise<typeof uploadTokens.$inferSelect> {
  const { token, expires, signature: given } = query;
  if (
    !OBJECT_NAME.test(name) ||
    typeof token !== "string" ||
    typeof given !== "string" ||
    typeof expires !== "string" ||
    !/^\d{1,12}$/.test(expires)
  )
    throw forbidden(UPLOAD_INVALID);
  const expected = Buffer.from(signature(key, objectPath(bucket, name), token, Number(expires)));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received))
    throw forbidden(UPLOAD_INVALID);
  if (Number(expires) * 1000 <= now.getTime()) throw forbidden(UPLOAD_EXPIRED);
  const [row] = await db.select().from(uploadTokens).where(eq(uploadTokens.id, token));
  if (!row || row.bucket !== bucket || row.objectKey !== objectKey(bucket, name))
    throw forbidden(UPLOAD_INVALID);
  if (row.usedAt) throw forbidden(UPLOAD_USED);
  if (row.expiresAt.getTime() <= now.getTime()) throw forbidden(UPLOAD_EXPIRED);
  return row;
}

type ImageFormat = "png" | "jpeg" | "webp" | "gif";

const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** The format the file's first bytes announce, whatever its Content-Type header claims. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const head = bytes.subarray(0, 12).toString("latin1");
  if (head.startsWith("GIF87a") || head.startsWith("GIF89a")) return "gif";
  if (head.startsWith("RIFF") && head.slice(8, 12) === "WEBP") return "webp";
  return null;
}

export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * Decodes the image and writes it anew in its own format: orientation applied, every metadata block
 * (EXIF with GPS, XMP, comments) left behind. Animated GIF and WebP stay animated.
 */
export async function reencodeImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw badRequest("Die Datei ist leer.");
  const format = sniffImageFormat(bytes);
  if (!format) throw new HttpError(415, UPLOAD_NOT_AN_IMAGE);
  const animated = format === "gif" || format === "webp";
  const image = () => sharp(bytes, { animated, limitInputPixels: MAX_PIXELS, failOn: "error" });
  try {
    const metadata = await image().metadata();
    if (metadata.format !== format) throw new HttpError(415, UPLOAD_NOT_AN_IMAGE);
    const pipeline = image().autoOrient();
    const output =
      format === "jpeg"
        ? pipeline.jpeg({ quality: 85 })
        : format === "png"
          ? pipeline.png()
          : format === "webp"
            ? pipeline.webp({ quality: 85 })
            : pipeline.gif();
    return { bytes: await output.toBuffer(), contentType: CONTENT_TYPES[format] };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw badRequest(UPLOAD_TOO_MANY_PIXELS);
    throw badRequest(UPLOAD_UNREADABLE);
  }
}

/**
 * Stores the object and spends the token in one transaction: of two PUTs racing with the same address,
 * the second waits for the first and is then refused.
 */
export async function storeUpload(
  db: Db,
  storage: ObjectStorage,
  token: string,
  image: ProcessedImage,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(uploadTokens).where(eq(uploadTokens.id, token)).for("update");
    if (!row) throw forbidden(UPLOAD_INVALID);
    if (row.usedAt) throw forbidden(UPLOAD_USED);
    await storage.put(row.objectKey, image.bytes, image.contentType);
    await tx.update(uploadTokens).set({ usedAt: now }).where(eq(uploadTokens.id, token));
  });
}

/** The object key behind a stored picture's address, or null if the address names none of ours. */
export function objectKeyOfPath(address: string): string | null {
  for (const bucket of UPLOAD_BUCKETS) {
    const prefix = PUBLIC_PREFIX[bucket];
    if (address.startsWith(prefix) && OBJECT_NAME.test(address.slice(prefix.length)))
      return objectKey(bucket, address.slice(prefix.length));
  }
  return null;
}

/**
 * Whether the member uploaded every one of these addresses through this site (a spent token of theirs
 * names the object), so that an entry or profile can only show pictures its owner put there.
 */
export async function uploadedByMember(
  db: Db | Tx,
  userId: string,
  addresses: readonly string[],
): Promise<boolean> {
  if (addresses.length === 0) return true;
  const keys = addresses.map(objectKeyOfPath);
  if (keys.some((key) => key === null)) return false;
  const rows = await db
    .select({ objectKey: uploadTokens.objectKey })
    .from(uploadTokens)
    .where(
      and(
        eq(uploadTokens.userId, userId),
        inArray(uploadTokens.objectKey, keys as string[]),
        isNotNull(uploadTokens.usedAt),
      ),
    );
  const found = new Set(rows.map((row) => row.objectKey));
  return keys.every((key) => found.has(key as string));
}
