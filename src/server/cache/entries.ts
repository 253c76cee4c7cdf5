import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_MARK } from "../../shared/common/site";
import { type Encoded, encode, matchesEtag, pick, sizeOf, writeEntry } from "./encoding";
import { type ContentArea, PAGE_DATA, type PublicRoute, sharedWithMembers } from "./public-routes";

/**
 * The response cache's entries (response-cache.ts): what one is, how it is built from an answer, and how
 * it is written to a visitor, a member or the request that computed it.
 */

export interface Entry extends Encoded {
  key: string;
  areas: readonly ContentArea[];
  generations: readonly number[];
  expiresAt: number;
  size: number;
  /**
   * A page as a signed-in member is served it: the visitors' page marked `<html data-session>`, so that
   * the browser fills in the member's own parts after hydration (main.tsx); nothing personal is in it.
   */
  memberShell?: Encoded;
}

/**
 * The key of a route's confirmed members' copy: an address with a space, which no request line holds, so
 * that no visitor's lookup finds it.
 */
export const confirmedKey = (key: string) => `${key} confirmed`;

/** A computation under way for one address: the request that computes, and those waiting for it. */
export interface Miss {
  key: string;
  route: PublicRoute;
  /** The confirmed members' copy: holds what visitors may not read, so no browser or proxy keeps it. */
  confirmed: boolean;
  snapshot: { generations: number[]; expiresAt: number };
  /** A page's areas, as its render read them; null once it read something that cannot be cached. */
  pageAreas?: Set<ContentArea> | null;
  release(): void;
}

/** The address as a key: query parameters in one order, so that ?a=1&b=2 and ?b=2&a=1 share an entry. */
export function cacheKey(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  params.sort();
  const search = params.toString();
  return search ? `${url.slice(0, mark)}?${search}` : url.slice(0, mark);
}

export function outgoingHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    // The request id belongs to the request that computed the entry, not to those it is served to.
    if (value === undefined || name === "content-length" || name === "x-request-id") continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}

export async function buildEntry(
  miss: Miss,
  areas: readonly ContentArea[],
  generations: readonly number[],
  body: Buffer,
  headers: Record<string, string>,
): Promise<Entry> {
  const encoded = await encode(body, headers, miss.confirmed ? "no-store" : "no-cache");
  return {
    key: miss.key,
    areas,
    generations,
    expiresAt: miss.snapshot.expiresAt,
    size: sizeOf(encoded),
    ...encoded,
  };
}

/** Whether a member is served the visitors' entry: the same bytes for public JSON, the member's copy for a page. */
export const servedToMembers = (route: PublicRoute) => route.areas === PAGE_DATA || sharedWithMembers(route);

/** A page with its first tag marked for a member's browser; null for what is no HTML page. */
export function memberShellOf(page: Buffer): Buffer | null {
  const html = page.toString("utf8");
  const tag = html.indexOf("<html");
  if (tag === -1) return null;
  const end = tag + "<html".length;
  return Buffer.from(`${html.slice(0, end)} ${SESSION_MARK}${html.slice(end)}`, "utf8");
}

/** What a signed-in member is served of an entry: a page's member copy, or the public JSON itself. */
export const memberCopy = (entry: Entry): Encoded | undefined =>
  entry.memberShell ??
  (entry.identity.headers["content-type"]?.toString().startsWith("text/html") ? undefined : entry);

/** A hit found in the hook: written straight to the socket, past the rest of Fastify's work. */
export function serveEntry(entry: Encoded, request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  writeEntry(entry, request.method, request.headers, reply.raw);
}

/** The answer of the request that computed an entry, from the entry (so it gets its ETag and encoding). */
export function answerFromEntry(entry: Entry, request: FastifyRequest, reply: FastifyReply) {
  const chosen = pick(entry, request.headers["accept-encoding"]);
  reply.headers(chosen.notModified);
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, chosen.etag)) {
    reply.code(304);
    return "";
  }
  return chosen.body;
}
