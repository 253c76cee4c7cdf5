import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import zlib from "node:zlib";

/**
 * Reads a company's public homepage for its PR report without becoming a way into the portal's own
 * network (SSRF): every name is resolved by us, every address it resolves to must be public, the
 * connection goes to exactly that checked address (no second lookup, no DNS-rebinding gap), the
 * address actually connected to is checked again, and so is every redirect.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SiteFetchOptions {
  /** Name resolution; the system resolver unless a test gives its own. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Which addresses may be connected to; public ones only unless a test serves a site on loopback. */
  isAllowedAddress?: (address: string) => boolean;
  /** The web server's ports for URLs without one (80 and 443; tests serve elsewhere). */
  ports?: { http: number; https: number };
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchedSite {
  url: string;
  html: string;
}

export type SiteFetcher = (domain: string) => Promise<FetchedSite | null>;

export class BlockedAddressError extends Error {}

// Two lists: node's BlockList would match an IPv4 address against the IPv4-mapped IPv6 rule below.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blockedV4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // IPv4-mapped and -compatible, NAT64 and 6to4 addresses reach IPv4 hosts; a public site needs none of them.
  ["::ffff:0:0", 96],
  ["::", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["2002::", 16],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blockedV6.addSubnet(network, prefix, "ipv6");
}

/** Whether an address is on the public internet (not loopback, private, link-local, CGNAT, multicast, metadata). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = isIP(bare);
  if (version === 4) return !blockedV4.check(bare, "ipv4");
  if (version === 6) return !blockedV6.check(bare, "ipv6");
  return false;
}

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

export function createSiteFetcher(options: SiteFetchOptions = {}): SiteFetcher {
  const resolve = options.resolve ?? systemResolve;
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const ports = options.ports ?? { http: 80, https: 443 };
  const timeoutMs = options.timeoutMs ?? 8_000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;

  // Node asks this instead of the system resolver, so the checked address is the one connected to.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((entry) => !isAllowed(entry.address));
        if (addresses.length === 0 || refused) {
          callback(new BlockedAddressError(`${hostname} resolves to a refused address`), "", 4);
          return;
        }
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 4),
    );
  };

  function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    const literal = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(literal) && !isAllowed(literal)) {
      return Promise.reject(new BlockedAddressError(`${literal} is not a public address`));
    }
    const secure = url.protocol === "https:";
    const client = secure ? https : http;
    return new Promise((resolvePromise, reject) => {
      const request = client.request(url, {
        method: "GET",
        port: url.port || (secure ? ports.https : ports.http),
        lookup,
        agent: false,
        signal,
        headers: {
          "user-agent": "Dorfportal-PR-Service/1.0 (+company homepage preview)",
          accept: "text/html,application/xhtml+xml;q=0.9",
          "accept-encoding": "gzip, deflate, br",
        },
      });
      request.on("socket", (socket) => {
        socket.once("connect", () => {
          if (!socket.remoteAddress || !isAllowed(socket.remoteAddress)) {
            request.destroy(new BlockedAddressError(`connected to refused address ${socket.remoteAddress}`));
          }
        });
      });
      request.on("response", (response) => {
        const remote = response.socket.remoteAddress;
        if (!remote || !isAllowed(remote)) {
          response.destroy();
          reject(new BlockedAddressError(`connected to refused address ${remote}`));
          return;
        }
        resolvePromise(response);
      });
      request.on("error", reject);
      request.end();
    });
  }

  async function readBody(response: IncomingMessage): Promise<Buffer> {
    const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
    const stream =
      encoding === "gzip"
        ? response.pipe(zlib.createGunzip())
        : encoding === "deflate"
          ? response.pipe(zlib.createInflate())
          : encoding === "br"
            ? response.pipe(zlib.createBrotliDecompress())
            : response;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      // Beyond the cap only the beginning is kept: a homepage's name and description are at its top.
      chunks.push(buffer.subarray(0, Math.max(0, maxBytes - size)));
      size += buffer.length;
      if (size >= maxBytes) {
        response.destroy();
        break;
      }
    }
    return Buffer.concat(chunks);
  }

  function decode(body: Buffer, contentType: string): string {
    const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
    try {
      return new TextDecoder(charset).decode(body);
    } catch {
      return new TextDecoder("utf-8").decode(body);
    }
  }

  async function fetchFrom(start: URL): Promise<FetchedSite | null> {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = start;
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location || redirects >= maxRedirects) return null;
        const next = new URL(location, url);
        if (next.protocol !== "http:" && next.protocol !== "https:") return null;
        url = next;
        continue;
      }
      const contentType = String(response.headers["content-type"] ?? "");
      if (status < 200 || status >= 300 || !HTML_TYPES.test(contentType)) {
        response.resume();
        return null;
      }
      return { url: url.toString(), html: decode(await readBody(response), contentType) };
    }
  }

  return async (domain) => {
    for (const protocol of ["https:", "http:"]) {
      try {
        const site = await fetchFrom(new URL(`${protocol}//${domain}/`));
        if (site) return site;
      } catch (error) {
        // A refused address is final: trying plain http would reach the same host.
        if (error instanceof BlockedAddressError) throw error;
      }
    }
    return null;
  };
}
