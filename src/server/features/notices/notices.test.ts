import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, calendarDayOf, isoDay } from "../../../shared/common/dates";
import { as, asVisitor, type Who } from "../../test/app";
import { expectRefusals } from "../../test/forms";
import { sharedTestAppWithTeam } from "../../test/shared-by-tests";
import { writeNotice } from "../../test/team";

/** Issue 25, item 1 (official notices), through the HTTP API. */
const s = sharedTestAppWithTeam();

const ZONE = "Europe/Zurich";
const dayFromToday = (days: number, now = new Date()) => isoDay(addDays(calendarDayOf(now, ZONE), days));

afterEach(() => vi.useRealTimers());

const get = (url: string) => asVisitor(s.t.app).get(url);

let counter = 0;
function baugesuch(deadlineInDays: number, fields: Record<string, unknown> = {}) {
  counter += 1;
  return {
    kind: "baugesuch",
    title: `Baugesuch Gartenhaus ${counter}`,
    content: `Auflage des Baugesuchs Quittenbaum${counter}.`,
    status: "published",
    details: {
      applicant: "Familie Muster",
      parcel: `12${counter}`,
      address: `Bachstrasse ${counter}, 5034 Suhr`,
      project: "Gartenhaus mit Geräteraum",
      objectionDeadline: dayFromToday(deadlineInDays),
      plansLocation: "Bauverwaltung, Tramstrasse 1",
    },
    ...fields,
  };
}

async function create(body: object, who: Who = s.editor) {
  const response = await writeNotice(s.t.app, who, body);
  return response.json() as { id: number; slug: string; version: number; status: string };
}

describe("official notices", () => {
  it("lets the team write a notice and refuses everybody else", async () => {
    const body = baugesuch(10);
    expect((await asVisitor(s.t.app).post("/api/admin/notices", body)).statusCode).toBe(401);
    expect((await as(s.t.app, s.member).post("/api/admin/notices", body)).statusCode).toBe(403);
    const created = await create(body, s.admin);
    expect(created).toMatchObject({ id: expect.any(Number), slug: expect.any(String), version: 1 });
    expect((await as(s.t.app, s.member).get(`/api/admin/notices/${created.id}`)).statusCode).toBe(403);
    expect((await asVisitor(s.t.app).get("/api/admin/notices")).statusCode).toBe(401);
    const listed = await as(s.t.app, s.editor).get("/api/admin/notices?kind=baugesuch");
    expect(listed.json().notices.map((notice: { id: number }) => notice.id)).toContain(created.id);
  });

  it("checks each kind's own fields with a German message", async () => {
    await expectRefusals(
      s.t.app,
      s.editor,
      "/api/admin/notices",
      {},
      {
        "Bitte geben Sie die Parzellennummer an.": [
          { ...baugesuch(5), details: { applicant: "Familie Muster" } },
        ],
        "Das Ende der Sperrung darf nicht vor ihrem Beginn liegen.": [
          {
            kind: "strassensperrung",
            title: "Sperrung Tramstrasse",
            content: "Belagsarbeiten",
            status: "draft",
            details: { street: "Tramstrasse", from: dayFromToday(5), to: dayFromToday(2) },
          },
        ],
        "Bitte wählen Sie eine Art der Mitteilung.": [{ ...baugesuch(5), kind: "kirche" }],
        "Bitte geben Sie mindestens einen Beschluss an.": [
          {
            kind: "gemeinderat",
            title: "Aus dem Gemeinderat",
            content: "Beschlüsse",
            status: "draft",
            details: { meetingDate: dayFromToday(-2), decisions: [] },
          },
        ],
      },
    );
  });

  it("shows a published Baugesuch with its deadline and days left, everywhere the public looks", async () => {
    const draft = await create(baugesuch(12, { status: "draft" }));
    expect((await get(`/api/notices/${draft.slug}`)).statusCode).toBe(404);
    expect((await get(`/mitteilungen/${draft.slug}`)).statusCode).toBe(404);

    const published = await as(s.t.app, s.editor).patch(`/api/admin/notices/${draft.id}`, {
      status: "published",
      version: draft.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    const detail = await get(`/api/notices/${draft.slug}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      kind: "baugesuch",
      current: true,
      deadline: dayFromToday(12),
      daysLeft: 12,
      details: { parcel: expect.any(String), plansLocation: "Bauverwaltung, Tramstrasse 1" },
      attachments: [],
    });
    const list = await get("/api/notices?kind=baugesuch");
    expect(list.json().notices.map((notice: { slug: string }) => notice.slug)).toContain(draft.slug);
    const page = await get(`/mitteilungen/${draft.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("SpecialAnnouncement");
    expect(page.body).toContain("noch 12 Tage");
    const [rss, sitemap, search] = await Promise.all([
      get("/mitteilungen/rss.xml"),
      get("/sitemap.xml"),
      get(`/api/search?q=Quittenbaum${counter}`),
    ]);
    expect(rss.body).toContain(`/mitteilungen/${draft.slug}</link>`);
    expect(sitemap.body).toContain(`/mitteilungen/${draft.slug}</loc>`);
    expect(search.json()[0]).toMatchObject({ kind: "notice", category: "Baugesuch" });
  });

  it("orders current notices by their deadline and moves a notice to the archive after it, with no write", async () => {
    const later = await create(baugesuch(20));
    const sooner = await create(baugesuch(0));
    const current = (await get("/api/notices")).json().notices.map((notice: { slug: string }) => notice.slug);
    expect(current.indexOf(sooner.slug)).toBeLessThan(current.indexOf(later.slug));
    expect((await get(`/api/notices/${sooner.slug}`)).json()).toMatchObject({ daysLeft: 0, current: true });
    expect((await get(`/mitteilungen/${sooner.slug}`)).body).toContain("heute letzter Tag");

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 86_400_000 });
    const next = (await get("/api/notices")).json().notices.map((notice: { slug: string }) => notice.slug);
    expect(next).not.toContain(sooner.slug);
    expect(next).toContain(later.slug);
    const archive = (await get("/api/notices?archive=true")).json().notices;
    expect(archive.map((notice: { slug: string }) => notice.slug)).toContain(sooner.slug);
    expect((await get(`/api/notices/${later.slug}`)).json().daysLeft).toBe(19);
  });

  it("shows a scheduled notice at its time with no write in between", async () => {
    const publishAt = new Date(Date.now() + 3_600_000);
    const scheduled = await create({
      kind: "allgemein",
      title: "Gemeindekanzlei geschlossen",
      content: "Wegen Weiterbildung.",
      status: "scheduled",
      publishAt: publishAt.toISOString(),
    });
    expect((await get("/api/notices")).json().notices.map((n: { slug: string }) => n.slug)).not.toContain(
      scheduled.slug,
    );
    vi.useFakeTimers({ toFake: ["Date"], now: publishAt.getTime() + 1 });
    expect((await get("/api/notices")).json().notices.map((n: { slug: string }) => n.slug)).toContain(
      scheduled.slug,
    );
  });

  it("keeps revisions, refuses a save on an older version and redirects a former address", async () => {
    const notice = await create(baugesuch(8));
    const renamed = await as(s.t.app, s.editor).patch(`/api/admin/notices/${notice.id}`, {
      slug: `${notice.slug}-neu`,
      title: "Baugesuch Gartenhaus (korrigiert)",
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await as(s.t.app, s.admin).patch(`/api/admin/notices/${notice.id}`, {
      title: "Alt",
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain("Erika Feder");
    const moved = await get(`/mitteilungen/${notice.slug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/mitteilungen/${notice.slug}-neu`);
    const revisions = await as(s.t.app, s.editor).get(`/api/admin/notices/${notice.id}/revisions`);
    expect(revisions.json().revisions).toHaveLength(2);
    expect(revisions.json().revisions[0].changed).toEqual(expect.arrayContaining(["title", "slug"]));
  });

  it("withdraws a notice from every public place", async () => {
    const notice = await create(baugesuch(8));
    expect((await get(`/api/notices/${notice.slug}`)).statusCode).toBe(200);
    const withdrawn = await as(s.t.app, s.editor).patch(`/api/admin/notices/${notice.id}`, {
      status: "withdrawn",
      version: 1,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await get(`/api/notices/${notice.slug}`)).statusCode).toBe(404);
    expect((await get("/mitteilungen/rss.xml")).body).not.toContain(notice.slug);
    const deleted = await as(s.t.app, s.editor).delete(`/api/admin/notices/${notice.id}`);
    expect(deleted.statusCode).toBe(409);
  });
});

describe("notice documents (PDF)", () => {
  const pdf = Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
  const upload = (id: number, body: Buffer, name: string, cookie = s.editor.cookie) =>
    s.t.app.inject({
      method: "POST",
      url: `/api/admin/notices/${id}/attachments?name=${encodeURIComponent(name)}`,
      payload: body,
      headers: { cookie, "content-type": "application/pdf" },
    });

  it("accepts a PDF by its content and serves it as a sandboxed download while the notice is public", async () => {
    const notice = await create(baugesuch(15, { status: "draft" }));
    expect((await upload(notice.id, pdf, "Pläne.pdf", s.member.cookie)).statusCode).toBe(403);
    const html = Buffer.from("<html><script>alert(1)</script></html>".padEnd(100, " "));
    const refused = await upload(notice.id, html, "Pläne.pdf");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Bitte laden Sie ein PDF-Dokument hoch.");

    const stored = await upload(notice.id, pdf, '../../Pläne "Bachstrasse".pdf');
    expect(stored.statusCode, stored.body).toBe(201);
    const attachment = stored.json() as { id: number; fileName: string; href: string };
    expect(attachment.fileName).toBe("Pläne Bachstrasse.pdf");

    // A draft's documents stay private; the team may open them.
    expect((await get(attachment.href)).statusCode).toBe(404);
    const forTeam = await as(s.t.app, s.editor).get(
      `/api/admin/notices/${notice.id}/attachments/${attachment.id}`,
    );
    expect(forTeam.statusCode).toBe(200);

    await as(s.t.app, s.editor).patch(`/api/admin/notices/${notice.id}`, { status: "published", version: 1 });
    const download = await get(attachment.href);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Pl?ne Bachstrasse.pdf"; filename*=UTF-8''Pl%C3%A4ne%20Bachstrasse.pdf`,
    );
    expect(download.headers["content-security-policy"]).toContain("sandbox");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await get(`/api/notices/${notice.slug}`)).json().attachments).toEqual([
      expect.objectContaining({ fileName: "Pläne Bachstrasse.pdf", bytes: pdf.length }),
    ]);

    const removed = await as(s.t.app, s.editor).delete(
      `/api/admin/notices/${notice.id}/attachments/${attachment.id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await get(attachment.href)).statusCode).toBe(404);
    expect((await get(`/api/notices/${notice.slug}`)).json().attachments).toEqual([]);
  });

  it("refuses a document beyond 10 MB", async () => {
    const notice = await create(baugesuch(15, { status: "draft" }));
    const huge = Buffer.concat([pdf, Buffer.alloc(10_485_760)]);
    const response = await upload(notice.id, huge, "gross.pdf");
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Die Datei ist zu gross. Maximum: 10 MB.");
  });
});
