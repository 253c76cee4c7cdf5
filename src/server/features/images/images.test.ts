import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { sharedPortal } from "../../test/shared-by-tests";

const s = sharedPortal(async () => {
  const t = await createTestApp();
  const photo = await readFile(path.join(process.cwd(), "src/server/db/seed/images/markt.jpg"));
  await t.app.ctx.storage.put("seed/markt.jpg", photo, "image/jpeg");
  const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  await t.app.ctx.storage.put("uploads/klein.png", small, "image/png");
  await t.app.ctx.storage.put("uploads/notiz.txt", Buffer.from("kein Bild"), "text/plain");
  await t.app.ctx.storage.put("uploads/falsch.jpg", Buffer.from("kein Bild"), "image/jpeg");
  return { t };
});

describe("GET /img/{width}/{key}", () => {
  it("serves a stored picture as WebP of the asked width, cached for good", async () => {
    const original = await sharp(
      await readFile(path.join(process.cwd(), "src/server/db/seed/images/markt.jpg")),
    ).metadata();
    expect(original.width).toBeGreaterThan(640);
    const response = await s.t.app.inject({ url: "/img/640/seed/markt.jpg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const variant = await sharp(response.rawPayload).metadata();
    expect(variant).toMatchObject({ format: "webp", width: 640 });
    expect(response.rawPayload.length).toBeLessThan(
      (await readFile(path.join(process.cwd(), "src/server/db/seed/images/markt.jpg"))).length,
    );
    expect(await s.t.app.ctx.storage.exists("derived/640/seed/markt.jpg.webp")).toBe(true);

    const again = await s.t.app.inject({ url: "/img/640/seed/markt.jpg" });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("never enlarges a small picture", async () => {
    const response = await s.t.app.inject({ url: "/img/1280/uploads/klein.png" });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: "webp", width: 200 });
  });

  it("answers 404 for other widths, unknown keys, things that are no pictures and derived keys", async () => {
    for (const url of [
      "/img/500/seed/markt.jpg",
      "/img/abc/seed/markt.jpg",
      "/img/640/seed/gibt-es-nicht.jpg",
      "/img/640/uploads/notiz.txt",
      "/img/640/uploads/falsch.jpg",
      "/img/640/derived/640/seed/markt.jpg.webp",
      "/img/640/seed/../../session-secret",
    ]) {
      const response = await s.t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
    const widths = await s.t.app.inject({ url: "/img/500/seed/markt.jpg" });
    expect(widths.json()).toMatchObject({
      message: "Bildbreite nicht verfügbar (möglich: 320, 640, 960, 1280).",
    });
  });
});
