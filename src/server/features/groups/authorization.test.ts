import { describe, expect, it } from "vitest";
import { GROUP_VISIBILITIES, type GroupVisibility } from "../../../shared/groups/basics";
import { as, type Member } from "../../test/app";
import { sharedPortal } from "../../test/shared-by-tests";
import { castGroup, type GroupCast, type GroupsPortal, groupsPortal } from "./test-groups";

/**
 * The groups' authorization matrix (issue 27): every group route, called by a visitor, a non-member, a
 * member who asked to join, a member, a group admin, the owner, a portal editor and a portal admin,
 * against an open, a closed and a private group. A private group is not found by whoever may not know
 * of it (404, never 403); the portal's team sees every group but acts in none it does not belong to.
 */
const ROLES = [
  "visitor",
  "outsider",
  "requester",
  "member",
  "groupAdmin",
  "owner",
  "editor",
  "admin",
] as const;
type Role = (typeof ROLES)[number];

const isMember = (role: Role) => role === "member" || role === "groupAdmin" || role === "owner";
const manages = (role: Role) => role === "groupAdmin" || role === "owner";
const isTeam = (role: Role) => role === "editor" || role === "admin";
const sees = (role: Role, visibility: GroupVisibility) =>
  visibility !== "private" || isMember(role) || isTeam(role);

/** Reads of what the group is: whoever may know of it. */
const findable = (role: Role, visibility: GroupVisibility) => (sees(role, visibility) ? 200 : 404);

/** Writes of the group's admins: 401 signed out, 404 for whoever may not know of it, else 403. */
const adminsOnly = (allowed: number) => (role: Role, visibility: GroupVisibility) => {
  if (role === "visitor") return 401;
  if (!sees(role, visibility)) return 404;
  return manages(role) ? allowed : 403;
};

/** Posts and polls: everyone in an open group, members in the others. */
const readsLife = (role: Role, visibility: GroupVisibility) => {
  if (!sees(role, visibility)) return 404;
  return isMember(role) || visibility === "open" ? 200 : 403;
};

/** Writing in the group: its members. */
const takesPart = (allowed: number) => (role: Role, visibility: GroupVisibility) => {
  if (role === "visitor") return 401;
  if (!sees(role, visibility)) return 404;
  return isMember(role) ? allowed : 403;
};

interface MatrixRoute {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: (cast: GroupCast) => string;
  body?: (cast: GroupCast) => unknown;
  expected: (role: Role, visibility: GroupVisibility) => number;
}

const base = (cast: GroupCast) => `/api/groups/${cast.slug}`;

/** In the order they are walked: the routes that change who belongs come last. */
const ROUTES: Record<string, MatrixRoute> = {
  "GET /api/groups/:slug": {
    method: "GET",
    path: base,
    expected: findable,
  },
  "GET /api/groups/:slug/members": {
    method: "GET",
    path: (cast) => `${base(cast)}/members`,
    expected: (role, visibility) => {
      if (!sees(role, visibility)) return 404;
      return isMember(role) || isTeam(role) ? 200 : 403;
    },
  },
  "PATCH /api/groups/:slug": {
    method: "PATCH",
    path: base,
    body: () => ({ membershipFee: "CHF 50 im Jahr" }),
    expected: adminsOnly(200),
  },
  "POST /api/groups/:slug/invitations": {
    method: "POST",
    path: (cast) => `${base(cast)}/invitations`,
    expected: adminsOnly(201),
  },
  "GET /api/groups/:slug/requests": {
    method: "GET",
    path: (cast) => `${base(cast)}/requests`,
    expected: adminsOnly(200),
  },
  // Nobody of the cast but the requester has asked: deciding on the outsider finds no request.
  "POST /api/groups/:slug/requests/:userId/approve": {
    method: "POST",
    path: (cast) => `${base(cast)}/requests/${cast.outsider.user.id}/approve`,
    expected: adminsOnly(409),
  },
  "POST /api/groups/:slug/requests/:userId/decline": {
    method: "POST",
    path: (cast) => `${base(cast)}/requests/${cast.outsider.user.id}/decline`,
    expected: adminsOnly(409),
  },
  "PATCH /api/groups/:slug/members/:userId": {
    method: "PATCH",
    path: (cast) => `${base(cast)}/members/${cast.member.user.id}`,
    body: () => ({ role: "member" }),
    expected: adminsOnly(200),
  },
  "DELETE /api/groups/:slug/members/:userId": {
    method: "DELETE",
    // Nobody: an allowed caller hears that there is no such member.
    path: (cast) => `${base(cast)}/members/00000000-0000-4000-8000-000000000000`,
    expected: adminsOnly(404),
  },
  "GET /api/groups/:slug/polls": {
    method: "GET",
    path: (cast) => `${base(cast)}/polls`,
    expected: readsLife,
  },
  "GET /api/groups/:slug/posts": {
    method: "GET",
    path: (cast) => `${base(cast)}/posts`,
    expected: readsLife,
  },
  "POST /api/groups/:slug/posts": {
    method: "POST",
    path: (cast) => `${base(cast)}/posts`,
    body: () => ({ body: "Training fällt am Dienstag aus." }),
    expected: takesPart(201),
  },
  "POST /api/groups/:slug/polls": {
    method: "POST",
    path: (cast) => `${base(cast)}/polls`,
    body: () => ({ question: "Grillabend im Juli?", options: ["Ja", "Nein"] }),
    expected: takesPart(201),
  },
  "GET /api/groups/:slug/events": {
    method: "GET",
    path: (cast) => `${base(cast)}/events`,
    expected: findable,
  },
  "POST /api/groups/:slug/events": {
    method: "POST",
    path: (cast) => `${base(cast)}/events`,
    body: () => ({ title: "Vorstandssitzung", eventDate: "2099-03-20", membersOnly: true }),
    expected: adminsOnly(201),
  },
  // The group's conversation in the inbox: its members alone, whatever the visibility (messages area).
  "GET /api/groups/:slug/conversation": {
    method: "GET",
    path: (cast) => `${base(cast)}/conversation`,
    expected: takesPart(200),
  },
  "POST /api/groups/:slug/conversation": {
    method: "POST",
    path: (cast) => `${base(cast)}/conversation`,
    body: () => ({ content: "Wer kommt am Dienstag?" }),
    expected: takesPart(201),
  },
  "POST /api/groups/:slug/conversation/read": {
    method: "POST",
    path: (cast) => `${base(cast)}/conversation/read`,
    expected: takesPart(200),
  },
  "PUT /api/groups/:slug/conversation/mute": {
    method: "PUT",
    path: (cast) => `${base(cast)}/conversation/mute`,
    body: () => ({ muted: false }),
    expected: takesPart(200),
  },
  "PUT /api/groups/:slug/notification-setting": {
    method: "PUT",
    path: (cast) => `${base(cast)}/notification-setting`,
    body: () => ({ level: "all" }),
    expected: takesPart(200),
  },
  "POST /api/groups/:slug/join": {
    method: "POST",
    path: (cast) => `${base(cast)}/join`,
    body: () => ({}),
    expected: (role, visibility) => {
      if (role === "visitor") return 401;
      if (!sees(role, visibility)) return 404;
      // The team sees a private group, but joins it only by invitation, as anyone.
      return visibility === "private" && !isMember(role) ? 403 : 200;
    },
  },
};

/** Leaving, walked on groups of its own: the cast's places are what leaving changes. */
const leaving = (role: Role, visibility: GroupVisibility) => {
  if (role === "visitor") return 401;
  if (!sees(role, visibility)) return 404;
  if (role === "owner") return 409;
  if (role === "requester") return visibility === "closed" ? 204 : 404;
  return isMember(role) ? 204 : 404;
};

const portal: GroupsPortal = sharedPortal(groupsPortal);

function caller(cast: GroupCast, role: Role): Member | null {
  if (role === "visitor") return null;
  if (role === "editor") return portal.editor;
  if (role === "admin") return portal.admin;
  return cast[role];
}

async function call(route: MatrixRoute, cast: GroupCast, role: Role) {
  return as(portal.t.app, caller(cast, role)).request(
    route.method,
    route.path(cast),
    route.body?.(cast) as never,
  );
}

describe.each(GROUP_VISIBILITIES)("a %s group", (visibility) => {
  it("answers every route as the matrix says, for each of the eight callers", async () => {
    const cast = await castGroup(portal, visibility);
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [name, route] of Object.entries(ROUTES)) {
      for (const role of ROLES) {
        const response = await call(route, cast, role);
        seen.push(`${name} as ${role}: ${response.statusCode}`);
        wanted.push(`${name} as ${role}: ${route.expected(role, visibility)}`);
        expect(response.statusCode, `${name} as ${role}: ${response.body}`).not.toBe(500);
      }
    }
    expect(seen).toEqual(wanted);
  });

  it("lets each caller leave as the matrix says", async () => {
    const cast = await castGroup(portal, visibility);
    const route: MatrixRoute = { method: "POST", path: (c) => `${base(c)}/leave`, expected: leaving };
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const role of ROLES) {
      seen.push(`${role}: ${(await call(route, cast, role)).statusCode}`);
      wanted.push(`${role}: ${leaving(role, visibility)}`);
    }
    expect(seen).toEqual(wanted);
  });
});

describe("the team's routes", () => {
  it("answer editors and admins, refuse members and visitors", async () => {
    // No group of its own: the cast's people are enough, and the owner stays within the write budget.
    const cast: GroupCast = { slug: "", ...portal.people };
    for (const role of ROLES) {
      const response = await as(portal.t.app, caller(cast, role)).get("/api/admin/groups/pending");
      expect(response.statusCode, role).toBe(role === "visitor" ? 401 : isTeam(role) ? 200 : 403);
    }
  });
});
