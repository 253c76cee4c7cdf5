import { Readable } from "node:stream";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from "../../../shared/common/constants";
import { sharedTestAppWithPeople } from "../../test/shared-by-tests";
import {
  issueUpload,
  UPLOAD_EXPIRED,
  UPLOAD_INVALID,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_URL_TTL_MS,
  UPLOAD_USED,
} from "./service";

const s = sharedTestAppWithPeople({ member: {} });

const png = (width = 12, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();

async function issue(url = "/api/objects/upload") {
  const response = await s.t.app.inject({ method: "POST", url, headers: { cookie: s.member.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().uploadURL as string;
}

const put = (url: string, body: Buffer | Readable, contentType = "image/png") =>
  s.t.app.inject({ method: "PUT", url, payload: body, headers: { "content-type": contentType } });

const withoutQuery = (url: string) => url.split("?")[0]!;

/** Uploads `body` through a new upload address, and answers the stored picture as the site serves it. */
async function storeAndServe(body: Buffer, contentType: string) {
  const uploadURL = await issue();
  expect((await put(uploadURL, body, contentType)).statusCode).toBe(200);
  return s.t.app.inject({ url: withoutQuery(uploadURL) });
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825, in either byte order). */
const hasGpsDirectory = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

describe("POST /api/objects/upload", () => {
  it("refuses signed-out visitors", async () => {
    const response = await s.t.app.inject({ method: "POST", url: "/api/objects/upload" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Unauthorized" });
  });

  it("hands out a signed address on this site whose path is the stored image's address", async () => {
    const uploadURL = await issue();
    expect(uploadURL).toMatch(
      /^\/objects\/uploads\/[0-9a-f]{32}\?token=[\w-]+&expires=\d+&signature=[\w-]+$/,
    );

    const original = await png(12, 8);
    const stored = await put(uploadURL, original);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ objectPath: withoutQuery(uploadURL), url: withoutQuery(uploadURL) });

    const served = await s.t.app.inject({ url: withoutQuery(uploadURL) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 12, 8]);
  });
});

describe("PUT to a signed upload address", () => {
  it("re-encodes a JPEG: orientation applied, EXIF with GPS gone", async () => {
    const withGps = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#2980b9" } })
      .jpeg()
      .keepMetadata()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "Kamera AG" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "47/1 22/1 30/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "8/1 4/1 0/1",
        },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(hasGpsDirectory(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const served = await storeAndServe(withGps, "image/jpeg");
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("Kamera AG"))).toBe(false);
    // Turned upright: the 20×10 picture marked 'rotate 90°' is stored 10×20.
    expect([after.width, after.height]).toEqual([10, 20]);
  });

  it("keeps an animated GIF animated, and takes WebP", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 6, height: 6, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("red"), await frame("blue")], { join: { animated: true } })
      .gif()
      .toBuffer();
    const servedGif = await storeAndServe(gif, "image/gif");
    expect(servedGif.headers["content-type"]).toBe("image/gif");
    expect((await sharp(servedGif.rawPayload, { animated: true }).metadata()).pages).toBe(2);

    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    const servedWebp = await storeAndServe(webp, "image/webp");
    expect(servedWebp.headers["content-type"]).toBe("image/webp");
  });

  it("goes by the bytes, not the Content-Type header", async () => {
    const lying = await issue();
    const text = await put(
      lying,
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>"),
      "image/png",
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ message: UPLOAD_NOT_AN_IMAGE });

    const honest = await issue();
    const stored = await put(honest, await png(), "application/octet-stream");
    expect(stored.statusCode).toBe(200);
    expect((await s.t.app.inject({ url: withoutQuery(honest) })).headers["content-type"]).toBe("image/png");

    const truncated = await issue();
    const broken = await put(truncated, (await png(200, 200)).subarray(0, 60), "image/png");
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/beschädigt/);

    const empty = await issue();
    expect((await put(empty, Buffer.alloc(0))).statusCode).toBe(400);
  });

  it("refuses more than 10 485 760 bytes with 413, declared or streamed, and leaves the address usable", async () => {
    const uploadURL = await issue();
    const tooLarge = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0xff);
    const declared = await put(uploadURL, tooLarge);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ message: UPLOAD_TOO_LARGE });

    // Without Content-Length the body is counted as it arrives.
    const streamed = await put(
      uploadURL,
      Readable.from([tooLarge.subarray(0, 6_000_000), tooLarge.subarray(6_000_000)]),
    );
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toMatchObject({ message: UPLOAD_TOO_LARGE });

    expect((await put(uploadURL, await png())).statusCode).toBe(200);
  });

  it("answers 413 over real HTTP too, so that a browser hears why", async () => {
    const address = await s.t.app.listen({ port: 0, host: "127.0.0.1" });
    const uploadURL = await issue();
    const response = await fetch(`${address}${uploadURL}`, {
      method: "PUT",
      headers: { "content-type": "image/jpeg" },
      body: Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 0xff),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: UPLOAD_TOO_LARGE });

    const chunk = Buffer.alloc(1_048_576, 0xff);
    let sent = 0;
    const streamed = await fetch(`${address}${uploadURL}`, {
      method: "PUT",
      headers: { "content-type": "image/jpeg" },
      duplex: "half",
      body: new ReadableStream({
        pull(controller) {
          if (sent++ < 12) controller.enqueue(chunk);
          else controller.close();
        },
      }),
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("refuses unsigned, tampered, misdirected, expired and reused addresses with 403", async () => {
    const uploadURL = await issue();
    const [path, query] = uploadURL.split("?") as [string, string];
    const image = await png();

    const unsigned = await put(path, image);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ message: UPLOAD_INVALID });

    const params = new URLSearchParams(query);
    const forged = new URLSearchParams(params);
    forged.set("signature", `${params.get("signature")!.slice(0, -2)}AA`);
    expect((await put(`${path}?${forged}`, image)).statusCode).toBe(403);

    const later = new URLSearchParams(params);
    later.set("expires", String(Number(params.get("expires")) + 3600));
    expect((await put(`${path}?${later}`, image)).statusCode).toBe(403);

    expect((await put(`${path}?${query}&token=zweites`, image)).json()).toMatchObject({
      message: UPLOAD_INVALID,
    });

    const otherName = `/objects/uploads/${"0".repeat(32)}?${query}`;
    expect((await put(otherName, image)).json()).toMatchObject({ message: UPLOAD_INVALID });
    const otherBucket = `/api/help-images/${path.split("/").pop()}?${query}`;
    expect((await put(otherBucket, image)).json()).toMatchObject({ message: UPLOAD_INVALID });

    const first = await put(uploadURL, image);
    expect(first.statusCode).toBe(200);
    const again = await put(uploadURL, await png(30, 30));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: UPLOAD_USED });
    // The first picture stays.
    const served = await s.t.app.inject({ url: path });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(12);

    const stale = await issueUpload(
      s.t.app.ctx.db,
      s.t.app.ctx.uploadKey,
      "uploads",
      s.member.user.id,
      new Date(Date.now() - UPLOAD_URL_TTL_MS - 1000),
    );
    const expired = await put(stale.uploadURL, image);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ message: UPLOAD_EXPIRED });
  });

  it("lets only one of two simultaneous PUTs to the same address through", async () => {
    const uploadURL = await issue();
    const [a, b] = await Promise.all([put(uploadURL, await png()), put(uploadURL, await png())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
  });
});

describe("help images (marketplace offers)", () => {
  it("issues, stores and serves under /api/help-images", async () => {
    expect((await s.t.app.inject({ method: "POST", url: "/api/help-images/upload" })).statusCode).toBe(401);

    const uploadURL = await issue("/api/help-images/upload");
    expect(uploadURL).toMatch(/^\/api\/help-images\/[0-9a-f]{32}\?token=/);
    const stored = await put(uploadURL, await png(16, 16), "image/png");
    expect(stored.statusCode).toBe(200);
    expect(stored.json().objectPath).toBe(withoutQuery(uploadURL));

    const served = await s.t.app.inject({ url: withoutQuery(uploadURL) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(16);

    expect((await s.t.app.inject({ url: `/api/help-images/${"a".repeat(32)}` })).statusCode).toBe(404);
    expect((await s.t.app.inject({ url: "/api/help-images/..%2Fsecret" })).statusCode).toBe(404);
  });
});
