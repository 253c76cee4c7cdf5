import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { AuthUser } from "../../../shared/auth/auth";
import { paths } from "../../../shared/common/paths";
import { slugFromTitle } from "../../../shared/common/slug";
import {
  ADMIN_GROUPS_PAGE_SIZE,
  type AdminGroupsPage,
  GROUP_ALREADY_DECIDED,
  GROUP_NAME_TAKEN,
  GROUP_NOT_FOUND,
  type GroupDetail,
  type GroupKind,
  type GroupSummary,
} from "../../../shared/groups/basics";
import type { AdminGroupsQuery, GroupFounding, GroupProfileInput } from "../../../shared/groups/groups";
import type { Db, Tx } from "../../db/client";
import { auditLog, events, groupMembers, groups, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/http-errors";
import { type ModerationContext, notifyDecision } from "../../lib/moderation";
import { isUniqueViolation } from "../auth/service";
import { uploadedByMember } from "../uploads/service";
import { assertCanManageGroup, assertCanSeeGroup, type GroupViewer, type Membership } from "./policy";
import { type GroupRow, toGroupDetail, toGroupSummary } from "./presenter";

/** The directory's and profile's member count: members, not those who asked to be. */
const memberCount = sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id} and ${groupMembers.status} = 'member')`;

const byName = (a: GroupSummary, b: GroupSummary) => a.name.localeCompare(b.name, "de-CH") || a.id - b.id;

/** A search term as a LIKE pattern that matches it literally anywhere. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, "\\$&")}%`;

/** The groups the village may know of: approved, open or closed (directory, sitemap). */
export const listedGroup = () =>
  and(eq(groups.status, "active"), inArray(groups.visibility, ["open", "closed"]));

export async function groupDirectory(
  db: Db,
  filter: { kind?: GroupKind; q?: string },
): Promise<GroupSummary[]> {
  const pattern = filter.q ? containing(filter.q) : null;
  const rows = await db
    .select({ group: groups, members: memberCount })
    .from(groups)
    .where(
      and(
        listedGroup(),
        filter.kind ? eq(groups.kind, filter.kind) : undefined,
        pattern ? or(ilike(groups.name, pattern), ilike(groups.description, pattern)) : undefined,
      ),
    );
  return rows.map(({ group, members }) => toGroupSummary(group, members)).sort(byName);
}

/**
 * The group under an address. `share` locks its row until the caller's transaction ends: a change of
 * its visibility or status waits for that transaction, and one that came first is what the read sees.
 */
export async function groupRowBySlug(
  db: Db | Tx,
  slug: string,
  lock?: "share",
): Promise<GroupRow | undefined> {
  const query = db.select().from(groups).where(eq(groups.slug, slug));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function membershipOf(db: Db | Tx, groupId: number, userId: string | undefined) {
  if (!userId) return null;
  const [row] = await db
    .select({
      status: groupMembers.status,
      role: groupMembers.role,
      notificationLevel: groupMembers.notificationLevel,
    })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return (row as (Membership & { notificationLevel: string }) | undefined) ?? null;
}

/** The group and the viewer's place in it; a group the viewer may not know of is not found. */
export async function groupForViewer(db: Db | Tx, slug: string, user: AuthUser | null, lock?: "share") {
  const group = await groupRowBySlug(db, slug, lock);
  const membership = group ? await membershipOf(db, group.id, user?.id) : null;
  const viewer: GroupViewer = { user, membership };
  assertCanSeeGroup(viewer, group);
  return { group, membership, viewer };
}

export async function countMembers(db: Db | Tx, groupId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, "member")));
  return row?.total ?? 0;
}

export async function groupDetail(db: Db, slug: string, user: AuthUser | null): Promise<GroupDetail> {
  const { group, membership } = await groupForViewer(db, slug, user);
  return toGroupDetail(group, await countMembers(db, group.id), membership);
}

/** Addresses below /gruppen that are pages of their own: the founding form is /gruppen/neu. */
const PAGE_SLUGS = ["neu"];

/** A slug of the name that no group has yet ('turnverein-suhr', then 'turnverein-suhr-2'). */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugFromTitle(name);
  const taken = new Set(
    (
      await tx
        .select({ slug: groups.slug })
        .from(groups)
        .where(or(eq(groups.slug, base), ilike(groups.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  for (const page of PAGE_SLUGS) taken.add(page);
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}

async function audit(tx: Tx, actorUserId: string, action: string, group: GroupRow, details: object = {}) {
  await tx.insert(auditLog).values({
    actorUserId,
    action,
    entityType: "group",
    entityId: String(group.id),
    details: { title: group.name, ...details },
  });
}

/**
 * A member asks to found a group: it waits for the team's approval, with its founder as its owner. A
 * name that exists (in any case) is refused; a slug that exists gets a number.
 */
export async function foundGroup(db: Db, founder: AuthUser, input: GroupFounding) {
  try {
    return await db.transaction(async (tx) => {
      const [group] = await tx
        .insert(groups)
        .values({
          ...input,
          slug: await freeSlug(tx, input.name),
          status: "pending",
          foundedByUserId: founder.id,
        })
        .returning();
      if (!group) throw new Error("insert returned no group");
      await tx.insert(groupMembers).values({
        groupId: group.id,
        userId: founder.id,
        role: "owner",
        status: "member",
        joinedAt: new Date(),
      });
      return { id: group.id, slug: group.slug, status: "pending" as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(GROUP_NAME_TAKEN);
    throw error;
  }
}

/**
 * A group that stops speaking to the village (suspended by the team, or made private by its admins) keeps
 * its public events for its members only: the calendar, its feed, the search and the assistant would
 * otherwise go on naming the group as their organizer.
 */
async function keepEventsForMembers(tx: Tx, groupId: number): Promise<string[]> {
  const rows = await tx
    .update(events)
    .set({ status: "members" })
    .where(and(eq(events.groupId, groupId), eq(events.status, "approved")))
    .returning({ id: events.id });
  return rows.map((row) => row.id);
}

/** The group's admins keep its profile; pictures must be their own uploads; a private group has no public events. */
export async function updateGroupProfile(
  db: Db,
  user: AuthUser,
  slug: string,
  input: GroupProfileInput,
): Promise<GroupDetail> {
  const { group, membership, viewer } = await groupForViewer(db, slug, user);
  assertCanManageGroup(viewer, group);
  const pictures = [input.logoUrl, input.coverUrl].filter(
    (url): url is string => !!url && url !== group.logoUrl && url !== group.coverUrl,
  );
  if (pictures.length > 0 && !(await uploadedByMember(db, user.id, pictures)))
    throw badRequest("Bitte laden Sie das Bild über das Formular hoch.");
  try {
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.update(groups).set(input).where(eq(groups.id, group.id)).returning();
      if (!row) throw notFound(GROUP_NOT_FOUND);
      if (row.visibility === "private") await keepEventsForMembers(tx, row.id);
      await audit(tx, user.id, "group.update", row);
      return row;
    });
    return toGroupDetail(updated, await countMembers(db, group.id), membership);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(GROUP_NAME_TAKEN);
    throw error;
  }
}

/** The team's inbox of groups asked for, oldest first, with who asked. */
export async function pendingGroups(db: Db) {
  const rows = await db
    .select({ group: groups, firstName: users.firstName, lastName: users.lastName })
    .from(groups)
    .leftJoin(users, eq(users.id, groups.foundedByUserId))
    .where(eq(groups.status, "pending"))
    .orderBy(asc(groups.createdAt), asc(groups.id));
  return rows.map(({ group, firstName, lastName }) => ({
    ...toGroupSummary(group, 1),
    description: group.description,
    createdAt: group.createdAt.toISOString(),
    foundedBy: [firstName, lastName].filter(Boolean).join(" ") || null,
  }));
}

/**
 * The team's list of groups that run or that it stopped, searched by name, by name a page at a time:
 * a portal with ninety groups is not read whole to find the one to stop.
 */
export async function adminGroups(db: Db, query: AdminGroupsQuery): Promise<AdminGroupsPage> {
  const filter = and(
    eq(groups.status, query.status),
    query.q ? ilike(groups.name, containing(query.q)) : undefined,
  );
  const [matching] = await db.select({ total: count() }).from(groups).where(filter);
  const total = Number(matching?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_GROUPS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select({ group: groups, members: memberCount })
    .from(groups)
    .where(filter)
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
    .limit(ADMIN_GROUPS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_GROUPS_PAGE_SIZE);
  return {
    groups: rows.map(({ group, members }) => ({
      ...toGroupSummary(group, members),
      decidedAt: group.decidedAt?.toISOString() ?? null,
      decisionReason: group.decisionReason,
    })),
    matching: total,
    page,
    pageCount,
  };
}

const DECISIONS = {
  approve: { from: "pending", to: "active", action: "group.approve" },
  reject: { from: "pending", to: "rejected", action: "group.reject" },
  suspend: { from: "active", to: "suspended", action: "group.suspend" },
  reinstate: { from: "suspended", to: "active", action: "group.reinstate" },
} as const;
export type GroupDecision = keyof typeof DECISIONS;

/**
 * A reinstated group's events that its last suspension withheld are public again (the others never were):
 * the suspension's audit row is the one record of which ones keepEventsForMembers took back.
 */
async function restoreEvents(tx: Tx, groupId: number) {
  const [suspension] = await tx
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, "group"),
        eq(auditLog.entityId, String(groupId)),
        eq(auditLog.action, "group.suspend"),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  const ids = (suspension?.details as { withheldEventIds?: string[] } | null)?.withheldEventIds ?? [];
  if (ids.length === 0) return;
  await tx
    .update(events)
    .set({ status: "approved" })
    .where(and(eq(events.groupId, groupId), eq(events.status, "members"), inArray(events.id, ids)));
}

/**
 * The team approves or rejects a group asked for, stops an active one or lets a stopped one run again. The state moves only from
 * where it is expected, in one statement: of two decisions at once, the second hears 409. The founder
 * hears of an approval or a rejection as every submitter does (the one notification path).
 */
export async function decideGroup(
  moderation: ModerationContext,
  actor: AuthUser,
  slug: string,
  decision: GroupDecision,
  reason?: string,
): Promise<GroupSummary> {
  const { from, to, action } = DECISIONS[decision];
  const { summary, fanned } = await moderation.db.transaction(async (tx) => {
    const [row] = await tx
      .update(groups)
      .set({ status: to, decidedByUserId: actor.id, decidedAt: new Date(), decisionReason: reason ?? null })
      .where(and(eq(groups.slug, slug), eq(groups.status, from)))
      .returning();
    if (!row) {
      if (!(await groupRowBySlug(tx, slug))) throw notFound(GROUP_NOT_FOUND);
      throw conflict(GROUP_ALREADY_DECIDED);
    }
    const withheld = decision === "suspend" ? await keepEventsForMembers(tx, row.id) : [];
    if (decision === "reinstate") await restoreEvents(tx, row.id);
    await audit(tx, actor.id, action, row, {
      ...(reason ? { reason } : {}),
      ...(withheld.length > 0 ? { withheldEventIds: withheld } : {}),
    });
    const founder = row.foundedByUserId
      ? (
          await tx
            .select({ email: users.email, firstName: users.firstName })
            .from(users)
            .where(eq(users.id, row.foundedByUserId))
        )[0]
      : undefined;
    const fanned =
      founder && (decision === "approve" || decision === "reject")
        ? await notifyDecision(tx, moderation, {
            to: founder.email,
            memberId: row.foundedByUserId,
            greetingName: founder.firstName,
            itemLabel: "Ihre Gruppe",
            title: row.name,
            approved: decision === "approve",
            path: paths.group(row.slug),
            note: reason ?? null,
          })
        : null;
    return { summary: toGroupSummary(row, await countMembers(tx, row.id)), fanned };
  });
  if (fanned) await moderation.notifier.delivered(moderation.db, fanned);
  return summary;
}
