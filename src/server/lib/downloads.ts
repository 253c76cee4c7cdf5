import { create as contentDisposition } from "content-disposition";
import type { FastifyReply } from "fastify";
import type { StoredObject } from "../providers/storage/types";

const PDF_MAGIC = Buffer.from("%PDF-");

/** Whether the bytes are a PDF by what they start with, whatever name or type they came with. */
export const isPdf = (bytes: Buffer) =>
  bytes.length >= 64 && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/**
 * The name a download is saved under: no path, no control characters or quotes, the given ending in
 * place of a file ending it came with (a date's '.2026' in the name stays).
 */
export function downloadFileName(given: string | undefined, ending: string, fallback: string): string {
  const base = (given ?? "")
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}"]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\.(pdf|png|jpe?g|webp|gif)$/i, "")
    .slice(0, 120)
    .trim();
  return `${base || fallback}.${ending}`;
}

/**
 * A download never runs as a page of this site: the browser does not guess its type (nosniff), saves a
 * document (attachment), and a viewer that opens it anyway gets a sandbox without scripts or requests.
 */
const DOWNLOAD_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

export function sendDownload(
  reply: FastifyReply,
  object: Pick<StoredObject, "body" | "size">,
  file: { fileName: string; contentType: string; inline?: boolean; cacheControl: string },
) {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Length", object.size)
    .header(
      "Content-Disposition",
      contentDisposition(file.fileName, { type: file.inline ? "inline" : "attachment" }),
    )
    .header("Content-Security-Policy", DOWNLOAD_CSP)
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", file.cacheControl)
    .send(object.body);
}
