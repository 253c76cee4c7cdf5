import { describe, expect, it } from "vitest";
import type { NotificationsPage } from "../../../shared/notifications/basics";
import { as, mailsTo, unsubscribeInOneClick } from "../../test/app";
import { sharedPortal } from "../../test/shared-by-tests";
import { castGroup, type GroupsPortal, groupsPortal } from "./test-groups";

const portal: GroupsPortal = sharedPortal(groupsPortal);
const app = () => portal.t.app;

const centre = async (who: Parameters<typeof as>[1]) =>
  ((await as(app(), who).get("/api/notifications")).json() as NotificationsPage).items.filter(
    (item) => item.kind === "group_post",
  );

describe("a group's posts are told", () => {
  it("to the members who chose every post, announcements to those who chose announcements, never to the author", async () => {
    const cast = await castGroup(portal, "closed");
    const { member, groupAdmin, owner } = cast;
    await as(app(), groupAdmin).put(`/api/groups/${cast.slug}/notification-setting`, {
      level: "announcements",
    });
    await as(app(), owner).put(`/api/groups/${cast.slug}/notification-setting`, { level: "none" });
    const before = {
      member: (await centre(member)).length,
      groupAdmin: (await centre(groupAdmin)).length,
      owner: (await centre(owner)).length,
    };

    const post = await as(app(), member).post(`/api/groups/${cast.slug}/posts`, {
      body: "Geheime Trainingspläne für die Saison.",
    });
    expect(post.statusCode).toBe(201);
    expect((await centre(member)).length).toBe(before.member);
    expect((await centre(groupAdmin)).length).toBe(before.groupAdmin);
    expect((await centre(owner)).length).toBe(before.owner);

    await as(app(), owner).put(`/api/groups/${cast.slug}/notification-setting`, { level: "all" });
    const announcement = await as(app(), groupAdmin).post(`/api/groups/${cast.slug}/posts`, {
      body: "Die Generalversammlung ist am 20. März.",
      announcement: true,
    });
    const told = await centre(member);
    expect(told.length).toBe(before.member + 1);
    expect(told[0]).toMatchObject({
      title: expect.stringContaining("Ankündigung in «"),
      body: "Adrian Suhrer hat geschrieben.",
      href: `/gruppen/${cast.slug}#beitrag-${announcement.json().id}`,
    });
    expect((await centre(owner)).length).toBe(before.owner + 1);
    expect((await centre(groupAdmin)).length).toBe(before.groupAdmin);

    // The mail names the group and the author, never the text; one click ends the group's notifications.
    const mails = (await mailsTo(app(), member.user.email)).filter((mail) =>
      mail.subject.includes("Ankündigung"),
    );
    expect(mails.length).toBeGreaterThan(0);
    const mail = mails.at(-1)!;
    expect(mail.body).toContain("Adrian Suhrer hat in der Gruppe");
    expect(mail.body).not.toContain("Generalversammlung");
    const link = /<https?:\/\/[^/]+([^>]+)>/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(link).toBeDefined();
    const off = await unsubscribeInOneClick(app(), link!);
    expect(off.statusCode).toBe(200);
    expect((await as(app(), member).get(`/api/groups/${cast.slug}`)).json().viewer.notificationLevel).toBe(
      "none",
    );
    expect(
      (await unsubscribeInOneClick(app(), "/api/groups/mail-setting/erfunden.erfunden-erfunden/unsubscribe"))
        .statusCode,
    ).toBe(404);
  });
});
