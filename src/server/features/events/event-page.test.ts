import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, calendarDayOf, isoDay } from "../../../shared/common/dates";
import { events } from "../../db/schema";
import { moderationContext } from "../../lib/moderation";
import { ADMIN_EMAIL } from "../../test/app";
import { sharedTestAppWithPeople } from "../../test/shared-by-tests";
import { approveEvent } from "./moderation";

const ZONE = "Europe/Zurich";
const s = sharedTestAppWithPeople({ anna: { firstName: "Anna" }, chefin: { email: ADMIN_EMAIL } });

const dayFromToday = (days: number) => isoDay(addDays(calendarDayOf(new Date(), ZONE), days));

async function submitted(payload: Record<string, unknown>) {
  const response = await s.t.app.inject({
    method: "POST",
    url: "/api/events",
    payload,
    headers: { cookie: s.anna.cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; slug: string };
}

const jsonLdOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "null");
const metaOf = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

describe("an event's page /veranstaltungen/{slug}", () => {
  it("is unknown while the event waits for approval, then server-rendered with Open Graph and Event JSON-LD", async () => {
    const day = dayFromToday(12);
    const event = await submitted({
      title: "Grüsse vom Sührer Märit & Strassenfest",
      eventDate: day,
      startTime: "18:30",
      endTime: "22:00",
      location: "Bärenplatz",
      organizer: "Verein Dorfläbe",
      description: "Marktstände, Musik und Festwirtschaft.",
    });
    expect(event.slug).toBe("gruesse-vom-suehrer-maerit-strassenfest");
    const path = `/veranstaltungen/${event.slug}`;

    expect((await s.t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await s.t.app.inject({ url: `/api/veranstaltungen/${event.slug}` })).statusCode).toBe(404);

    await approveEvent(moderationContext(s.t.app.ctx), event.id, s.chefin.user.id);
    const api = await s.t.app.inject({ url: `/api/veranstaltungen/${event.slug}` });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({
      title: "Grüsse vom Sührer Märit & Strassenfest",
      location: "Bärenplatz",
    });

    const page = await s.t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain("<title>Grüsse vom Sührer Märit &amp; Strassenfest – Veranstaltung – Dorfportal");
    expect(html).toMatch(/<h1[^>]*>Grüsse vom Sührer Märit &amp; Strassenfest<\/h1>/);
    expect(html).toContain("Verein Dorfläbe");
    expect(html).toContain("18:30 – 22:00 Uhr");
    expect(html).toContain("https://www.openstreetmap.org/search?query=B%C3%A4renplatz%2C%20");
    expect(html).toContain(`href="/events/${event.id}.ics"`);
    expect(html).toContain("Zum Kalender hinzufügen");
    expect(metaOf(html, "og:title")).toContain("Grüsse vom Sührer Märit");
    expect(metaOf(html, "og:url")).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(metaOf(html, "og:description")).toContain("Bärenplatz");

    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Grüsse vom Sührer Märit & Strassenfest",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Bärenplatz" },
      organizer: { name: "Verein Dorfläbe" },
    });
    const [year, month, dayOfMonth] = day.split("-").map(Number) as [number, number, number];
    const start = new Date(ld.startDate);
    expect(calendarDayOf(start, ZONE)).toEqual({ year, month, day: dayOfMonth });
    expect(new Intl.DateTimeFormat("de-CH", { timeZone: ZONE, timeStyle: "short" }).format(start)).toBe(
      "18:30",
    );
    expect(ld.url).toMatch(new RegExp(`${path}$`));
  });

  it("answers 404 for an unknown slug, as page and as data", async () => {
    const page = await s.t.app.inject({ url: "/veranstaltungen/gibt-es-nicht" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Event nicht gefunden");
    const api = await s.t.app.inject({ url: "/api/veranstaltungen/gibt-es-nicht" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: "Event nicht gefunden" });
  });

  it("gives a second event of the same title its own slug", async () => {
    const first = await submitted({ title: "Chilbi", eventDate: dayFromToday(20) });
    const second = await submitted({ title: "Chilbi", eventDate: dayFromToday(21) });
    expect([first.slug, second.slug]).toEqual(["chilbi", "chilbi-2"]);
  });

  it("is where the feed, the single download, the sitemap and search lead", async () => {
    const event = await submitted({ title: "Räbeliechtli-Umzug", eventDate: dayFromToday(15) });
    await approveEvent(moderationContext(s.t.app.ctx), event.id, s.chefin.user.id);
    const pageUrl = `/veranstaltungen/raebeliechtli-umzug`;

    const feed = (await s.t.app.inject({ url: "/events.ics" })).body.replace(/\r\n /g, "");
    expect(feed).toMatch(new RegExp(`URL:https?://[^\\r]+${pageUrl}\\r\\n`));
    expect(feed).not.toContain("/category/Events");
    const single = (await s.t.app.inject({ url: `/events/${event.id}.ics` })).body.replace(/\r\n /g, "");
    expect(single).toMatch(new RegExp(`URL:https?://[^\\r]+${pageUrl}\\r\\n`));

    expect((await s.t.app.inject({ url: "/sitemap.xml" })).body).toMatch(
      new RegExp(`<loc>[^<]+${pageUrl}</loc>`),
    );

    const suggestions = await s.t.app.inject({
      url: `/api/search/suggest?q=${encodeURIComponent("Räbeliechtli")}`,
    });
    expect(suggestions.json()).toContainEqual({ kind: "event", title: "Räbeliechtli-Umzug", href: pageUrl });
  });

  it("keeps the old calendar address /events working", async () => {
    const response = await s.t.app.inject({ url: "/events" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/category/Events");
  });
});

describe("migration event_slugs_backfill", () => {
  it("gives events written before slugs existed one from their title, unique", async () => {
    const rows = await s.t.app.ctx.db
      .insert(events)
      .values(
        ["Öffnung der Badi Suhr", "Öffnung der Badi Suhr", "Café-Konzert"].map((title, index) => ({
          title,
          eventDate: new Date(Date.now() + 86_400_000),
          createdAt: new Date(Date.now() - (10 - index) * 60_000),
        })),
      )
      .returning();
    const migration = readFileSync(
      new URL("../../db/migrations/0010_event_slugs_backfill.sql", import.meta.url),
      "utf8",
    );
    await s.t.app.ctx.db.execute(sql.raw(migration));
    const after = await s.t.app.ctx.db.select({ id: events.id, slug: events.slug }).from(events);
    const slugOf = (id: string) => after.find((row) => row.id === id)?.slug;
    expect(slugOf(rows[0]!.id)).toBe("oeffnung-der-badi-suhr");
    expect(slugOf(rows[1]!.id)).toBe(`oeffnung-der-badi-suhr-${rows[1]!.id.slice(0, 8)}`);
    expect(slugOf(rows[2]!.id)).toBe("cafe-konzert");
  });
});
