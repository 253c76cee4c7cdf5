import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { synonymInputSchema } from "../../../shared/chat/knowledge";
import { ARTICLE_CATEGORIES } from "../../../shared/common/constants";
import { calendarDayOf } from "../../../shared/common/dates";
import { synonymMap } from "../../features/chat/knowledge";
import { createTestApp } from "../../test/app";
import { sharedTestApp } from "../../test/shared-by-tests";
import { selectRows } from "../client";
import { seedDemoContent } from "./index";

const imagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "images");

const t = sharedTestApp({ SEED: "demo" });

const count = async (table: string, where = "true") => {
  const [row] = await selectRows<{ n: number }>(
    t.app.ctx.db,
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return row?.n ?? -1;
};

describe("demo content (SEED=demo)", () => {
  it("fills an empty database with a believable village", async () => {
    expect(await count("articles")).toBeGreaterThanOrEqual(30);
    for (const category of ["Sport", "Dorfläbe", "Gewerbe", "Events", "Familie"]) {
      expect(await count("articles", `category = '${category}'`), category).toBeGreaterThan(0);
    }
    expect(ARTICLE_CATEGORIES).toContain("Dorfläbe");
    expect(await count("reader_letters", "status = 'approved'")).toBeGreaterThan(0);
    expect(await count("reader_letters", "is_ai_assisted")).toBeGreaterThan(0);
    expect(await count("user_articles")).toBeGreaterThan(0);
    expect(await count("pr_reports", "is_published")).toBeGreaterThan(0);
    expect(await count("businesses")).toBeGreaterThanOrEqual(15);
    expect(
      await count("businesses", "latitude between 47.3 and 47.4 and longitude between 8.0 and 8.15"),
    ).toBe(await count("businesses"));
    expect(await count("help_entries")).toBeGreaterThan(0);
    for (const party of ["SVP", "SP", "FDP", "Die Mitte", "Grüne"]) {
      expect(await count("election_candidates", `party = '${party}'`), party).toBeGreaterThan(0);
    }
    expect(await count("election_candidates", "position = 'president'")).toBeGreaterThan(0);
    expect(
      await count("election_candidates", "party not in ('SVP','SP','FDP','Die Mitte','Grüne')"),
    ).toBeGreaterThan(0);
  });

  it("spreads approved events over the next 60 days", async () => {
    expect(
      await count("events", "status = 'approved' and event_date >= now() - interval '1 day'"),
    ).toBeGreaterThanOrEqual(20);
    expect(await count("events", "event_date > now() + interval '61 days'")).toBe(0);
    expect(await count("events", "event_date > now() + interval '30 days'")).toBeGreaterThan(0);
  });

  it("holds the weekly market every Saturday, as its text says: one series, shown on each date", async () => {
    const rows = await selectRows<{ first: string; saturday: boolean; recurrence: unknown }>(
      t.app.ctx.db,
      sql`select event_date as first,
            extract(isodow from event_date at time zone 'Europe/Zurich') = 6 as saturday, recurrence
          from events where title = 'Wochenmarkt auf dem Dorfplatz'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ saturday: true, recurrence: { freq: "weekly", interval: 1 } });
    // The month of the first market (the seed day's month may end before its first Saturday).
    const first = new Date(rows[0]!.first);
    const zurich = calendarDayOf(first, "Europe/Zurich");
    const dates = (
      (await t.app.inject({ url: `/api/events/month/${zurich.year}/${zurich.month}` })).json() as {
        title: string;
        eventDate: string;
      }[]
    ).filter((event) => event.title === "Wochenmarkt auf dem Dorfplatz");
    expect(dates.length).toBeGreaterThanOrEqual(1);
    const saturdays = dates.map((event) =>
      new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Zurich", weekday: "short" }).format(
        new Date(event.eventDate),
      ),
    );
    expect(new Set(saturdays)).toEqual(new Set(["Sat"]));
  });

  it("shows each picture once per page", async () => {
    const pages = ["/", ...ARTICLE_CATEGORIES.map((category) => `/category/${encodeURIComponent(category)}`)];
    for (const url of pages) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      const pictures = [...page.body.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
      if (url === "/") expect(pictures.length).toBeGreaterThanOrEqual(6);
      expect(
        pictures.filter((src, index) => pictures.indexOf(src) !== index),
        url,
      ).toEqual([]);
    }
  });

  it("serves the shipped images it references", async () => {
    const [row] = await selectRows<{ image_url: string }>(
      t.app.ctx.db,
      sql`select image_url from articles where image_url is not null limit 1`,
    );
    const url = row?.image_url ?? "";
    expect(url).toMatch(/^\/objects\/seed\/.+\.jpg$/);
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("ships images of at most 200 KB", async () => {
    const files = await readdir(imagesDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect((await stat(path.join(imagesDir, file))).size, file).toBeLessThanOrEqual(200 * 1024);
  });

  it("tells the assistant the municipality's answers and the residents' words, folded (issue 28)", async () => {
    expect(await count("assistant_faq")).toBe(8);
    expect(await count("assistant_faq", "question like '%Sperrgut%' and answer not like '%ß%'")).toBe(1);
    const synonyms = await synonymMap(t.app.ctx.db);
    expect(synonyms.get("brot")).toEqual(["baeckerei"]);
    expect(synonyms.get("zuegeln")).toEqual(["umzug", "transport"]);
    expect(synonyms.get("velo flicken")).toEqual(["velowerkstatt"]);
    for (const [term, expansions] of synonyms) {
      expect(synonymInputSchema.parse({ term, expansions })).toEqual({ term, expansions });
    }
  });

  it("shows what groups are for: five of the village's groups, one of each visibility, with posts and polls (issue 27)", async () => {
    expect(await count("groups", "status = 'active'")).toBe(5);
    for (const visibility of ["open", "closed", "private"]) {
      expect(await count("groups", `visibility = '${visibility}'`), visibility).toBeGreaterThan(0);
    }
    expect(await count("group_members", "role = 'owner'")).toBe(5);
    expect(await count("group_members", "status = 'requested'")).toBeGreaterThan(0);
    expect(await count("group_posts")).toBeGreaterThanOrEqual(5);
    expect(await count("group_posts", "announcement and pinned")).toBeGreaterThan(0);
    expect(await count("group_polls")).toBeGreaterThanOrEqual(2);
    expect(await count("group_poll_ballots")).toBeGreaterThan(0);
    const directory = (await t.app.inject({ url: "/api/groups" })).json() as Array<{ visibility: string }>;
    expect(directory).toHaveLength(4);
    expect(directory.some((group) => group.visibility === "private")).toBe(false);
  });

  it("gives the groups coming events: public ones in the village's calendar as the group's, the others for members only", async () => {
    const rows = await selectRows<{
      title: string;
      status: string;
      visibility: string;
      organizer: string;
      name: string;
      event_date: string;
    }>(
      t.app.ctx.db,
      sql`select e.title, e.status, g.visibility, e.organizer, g.name, e.event_date
          from events e join groups g on g.id = e.group_id`,
    );
    // Dated from the seed day: never stale, whenever the demo is started.
    expect(rows.every((row) => new Date(row.event_date).getTime() > Date.now())).toBe(true);
    expect(rows.every((row) => row.organizer === row.name)).toBe(true);
    const open = rows.find((row) => row.visibility === "open" && row.status === "approved");
    expect(open).toBeDefined();
    expect(rows.some((row) => row.visibility === "private" && row.status === "members")).toBe(true);
    expect(rows.some((row) => row.visibility === "closed" && row.status === "members")).toBe(true);
    // A private group's event is never public: that would tell the village the group exists.
    expect(rows.some((row) => row.visibility === "private" && row.status !== "members")).toBe(false);

    const day = calendarDayOf(new Date(open!.event_date), "Europe/Zurich");
    const month = JSON.stringify(
      (await t.app.inject({ url: `/api/events/month/${day.year}/${day.month}` })).json(),
    );
    expect(month).toContain(open!.title);
    expect(month).toContain(open!.organizer);
    for (const hidden of rows.filter((row) => row.status === "members"))
      expect(month).not.toContain(hidden.title);
  });

  it("leaves a database with content alone", async () => {
    const before = await count("articles");
    expect(await seedDemoContent(t.app.ctx)).toBe(false);
    expect(await count("articles")).toBe(before);
  });

  it("shows twelve tiles on the home page", async () => {
    const response = await t.app.inject({ url: "/api/homepage-content" });
    expect(response.json()).toHaveLength(12);
    const page = await t.app.inject({ url: "/" });
    expect(page.body.match(/data-testid="home-tile"/g)).toHaveLength(12);
  });
});

describe("SEED=none", () => {
  it("leaves the database empty", async () => {
    const empty = await createTestApp({ SEED: "none" });
    try {
      const response = await empty.app.inject({ url: "/api/homepage-content" });
      expect(response.json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
