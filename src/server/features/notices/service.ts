import { and, asc, desc, eq, gt, inArray, lte, min, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { addDays, calendarDayOf, startOfDay } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import {
  NOTICE_NOT_FOUND,
  NOTICES_PAGE_SIZE,
  type NoticeDetail,
  type NoticeSummary,
  type noticeListQuery,
} from "../../../shared/notices/notices";
import type { Db, Tx } from "../../db/client";
import { noticeAttachments, notices } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { movedSlug } from "../newsroom/slug-redirects";
import { type NoticeRow, toNoticeDetail, toNoticeSummary } from "./presenter";

/** Published, or scheduled and its moment has come (the newsroom's life cycle). */
export const publicNotice = (now: Date | SQL): SQL =>
  and(inArray(notices.status, ["published", "scheduled"]), lte(notices.publishedAt, now))!;

export const isPublicNotice = (row: Pick<NoticeRow, "status" | "publishedAt">, now = new Date()) =>
  (row.status === "published" || row.status === "scheduled") && row.publishedAt <= now;

/**
 * The public list: the current notices, those whose deadline comes first at the top; or (archive) the
 * expired ones, the last to expire first, a page at a time.
 */
export async function listNotices(
  db: Db,
  query: z.infer<typeof noticeListQuery>,
  timeZone: string,
  now = new Date(),
): Promise<{ notices: NoticeSummary[]; hasMore: boolean }> {
  const archive = query.archive ?? false;
  const filter = and(
    publicNotice(now),
    archive ? lte(notices.expiresAt, now) : gt(notices.expiresAt, now),
    query.kind ? eq(notices.kind, query.kind) : undefined,
  );
  const rows = await db
    .select()
    .from(notices)
    .where(filter)
    .orderBy(
      ...(archive
        ? [desc(notices.expiresAt), desc(notices.id)]
        : [asc(notices.expiresAt), desc(notices.publishedAt), desc(notices.id)]),
    )
    .limit(NOTICES_PAGE_SIZE + 1)
    .offset((query.page - 1) * NOTICES_PAGE_SIZE);
  return {
    notices: rows.slice(0, NOTICES_PAGE_SIZE).map((row) => toNoticeSummary(row, now, timeZone)),
    hasMore: rows.length > NOTICES_PAGE_SIZE,
  };
}

/** One public notice by its address; a former address names the current one. */
export async function noticeBySlug(
  db: Db,
  slug: string,
  timeZone: string,
  now = new Date(),
): Promise<NoticeDetail | { movedTo: string }> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.slug, slug), publicNotice(now)));
  if (row) return toNoticeDetail(row, await attachmentsOf(db, row.id), now, timeZone);
  const movedTo = await movedSlug(db, "notice", notices, slug, publicNotice(now));
  if (movedTo) return { movedTo: paths.notice(movedTo) };
  throw notFound(NOTICE_NOT_FOUND);
}

export const attachmentsOf = (db: Db | Tx, noticeId: number) =>
  db
    .select()
    .from(noticeAttachments)
    .where(eq(noticeAttachments.noticeId, noticeId))
    .orderBy(asc(noticeAttachments.id));

/**
 * When the public notices next change by time alone: a scheduled one's moment, or the coming midnight
 * while any current notice counts its days ('noch N Tage') or waits for its expiry (always a midnight).
 */
export async function nextNoticeChange(db: Db, now: Date, timeZone: string): Promise<Date | null> {
  const live = inArray(notices.status, ["published", "scheduled"]);
  const [[scheduled], current] = await Promise.all([
    db
      .select({ at: min(notices.publishedAt) })
      .from(notices)
      .where(and(live, gt(notices.publishedAt, now))),
    db
      .select({ id: notices.id })
      .from(notices)
      .where(and(live, gt(notices.expiresAt, now)))
      .limit(1),
  ]);
  const midnight = current.length > 0 ? startOfDay(addDays(calendarDayOf(now, timeZone), 1), timeZone) : null;
  const moments = [scheduled?.at ?? null, midnight].filter((at): at is Date => at !== null);
  return moments.length > 0 ? new Date(Math.min(...moments.map((at) => at.getTime()))) : null;
}
