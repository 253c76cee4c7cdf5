import { and, count, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { ReportedItem } from "../../../shared/admin/admin";
import { previewOf } from "../../../shared/admin/admin";
import type { AuthUser } from "../../../shared/auth/auth";
import type { ReportItemKind } from "../../../shared/common/constants";
import { paths } from "../../../shared/common/paths";
import { fullName } from "../../../shared/common/text";
import {
  type GroupReportKind,
  isGroupReportKind,
  REPORT_MESSAGES,
  type ReportInput,
} from "../../../shared/reports/reports";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import {
  articles,
  contentReports,
  events,
  helpEntries,
  messages,
  prReports,
  readerLetters,
  userArticles,
  users,
} from "../../db/schema";
import { conflict, notFound } from "../../lib/http-errors";
import { recordAudit, serialId } from "../../lib/moderation";
import { isUniqueViolation } from "../auth/service";
import {
  groupItemSummaries,
  groupItemVisibleTo,
  groupReportNotification,
  groupReportOf,
} from "../groups/reporting";
import { publicLetter } from "../letters/service";
import { groupMessageReportableBy, groupMessageSummaries } from "../messages/group-message-reports";
import { publicPrReport } from "../pr-reports/service";
import { publicUserArticle } from "../user-articles/service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How an item looks in the admin's list, or null when it is gone. */
interface ItemSummary {
  title: string;
  href: string | null;
  excerpt: string;
  hidden: boolean;
}

/**
 * Whether the member can see the item they report: a public item, a message they received, or another's
 * message in a group's conversation they read. Anything else is answered like an unknown item.
 */
async function visibleTo(db: Db, kind: ReportItemKind, rawId: string, member: AuthUser): Promise<boolean> {
  const memberId = member.id;
  if (isGroupReportKind(kind)) return groupItemVisibleTo(db, kind, rawId, member);
  if (kind === "group-message") return groupMessageReportableBy(db, rawId, member);
  if (kind === "event") {
    if (!UUID.test(rawId)) return false;
    const rows = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, rawId), eq(events.status, "approved")));
    return rows.length > 0;
  }
  const id = serialId(rawId);
  if (id === null) return false;
  const now = new Date();
  const probe = {
    article: () => db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)),
    leserbrief: () =>
      db
        .select({ id: readerLetters.id })
        .from(readerLetters)
        .where(and(eq(readerLetters.id, id), publicLetter())),
    "user-article": () =>
      db
        .select({ id: userArticles.id })
        .from(userArticles)
        .where(and(eq(userArticles.id, id), publicUserArticle())),
    "pr-report": () =>
      db
        .select({ id: prReports.id })
        .from(prReports)
        .where(and(eq(prReports.id, id), publicPrReport(now))),
    "help-entry": () =>
      db
        .select({ id: helpEntries.id })
        .from(helpEntries)
        .where(and(eq(helpEntries.id, id), eq(helpEntries.moderationState, "approved"))),
    message: () =>
      db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.toUserId, memberId))),
  }[kind];
  return (await probe()).length > 0;
}

/**
 * A member reports an item once; a second report of the same item is refused (409). A report in a group
 * reaches the group's admins first (the one notification path), the team's inbox as every report.
 */
export async function reportItem(ctx: AppContext, reporter: AuthUser, input: ReportInput): Promise<void> {
  const { db } = ctx;
  if (!(await visibleTo(db, input.kind, input.itemId, reporter))) throw notFound(REPORT_MESSAGES.notFound);
  try {
    const fanned = await db.transaction(async (tx) => {
      await tx.insert(contentReports).values({
        itemKind: input.kind,
        itemId: input.itemId,
        reporterUserId: reporter.id,
        reason: input.reason,
      });
      const inGroup = isGroupReportKind(input.kind)
        ? await groupReportOf(tx, input.kind, input.itemId)
        : null;
      return inGroup ? ctx.notifier.notify(tx, groupReportNotification(), inGroup) : null;
    });
    if (fanned) await ctx.notifier.delivered(db, fanned);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REPORT_MESSAGES.already);
    throw error;
  }
}

const summary = (title: string, href: string | null, text: string | null, hidden: boolean): ItemSummary => ({
  title,
  href,
  excerpt: previewOf(text),
  hidden,
});

/** The kinds whose items have serial ids. */
type SerialKind = Exclude<ReportItemKind, "event" | GroupReportKind>;

/** Rows read for their summaries, each summarised under its id. */
const summarised = async <Row extends { id: number }>(
  rows: PromiseLike<Row[]>,
  summarise: (row: Row) => ItemSummary,
) => (await rows).map((row) => [row.id, summarise(row)] as const);

/** Each serial kind's asked-for items, summarised. */
const serialSummaries: Record<
  SerialKind,
  (db: Db, ids: number[]) => Promise<(readonly [number, ItemSummary])[]>
> = {
  article: (db, ids) =>
    summarised(db.select().from(articles).where(inArray(articles.id, ids)), (row) =>
      summary(row.title, paths.article(row.slug), row.excerpt ?? row.content, false),
    ),
  leserbrief: (db, ids) =>
    summarised(db.select().from(readerLetters).where(inArray(readerLetters.id, ids)), (row) =>
      summary(row.title, paths.letter(row.slug), row.content, !row.isPublished),
    ),
  "user-article": (db, ids) =>
    summarised(db.select().from(userArticles).where(inArray(userArticles.id, ids)), (row) =>
      summary(row.title, paths.userArticle(row.slug), row.excerpt ?? row.content, !row.isPublished),
    ),
  "pr-report": (db, ids) =>
    summarised(db.select().from(prReports).where(inArray(prReports.id, ids)), (row) =>
      summary(row.title, paths.prReport(row.id), row.excerpt ?? row.content, !row.isPublished),
    ),
  "help-entry": (db, ids) =>
    summarised(db.select().from(helpEntries).where(inArray(helpEntries.id, ids)), (row) =>
      summary(row.title, "/marktplatz", row.description, row.moderationState !== "approved"),
    ),
  message: (db, ids) =>
    summarised(
      db
        .select({ id: messages.id, content: messages.content, sender: users })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.fromUserId))
        .where(inArray(messages.id, ids)),
      ({ content, sender }) =>
        summary(`Nachricht von ${fullName(sender) || sender.email}`, null, content, false),
    ),
  "group-message": (db, ids) =>
    summarised(groupMessageSummaries(db, ids), (row) => summary(row.title, null, row.content, false)),
};

/** The titles and addresses of reported items of one kind, by id; items that are gone are left out. */
async function summaries(db: Db, kind: ReportItemKind, ids: string[]): Promise<Map<string, ItemSummary>> {
  const result = new Map<string, ItemSummary>();
  const put = (id: string | number, summary: ItemSummary) => result.set(String(id), summary);
  if (kind === "event") {
    const uuids = ids.filter((id) => UUID.test(id));
    if (uuids.length === 0) return result;
    for (const row of await db.select().from(events).where(inArray(events.id, uuids)))
      put(row.id, summary(row.title, "/category/Events", row.description, row.status !== "approved"));
    return result;
  }
  if (isGroupReportKind(kind)) {
    for (const { id, ...summary } of await groupItemSummaries(db, kind, ids)) put(id, summary);
    return result;
  }
  const serials = ids.map(serialId).filter((id): id is number => id !== null);
  if (serials.length === 0) return result;
  for (const [id, summary] of await serialSummaries[kind](db, serials)) put(id, summary);
  return result;
}

/** Items with open reports, most reported first, each with its count and the reasons given. */
export async function openReports(db: Db): Promise<ReportedItem[]> {
  const groups = await db
    .select({
      kind: contentReports.itemKind,
      itemId: contentReports.itemId,
      count: count(),
      reasons: sql<string[]>`array_agg(${contentReports.reason} order by ${contentReports.createdAt} desc)`,
      lastReportedAt: max(contentReports.createdAt),
    })
    .from(contentReports)
    .where(isNull(contentReports.resolvedAt))
    .groupBy(contentReports.itemKind, contentReports.itemId)
    .orderBy(desc(count()), desc(max(contentReports.createdAt)));
  const byKind = new Map<ReportItemKind, string[]>();
  for (const group of groups) {
    const kind = group.kind as ReportItemKind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), group.itemId]);
  }
  const known = new Map<string, ItemSummary>();
  for (const [kind, ids] of byKind) {
    for (const [id, summary] of await summaries(db, kind, ids)) known.set(`${kind}:${id}`, summary);
  }
  return groups.flatMap((group) => {
    const summary = known.get(`${group.kind}:${group.itemId}`);
    if (!summary) return [];
    return [
      {
        kind: group.kind as ReportItemKind,
        itemId: group.itemId,
        ...summary,
        count: Number(group.count),
        reasons: group.reasons,
        lastReportedAt: new Date(group.lastReportedAt ?? Date.now()).toISOString(),
      },
    ];
  });
}

/** An admin settles the open reports of an item (the item stays as it is); logged with the count. */
export async function dismissReports(
  db: Db,
  kind: ReportItemKind,
  itemId: string,
  actorUserId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const settled = await tx
      .update(contentReports)
      .set({ resolvedAt: new Date(), resolvedByUserId: actorUserId })
      .where(
        and(
          eq(contentReports.itemKind, kind),
          eq(contentReports.itemId, itemId),
          isNull(contentReports.resolvedAt),
        ),
      )
      .returning({ reason: contentReports.reason });
    if (settled.length === 0) throw notFound("Keine offenen Meldungen zu diesem Inhalt.");
    await recordAudit(tx, {
      actorUserId,
      action: "report.dismiss",
      entityType: "report",
      entityId: `${kind}:${itemId}`,
      title: `${kind} ${itemId}`,
      before: { openReports: settled.length, reasons: settled.map((row) => row.reason) },
      after: { openReports: 0 },
    });
  });
}
