import path from "node:path";
import { Script } from "node:vm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { sharedTestApp } from "../../test/shared-by-tests";
import { SERVICE_WORKER_POLICY } from "./routes";

// Issue 26: the installable portal as a browser meets it, through the HTTP API.

const t = sharedTestApp({ MUNICIPALITY: "Suhr" });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** A file of the installed app, which browsers must ask for again each time: 200, of `contentType`, no-cache. */
async function getAskedForEachTime(url: string, contentType: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe(contentType);
  expect(response.headers["cache-control"]).toBe("no-cache");
  return response;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe("the web app manifest", () => {
  it("is served as a manifest with what installing needs", async () => {
    const response = await getAskedForEachTime(
      "/manifest.webmanifest",
      "application/manifest+json; charset=utf-8",
    );
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
  it("links the manifest, the theme colour and the touch icon, and lets the worker and manifest load", async () => {
    for (const url of ["/", "/kontakt", "/gibt-es-nicht"]) {
      const response = await get(url);
      expect(response.body, url).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(response.body, url).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/);
      expect(response.body, url).toContain(
        '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
      );
      const policy = String(response.headers["content-security-policy"]);
      expect(policy, url).toContain("worker-src 'self'");
      expect(policy, url).toContain("manifest-src 'self'");
    }
    const touchIcon = await sharp("public/icons/apple-touch-icon.png").metadata();
    expect([touchIcon.width, touchIcon.height, touchIcon.hasAlpha]).toEqual([180, 180, false]);
    const badge = await sharp("public/icons/badge-96.png").metadata();
    expect([badge.width, badge.height, badge.hasAlpha]).toEqual([96, 96, true]);
  });
});

describe("the service worker", () => {
  it("is served from the root as JavaScript that browsers ask for again each time", async () => {
    const response = await getAskedForEachTime("/sw.js", "text/javascript; charset=utf-8");
    expect(response.headers["content-security-policy"]).toBe(SERVICE_WORKER_POLICY);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["service-worker-allowed"]).toBeUndefined();
    // It parses, with its settings in front.
    expect(() => new Script(response.body)).not.toThrow();
    expect(response.body).toMatch(/^const SETTINGS = \{"version":"[0-9a-f]{16}"/);
    // Rendered from sources there is no build to precache: the offline page is fetched by itself.
    expect(response.body).toContain('"precache":[]');
  });

  it("answers 304 to a browser that has it", async () => {
    const first = await get("/sw.js");
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await get("/sw.js", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
  });
});

describe("the offline page", () => {
  it("is rendered on the server in the portal's layout, not indexed", async () => {
    const response = await get("/offline");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<h1[^>]*>Sie sind offline<\/h1>/);
    expect(response.body).toContain("<title>Offline – Dorfportal Suhr</title>");
    expect(response.body).toMatch(/<meta name="description" content="Ohne Internetverbindung[^"]+">/);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toMatch(/<a href="\/" class="[^"]*">Zur Startseite<\/a>/);
    // The header and footer of every page.
    expect(response.body).toContain("<header");
    expect(response.body).toContain("<footer");
  });

  it("is the same bytes for everybody, so that the worker may keep it", async () => {
    const first = await get("/offline");
    const second = await get("/offline");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(second.headers.etag).toBe(first.headers.etag);
  });
});
