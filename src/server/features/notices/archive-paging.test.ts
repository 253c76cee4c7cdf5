import { describe, expect, it } from "vitest";
import { addDays, calendarDayOf, isoDay } from "../../../shared/common/dates";
import { NOTICES_PAGE_SIZE } from "../../../shared/notices/notices";
import { ADMIN_EMAIL, asVisitor, createTestAppWithPeople } from "../../test/app";
import { sharedPortal } from "../../test/shared-by-tests";
import { writeNotice } from "../../test/team";

/** Issue 30, item 2: the archive of official notices beyond its first page, through the API and the page. */
const ZONE = "Europe/Zurich";
const ARCHIVED = NOTICES_PAGE_SIZE + 1;

const titleOf = (index: number) => `Grüngutabfuhr verschoben ${index}`;

const s = sharedPortal(async () => {
  const portal = await createTestAppWithPeople({ editor: { email: ADMIN_EMAIL } });
  const { t, editor } = portal;
  const today = calendarDayOf(new Date(), ZONE);
  // Valid until a day in the past: archived at once, the first one last to expire and so first in the archive.
  for (let index = 1; index <= ARCHIVED; index += 1) {
    await writeNotice(t.app, editor, {
      kind: "abfall",
      title: titleOf(index),
      content: "Die Abfuhr findet einen Tag später statt.",
      status: "published",
      details: { validUntil: isoDay(addDays(today, -index)) },
    });
  }
  await writeNotice(t.app, editor, {
    kind: "allgemein",
    title: "Gemeindekanzlei über Mittag offen",
    content: "Neue Öffnungszeiten.",
    status: "published",
  });
  return portal;
});

const get = (url: string) => asVisitor(s.t.app).get(url);
/** The page's links by their text, as `href` values. */
const linkTo = (html: string, text: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(?:<[^>]+>)*([^<]*)/g)]
    .filter(([, , label]) => label?.trim() === text)
    .map(([, href]) => href?.replace(/&amp;/g, "&"));

describe("the archive of official notices", () => {
  it("answers a page at a time through the API, saying whether an older one follows", async () => {
    const first = (await get("/api/notices?archive=true")).json();
    expect(first.notices).toHaveLength(NOTICES_PAGE_SIZE);
    expect(first.notices[0].title).toBe(titleOf(1));
    expect(first.hasMore).toBe(true);
    const second = (await get("/api/notices?archive=true&page=2")).json();
    expect(second.notices.map((notice: { title: string }) => notice.title)).toEqual([titleOf(ARCHIVED)]);
    expect(second.hasMore).toBe(false);
  });

  it("links its older page from /mitteilungen, server-rendered, and that page back to the newer one", async () => {
    const first = (await get("/mitteilungen")).body;
    expect(first).toContain("Gemeindekanzlei über Mittag offen");
    expect(first).toContain(titleOf(NOTICES_PAGE_SIZE));
    expect(first).not.toContain(`${titleOf(ARCHIVED)}<`);
    expect(linkTo(first, "Ältere Mitteilungen")).toEqual(["/mitteilungen?seite=2"]);
    expect(linkTo(first, "Neuere Mitteilungen")).toEqual([]);

    const second = await get("/mitteilungen?seite=2");
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(`${titleOf(ARCHIVED)}<`);
    expect(second.body).toContain("Archiv, Seite 2");
    // The older page is the archive alone: the current notices are on the first.
    expect(second.body).not.toContain("Gemeindekanzlei über Mittag offen");
    expect(linkTo(second.body, "Neuere Mitteilungen")).toEqual(["/mitteilungen"]);
    expect(linkTo(second.body, "Ältere Mitteilungen")).toEqual([]);
    expect(second.body).toContain('<link rel="canonical" href="http://localhost:5000/mitteilungen?seite=2">');
  });

  it("keeps the kind filtered by, and reads a page beyond the end or a malformed one honestly", async () => {
    const filtered = (await get("/mitteilungen?art=abfall")).body;
    expect(linkTo(filtered, "Ältere Mitteilungen")).toEqual(["/mitteilungen?art=abfall&seite=2"]);
    expect(linkTo((await get("/mitteilungen?art=abfall&seite=2")).body, "Neuere Mitteilungen")).toEqual([
      "/mitteilungen?art=abfall",
    ]);
    const beyond = (await get("/mitteilungen?seite=9")).body;
    expect(beyond).toContain("Auf dieser Seite des Archivs liegen keine Mitteilungen mehr.");
    expect(linkTo(beyond, "Neuere Mitteilungen")).toEqual(["/mitteilungen?seite=8"]);
    const malformed = await get("/mitteilungen?seite=zwei");
    expect(malformed.statusCode).toBe(200);
    expect(linkTo(malformed.body, "Ältere Mitteilungen")).toEqual(["/mitteilungen?seite=2"]);
  });
});
