import type { AuthUser } from "../../../shared/auth/auth";
import {
  GROUP_ADMINS_ONLY,
  GROUP_NOT_A_MEMBER,
  GROUP_NOT_ACTIVE,
  GROUP_NOT_FOUND,
  GROUP_OWNERS_ONLY,
  type GroupRole,
  type GroupStatus,
  type GroupVisibility,
  type MembershipStatus,
} from "../../../shared/groups/basics";
import { forbidden, notFound } from "../../lib/http-errors";

/**
 * Who may do what in a group (issue 27). A group that someone may not know of answers 404, never 403,
 * so that a private group's existence does not leak: private groups to non-members, groups the team has
 * not approved (or has stopped) to everyone but their members and the team.
 */
export interface GroupAccess {
  status: GroupStatus;
  visibility: GroupVisibility;
  foundedByUserId: string | null;
}

export interface Membership {
  status: MembershipStatus;
  role: GroupRole;
}

/** The viewer and their place in the group (null when they have none). */
export interface GroupViewer {
  user: AuthUser | null;
  membership: Membership | null;
}

const isTeam = (user: AuthUser | null) => user !== null && (user.role === "editor" || user.isAdmin);
export const isGroupMember = (viewer: GroupViewer) => viewer.membership?.status === "member";
const roleOf = (viewer: GroupViewer) => (isGroupMember(viewer) ? viewer.membership?.role : undefined);

export const canSeeGroup = (viewer: GroupViewer, group: GroupAccess) => {
  if (isTeam(viewer.user)) return true;
  if (group.status !== "active")
    return isGroupMember(viewer) || (viewer.user !== null && viewer.user.id === group.foundedByUserId);
  return group.visibility !== "private" || isGroupMember(viewer);
};

/** Posts and the member list: everybody in an open group, members in the others. */
export const canReadGroupLife = (viewer: GroupViewer, group: GroupAccess) =>
  canSeeGroup(viewer, group) &&
  (isGroupMember(viewer) || (group.visibility === "open" && group.status === "active"));

/** Posts, polls and events: 404 where the group stays hidden, 403 where only its members read them. */
export function assertCanReadGroupLife(viewer: GroupViewer, group: GroupAccess) {
  assertCanSeeGroup(viewer, group);
  if (!canReadGroupLife(viewer, group)) throw forbidden("Das sehen nur Mitglieder der Gruppe.");
}

export const canManageGroup = (viewer: GroupViewer) => {
  const role = roleOf(viewer);
  return role === "owner" || role === "admin";
};

export function assertCanSeeGroup<T extends GroupAccess>(
  viewer: GroupViewer,
  group: T | undefined,
): asserts group is T {
  if (!group || !canSeeGroup(viewer, group)) throw notFound(GROUP_NOT_FOUND);
}

/** A member list is for the group's members (and the team), whatever the group's visibility. */
export function assertCanSeeMembers(viewer: GroupViewer, group: GroupAccess) {
  assertCanSeeGroup(viewer, group);
  if (!isGroupMember(viewer) && !isTeam(viewer.user))
    throw forbidden("Die Mitgliederliste sehen nur Mitglieder.");
}

/** Profile, requests, invitations, members: the group's owners and admins, while the group is active. */
export function assertCanManageGroup(viewer: GroupViewer, group: GroupAccess) {
  assertCanSeeGroup(viewer, group);
  if (!canManageGroup(viewer)) throw forbidden(GROUP_ADMINS_ONLY);
  if (group.status === "suspended" || group.status === "rejected") throw forbidden(GROUP_NOT_ACTIVE);
}

/** Appointing and removing owners is for owners. */
export function assertCanChangeOwners(viewer: GroupViewer) {
  if (roleOf(viewer) !== "owner") throw forbidden(GROUP_OWNERS_ONLY);
}

/** Joining, leaving and the rest of a member's own moves need an active group. */
export function assertGroupActive(group: GroupAccess) {
  if (group.status !== "active") throw forbidden(GROUP_NOT_ACTIVE);
}

/** What a post or comment needs for the rules: who wrote it. */
export interface Authored {
  authorUserId: string | null;
}

const wrote = (viewer: GroupViewer, item: Authored) =>
  viewer.user !== null && item.authorUserId !== null && viewer.user.id === item.authorUserId;

/** Writing posts, comments and polls, and liking: the group's members, while the group is active. */
export const canTakePart = (viewer: GroupViewer, group: GroupAccess) =>
  isGroupMember(viewer) && group.status === "active";

/** The text of a post is its author's, as long as they belong to the group. */
export const canEditPost = (viewer: GroupViewer, group: GroupAccess, post: Authored) =>
  canTakePart(viewer, group) && wrote(viewer, post);

/** A post or comment is deleted by whoever wrote it or by the group's admins. */
export const canDeleteContribution = (viewer: GroupViewer, item: Authored) =>
  (isGroupMember(viewer) && wrote(viewer, item)) || canManageGroup(viewer);

/**
 * 'Melden' is offered to every reader (whoever gets the feed may read it) of what others wrote: a visitor's
 * button asks them to sign in first, as everywhere on the portal; nobody reports their own post or comment.
 */
export const canReportContribution = (viewer: GroupViewer, item: Authored) => !wrote(viewer, item);

/** Pinning and announcements are the group's admins' marks. */
export const canMarkPosts = (viewer: GroupViewer, group: GroupAccess) =>
  canManageGroup(viewer) && group.status === "active";

export function assertCanTakePart(viewer: GroupViewer, group: GroupAccess) {
  assertCanSeeGroup(viewer, group);
  if (!isGroupMember(viewer)) throw forbidden(GROUP_NOT_A_MEMBER);
  assertGroupActive(group);
}
