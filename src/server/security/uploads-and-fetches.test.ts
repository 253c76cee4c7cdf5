import { writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "../../shared/common/constants";
import { DOMAIN_NOT_PUBLIC } from "../features/pr-reports/generation";
import { createSiteFetcher, type ResolvedAddress } from "../features/pr-reports/site-fetcher";
import { declaredRoutes } from "./test/declared-routes";
import { createSecurityApp, type Person, type SecurityApp } from "./test/harness";
import { methodOf, patternOf, sampleFor, urlOf } from "./test/route-samples";

let s: SecurityApp;
let member: Person;

beforeAll(async () => {
  s = await createSecurityApp();
  member = await s.person();
});
afterAll(() => s.close());

/** Both ways into the object store: marketplace pictures and every other upload. */
const ISSUERS = { uploads: "/api/objects/upload", "help-images": "/api/help-images/upload" } as const;

async function issue(issuer: string): Promise<string> {
  const response = await s.call({ method: "POST", url: issuer, cookie: member.cookie });
  expect(response.statusCode).toBe(200);
  return response.json().uploadURL;
}
const put = (url: string, body: Buffer, contentType: string, headers: Record<string, string> = {}) =>
  s.call({ method: "PUT", url, payload: body, headers: { "content-type": contentType, ...headers } });
const withoutQuery = (url: string) => url.split("?")[0]!;

const png = (width = 16, height = 16) =>
  sharp({ create: { width, height, channels: 3, background: "#2e7d32" } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: "#1565c0" } })
    .jpeg()
    .toBuffer();

/** A PNG chunk with its length and checksum. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 1-bit greyscale PNG of the given size whose pixel rows are `rows` (all zero: they pack to nearly nothing). */
function bitmapPng(width: number, height: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A picture of 8 000 × 8 000 pixels (64 megapixels) whose file is a few kilobytes: it unpacks to gigabytes. */
const realBomb = () => bitmapPng(8_000, 8_000, Buffer.alloc(8_000 * (1 + 8_000 / 8)));
/** A header that claims 100 000 × 100 000 pixels, in a file of a few hundred bytes. */
const claimedBomb = () => bitmapPng(100_000, 100_000, Buffer.alloc(1_000));
/** A GIF whose screen claims 65 535 × 65 535 pixels. */
const gifBomb = () =>
  Buffer.concat([
    Buffer.from("GIF89a", "latin1"),
    Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
    Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);

const SCRIPT = "<script>alert(document.cookie)</script>";
const EMPTY_ZIP = Buffer.concat([Buffer.from("PK\u0005\u0006", "latin1"), Buffer.alloc(18)]);

/** Files that are not a picture the portal takes, whatever their declared type. */
const NOT_PICTURES: [string, () => Buffer | Promise<Buffer>, string][] = [
  [
    "an SVG with a script",
    () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`),
    "image/svg+xml",
  ],
  [
    "an SVG with an XML prolog, declared as PNG",
    () => Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
    "image/png",
  ],
  [
    "gzipped SVG",
    () => zlib.gzipSync(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
    "image/svg+xml",
  ],
  ["HTML declared as JPEG", () => Buffer.from(`<!DOCTYPE html><html>${SCRIPT}</html>`), "image/jpeg"],
  ["a PDF", () => Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF"), "image/png"],
  ["a Windows program", () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]), "image/gif"],
  ["a ZIP", () => EMPTY_ZIP, "image/webp"],
  ["a shell script", () => Buffer.from("#!/bin/sh\nrm -rf /\n"), "image/png"],
  ["a BMP", () => Buffer.concat([Buffer.from("BM"), Buffer.alloc(60)]), "image/bmp"],
  ["a TIFF", () => Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00]), Buffer.alloc(60)]), "image/tiff"],
  [
    "PNG magic in front of HTML",
    () => Buffer.concat([PNG_SIGNATURE, Buffer.from(`<html>${SCRIPT}`)]),
    "image/png",
  ],
  [
    "JPEG magic in front of HTML",
    () => Buffer.from(`\xff\xd8\xff<html>${SCRIPT}</html>`, "latin1"),
    "image/jpeg",
  ],
  ["GIF magic in front of JavaScript", () => Buffer.from("GIF89a=alert(document.cookie)//;"), "image/gif"],
  ["a decompression bomb (64 megapixels in a few KB)", realBomb, "image/png"],
  ["a header claiming 100 000 × 100 000 pixels", claimedBomb, "image/png"],
  ["a GIF claiming 65 535 × 65 535 pixels", gifBomb, "image/gif"],
  ["an empty file", () => Buffer.alloc(0), "image/png"],
];

describe.each(Object.entries(ISSUERS))("uploads to %s", (_bucket, issuer) => {
  it.each(NOT_PICTURES)("refuses %s with a German 4xx and stores nothing", async (_label, make, type) => {
    const uploadURL = await issue(issuer);
    const refused = await put(uploadURL, await make(), type);
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode, refused.body).toBeLessThan(500);
    expect(refused.json().message).toMatch(/Bild|Datei/);
    expect((await s.call({ url: withoutQuery(uploadURL) })).statusCode).toBe(404);
    // The address was not spent: nothing was stored under it.
    expect((await put(uploadURL, await png(), "image/png")).statusCode).toBe(200);
  });

  it("refuses a file over 10 MB with 413 and stores nothing", async () => {
    const uploadURL = await issue(issuer);
    const tooLarge = Buffer.concat([await png(), Buffer.alloc(UPLOAD_MAX_BYTES, 0)]);
    const refused = await put(uploadURL, tooLarge, "image/png");
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/zu gross/);
    expect((await s.call({ url: withoutQuery(uploadURL) })).statusCode).toBe(404);
  });

  it.each([
    [
      "JPEG + HTML",
      async () => Buffer.concat([await jpeg(), Buffer.from(`<html>${SCRIPT}</html>`)]),
      "image/jpeg",
    ],
    ["JPEG + ZIP", async () => Buffer.concat([await jpeg(), EMPTY_ZIP]), "image/jpeg"],
    ["PNG + HTML", async () => Buffer.concat([await png(), Buffer.from(SCRIPT)]), "image/png"],
    [
      "PNG with a script in a text chunk",
      async () => {
        const image = await png();
        const end = image.length - 12;
        const text = chunk("tEXt", Buffer.from(`Comment\u0000${SCRIPT}`, "latin1"));
        return Buffer.concat([image.subarray(0, end), text, image.subarray(end)]);
      },
      "image/png",
    ],
  ] as const)("keeps only the picture of a polyglot (%s)", async (_label, make, type) => {
    const uploadURL = await issue(issuer);
    const stored = await put(uploadURL, await make(), type);
    expect(stored.statusCode).toBe(200);
    const served = await s.call({ url: withoutQuery(uploadURL) });
    expect(served.headers["content-type"]).toBe(type);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.includes(Buffer.from("<script"))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from("<html"))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from("PK\u0005\u0006", "latin1"))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(16);
  });
});

describe("path tricks", () => {
  const SECRET = "geheimer Inhalt des Datenordners";

  beforeAll(async () => {
    await writeFile(path.join(s.dataDir, "geheim.txt"), SECRET);
  });

  it("accept no object name but the one the server chose", async () => {
    const uploadURL = await issue(ISSUERS.uploads);
    const [address, query] = uploadURL.split("?") as [string, string];
    const name = address.split("/").pop()!;
    for (const trick of [
      `..%2Fgeheim.txt`,
      `..%2F..%2Fgeheim.txt`,
      `${name}%2F..%2F..%2Fgeheim.txt`,
      `${name}.html`,
      `${name}%00.html`,
      `${name.toUpperCase()}`,
      `${name}%20`,
      `%2e%2e`,
    ]) {
      const response = await put(`/objects/uploads/${trick}?${query}`, await png(), "image/png");
      expect(response.statusCode, trick).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, trick).toBeLessThan(500);
    }
    // A file name the client suggests changes nothing: the object lands where the server said.
    const stored = await put(uploadURL, await png(), "image/png", {
      "content-disposition": 'attachment; filename="../../index.html"',
    });
    expect(stored.json().objectPath).toBe(address);
  });

  it("read nothing outside the object store", async () => {
    for (const url of [
      "/objects/..%2Fgeheim.txt",
      "/objects/uploads/..%2F..%2Fgeheim.txt",
      "/objects/%2e%2e/geheim.txt",
      "/objects/..%252Fgeheim.txt",
      "/objects/uploads%5C..%5C..%5Cgeheim.txt",
      "/img/640/..%2F..%2Fgeheim.txt",
      "/img/640/derived%2F640%2F..%2F..%2F..%2Fgeheim.txt",
      "/api/help-images/..%2Fgeheim.txt",
    ]) {
      const response = await s.call({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain(SECRET);
    }
  });
});

describe("server-side requests (SSRF)", () => {
  let site: Server;
  let hits = 0;
  beforeAll(async () => {
    site = createServer((_request, response) => {
      hits += 1;
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<title>Intern</title>");
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  /** Names of public-looking companies whose DNS points inside the portal's network. */
  const INTERNAL: Record<string, string[]> = {
    "loopback.ch": ["127.0.0.1"],
    "loopback6.ch": ["::1"],
    "metadaten.ch": ["169.254.169.254"],
    "privat.ch": ["10.0.0.7"],
    "heimnetz.ch": ["192.168.1.1"],
    "firmennetz.ch": ["172.16.0.1"],
    "cgnat.ch": ["100.64.0.1"],
    "nirgends.ch": ["0.0.0.0"],
    "gemappt.ch": ["::ffff:127.0.0.1"],
    "unique-local.ch": ["fd00::1"],
    "gemischt.ch": ["8.8.8.8", "127.0.0.1"],
  };

  it("the PR service (the one place the server fetches an address a visitor gives) refuses internal addresses without connecting", async () => {
    const port = (site.address() as AddressInfo).port;
    const stub = s.app.ctx.siteFetcher;
    s.app.ctx.siteFetcher = createSiteFetcher({
      resolve: async (hostname): Promise<ResolvedAddress[]> =>
        (INTERNAL[hostname] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
      ports: { http: port, https: port },
      timeoutMs: 2_000,
    });
    try {
      for (const companyDomain of Object.keys(INTERNAL)) {
        const response = await s.call({
          method: "POST",
          url: "/api/generate-pr-report",
          payload: { companyDomain },
        });
        expect(response.statusCode, companyDomain).toBe(400);
        expect(response.json()).toMatchObject({ message: DOMAIN_NOT_PUBLIC });
      }
      for (const companyDomain of [
        "127.0.0.1",
        "[::1]",
        "localhost",
        "2130706433",
        "intern",
        "a.b/c",
        "x@y.ch",
      ]) {
        const response = await s.call({
          method: "POST",
          url: "/api/generate-pr-report",
          payload: { companyDomain },
        });
        expect(response.statusCode, companyDomain).toBe(400);
      }
      expect(hits).toBe(0);
    } finally {
      s.app.ctx.siteFetcher = stub;
    }
  });

  /** Routes that store a picture address a member gives: the page shows it, the server never fetches it. */
  const PICTURE_ROUTES = declaredRoutes().filter(([route]) =>
    [
      "POST /api/leserbriefe",
      "POST /api/user-articles",
      "POST /api/events",
      "POST /api/help-entries",
      "PUT /api/help-entries/:id",
      "PATCH /api/profile",
    ].includes(route),
  );

  it.each(PICTURE_ROUTES)("%s takes only pictures uploaded to this site", async (route, rule) => {
    const owner = await s.person();
    const stranger = await s.person();
    const strangersPicture = (
      await s.call({ method: "POST", url: ISSUERS.uploads, cookie: stranger.cookie })
    ).json();
    expect((await put(strangersPicture.uploadURL, await png(), "image/png")).statusCode).toBe(200);
    const pictureOf = (address: string): object =>
      route.includes("profile")
        ? { profileImageUrl: address }
        : route.includes("help-entries")
          ? { imageUrl: address, images: [address] }
          : { imageUrl: address };
    for (const address of [
      "https://boese.example/bild.png",
      "//boese.example/bild.png",
      "http://localhost:5000/objects/uploads/0123456789abcdef0123456789abcdef",
      "http://169.254.169.254/latest/meta-data/",
      "javascript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "/objects/uploads/../../geheim.txt",
      "/objects/uploads/0123456789abcdef0123456789abcdef?u=https://boese.example",
      "/img/640/uploads/0123456789abcdef0123456789abcdef",
      strangersPicture.objectPath,
    ]) {
      const sample = await sampleFor(s, rule, owner);
      const response = await s.call({
        method: methodOf(route),
        url: urlOf(patternOf(route), sample),
        payload: { ...(sample.body as object), ...pictureOf(address) },
        cookie: owner.cookie,
      });
      expect(response.statusCode, `${address}: ${response.body}`).toBe(400);
      expect(response.json().message).toMatch(/Bild|hoch/);
    }
  });
});
