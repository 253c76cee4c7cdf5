import { describe, expect, it } from "vitest";
import type { NotificationsPage } from "../../../shared/notifications/basics";
import { as, asVisitor } from "../../test/app";
import { sharedGroupsOfEachKind } from "./test-groups";

const groups = sharedGroupsOfEachKind();
const app = () => groups.portal.t.app;

const reportsInCentre = async (who: Parameters<typeof as>[1]) =>
  ((await as(app(), who).get("/api/notifications")).json() as NotificationsPage).items.filter(
    (item) => item.kind === "group_report",
  );

describe("'Melden' in a group", () => {
  it("reaches the group's admins first and the portal's team in its inbox", async () => {
    const { closed } = groups;
    const post = (
      await as(app(), closed.member).post(`/api/groups/${closed.slug}/posts`, {
        body: "Ein Beitrag mit Beleidigungen.",
      })
    ).json();
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
    const post = (
      await as(app(), hidden.member).post(`/api/groups/${hidden.slug}/posts`, { body: "Intern." })
    ).json();
    const hiddenReport = { kind: "group-post", itemId: String(post.id), reason: "Möchte ich melden, bitte." };
    expect((await as(app(), open.outsider).post("/api/reports", hiddenReport)).statusCode).toBe(404);
    expect((await asVisitor(app()).post("/api/reports", hiddenReport)).statusCode).toBe(401);

    const openPost = (
      await as(app(), open.member).post(`/api/groups/${open.slug}/posts`, { body: "Offen." })
    ).json();
    const comment = (
      await as(app(), open.owner).post(`/api/groups/${open.slug}/posts/${openPost.id}/comments`, {
        body: "Spam-Link",
      })
    ).json();
    const reported = await as(app(), open.outsider).post("/api/reports", {
      kind: "group-comment",
      itemId: String(comment.id),
      reason: "Das ist Werbung für einen Shop.",
    });
    expect(reported.statusCode).toBe(201);
  });
});
