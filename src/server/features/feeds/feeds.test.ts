import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { formatLongDate } from "../../../shared/common/dates";
import type { GroupStatus, GroupVisibility } from "../../../shared/groups/basics";
import { groups } from "../../db/schema";
import { createTestApp } from "../../test/app";
import {
  insertArticle,
  insertEvent,
  insertLetter,
  insertPrReport,
  insertUserArticle,
} from "../../test/content";
import { sharedPortal } from "../../test/shared-by-tests";

const ADVENT_MARKET_DAY = new Date(Date.now() + 10 * 86_400_000);
const s = sharedPortal(async () => {
  const t = await createTestApp();
  const db = t.app.ctx.db;
  await insertArticle(db, {
    title: "Brot & Spiele <live> \u0002am Dorffest",
    slug: "brot-und-spiele",
    category: "Sport",
  });
  await insertArticle(db, {
    slug: "geplant",
    publishedAt: new Date(Date.now() + 86_400_000),
  });
  await insertLetter(db, { slug: "brief-veroeffentlicht" });
  await insertLetter(db, { slug: "brief-wartend", status: "pending" });
  await insertUserArticle(db, { slug: "leserartikel-sport", category: "Sport" });
  await insertUserArticle(db, { slug: "leserartikel-abgelehnt", status: "rejected" });
  const report = await insertPrReport(db);
  const unpaid = await insertPrReport(db, { isPublished: false });
  await insertEvent(db, {
    slug: "adventsmarkt",
    title: "Adventsmarkt",
    location: "Dorfplatz",
    startTime: "16:00",
    eventDate: ADVENT_MARKET_DAY,
  });
  await insertEvent(db, { slug: "fest-wartend", status: "pending" });
  await insertEvent(db, { slug: "fest-vorbei", eventDate: new Date(Date.now() - 2 * 86_400_000) });
  const group = (slug: string, visibility: GroupVisibility, status: GroupStatus) => ({
    slug,
    name: slug,
    kind: "verein" as const,
    visibility,
    status,
    description: "Wir treffen uns jeden Dienstag in der Turnhalle.",
  });
  await db
    .insert(groups)
    .values([
      group("gruppe-offen", "open", "active"),
      group("gruppe-geschlossen", "closed", "active"),
      group("gruppe-privat", "private", "active"),
      group("gruppe-wartend", "open", "pending"),
      group("gruppe-gesperrt", "open", "suspended"),
      group("gruppe-abgelehnt", "closed", "rejected"),
    ]);
  return { t, report, unpaid };
});

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === "item" || name === "url",
});

async function xml(url: string) {
  const response = await s.t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  expect(XMLValidator.validate(response.body), url).toBe(true);
  return { response, document: parser.parse(response.body) };
}

describe("feeds", () => {
  it("serves RSS 2.0 of published content only, with absolute links and escaped text", async () => {
    const { response, document } = await xml("/rss.xml");
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(document.rss["@_version"]).toBe("2.0");
    const channel = document.rss.channel;
    expect(channel.title).toBe("Dorfportal Suhr");
    expect(channel.link).toBe("http://localhost:5000/");
    const items = channel.item as Array<{
      title: string;
      link: string;
      guid: { "#text": string };
      pubDate: string;
    }>;
    expect(items.map((item) => item.link).sort()).toEqual(
      [
        "http://localhost:5000/post/brot-und-spiele",
        "http://localhost:5000/leserbriefe/brief-veroeffentlicht",
        "http://localhost:5000/user-artikel/leserartikel-sport",
        `http://localhost:5000/pr-report/${s.report.id}`,
        "http://localhost:5000/veranstaltungen/adventsmarkt",
      ].sort(),
    );
    const article = items.find((item) => item.link.endsWith("/post/brot-und-spiele"));
    expect(article?.title).toBe("Brot & Spiele <live> am Dorffest");
    expect(article?.guid["#text"]).toBe(article?.link);
    expect(Number.isNaN(Date.parse(article?.pubDate ?? ""))).toBe(false);
  });

  it("carries the coming events with their page, day, time and place, in the feed and the Events feed", async () => {
    for (const url of ["/rss.xml", "/category/Events/rss.xml"]) {
      const items = (await xml(url)).document.rss.channel.item as Array<Record<string, string>>;
      const event = items.find((item) => item.link === "http://localhost:5000/veranstaltungen/adventsmarkt");
      expect(event, url).toMatchObject({
        title: "Adventsmarkt",
        category: "Events",
        description: `${formatLongDate(ADVENT_MARKET_DAY, "Europe/Zurich")}, 16:00 Uhr · Dorfplatz · Musik und Festwirtschaft für alle.`,
      });
      // Waiting and past events are not news.
      expect(
        items.some((item) => /fest-(wartend|vorbei)/.test(item.link ?? "")),
        url,
      ).toBe(false);
    }
  });

  it("serves a feed per category and 404 for an unknown one", async () => {
    const { document } = await xml("/category/Sport/rss.xml");
    expect(document.rss.channel.title).toBe("Dorfportal Suhr – Sport");
    expect((document.rss.channel.item as Array<{ link: string }>).map((item) => item.link).sort()).toEqual([
      "http://localhost:5000/post/brot-und-spiele",
      "http://localhost:5000/user-artikel/leserartikel-sport",
    ]);
    expect((await s.t.app.inject({ url: "/category/Unbekannt/rss.xml" })).statusCode).toBe(404);
  });

  it("lists every public page in the sitemap and nothing unpublished", async () => {
    const { response, document } = await xml("/sitemap.xml");
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = (document.urlset.url as Array<{ loc: string; lastmod?: string }>).map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        "http://localhost:5000/",
        "http://localhost:5000/category/Dorfl%C3%A4be",
        "http://localhost:5000/category/Leserbriefe",
        "http://localhost:5000/post/brot-und-spiele",
        "http://localhost:5000/leserbriefe/brief-veroeffentlicht",
        "http://localhost:5000/user-artikel/leserartikel-sport",
        `http://localhost:5000/pr-report/${s.report.id}`,
      ]),
    );
    for (const hidden of ["geplant", "brief-wartend", "leserartikel-abgelehnt", `pr-report/${s.unpaid.id}`]) {
      expect(locs.some((loc) => loc.endsWith(hidden))).toBe(false);
    }
    expect(locs).toEqual(
      expect.arrayContaining(["http://localhost:5000/impressum", "http://localhost:5000/datenschutz"]),
    );
    // Sign-in, forms, own pages and search are not worth finding: their pages say noindex or need an account.
    for (const page of ["/login", "/lesereporter", "/suche", "/profil", "/dashboard", "/inbox", "/admin"]) {
      expect(locs).not.toContain(`http://localhost:5000${page}`);
    }
  });

  it("lists the directory and the approved open and closed groups, never a private or unapproved one", async () => {
    const { document } = await xml("/sitemap.xml");
    const locs = (document.urlset.url as Array<{ loc: string }>).map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        "http://localhost:5000/gruppen",
        "http://localhost:5000/gruppen/gruppe-offen",
        "http://localhost:5000/gruppen/gruppe-geschlossen",
      ]),
    );
    for (const hidden of ["gruppe-privat", "gruppe-wartend", "gruppe-gesperrt", "gruppe-abgelehnt"]) {
      expect(locs).not.toContain(`http://localhost:5000/gruppen/${hidden}`);
    }
  });

  it("points crawlers at the sitemap", async () => {
    const response = await s.t.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Sitemap: http://localhost:5000/sitemap.xml");
    expect(response.body).toContain("Disallow: /api/");
  });
});
