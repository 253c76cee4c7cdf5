import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

// Issue 26: the installable portal as a browser meets it, through the HTTP API.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MUNICIPALITY: "Suhr" });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe("the web app manifest", () => {
  it("is served as a manifest with what installing needs", async () => {
    const response = await get("/manifest.webmanifest");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: "Dorfportal Suhr",
      short_name: "Dorfportal",
      description: "Lokale Nachrichten und Nachbarschaft aus Suhr.",
      start_url: "/",
      scope: "/",
      display: "standalone",
      lang: "de-CH",
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const icons = manifest.icons as ManifestIcon[];
    const described = icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(described).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  });

  it("names the configured municipality", async () => {
    const other = await createTestApp({ MUNICIPALITY: "Buchs" });
    try {
      const manifest = (await other.app.inject({ url: "/manifest.webmanifest" })).json();
      expect(manifest.name).toBe("Dorfportal Buchs");
      expect(manifest.description).toContain("Buchs");
    } finally {
      await other.close();
    }
  });

  it("lists icons that are PNG files of the sizes it says", async () => {
    const icons = (await get("/manifest.webmanifest")).json().icons as ManifestIcon[];
    for (const icon of icons) {
      expect(icon.type).toBe("image/png");
      const metadata = await sharp(path.join("public", icon.src)).metadata();
      expect(`${metadata.width}x${metadata.height}`, icon.src).toBe(icon.sizes);
      expect(metadata.format).toBe("png");
    }
  });

  it("has a maskable icon without transparent corners", async () => {
    const icons = (await get("/manifest.webmanifest")).json().icons as ManifestIcon[];
    const maskable = icons.find((icon) => icon.purpose === "maskable")!;
    const { data, info } = await sharp(path.join("public", maskable.src))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
    expect(data[(info.width * info.height - 1) * 4 + 3]).toBe(255);
  });
});

describe("every page's head", () => {
  it("links the manifest, the theme colour and the touch icon, and lets the manifest load", async () => {
    for (const url of ["/", "/kontakt", "/gibt-es-nicht"]) {
      const response = await get(url);
      expect(response.body, url).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(response.body, url).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/);
      expect(response.body, url).toContain(
        '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
      );
      const policy = String(response.headers["content-security-policy"]);
      expect(policy, url).toContain("manifest-src 'self'");
    }
    const touchIcon = await sharp("public/icons/apple-touch-icon.png").metadata();
    expect([touchIcon.width, touchIcon.height, touchIcon.hasAlpha]).toEqual([180, 180, false]);
    const badge = await sharp("public/icons/badge-96.png").metadata();
    expect([badge.width, badge.height, badge.hasAlpha]).toEqual([96, 96, true]);
  });
});
