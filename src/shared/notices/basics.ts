import type { EditorialStatus } from "../common/constants";
import { valuesOf } from "../common/labelled-values";

/** Official notices ('Amtliche Mitteilungen', issue 25): kinds, labels and texts, without the schemas. */

export const NOTICE_KIND_LABELS = {
  baugesuch: "Baugesuch",
  strassensperrung: "Strassensperrung",
  gemeinderat: "Gemeinderat",
  abfall: "Abfall & Entsorgung",
  allgemein: "Allgemein",
};
export const NOTICE_KINDS = valuesOf(NOTICE_KIND_LABELS);
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The last page a list of notices may be asked for (GET /api/notices?page=, /mitteilungen?seite=). */
export const NOTICES_MAX_PAGE = 10_000;

/** A notice without a date of its own stays current this many days after its publication. */
export const NOTICE_CURRENT_DAYS = 30;
/** PDF attachments of one notice (the plans, the decision). */
export const NOTICE_ATTACHMENTS_MAX = 10;

export const NOTICE_NOT_FOUND = "Mitteilung nicht gefunden.";
export const NOTICE_ATTACHMENT_NOT_FOUND = "Dokument nicht gefunden.";
export const NOTICE_NOT_A_PDF = "Bitte laden Sie ein PDF-Dokument hoch.";
export const NOTICE_TOO_MANY_ATTACHMENTS = `Eine Mitteilung kann höchstens ${NOTICE_ATTACHMENTS_MAX} Dokumente haben.`;
export const NOTICE_ONLY_DRAFTS_DELETED =
  "Nur Entwürfe können gelöscht werden. Ziehen Sie die Mitteilung stattdessen zurück.";

/** The fields of each kind (details), as the API carries them; dates are calendar days 'YYYY-MM-DD'. */
export interface BaugesuchDetails {
  applicant: string;
  parcel: string;
  address: string;
  project: string;
  objectionDeadline: string;
  plansLocation: string;
}
export interface StrassensperrungDetails {
  street: string;
  from: string;
  to: string;
  detour?: string | null;
}
export interface GemeinderatDetails {
  meetingDate: string;
  decisions: string[];
  validUntil?: string | null;
}
export interface GeneralNoticeDetails {
  validUntil?: string | null;
}
export type NoticeDetails =
  | BaugesuchDetails
  | StrassensperrungDetails
  | GemeinderatDetails
  | GeneralNoticeDetails;

export interface NoticeAttachment {
  id: number;
  fileName: string;
  bytes: number;
  /** Where the PDF is downloaded from. */
  href: string;
}

/** A notice in the public list (GET /api/notices). */
export interface NoticeSummary {
  id: number;
  slug: string;
  kind: NoticeKind;
  title: string;
  excerpt: string;
  publishedAt: string;
  /** The moment it moves to the archive (the end of its deadline's or end date's day, in the site's zone). */
  expiresAt: string;
  current: boolean;
  /** The day a resident must act or wait for: the objection deadline or the end of a closure. */
  deadline: string | null;
  /** Whole days from today to the deadline (0: today is the last day), counted in the site's zone. */
  daysLeft: number | null;
  details: NoticeDetails;
}

/** One notice (GET /api/notices/{slug}). */
export interface NoticeDetail extends NoticeSummary {
  content: string;
  updatedAt: string;
  attachments: NoticeAttachment[];
}

/** A notice as the newsroom edits it (GET /api/admin/notices/{id}). */
export interface EditorialNotice {
  id: number;
  kind: NoticeKind;
  title: string;
  slug: string;
  content: string;
  details: NoticeDetails;
  status: EditorialStatus;
  publishAt: string | null;
  publishedAt: string | null;
  expiresAt: string;
  updatedAt: string;
  authorName: string;
  version: number;
  urgent: boolean;
  attachments: NoticeAttachment[];
}

/** 'noch 3 Tage', 'noch 1 Tag', 'heute letzter Tag'. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft <= 0) return "heute letzter Tag";
  return daysLeft === 1 ? "noch 1 Tag" : `noch ${daysLeft} Tage`;
}

/** 'PDF, 1,2 MB' for a download link. */
export function fileSizeText(bytes: number): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat("de-CH", { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1_000_000) return format(Math.max(1, Math.round(bytes / 1000)), "kB");
  return format(bytes / 1_000_000, "MB");
}
