import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BlockedAddressError,
  createSiteFetcher,
  isPublicAddress,
  type ResolvedAddress,
} from "./site-fetcher";

/** A web server on loopback that counts the requests it received: a refused fetch must reach none. */
let server: Server;
let port: number;
let hits: string[] = [];
let routes: Record<
  string,
  (url: string) => { status: number; headers: Record<string, string>; body?: string }
>;

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(`${request.headers.host}${request.url}`);
    const route = routes[request.url ?? "/"];
    const answer = route?.(request.url ?? "/") ?? { status: 404, headers: {} };
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const resolverFor =
  (table: Record<string, string[]>) =>
  async (hostname: string): Promise<ResolvedAddress[]> => {
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

/** Our test site answers on loopback: this fetcher treats exactly that address as the public internet. */
const testSiteFetcher = (table: Record<string, string[]>) =>
  createSiteFetcher({
    resolve: resolverFor(table),
    isAllowedAddress: (address) =>
      address === "127.0.0.1" || address === "::ffff:127.0.0.1" || isPublicAddress(address),
    ports: { http: port, https: 1 },
    timeoutMs: 2_000,
  });

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, CGNAT, multicast, metadata and mapped addresses", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.169.254",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "fe80::1",
      "fd00:ec2::254",
      "ff02::1",
      "64:ff9b::a00:1",
      "not-an-address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("accepts public addresses", () => {
    for (const address of ["8.8.8.8", "194.150.245.1", "2a00:1450:400a:801::200e", "2606:4700::6810:84e5"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe("createSiteFetcher", () => {
  it("refuses names that resolve to internal addresses, without connecting", async () => {
    hits = [];
    routes = {
      "/": () => ({ status: 200, headers: { "content-type": "text/html" }, body: "<h1>intern</h1>" }),
    };
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "100.64.0.1",
      "169.254.169.254",
      "::1",
      "::ffff:127.0.0.1",
    ]) {
      const fetchSite = createSiteFetcher({
        resolve: resolverFor({ "firma-beispiel.ch": [address] }),
        ports: { http: port, https: port },
        timeoutMs: 2_000,
      });
      await expect(fetchSite("firma-beispiel.ch"), address).rejects.toBeInstanceOf(BlockedAddressError);
    }
    expect(hits).toEqual([]);
  });

  it("refuses a name with one public and one internal address (no choosing between them)", async () => {
    const fetchSite = createSiteFetcher({
      resolve: resolverFor({ "firma-beispiel.ch": ["8.8.8.8", "127.0.0.1"] }),
      timeoutMs: 2_000,
    });
    await expect(fetchSite("firma-beispiel.ch")).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it("refuses a public-looking site that redirects to an internal address or name", async () => {
    hits = [];
    routes = {
      "/": () => ({ status: 302, headers: { location: "http://169.254.169.254/latest/meta-data/" } }),
      "/by-name": () => ({ status: 301, headers: { location: "http://intern.firma-beispiel.ch/" } }),
    };
    const fetchSite = createSiteFetcher({
      resolve: resolverFor({ "firma-beispiel.ch": ["127.0.0.1"], "intern.firma-beispiel.ch": ["10.0.0.1"] }),
      // The first hop is allowed so that the redirect itself is what gets refused.
      isAllowedAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
      ports: { http: port, https: 1 },
      timeoutMs: 2_000,
    });
    await expect(fetchSite("firma-beispiel.ch")).rejects.toBeInstanceOf(BlockedAddressError);
    routes["/"] = () => ({ status: 302, headers: { location: "/by-name" } });
    await expect(fetchSite("firma-beispiel.ch")).rejects.toBeInstanceOf(BlockedAddressError);
    expect(hits.every((hit) => hit.startsWith("firma-beispiel.ch"))).toBe(true);
  });

  it("checks the address actually connected to, not only what the resolver claimed", async () => {
    // The resolver's answer passes (first question), the socket's peer does not (second question).
    const asked: string[] = [];
    const fetchSite = createSiteFetcher({
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
      isAllowedAddress: (address) => asked.push(address) === 1,
      ports: { http: port, https: 1 },
      timeoutMs: 2_000,
    });
    await expect(fetchSite("firma-beispiel.ch")).rejects.toBeInstanceOf(BlockedAddressError);
    expect(asked).toEqual(["127.0.0.1", "127.0.0.1"]);
  });

  it("falls back from https to http, follows at most 3 redirects and reads html only", async () => {
    routes = {
      "/": () => ({ status: 301, headers: { location: "/a" } }),
      "/a": () => ({ status: 302, headers: { location: "/b" } }),
      "/b": () => ({ status: 307, headers: { location: "/c" } }),
      "/c": () => ({
        status: 200,
        headers: { "content-type": "text/html; charset=utf-8" },
        body: "<title>Ziel</title>",
      }),
    };
    const fetchSite = testSiteFetcher({ "firma-beispiel.ch": ["127.0.0.1"] });
    expect(await fetchSite("firma-beispiel.ch")).toEqual({
      url: "http://firma-beispiel.ch/c",
      html: "<title>Ziel</title>",
    });
    routes["/c"] = () => ({ status: 302, headers: { location: "/d" } });
    expect(await fetchSite("firma-beispiel.ch")).toBeNull();
    routes["/"] = () => ({ status: 200, headers: { "content-type": "application/pdf" }, body: "%PDF" });
    expect(await fetchSite("firma-beispiel.ch")).toBeNull();
  });

  it("keeps only the first 2 MB of a large page", async () => {
    routes = {
      "/": () => ({
        status: 200,
        headers: { "content-type": "text/html" },
        body: `<title>Gross</title>${"x".repeat(3 * 1024 * 1024)}`,
      }),
    };
    const site = await testSiteFetcher({ "firma-beispiel.ch": ["127.0.0.1"] })("firma-beispiel.ch");
    expect(site?.html.startsWith("<title>Gross</title>")).toBe(true);
    expect(site?.html.length).toBe(2 * 1024 * 1024);
  });

  it("gives up on a site that does not answer in time", async () => {
    routes = { "/": () => ({ status: 200, headers: { "content-type": "text/html" } }) };
    const slow = createServer(() => {});
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const fetchSite = createSiteFetcher({
      resolve: resolverFor({ "langsam.ch": ["127.0.0.1"] }),
      isAllowedAddress: (address) => address === "127.0.0.1",
      ports: { http: (slow.address() as AddressInfo).port, https: 1 },
      timeoutMs: 200,
    });
    expect(await fetchSite("langsam.ch")).toBeNull();
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });

  it("answers null for a name that does not resolve", async () => {
    expect(await testSiteFetcher({})("gibt-es-nicht.ch")).toBeNull();
  });
});
