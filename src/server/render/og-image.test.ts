import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { matchAppRoute } from "../../client/routes";
import { PAGE_DATA, PUBLIC_ROUTES } from "../cache/public-routes";
import { groups } from "../db/schema";
import { createTestApp } from "../test/app";
import {
  insertArticle,
  insertEvent,
  insertLetter,
  insertNotice,
  insertPrReport,
  insertUserArticle,
} from "../test/content";
import { sharedPortal } from "../test/shared-by-tests";

/** One real address for each public page route, with content behind the ones that need it. */
const samples = new Map<string, string>();

const s = sharedPortal(async () => {
  const t = await createTestApp();
  const db = t.app.ctx.db;
  const article = await insertArticle(db, { category: "Sport", imageUrl: null });
  const letter = await insertLetter(db, { imageUrl: null });
  const userArticle = await insertUserArticle(db);
  const report = await insertPrReport(db);
  const event = await insertEvent(db);
  const notice = await insertNotice(db);
  samples.set("/post/:slug", `/post/${article.slug}`);
  samples.set("/leserbriefe/:slug", `/leserbriefe/${letter.slug}`);
  samples.set("/user-artikel/:slug", `/user-artikel/${userArticle.slug}`);
  samples.set("/pr-report/:id", `/pr-report/${report.id}`);
  samples.set("/veranstaltungen/:slug", `/veranstaltungen/${event.slug}`);
  samples.set("/category/:category", "/category/Sport");
  samples.set("/mitteilungen/:slug", `/mitteilungen/${notice.slug}`);
  const [group] = await db
    .insert(groups)
    .values({
      slug: "turnverein-og",
      name: "Turnverein OG",
      kind: "verein",
      visibility: "open",
      status: "active",
      description: "Turnen für alle im Dorf.",
    })
    .returning();
  samples.set("/gruppen/:slug", `/gruppen/${group!.slug}`);
  return { t };
});

const ogImage = (html: string) => html.match(/<meta property="og:image" content="([^"]*)"/)?.[1];

/** Public pages besides the cached ones: the ones a visitor can open without signing in. */
const OTHER_PUBLIC_PAGES = ["/category/Events", "/pr-service", "/lesereporter", "/kommunalwahlen/abstimmung"];

describe("og:image", () => {
  it("is an absolute address on every public page", async () => {
    const pages = PUBLIC_ROUTES.filter((route) => route.areas === PAGE_DATA).map(
      (route) => samples.get(route.path) ?? route.path,
    );
    for (const path of [...pages, ...OTHER_PUBLIC_PAGES]) {
      expect(matchAppRoute(path), path).not.toBeNull();
      const response = await s.t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      const image = ogImage(response.body);
      expect(image, path).toMatch(/^https?:\/\/[^/]+\/.+\.(png|jpe?g|webp)$/);
      expect(response.body, path).toContain(`<meta name="twitter:image" content="${image}">`);
    }
  });

  it("shows a category's or page kind's picture where the content brings none, else the site's", async () => {
    const { publicUrl } = s.t.app.ctx.config;
    const imageOf = async (path: string) => ogImage((await s.t.app.inject({ url: path })).body);
    expect(await imageOf("/category/Sport")).toBe(`${publicUrl}/images/og/sport.png`);
    expect(await imageOf(samples.get("/post/:slug")!)).toBe(`${publicUrl}/images/og/sport.png`);
    expect(await imageOf(samples.get("/veranstaltungen/:slug")!)).toBe(`${publicUrl}/images/og/events.png`);
    expect(await imageOf("/marktplatz")).toBe(`${publicUrl}/images/og/marktplatz.png`);
    expect(await imageOf("/kontakt")).toBe(`${publicUrl}/images/og/site.png`);
    for (const name of ["site", "sport", "events", "marktplatz", "leserbriefe"]) {
      const shipped = await sharp(
        fileURLToPath(new URL(`../../../public/images/og/${name}.png`, import.meta.url)),
      ).metadata();
      expect([shipped.format, shipped.width, shipped.height]).toEqual(["png", 1200, 630]);
    }
  });

  it("gives a reader letter without a picture an image in its Article JSON-LD", async () => {
    const html = (await s.t.app.inject({ url: samples.get("/leserbriefe/:slug")! })).body;
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "{}");
    expect(ld.image).toEqual([`${s.t.app.ctx.config.publicUrl}/images/og/leserbriefe.png`]);
    expect(ogImage(html)).toBe(`${s.t.app.ctx.config.publicUrl}/images/og/leserbriefe.png`);
  });
});

describe("OG_IMAGE_URL", () => {
  it("replaces the shipped site-wide picture", async () => {
    const own = await createTestApp({ OG_IMAGE_URL: "https://www.suhr.ch/wappen-1200x630.png" });
    try {
      const html = (await own.app.inject({ url: "/kontakt" })).body;
      expect(ogImage(html)).toBe("https://www.suhr.ch/wappen-1200x630.png");
    } finally {
      await own.close();
    }
  }, 180_000);
});
