import { addDays, type CalendarDay, calendarDayOf, isoDay, startOfDay } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import { dayFromIso } from "../../../shared/events/series";
import type {
  EditorialNotice,
  NoticeAttachment,
  NoticeDetail,
  NoticeDetails,
  NoticeKind,
  NoticeSummary,
} from "../../../shared/notices/notices";
import { NOTICE_CURRENT_DAYS } from "../../../shared/notices/notices";
import type { noticeAttachments, notices } from "../../db/schema";
import { effectiveStatus } from "../newsroom/lifecycle";

export type NoticeRow = typeof notices.$inferSelect;
export type AttachmentRow = typeof noticeAttachments.$inferSelect;

/** The day a resident must act by (Baugesuch) or wait for (the end of a road closure). */
export function noticeDeadline(kind: NoticeKind, details: NoticeDetails): string | null {
  if (kind === "baugesuch" && "objectionDeadline" in details) return details.objectionDeadline;
  if (kind === "strassensperrung" && "to" in details) return details.to;
  return null;
}

/**
 * When a notice moves to the archive: at the end of its deadline's day, of the day it is valid until, or
 * of the NOTICE_CURRENT_DAYS-th day after its publication; always a midnight of the site's zone, so that
 * cached lists need to be computed again at most once a night.
 */
export function noticeExpiry(
  kind: NoticeKind,
  details: NoticeDetails,
  publishedAt: Date,
  timeZone: string,
): Date {
  const until = noticeDeadline(kind, details) ?? ("validUntil" in details ? details.validUntil : null);
  const lastDay: CalendarDay = until
    ? dayFromIso(until)
    : addDays(calendarDayOf(publishedAt, timeZone), NOTICE_CURRENT_DAYS);
  return startOfDay(addDays(lastDay, 1), timeZone);
}

const DAY_MS = 86_400_000;

/** Whole calendar days from today to the day (0: today), counted in the site's zone. */
function daysUntil(day: string, now: Date, timeZone: string): number {
  const today = isoDay(calendarDayOf(now, timeZone));
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** The first words of the text, without markdown marks, for lists and descriptions. */
function excerptOf(content: string): string {
  const plain = content
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_>`~|-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 220 ? `${plain.slice(0, 217).replace(/\s+\S*$/, "")} …` : plain;
}

export function toNoticeSummary(row: NoticeRow, now: Date, timeZone: string): NoticeSummary {
  const kind = row.kind as NoticeKind;
  const details = row.details as NoticeDetails;
  const deadline = noticeDeadline(kind, details);
  const current = row.expiresAt > now;
  return {
    id: row.id,
    slug: row.slug,
    kind,
    title: row.title,
    excerpt: excerptOf(row.content),
    publishedAt: row.publishedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current,
    deadline,
    daysLeft: deadline && current ? Math.max(0, daysUntil(deadline, now, timeZone)) : null,
    details,
  };
}

export const toNoticeAttachment = (slug: string, row: AttachmentRow): NoticeAttachment => ({
  id: row.id,
  fileName: row.fileName,
  bytes: row.bytes,
  href: paths.noticeAttachment(slug, row.id),
});

export const toNoticeDetail = (
  row: NoticeRow,
  attachments: AttachmentRow[],
  now: Date,
  timeZone: string,
): NoticeDetail => ({
  ...toNoticeSummary(row, now, timeZone),
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
  attachments: attachments.map((attachment) => toNoticeAttachment(row.slug, attachment)),
});

export function toEditorialNotice(
  row: NoticeRow,
  attachments: AttachmentRow[],
  lastSaver: string | null,
  now = new Date(),
): EditorialNotice {
  const status = effectiveStatus(row.status, row.publishedAt, now);
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    title: row.title,
    slug: row.slug,
    content: row.content,
    details: row.details as NoticeDetails,
    status,
    publishAt: status === "draft" ? null : row.publishedAt.toISOString(),
    publishedAt: status === "published" || status === "withdrawn" ? row.publishedAt.toISOString() : null,
    expiresAt: row.expiresAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    authorName: lastSaver ?? "Redaktion",
    version: row.version,
    urgent: row.urgent,
    attachments: attachments.map((attachment) => toNoticeAttachment(row.slug, attachment)),
  };
}
