import { createHash } from "node:crypto";
import type http from "node:http";
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

// How an answer is kept and sent: plain, brotli and gzip, each with its ETag, and the client's choice.

const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|rss\+xml|javascript|ld\+json))/;
const BROTLI_QUALITY = 5;
const VARY = "Cookie, Accept-Encoding";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  etag: string;
  body: Buffer;
  /** Everything for a 200, Content-Length included. */
  headers: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

export interface Encoded {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** The best encoding the client accepts (brotli, then gzip); `q=0` refuses one. */
export function preferredEncoding(accept: string | undefined): Encoding {
  if (!accept) return "identity";
  if (!accept.includes(";")) {
    if (accept.includes("br")) return "br";
    return accept.includes("gzip") ? "gzip" : "identity";
  }
  const accepted = new Set<string>();
  for (const part of accept.split(",")) {
    const [name, ...parameters] = part.trim().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name!.trim());
  }
  if (accepted.has("br")) return "br";
  return accepted.has("gzip") || accepted.has("*") ? "gzip" : "identity";
}

export const matchesEtag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch === etag || ifNoneMatch === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag);

type CacheControl = "no-cache" | "no-store";

function variant(
  body: Buffer,
  hash: string,
  encoding: Encoding,
  headers: Record<string, string>,
  cacheControl: CacheControl,
): Variant {
  const etag = `"${hash}${encoding === "identity" ? "" : `-${encoding}`}"`;
  const common: OutgoingHttpHeaders = {
    ...headers,
    "cache-control": cacheControl,
    vary: VARY,
    etag,
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
  };
  return { etag, body, headers: { ...common, "content-length": body.length }, notModified: common };
}

/**
 * A body as it is sent: plain, and brotli and gzip where that is worth it, each with its ETag; `no-store`
 * for what only some members may read.
 */
export async function encode(
  body: Buffer,
  headers: Record<string, string>,
  cacheControl: CacheControl = "no-cache",
): Promise<Encoded> {
  const hash = createHash("sha1").update(body).digest("base64url").slice(0, 22);
  const encoded: Encoded = { identity: variant(body, hash, "identity", headers, cacheControl) };
  if (body.length >= COMPRESS_MIN_BYTES && COMPRESSIBLE.test(headers["content-type"] ?? "")) {
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      gzip(body),
    ]);
    encoded.br = variant(br, hash, "br", headers, cacheControl);
    encoded.gzip = variant(gz, hash, "gzip", headers, cacheControl);
  }
  return encoded;
}

/** What an encoded body costs the cache's budget (a kilobyte for its heads). */
export const sizeOf = (encoded: Encoded) =>
  encoded.identity.body.length + (encoded.br?.body.length ?? 0) + (encoded.gzip?.body.length ?? 0) + 1024;

export const pick = (entry: Encoded, accept: string | undefined): Variant => {
  const encoding = preferredEncoding(accept);
  return (encoding === "identity" ? undefined : entry[encoding]) ?? entry.identity;
};

/** A hit: the stored head and bytes of the variant the client accepts, or 304 for its ETag. */
export function writeEntry(
  entry: Encoded,
  method: string,
  headers: IncomingHttpHeaders,
  response: http.ServerResponse,
) {
  const chosen = pick(entry, headers["accept-encoding"]);
  const ifNoneMatch = headers["if-none-match"];
  if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, chosen.etag)) {
    response.writeHead(304, chosen.notModified);
    response.end();
    return;
  }
  response.writeHead(200, chosen.headers);
  response.end(method === "HEAD" ? undefined : chosen.body);
}

/** Answers that are not cached are compressed on the way out (HTML and JSON of signed-in pages). */
export async function compressDynamic(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
  if (payload.length < COMPRESS_MIN_BYTES || reply.hasHeader("content-encoding")) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (encoding === "identity") return payload;
  const compressed =
    encoding === "br"
      ? await brotli(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : await gzip(payload);
  reply.header("content-encoding", encoding);
  reply.removeHeader("content-length");
  return compressed;
}
