import { describe, expect, it } from "vitest";
import type { NotificationsPage } from "../../../shared/notifications/basics";
import { as, asVisitor } from "../../test/app";
import { sharedGroupsOfEachKind, writeGroupComment, writeGroupPost } from "./test-groups";

const groups = sharedGroupsOfEachKind();
const app = () => groups.portal.t.app;

const reportsInCentre = async (who: Parameters<typeof as>[1]) =>
  ((await as(app(), who).get("/api/notifications")).json() as NotificationsPage).items.filter(
    (item) => item.kind === "group_report",
  );

describe("'Melden' in a group", () => {
  it("reaches the group's admins first and the portal's team in its inbox", async () => {
    const { closed } = groups;
    const post = await writeGroupPost(groups.portal, closed, closed.member, "Ein Beitrag mit Beleidigungen.");
    const before = (await reportsInCentre(closed.groupAdmin)).length;
    const report = {
      kind: "group-post",
      itemId: String(post.id),
      reason: "Beleidigend gegenüber Mitgliedern",
    };

    // Who cannot read the post cannot report it (as an unknown item).
    expect((await as(app(), closed.outsider).post("/api/reports", report)).statusCode).toBe(404);
    expect((await as(app(), closed.owner).post("/api/reports", report)).statusCode).toBe(201);
    expect((await as(app(), closed.owner).post("/api/reports", report)).statusCode).toBe(409);

    const told = await reportsInCentre(closed.groupAdmin);
    expect(told.length).toBe(before + 1);
    expect(told[0]).toMatchObject({
      title: expect.stringContaining("Meldung in «"),
      href: `/gruppen/${closed.slug}#beitrag-${post.id}`,
    });
    expect((await reportsInCentre(closed.member)).length).toBe(0);

    const forAdmins = await as(app(), closed.groupAdmin).get(`/api/groups/${closed.slug}/reports`);
    expect(forAdmins.json()).toEqual([
      expect.objectContaining({
        kind: "group-post",
        itemId: String(post.id),
        count: 1,
        reasons: [report.reason],
      }),
    ]);
    expect((await as(app(), closed.member).get(`/api/groups/${closed.slug}/reports`)).statusCode).toBe(403);

    const inbox = (await as(app(), groups.portal.editor).get("/api/admin/pending")).json()
      .reportedItems as Array<{
      kind: string;
      title: string;
      href: string;
    }>;
    expect(inbox.find((item) => item.kind === "group-post")).toMatchObject({
      title: expect.stringContaining("Beitrag in «"),
      href: `/gruppen/${closed.slug}#beitrag-${post.id}`,
    });
  });

  it("takes comments too, and never a private group's item from outside", async () => {
    const { hidden, open } = groups;
    const post = await writeGroupPost(groups.portal, hidden, hidden.member, "Intern.");
    const hiddenReport = { kind: "group-post", itemId: String(post.id), reason: "Möchte ich melden, bitte." };
    expect((await as(app(), open.outsider).post("/api/reports", hiddenReport)).statusCode).toBe(404);
    expect((await asVisitor(app()).post("/api/reports", hiddenReport)).statusCode).toBe(401);

    const openPost = await writeGroupPost(groups.portal, open, open.member, "Offen.");
    const comment = await writeGroupComment(groups.portal, open, open.owner, openPost.id, "Spam-Link");
    const reported = await as(app(), open.outsider).post("/api/reports", {
      kind: "group-comment",
      itemId: String(comment.id),
      reason: "Das ist Werbung für einen Shop.",
    });
    expect(reported.statusCode).toBe(201);
  });

  it("lists for a group's admins its own open reports, posts and comments, and none of another group", async () => {
    const { open, hidden } = groups;
    const post = await writeGroupPost(groups.portal, open, open.member, "Flohmarkt am Samstag.");
    const comment = await writeGroupComment(groups.portal, open, open.owner, post.id, "Billige Uhren hier!");
    const elsewhere = await writeGroupPost(groups.portal, hidden, hidden.member, "Nur intern.");
    for (const [who, kind, itemId] of [
      [open.member, "group-comment", comment.id],
      [open.groupAdmin, "group-comment", comment.id],
      [hidden.owner, "group-post", elsewhere.id],
    ] as const) {
      const reported = await as(app(), who).post("/api/reports", {
        kind,
        itemId: String(itemId),
        reason: "Bitte anschauen, das gehört nicht hierher.",
      });
      expect(reported.statusCode, reported.body).toBe(201);
    }
    const listed = (await as(app(), open.owner).get(`/api/groups/${open.slug}/reports`)).json() as Array<{
      kind: string;
      itemId: string;
      postId: number;
      count: number;
    }>;
    expect(
      listed.find((item) => item.kind === "group-comment" && item.itemId === String(comment.id)),
    ).toEqual(expect.objectContaining({ postId: post.id, count: 2, excerpt: "Billige Uhren hier!" }));
    expect(listed.some((item) => item.kind === "group-post" && item.itemId === String(elsewhere.id))).toBe(
      false,
    );
    const ownOnly = (await as(app(), hidden.owner).get(`/api/groups/${hidden.slug}/reports`)).json();
    expect(ownOnly).toContainEqual(
      expect.objectContaining({ kind: "group-post", itemId: String(elsewhere.id), count: 1 }),
    );
    expect(ownOnly.some((item: { kind: string }) => item.kind === "group-comment")).toBe(false);
  });
});
