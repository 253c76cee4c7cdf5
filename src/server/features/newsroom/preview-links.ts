import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { EditorialKind } from "./policy";

/** Preview links: a signed, expiring token opens one unpublished item without an account. */

export const PREVIEW_DAYS = 7;

/** A key for preview links only, so that it can never sign a cookie or an upload. */
export const derivePreviewKey = (sessionSecret: string) =>
  Buffer.from(hkdfSync("sha256", sessionSecret, "", "dorfportal preview links", 32));

const previewSignature = (key: Buffer, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url");

/** A token that opens one item's preview without an account until it expires. */
export function signPreview(key: Buffer, kind: EditorialKind, itemId: string | number, now = new Date()) {
  const expires = now.getTime() + PREVIEW_DAYS * 86_400_000;
  const payload = `${kind}.${itemId}.${expires}`;
  return `${payload}.${previewSignature(key, payload)}`;
}

/** The item id a preview token opens, or null when it is forged, for another kind, or expired. */
export function verifyPreview(key: Buffer, kind: EditorialKind, token: string, now = new Date()) {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== kind) return null;
  const [, itemId, expires, given] = parts as [string, string, string, string];
  const expected = Buffer.from(previewSignature(key, `${kind}.${itemId}.${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (!(Number(expires) > now.getTime())) return null;
  return itemId;
}
