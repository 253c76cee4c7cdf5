import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  GROUP_INVITATION_INVALID,
  GROUP_LAST_OWNER,
  GROUP_OWNERS_ONLY,
  GROUP_REQUEST_DECIDED,
} from "../../../shared/groups/basics";
import { users } from "../../db/schema";
import { as, asVisitor, signUp } from "../../test/app";
import { sharedPortal } from "../../test/shared-by-tests";
import { castGroup, type GroupsPortal, groupsPortal } from "./test-groups";

const portal: GroupsPortal = sharedPortal(groupsPortal);

const app = () => portal.t.app;
const tokenOf = (url: string) => new URL(url).searchParams.get("einladung");

describe("joining", () => {
  it("takes a member into an open group at once and records a request for a closed one", async () => {
    const open = await castGroup(portal, "open");
    const joined = await as(app(), open.outsider).post(`/api/groups/${open.slug}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ status: "member" });

    const closed = await castGroup(portal, "closed");
    const asked = await as(app(), closed.outsider).post(`/api/groups/${closed.slug}/join`);
    expect(asked.json()).toEqual({ status: "requested" });
    // Asking again changes nothing; the request is no membership yet.
    expect((await as(app(), closed.outsider).post(`/api/groups/${closed.slug}/join`)).json()).toEqual({
      status: "requested",
    });
    expect((await as(app(), closed.outsider).get(`/api/groups/${closed.slug}`)).json().viewer).toEqual({
      status: "requested",
      role: null,
      notificationLevel: null,
    });
    expect((await asVisitor(app()).post(`/api/groups/${closed.slug}/join`)).statusCode).toBe(401);
  });

  it("opens a private group only by an invitation link; its page shows the invited person the group", async () => {
    const hidden = await castGroup(portal, "private");
    expect((await as(app(), hidden.outsider).post(`/api/groups/${hidden.slug}/join`)).statusCode).toBe(404);

    const invitation = await as(app(), hidden.groupAdmin).post(`/api/groups/${hidden.slug}/invitations`);
    expect(invitation.statusCode).toBe(201);
    const { url } = invitation.json() as { url: string };
    expect(url).toMatch(
      new RegExp(`^http://localhost:5000/gruppen/${hidden.slug}\\?einladung=[A-Za-z0-9_-]{32}$`),
    );
    const token = tokenOf(url)!;

    const shown = await asVisitor(app()).get(`/api/groups/${hidden.slug}/invitations/${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ slug: hidden.slug, visibility: "private" });
    const wrong = await asVisitor(app()).get(`/api/groups/${hidden.slug}/invitations/${"x".repeat(32)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(GROUP_INVITATION_INVALID);

    const forged = await as(app(), hidden.outsider).post(`/api/groups/${hidden.slug}/join`, {
      invitation: "falsch",
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(GROUP_INVITATION_INVALID);
    const joined = await as(app(), hidden.outsider).post(`/api/groups/${hidden.slug}/join`, {
      invitation: token,
    });
    expect(joined.json()).toEqual({ status: "member" });
    expect((await as(app(), hidden.outsider).get(`/api/groups/${hidden.slug}`)).statusCode).toBe(200);

    // A link of one group opens no other.
    const other = await castGroup(portal, "private");
    const elsewhere = await as(app(), hidden.requester).post(`/api/groups/${other.slug}/join`, {
      invitation: token,
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it("lets only the group's owners and admins invite", async () => {
    const closed = await castGroup(portal, "closed");
    expect((await as(app(), closed.member).post(`/api/groups/${closed.slug}/invitations`)).statusCode).toBe(
      403,
    );
    expect((await as(app(), closed.outsider).post(`/api/groups/${closed.slug}/invitations`)).statusCode).toBe(
      403,
    );
    expect((await as(app(), portal.admin).post(`/api/groups/${closed.slug}/invitations`)).statusCode).toBe(
      403,
    );
  });
});

describe("requests", () => {
  it("are listed to the group's admins and decided once: of two admins approving at once, one hears 409", async () => {
    const closed = await castGroup(portal, "closed");
    const listed = await as(app(), closed.groupAdmin).get(`/api/groups/${closed.slug}/requests`);
    expect(listed.json()).toEqual([
      expect.objectContaining({ userId: closed.requester.user.id, name: "Reto Suhrer" }),
    ]);
    expect((await as(app(), closed.member).get(`/api/groups/${closed.slug}/requests`)).statusCode).toBe(403);

    const approve = `/api/groups/${closed.slug}/requests/${closed.requester.user.id}/approve`;
    const [first, second] = await Promise.all([
      as(app(), closed.owner).post(approve),
      as(app(), closed.groupAdmin).post(approve),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((first.statusCode === 409 ? first : second).json().message).toBe(GROUP_REQUEST_DECIDED);
    expect((await as(app(), closed.requester).get(`/api/groups/${closed.slug}`)).json().viewer.status).toBe(
      "member",
    );
  });

  it("are declined without a trace of membership", async () => {
    const closed = await castGroup(portal, "closed");
    const declined = await as(app(), closed.groupAdmin).post(
      `/api/groups/${closed.slug}/requests/${closed.requester.user.id}/decline`,
    );
    expect(declined.statusCode).toBe(200);
    expect(
      (await as(app(), closed.requester).get(`/api/groups/${closed.slug}`)).json().viewer.status,
    ).toBeNull();
  });
});

describe("roles and leaving", () => {
  it("refuses the last owner's leaving and demotion; after handing over, the former owner may leave", async () => {
    const cast = await castGroup(portal, "open");
    const refused = await as(app(), cast.owner).post(`/api/groups/${cast.slug}/leave`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GROUP_LAST_OWNER);
    const demoted = await as(app(), cast.owner).patch(
      `/api/groups/${cast.slug}/members/${cast.owner.user.id}`,
      {
        role: "admin",
      },
    );
    expect(demoted.statusCode).toBe(409);

    // Admins appoint admins, not owners.
    const byAdmin = await as(app(), cast.groupAdmin).patch(
      `/api/groups/${cast.slug}/members/${cast.member.user.id}`,
      {
        role: "owner",
      },
    );
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(GROUP_OWNERS_ONLY);

    const handedOver = await as(app(), cast.owner).patch(
      `/api/groups/${cast.slug}/members/${cast.member.user.id}`,
      {
        role: "owner",
      },
    );
    expect(handedOver.json()).toEqual({ userId: cast.member.user.id, role: "owner" });
    expect((await as(app(), cast.owner).post(`/api/groups/${cast.slug}/leave`)).statusCode).toBe(204);
    expect((await as(app(), cast.owner).get(`/api/groups/${cast.slug}`)).json().viewer.role).toBeNull();
  });

  it("keeps one owner when two owners leave at the same moment", async () => {
    const cast = await castGroup(portal, "open");
    await as(app(), cast.owner).patch(`/api/groups/${cast.slug}/members/${cast.groupAdmin.user.id}`, {
      role: "owner",
    });
    const results = await Promise.all(
      [cast.owner, cast.groupAdmin].map((owner) => as(app(), owner).post(`/api/groups/${cast.slug}/leave`)),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([204, 409]);
    const members = (await as(app(), cast.member).get(`/api/groups/${cast.slug}/members`)).json() as Array<{
      role: string;
    }>;
    expect(members.filter((member) => member.role === "owner")).toHaveLength(1);
  });

  it("lets admins remove members but not owners, and members not at all", async () => {
    const cast = await castGroup(portal, "closed");
    expect(
      (await as(app(), cast.member).delete(`/api/groups/${cast.slug}/members/${cast.groupAdmin.user.id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(app(), cast.groupAdmin).delete(`/api/groups/${cast.slug}/members/${cast.owner.user.id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(app(), cast.groupAdmin).delete(`/api/groups/${cast.slug}/members/${cast.member.user.id}`))
        .statusCode,
    ).toBe(204);
    expect((await as(app(), cast.member).get(`/api/groups/${cast.slug}/members`)).statusCode).toBe(403);
    const unknown = await as(app(), cast.owner).delete(
      `/api/groups/${cast.slug}/members/${cast.outsider.user.id}`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("shows the member list to members and the team only; a private group's to nobody else, as not found", async () => {
    const closed = await castGroup(portal, "closed");
    const list = await as(app(), closed.member).get(`/api/groups/${closed.slug}/members`);
    expect(list.json().map((member: { name: string; role: string }) => [member.role, member.name])).toEqual([
      ["owner", "Olga Suhrer"],
      ["admin", "Adrian Suhrer"],
      ["member", "Mia Suhrer"],
    ]);
    expect((await asVisitor(app()).get(`/api/groups/${closed.slug}/members`)).statusCode).toBe(403);
    expect((await as(app(), closed.requester).get(`/api/groups/${closed.slug}/members`)).statusCode).toBe(
      403,
    );
    expect((await as(app(), portal.editor).get(`/api/groups/${closed.slug}/members`)).statusCode).toBe(200);
    const hidden = await castGroup(portal, "private");
    expect((await as(app(), hidden.outsider).get(`/api/groups/${hidden.slug}/members`)).statusCode).toBe(404);
  });

  it("takes a deleted account off every group's list and leaves the group", async () => {
    const cast = await castGroup(portal, "open");
    const leaving = await signUp(app());
    await as(app(), leaving).post(`/api/groups/${cast.slug}/join`);
    expect((await asVisitor(app()).get(`/api/groups/${cast.slug}`)).json().memberCount).toBe(4);
    await portal.t.app.ctx.db.delete(users).where(eq(users.id, leaving.user.id));
    const members = (await as(app(), cast.owner).get(`/api/groups/${cast.slug}/members`)).json() as Array<{
      userId: string;
    }>;
    expect(members.map((member) => member.userId)).not.toContain(leaving.user.id);
    expect((await asVisitor(app()).get(`/api/groups/${cast.slug}`)).json().memberCount).toBe(3);
  });
});

describe("notification setting", () => {
  it("is a member's own choice of all, announcements or none", async () => {
    const cast = await castGroup(portal, "open");
    const set = await as(app(), cast.member).put(`/api/groups/${cast.slug}/notification-setting`, {
      level: "announcements",
    });
    expect(set.json()).toEqual({ level: "announcements" });
    expect(
      (await as(app(), cast.member).get(`/api/groups/${cast.slug}`)).json().viewer.notificationLevel,
    ).toBe("announcements");
    const bad = await as(app(), cast.member).put(`/api/groups/${cast.slug}/notification-setting`, {
      level: "laut",
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await as(app(), await signUp(app())).put(`/api/groups/${cast.slug}/notification-setting`, {
          level: "none",
        })
      ).statusCode,
    ).toBe(403);
  });
});
