import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import { paths } from "../../../shared/common/paths";
import {
  GROUP_INVITATION_DAYS,
  GROUP_INVITATION_INVALID,
  GROUP_LAST_OWNER,
  GROUP_MEMBER_NOT_FOUND,
  GROUP_NEEDS_INVITATION,
  GROUP_NOT_A_MEMBER,
  GROUP_NOT_FOUND,
  GROUP_REQUEST_DECIDED,
  type GroupDetail,
  type GroupMember,
  type GroupNotificationLevel,
  type GroupRequest,
  type GroupRole,
  type MembershipStatus,
} from "../../../shared/groups/basics";
import type { Db, Tx } from "../../db/client";
import { groupInvitations, groupMembers, users } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../lib/http-errors";
import { tokenHash } from "../auth/service";
import {
  assertCanChangeOwners,
  assertCanManageGroup,
  assertCanSeeGroup,
  assertCanSeeMembers,
  assertGroupActive,
} from "./policy";
import { toGroupDetail, toGroupMember, toGroupRequest } from "./presenter";
import { countMembers, groupForViewer, groupRowBySlug, membershipOf } from "./service";

/** The group an invitation token opens, if it is valid now. */
async function invitedGroupId(db: Db | Tx, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  const [row] = await db
    .select({ groupId: groupInvitations.groupId })
    .from(groupInvitations)
    .where(and(eq(groupInvitations.tokenHash, tokenHash(token)), gt(groupInvitations.expiresAt, new Date())));
  return row?.groupId ?? null;
}

/**
 * The profile an invitation opens, even a private group's, so that the invited person can decide; an
 * invalid or expired token is refused whoever holds it.
 */
export async function invitedGroup(
  db: Db,
  slug: string,
  token: string,
  user: AuthUser | null,
): Promise<GroupDetail> {
  const group = await groupRowBySlug(db, slug);
  if (group?.status !== "active" || (await invitedGroupId(db, token)) !== group.id)
    throw notFound(GROUP_INVITATION_INVALID);
  return toGroupDetail(group, await countMembers(db, group.id), await membershipOf(db, group.id, user?.id));
}

/**
 * Joining: with a valid invitation a member is in at once, whatever the visibility; without one an open
 * group takes them at once, a closed one records the request, a private one is not found.
 */
export async function joinGroup(
  db: Db,
  user: AuthUser,
  slug: string,
  invitation: string | undefined,
): Promise<{ status: MembershipStatus }> {
  const group = await groupRowBySlug(db, slug);
  const invited = group !== undefined && (await invitedGroupId(db, invitation)) === group.id;
  if (invitation && !invited) throw forbidden(GROUP_INVITATION_INVALID);
  const membership = group ? await membershipOf(db, group.id, user.id) : null;
  if (!invited) assertCanSeeGroup({ user, membership }, group);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  assertGroupActive(group);
  if (membership?.status === "member") return { status: "member" };
  if (!invited && group.visibility === "private") throw forbidden(GROUP_NEEDS_INVITATION);
  const status: MembershipStatus = invited || group.visibility === "open" ? "member" : "requested";
  await db
    .insert(groupMembers)
    .values({
      groupId: group.id,
      userId: user.id,
      role: "member",
      status,
      joinedAt: status === "member" ? new Date() : null,
    })
    .onConflictDoUpdate({
      target: [groupMembers.groupId, groupMembers.userId],
      set: { status, joinedAt: status === "member" ? new Date() : null },
      where: eq(groupMembers.status, "requested"),
    });
  return { status };
}

/** The group's owners, locked, so that two owners leaving at once cannot both be the last but one. */
async function lockedOwners(tx: Tx, groupId: number): Promise<string[]> {
  const rows = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.role, "owner"),
        eq(groupMembers.status, "member"),
      ),
    )
    .for("update");
  return rows.map((row) => row.userId);
}

async function assertNotLastOwner(tx: Tx, groupId: number, userId: string) {
  const owners = await lockedOwners(tx, groupId);
  if (owners.length === 1 && owners[0] === userId) throw conflict(GROUP_LAST_OWNER);
}

/** Leaving (or taking back a request); the last owner must hand the group over first. */
export async function leaveGroup(db: Db, user: AuthUser, slug: string): Promise<void> {
  const { group, membership } = await groupForViewer(db, slug, user);
  if (!membership) throw notFound(GROUP_NOT_A_MEMBER);
  await db.transaction(async (tx) => {
    await assertNotLastOwner(tx, group.id, user.id);
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, user.id)));
  });
}

/** A group admin's invitation link, valid for GROUP_INVITATION_DAYS; only its hash is kept. */
export async function createInvitation(db: Db, user: AuthUser, slug: string, publicUrl: string) {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanManageGroup(viewer, group);
  assertGroupActive(group);
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + GROUP_INVITATION_DAYS * 86_400_000);
  await db
    .insert(groupInvitations)
    .values({ groupId: group.id, tokenHash: tokenHash(token), createdByUserId: user.id, expiresAt });
  const url = new URL(paths.group(group.slug), publicUrl);
  url.searchParams.set("einladung", token);
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

async function managedGroup(db: Db, user: AuthUser, slug: string) {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanManageGroup(viewer, group);
  return { group, viewer };
}

/** The people of a group in one state (members or requests), with their names. */
function peopleOfGroup(db: Db, groupId: number, status: MembershipStatus) {
  return db
    .select({
      userId: groupMembers.userId,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
      requestedAt: groupMembers.requestedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, status)))
    .$dynamic();
}

export async function openRequests(db: Db, user: AuthUser, slug: string): Promise<GroupRequest[]> {
  const { group } = await managedGroup(db, user, slug);
  const rows = await peopleOfGroup(db, group.id, "requested").orderBy(asc(groupMembers.requestedAt));
  return rows.map(toGroupRequest);
}

/**
 * Approving or declining a request moves it only while it is one, in one statement: of two admins
 * deciding at once, the second hears 409.
 */
export async function decideRequest(
  db: Db,
  user: AuthUser,
  slug: string,
  memberId: string,
  approve: boolean,
): Promise<{ status: MembershipStatus | null }> {
  const { group } = await managedGroup(db, user, slug);
  const isRequest = and(
    eq(groupMembers.groupId, group.id),
    eq(groupMembers.userId, memberId),
    eq(groupMembers.status, "requested"),
  );
  const decided = approve
    ? await db
        .update(groupMembers)
        .set({ status: "member", joinedAt: new Date() })
        .where(isRequest)
        .returning()
    : await db.delete(groupMembers).where(isRequest).returning();
  if (decided.length === 0) throw conflict(GROUP_REQUEST_DECIDED);
  return { status: approve ? "member" : null };
}

/** A member of the group, locked for the change of their role or their removal. */
async function lockedMember(tx: Tx, groupId: number, userId: string) {
  const [row] = await tx
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, userId),
        eq(groupMembers.status, "member"),
      ),
    )
    .for("update");
  if (!row) throw notFound(GROUP_MEMBER_NOT_FOUND);
  return row.role as GroupRole;
}

/** Owners and admins appoint admins; only owners appoint or demote owners, never the last one. */
export async function setMemberRole(db: Db, user: AuthUser, slug: string, memberId: string, role: GroupRole) {
  const { group, viewer } = await managedGroup(db, user, slug);
  await db.transaction(async (tx) => {
    const current = await lockedMember(tx, group.id, memberId);
    if (current === "owner" || role === "owner") assertCanChangeOwners(viewer);
    if (current === "owner" && role !== "owner") await assertNotLastOwner(tx, group.id, memberId);
    await tx
      .update(groupMembers)
      .set({ role })
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, memberId)));
  });
  return { userId: memberId, role };
}

/** Owners and admins remove members; an owner is removed only by an owner; one leaves by leaving. */
export async function removeMember(db: Db, user: AuthUser, slug: string, memberId: string) {
  if (memberId === user.id) return leaveGroup(db, user, slug);
  const { group, viewer } = await managedGroup(db, user, slug);
  await db.transaction(async (tx) => {
    if ((await lockedMember(tx, group.id, memberId)) === "owner") assertCanChangeOwners(viewer);
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, memberId)));
  });
}

/** The member list: for the group's members and the portal's team. */
export async function groupMemberList(db: Db, user: AuthUser | null, slug: string): Promise<GroupMember[]> {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanSeeMembers(viewer, group);
  const rows = await peopleOfGroup(db, group.id, "member").orderBy(
    sql`case ${groupMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
    asc(users.lastName),
    asc(users.firstName),
  );
  return rows.map(toGroupMember);
}

/** What a member is told of the group. */
export async function setNotificationLevel(
  db: Db,
  user: AuthUser,
  slug: string,
  level: GroupNotificationLevel,
) {
  const { group, membership } = await groupForViewer(db, slug, user);
  if (membership?.status !== "member") throw forbidden(GROUP_NOT_A_MEMBER);
  await db
    .update(groupMembers)
    .set({ notificationLevel: level })
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, user.id)));
  return { level };
}
