import type http from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasSessionCookie, REQUEST_ID_HEADER } from "../http/headers";
import { requestIdOf } from "../ops/request-tracing";
import { compressDynamic, encode, sizeOf, writeEntry } from "./encoding";
import {
  answerFromEntry,
  buildEntry,
  cacheKey,
  confirmedKey,
  type Entry,
  type Miss,
  memberCopy,
  memberShellOf,
  outgoingHeaders,
  servedToMembers,
  serveEntry,
} from "./entries";
import type { Generations } from "./generations";
import { CONTENT_AREAS, type ContentArea, PAGE_DATA, type PublicRoute, publicRouteOf } from "./public-routes";

/**
 * The response cache for anonymous reads of public routes (the allow-list in public-routes.ts).
 *
 * An entry holds the final bytes of one address (plain, brotli and gzip, each with its headers and a
 * content-hash ETag) and the generations of the areas it was computed from. It is served while those
 * generations are current and its time has not run out (safety TTL, next scheduled publication):
 * by the HTTP server's request handler before Fastify sees the request (frontServer), and for requests
 * that do not come through a socket (app.inject, a page's own reads) in the first onRequest hook. Misses of the same address wait for the one
 * computation under way. The size is bounded: least recently used entries go first.
 *
 * Never cached: what a request with a session cookie computes, answers that set a cookie, answers
 * other than 200. A member is served an entry only where the answer is the same for everybody
 * (`sharedWithMembers`): the public JSON, not pages (their header is the member's) and not `personal`
 * routes. The one exception is a route's `confirmedCopy`, the same for every confirmed member: it is kept
 * from a confirmed member's request and served to confirmed members alone.
 */

/** Even without a notification (a lost one, a clock-driven change nobody wrote) an entry lives no longer. */
export const SAFETY_TTL_MS = 60_000;
export interface StoredAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  generations: Generations;
  /** The security headers of an answer of a content type (lib/security-headers.ts), computed once at start. */
  headersFor: (contentType: unknown) => Readonly<Record<string, string>>;
  /** Whether the request's member has confirmed their address (for routes with a `confirmedCopy`). */
  isConfirmed: (request: FastifyRequest) => Promise<boolean>;
}

const kMiss = Symbol("responseCacheMiss");
type WithMiss = FastifyRequest & { [kMiss]?: Miss };

export class ResponseCache {
  /** Switched off by the benchmark for its cold measurement; RESPONSE_CACHE_MB=0 starts it off. */
  enabled: boolean;
  readonly maxBytes: number;
  /** Answers served from an entry, and computations started (for tests, the benchmark, operations). */
  readonly stats = { hits: 0, computations: 0, frontHits: 0, memberHits: 0 };
  private bytes = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly generations: Generations;
  private readonly headersFor: ResponseCacheOptions["headersFor"];
  private readonly isConfirmed: ResponseCacheOptions["isConfirmed"];

  constructor(options: ResponseCacheOptions) {
    this.maxBytes = options.maxBytes;
    this.enabled = options.maxBytes > 0;
    this.generations = options.generations;
    this.headersFor = options.headersFor;
    this.isConfirmed = options.isConfirmed;
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * Reads the generations from the database now: what every write request does before it is answered,
   * for writes made outside a request (tests writing rows directly, scripts in process).
   */
  refresh() {
    return this.generations.reload();
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  /** A current entry for the key, marked as recently used. */
  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() >= entry.expiresAt || !this.generations.isCurrent(entry.areas, entry.generations)) {
      this.remove(entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.stats.hits += 1;
    return entry;
  }

  private remove(entry: Entry) {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.size;
  }

  /** Starts the computation of a key, or waits for the one under way and answers its entry. */
  private async begin(
    key: string,
    route: PublicRoute,
    confirmed = false,
  ): Promise<{ entry: Entry; miss?: undefined } | { entry?: undefined; miss: Miss | undefined }> {
    const running = this.pending.get(key);
    if (running) {
      await running;
      const entry = this.fresh(key);
      return entry ? { entry } : { miss: undefined };
    }
    let release!: () => void;
    const done = new Promise<void>((resolve) => {
      release = () => {
        if (this.pending.get(key) === done) this.pending.delete(key);
        resolve();
      };
    });
    this.pending.set(key, done);
    this.stats.computations += 1;
    try {
      const areas = route.areas === PAGE_DATA ? CONTENT_AREAS : route.areas;
      const snapshot = await this.generations.snapshot(areas, SAFETY_TTL_MS);
      return {
        miss: {
          key,
          route,
          confirmed,
          snapshot,
          pageAreas: route.areas === PAGE_DATA ? new Set() : undefined,
          release,
        },
      };
    } catch (error) {
      release();
      throw error;
    }
  }

  private async store(miss: Miss, status: number, body: Buffer, headers: Record<string, string>) {
    if (!this.enabled || status !== 200 || headers["set-cookie"] !== undefined) return undefined;
    let areas: readonly ContentArea[];
    let generations: readonly number[];
    if (miss.route.areas === PAGE_DATA) {
      if (!miss.pageAreas) return undefined;
      areas = CONTENT_AREAS.filter((area) => miss.pageAreas!.has(area));
      generations = areas.map((area) => miss.snapshot.generations[CONTENT_AREAS.indexOf(area)]!);
    } else {
      areas = miss.route.areas;
      generations = miss.snapshot.generations;
    }
    const entry = await buildEntry(miss, areas, generations, body, headers);
    if (miss.route.areas === PAGE_DATA) {
      const shell = memberShellOf(body);
      if (shell) {
        entry.memberShell = await encode(shell, headers);
        entry.size += sizeOf(entry.memberShell);
      }
    }
    if (entry.size > this.maxBytes / 4) return entry;
    const previous = this.entries.get(miss.key);
    if (previous) this.remove(previous);
    this.entries.set(miss.key, entry);
    this.bytes += entry.size;
    for (const oldest of this.entries.values()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return entry;
  }

  /**
   * An API answer for a page being rendered for an anonymous visitor: from the cache, or computed by
   * `compute` (and kept). Records the route's areas as the page's; a page that reads an address off
   * the allow-list is not kept.
   */
  async read(
    request: FastifyRequest,
    path: string,
    compute: () => Promise<StoredAnswer>,
  ): Promise<StoredAnswer | null> {
    const mark = path.indexOf("?");
    const route = publicRouteOf(mark === -1 ? path : path.slice(0, mark));
    const pageMiss = (request as WithMiss)[kMiss];
    if (!route || route.areas === PAGE_DATA) {
      if (pageMiss) pageMiss.pageAreas = null;
      return null;
    }
    if (pageMiss?.pageAreas) for (const area of route.areas) pageMiss.pageAreas.add(area);
    if (!this.enabled) return compute();
    const key = cacheKey(path);
    let entry = this.fresh(key);
    let miss: Miss | undefined;
    if (!entry) ({ entry, miss } = await this.begin(key, route));
    if (entry) return { status: 200, body: entry.identity.body.toString("utf8"), headers: {} };
    try {
      const answer = await compute();
      if (miss) {
        const headers = { ...this.headersFor(answer.headers["content-type"]), ...answer.headers };
        await this.store(miss, answer.status, Buffer.from(answer.body, "utf8"), headers);
      }
      return answer;
    } finally {
      miss?.release();
    }
  }

  /**
   * A hit answered from the HTTP server's request handler: one lookup, then the stored head and bytes,
   * before Fastify builds its request and reply. False when the request must go to Fastify (a miss, a
   * session cookie, another method); every entry was stored for an allow-listed address, so the lookup
   * alone decides.
   */
  serveFront(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    const { method, url = "" } = request;
    if (!this.enabled || (method !== "GET" && method !== "HEAD")) return false;
    const member = hasSessionCookie(request.headers.cookie);
    if (member && !this.servesMembers(url)) return false;
    const entry = this.fresh(url.includes("?") ? cacheKey(url) : url);
    const served = entry && (member ? memberCopy(entry) : entry);
    if (!served) return false;
    this.stats.frontHits += 1;
    if (member) this.stats.memberHits += 1;
    // Fastify's tracing hook never sees this request, and every answer names its id (docs/operations.md).
    response.setHeader(REQUEST_ID_HEADER, requestIdOf(request));
    writeEntry(served, method, request.headers, response);
    return true;
  }

  /**
   * Whether a request with a session cookie for this address may be served from the visitors' entry: the
   * same bytes for public JSON, the member's copy for a page.
   */
  private servesMembers(url: string): boolean {
    const mark = url.indexOf("?");
    const route = publicRouteOf(mark === -1 ? url : url.slice(0, mark));
    return route !== null && servedToMembers(route);
  }

  /** A member's hit of the visitors' entry, if there is one; false sends the request on to be computed. */
  private serveMember(key: string, request: FastifyRequest, reply: FastifyReply): boolean {
    const entry = this.fresh(key);
    const served = entry && memberCopy(entry);
    if (!served) return false;
    this.stats.memberHits += 1;
    serveEntry(served, request, reply);
    return true;
  }

  /**
   * Serves the entry of a key, or (false) lets the request compute it: the one computation under way,
   * which the others wait for.
   */
  private async serveOrCompute(
    key: string,
    route: PublicRoute,
    request: FastifyRequest,
    reply: FastifyReply,
    confirmed = false,
  ): Promise<boolean> {
    const started = await this.begin(key, route, confirmed);
    if (started.entry) {
      serveEntry(started.entry, request, reply);
      return true;
    }
    if (started.miss) {
      (request as WithMiss)[kMiss] = started.miss;
      // Whatever happens to the request, the next one may compute again.
      reply.raw.once("close", started.miss.release);
    }
    return false;
  }

  /**
   * A member's request for a route with a confirmed copy: a confirmed member is served that copy (or
   * computes it), an unconfirmed one the visitors' entry (or computes their answer, which is not kept).
   */
  private async serveByConfirmation(
    key: string,
    route: PublicRoute,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean> {
    if (!(await this.isConfirmed(request))) return this.serveMember(key, request, reply);
    const copy = confirmedKey(key);
    const entry = this.fresh(copy);
    if (!entry) return this.serveOrCompute(copy, route, request, reply, true);
    this.stats.memberHits += 1;
    serveEntry(entry, request, reply);
    return true;
  }

  /** Hooks the cache into the app: registered first, so that a hit skips every other hook. */
  register(app: FastifyInstance) {
    app.addHook("onRequest", (request, reply, done) => {
      if (!this.enabled || (request.method !== "GET" && request.method !== "HEAD")) return done();
      const url = request.url;
      const mark = url.indexOf("?");
      const route = publicRouteOf(mark === -1 ? url : url.slice(0, mark));
      if (!route) return done();
      const key = mark === -1 ? url : cacheKey(url);
      if (hasSessionCookie(request.headers.cookie)) {
        if (route.confirmedCopy) {
          this.serveByConfirmation(key, route, request, reply).then(
            (served) => served || done(),
            (error: Error) => done(error),
          );
          return;
        }
        // A member is served what visitors got, never what the member's own request computes.
        if (servedToMembers(route) && this.serveMember(key, request, reply)) return;
        return done();
      }
      const entry = this.fresh(key);
      if (entry) return serveEntry(entry, request, reply);
      this.serveOrCompute(key, route, request, reply).then(
        (served) => served || done(),
        (error: Error) => done(error),
      );
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const miss = (request as WithMiss)[kMiss];
      if (miss) {
        (request as WithMiss)[kMiss] = undefined;
        try {
          const body = typeof payload === "string" ? Buffer.from(payload) : payload;
          if (Buffer.isBuffer(body)) {
            const headers = outgoingHeaders(reply);
            const entry = await this.store(miss, reply.statusCode, body, headers);
            if (entry) return answerFromEntry(entry, request, reply);
          }
        } finally {
          miss.release();
        }
      }
      // This instance's own writes show at once, before their notification arrives.
      if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS") {
        await this.refresh();
      }
      return compressDynamic(request, reply, payload);
    });
  }
}
