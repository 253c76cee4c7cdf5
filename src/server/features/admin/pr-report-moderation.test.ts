import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prReports } from "../../db/schema";
import { as } from "../../test/app";
import { insertPrReport, minutesAgo } from "../../test/content";
import { moderationPortal } from "./test-moderation";

const { s, db, pending, auditOf } = moderationPortal();

describe("PR reports", () => {
  it("lists the last 30 days only, and edits title and company name with an audit row", async () => {
    const recent = await insertPrReport(db(), { isPublished: false, title: "Neuer Laden im Dorf" });
    const old = await insertPrReport(db(), { isPublished: false, createdAt: minutesAgo(31 * 24 * 60) });
    const listed = (await pending()).prReports.map((item) => item.id);
    expect(listed).toContain(recent.id);
    expect(listed).not.toContain(old.id);
    const dashboardA = (await s.get("/api/admin/pr-reports/pending", s.admin)).json() as Array<{
      id: number;
    }>;
    expect(dashboardA.map((item) => item.id)).toEqual(listed);

    const edited = await as(s.t.app, s.admin).patch(`/api/admin/pr-reports/${recent.id}`, {
      title: "  Neuer Dorfladen eröffnet ",
      companyName: "Dorfladen Suhr AG",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Neuer Dorfladen eröffnet",
      companyName: "Dorfladen Suhr AG",
    });
    const [row] = await db().select().from(prReports).where(eq(prReports.id, recent.id));
    expect(row?.title).toBe("Neuer Dorfladen eröffnet");
    const audit = await auditOf("pr-report", recent.id);
    expect(audit.entries[0]).toMatchObject({
      action: "pr-report.update",
      before: { title: "Neuer Laden im Dorf", companyName: "Bäckerei Muster" },
      after: { title: "Neuer Dorfladen eröffnet", companyName: "Dorfladen Suhr AG" },
    });

    const empty = await as(s.t.app, s.admin).patch(`/api/admin/pr-reports/${recent.id}`, {
      title: " ",
      companyName: "X",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Titel ist erforderlich");
    expect(
      (await as(s.t.app, s.admin).patch("/api/admin/pr-reports/424242", { title: "A", companyName: "B" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("completing a PR report's generated draft", () => {
  it("lets admins, and no one else, change excerpt and text before approving; the draft stays in the audit", async () => {
    const draft = await insertPrReport(db(), {
      isPublished: false,
      excerpt: "Schreinerei Meier stellt sich den Leserinnen und Lesern in Suhr vor.",
      content: "Website: schreinerei-meier.ch.",
      fromWebsite: false,
    });
    const listed = (await pending()).prReports.find((item) => item.id === draft.id);
    expect(listed).toMatchObject({ writtenBy: "template", fromWebsite: false });
    const url = `/api/admin/pr-reports/${draft.id}`;
    const completion = {
      title: draft.title,
      companyName: draft.companyName,
      excerpt: "  Die Schreinerei Meier baut seit drei Generationen Möbel nach Mass. ",
      content: "Die Schreinerei Meier baut Küchen und Möbel nach Mass.\n\nWebsite: schreinerei-meier.ch.",
    };
    expect((await as(s.t.app).patch(url, completion)).statusCode).toBe(401);
    expect((await as(s.t.app, s.author).patch(url, completion)).statusCode).toBe(403);
    expect((await as(s.t.app, s.other).patch(url, completion)).statusCode).toBe(403);
    const edited = await as(s.t.app, s.admin).patch(url, completion);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      excerpt: "Die Schreinerei Meier baut seit drei Generationen Möbel nach Mass.",
      content: completion.content,
    });
    const [row] = await db().select().from(prReports).where(eq(prReports.id, draft.id));
    expect(row).toMatchObject({ excerpt: edited.json().excerpt, content: completion.content });
    expect((await auditOf("pr-report", draft.id)).entries[0]).toMatchObject({
      action: "pr-report.update",
      before: { content: "Website: schreinerei-meier.ch.", title: draft.title },
      after: { content: completion.content },
    });

    // An empty excerpt removes it; an empty text is refused with a German message.
    const cleared = await as(s.t.app, s.admin).patch(url, { ...completion, excerpt: " " });
    expect(cleared.json().excerpt).toBeNull();
    const empty = await as(s.t.app, s.admin).patch(url, { ...completion, content: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Text ist erforderlich");
  });
});
