import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { previewOf } from "../../../shared/admin/admin";
import type { AuthUser } from "../../../shared/auth/auth";
import { paths } from "../../../shared/common/paths";
import type { GroupReportKind } from "../../../shared/reports/reports";
import type { Db, Tx } from "../../db/client";
import { contentReports, groupMembers, groupPostComments, groupPosts, groups } from "../../db/schema";
import { serialId } from "../../lib/moderation";
import type { NotificationKind, PersonalRecipient } from "../notifications/notifier";
import { groupMembersToTell } from "./notifications";
import { assertCanManageGroup, canReadGroupLife } from "./policy";
import { groupForViewer, membershipOf } from "./service";

/**
 * 'Melden' in groups (issue 27, item 4): a post or comment is reported like every item (content_reports),
 * by whoever may read it; the group's admins are told first and see the reports on their group's page,
 * the portal's team sees them in its inbox as every report.
 */

/** The post (of a comment: its post) and group an item belongs to. */
async function itemsGroups(db: Db | Tx, kind: GroupReportKind, ids: number[]) {
  if (ids.length === 0) return [];
  const base = db
    .select({
      itemId: kind === "group-post" ? groupPosts.id : groupPostComments.id,
      postId: groupPosts.id,
      body: kind === "group-post" ? groupPosts.body : groupPostComments.body,
      group: groups,
    })
    .from(kind === "group-post" ? groupPosts : groupPostComments)
    .$dynamic();
  const joined =
    kind === "group-post"
      ? base.innerJoin(groups, eq(groups.id, groupPosts.groupId))
      : base
          .innerJoin(groupPosts, eq(groupPosts.id, groupPostComments.postId))
          .innerJoin(groups, eq(groups.id, groupPosts.groupId));
  return joined.where(inArray(kind === "group-post" ? groupPosts.id : groupPostComments.id, ids));
}

/** Whether the member can read the post or comment they report (as the group's page would show it). */
export async function groupItemVisibleTo(db: Db, kind: GroupReportKind, rawId: string, member: AuthUser) {
  const id = serialId(rawId);
  if (id === null) return false;
  const [item] = await itemsGroups(db, kind, [id]);
  if (!item) return false;
  return canReadGroupLife(
    { user: member, membership: await membershipOf(db, item.group.id, member.id) },
    item.group,
  );
}

/** How reported group items look in the team's list. */
export async function groupItemSummaries(db: Db, kind: GroupReportKind, ids: string[]) {
  const serials = ids.map(serialId).filter((id): id is number => id !== null);
  const rows = await itemsGroups(db, kind, serials);
  return rows.map((row) => ({
    id: String(row.itemId),
    title: `${kind === "group-post" ? "Beitrag" : "Kommentar"} in «${row.group.name}»`,
    href: paths.groupPost(row.group.slug, row.postId),
    excerpt: previewOf(row.body),
    hidden: row.group.status !== "active",
  }));
}

interface GroupReport {
  groupId: number;
  groupName: string;
  groupSlug: string;
  postId: number;
}

/** The group's admins hear first of a report in their group: in the centre and by push, never the text. */
export const groupReportNotification = (): NotificationKind<GroupReport> => ({
  name: "group_report",
  topic: () => "groups",
  async members(tx, report): Promise<PersonalRecipient[]> {
    const admins = await groupMembersToTell(
      tx,
      report.groupId,
      inArray(groupMembers.role, ["owner", "admin"]),
    );
    // No address: a report is looked at in the portal, not answered by mail.
    return admins.map((admin) => ({ address: null, name: admin.name, memberId: admin.memberId }));
  },
  mail: async () => null,
  push: async (_tx, report) => ({
    title: `Meldung in «${report.groupName}»`,
    body: "Ein Inhalt Ihrer Gruppe wurde gemeldet.",
    url: paths.groupPost(report.groupSlug, report.postId),
    tag: `group-report-${report.groupId}`,
  }),
  centre: (report) => ({
    kind: "group_report",
    title: `Meldung in «${report.groupName}»`,
    body: "Ein Inhalt Ihrer Gruppe wurde gemeldet.",
    href: paths.groupPost(report.groupSlug, report.postId),
  }),
});

/** What the notification of a new report needs, or null for an item that is gone. */
export async function groupReportOf(
  tx: Tx,
  kind: GroupReportKind,
  rawId: string,
): Promise<GroupReport | null> {
  const id = serialId(rawId);
  const [item] = id === null ? [] : await itemsGroups(tx, kind, [id]);
  return item
    ? { groupId: item.group.id, groupName: item.group.name, groupSlug: item.group.slug, postId: item.postId }
    : null;
}

/** The open reports of an item kind, joined to that kind's rows by their id (reports name items as text). */
const openReportsOn = (kind: GroupReportKind, id: typeof groupPosts.id | typeof groupPostComments.id) =>
  and(
    eq(contentReports.itemKind, kind),
    eq(contentReports.itemId, sql`${id}::text`),
    isNull(contentReports.resolvedAt),
  );

const reportTally = {
  reports: count(),
  reasons: sql<string[]>`array_agg(${contentReports.reason})`,
};

/**
 * The open reports of a group's posts and comments, for its admins: read from the group's own items, so
 * the cost follows the group, not every report of every group in the portal.
 */
export async function openGroupReports(db: Db, user: AuthUser, slug: string) {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanManageGroup(viewer, group);
  const [posts, comments] = await Promise.all([
    db
      .select({ itemId: groupPosts.id, postId: groupPosts.id, body: groupPosts.body, ...reportTally })
      .from(groupPosts)
      .innerJoin(contentReports, openReportsOn("group-post", groupPosts.id))
      .where(eq(groupPosts.groupId, group.id))
      .groupBy(groupPosts.id)
      .orderBy(asc(groupPosts.id)),
    db
      .select({
        itemId: groupPostComments.id,
        postId: groupPosts.id,
        body: groupPostComments.body,
        ...reportTally,
      })
      .from(groupPostComments)
      .innerJoin(groupPosts, eq(groupPosts.id, groupPostComments.postId))
      .innerJoin(contentReports, openReportsOn("group-comment", groupPostComments.id))
      .where(eq(groupPosts.groupId, group.id))
      .groupBy(groupPostComments.id, groupPosts.id)
      .orderBy(asc(groupPostComments.id)),
  ]);
  const shown = (kind: GroupReportKind) => (item: (typeof posts)[number]) => ({
    kind,
    itemId: String(item.itemId),
    postId: item.postId,
    excerpt: previewOf(item.body),
    count: Number(item.reports),
    reasons: item.reasons,
  });
  return [...posts.map(shown("group-post")), ...comments.map(shown("group-comment"))];
}
