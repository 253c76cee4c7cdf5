import { expect } from "vitest";
import type { GroupComment, GroupPost, GroupVisibility } from "../../../shared/groups/basics";
import type { Env } from "../../config";
import { ADMIN_EMAIL, as, createTestAppWithPeople, type Member, signUp, type TestApp } from "../../test/app";
import { sharedByTheTests } from "../../test/shared-by-tests";
import { promoteToEditor } from "../../test/team";

/** The people of a group, one in each place of it. */
export interface GroupPeople {
  owner: Member;
  groupAdmin: Member;
  member: Member;
  /** Asked to join (closed groups; in open and private groups a member who has not joined). */
  requester: Member;
  outsider: Member;
}

/** A portal with its team (an administrator and an editor) and the people who fill its groups. */
export interface GroupsPortal {
  t: TestApp;
  admin: Member;
  editor: Member;
  people: GroupPeople;
}

/** `env` adds to the portal's settings (a database of its own, for one). */
export async function groupsPortal(env: Env = {}): Promise<GroupsPortal> {
  const { t, admin, editor } = await createTestAppWithPeople(
    {
      admin: { email: ADMIN_EMAIL, firstName: "Chefin", lastName: "Muster" },
      editor: { firstName: "Erika", lastName: "Feder" },
    },
    env,
  );
  await promoteToEditor(t.app, admin, editor.user.id);
  // The same people fill every group of a test file: sign-ups per address are limited.
  const [owner, groupAdmin, member, requester, outsider] = await Promise.all(
    ["Olga", "Adrian", "Mia", "Reto", "Otto"].map((firstName) =>
      signUp(t.app, { firstName, lastName: "Suhrer" }),
    ),
  );
  return {
    t,
    admin,
    editor,
    people: {
      owner: owner!,
      groupAdmin: groupAdmin!,
      member: member!,
      requester: requester!,
      outsider: outsider!,
    },
  };
}

/** An approved group and the people in each place of it. */
export interface GroupCast extends GroupPeople {
  slug: string;
}

let groupCounter = 0;

export async function foundGroup(
  portal: GroupsPortal,
  owner: Member,
  visibility: GroupVisibility,
  name = `Gruppe ${++groupCounter} ${visibility}`,
) {
  const response = await as(portal.t.app, owner).post("/api/groups", {
    name,
    kind: "verein",
    visibility,
    description: "Wir treffen uns jeden Dienstag in der Turnhalle Suhr und freuen uns auf neue Gesichter.",
  });
  if (response.statusCode !== 201)
    throw new Error(`founding failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; slug: string; status: string };
}

/** Founds and approves a group, then seats an admin, a member and (closed groups) a request. */
export async function castGroup(portal: GroupsPortal, visibility: GroupVisibility): Promise<GroupCast> {
  const app = portal.t.app;
  const { owner, groupAdmin, member, requester } = portal.people;
  const { slug } = await foundGroup(portal, owner, visibility);
  const approved = await as(app, portal.editor).post(`/api/admin/groups/${slug}/approve`);
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  const invitation = (await as(app, owner).post(`/api/groups/${slug}/invitations`)).json() as { url: string };
  const token = new URL(invitation.url).searchParams.get("einladung");
  for (const joining of [groupAdmin, member]) {
    const joined = await as(app, joining).post(`/api/groups/${slug}/join`, { invitation: token });
    if (joined.statusCode !== 200) throw new Error(`joining failed: ${joined.body}`);
  }
  await as(app, owner).patch(`/api/groups/${slug}/members/${groupAdmin.user.id}`, { role: "admin" });
  if (visibility === "closed") await as(app, requester).post(`/api/groups/${slug}/join`);
  return { slug, ...portal.people };
}

/** A member's post in the group, where many tests start: anything but 201 stops the test there. */
export async function writeGroupPost(
  portal: GroupsPortal,
  cast: GroupCast,
  who: Member,
  body: string,
  announcement = false,
): Promise<GroupPost> {
  const response = await as(portal.t.app, who).post(`/api/groups/${cast.slug}/posts`, { body, announcement });
  if (response.statusCode !== 201) throw new Error(`posting failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A member's comment on a post of the group: anything but 201 stops the test there. */
export async function writeGroupComment(
  portal: GroupsPortal,
  cast: GroupCast,
  who: Member,
  postId: number,
  body: string,
): Promise<GroupComment> {
  const response = await as(portal.t.app, who).post(`/api/groups/${cast.slug}/posts/${postId}/comments`, {
    body,
  });
  if (response.statusCode !== 201)
    throw new Error(`commenting failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A portal with one approved group of each visibility, shared by a file's tests. */
export interface GroupsOfEachKind {
  portal: GroupsPortal;
  open: GroupCast;
  closed: GroupCast;
  hidden: GroupCast;
}

export function sharedGroupsOfEachKind(): GroupsOfEachKind {
  return sharedByTheTests(
    async () => {
      const portal = await groupsPortal();
      const [open, closed, hidden] = [
        await castGroup(portal, "open"),
        await castGroup(portal, "closed"),
        await castGroup(portal, "private"),
      ];
      return { portal, open, closed, hidden };
    },
    (s) => s.portal.t.close(),
  );
}

/** A day about two weeks ahead, in the month the calendar is then asked for. */
export const twoWeeksAhead = () => {
  const day = new Date(Date.now() + 14 * 86_400_000);
  return { iso: day.toISOString().slice(0, 10), year: day.getUTCFullYear(), month: day.getUTCMonth() + 1 };
};

/** What an answer must not contain: a trace word, or the hidden group's address (named, not printed whole). */
export function expectNoTrace(text: string, traces: string[], where: string, slug?: string) {
  const found = [...traces, ...(slug ? [slug] : [])].filter((trace) => text.includes(trace));
  expect(found, `${where} names them`).toEqual([]);
}
