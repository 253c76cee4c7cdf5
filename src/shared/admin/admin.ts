import { z } from "zod";
import type { ReportItemKind } from "../common/constants";
import { USER_ROLES } from "../common/constants";
import { boundedText, optionalText, requiredText } from "../common/german-text-fields";
import { valuesOf } from "../common/labelled-values";
import { pageNumberSchema } from "../common/paging";
import type { ReaderContribution } from "../contributions/contributions";
import type { OwnEvent } from "../events/events";
import type { PrDraftWriter, PrStage } from "../pr-reports/pr-service-basics";

/** The admin side (spec portal-members §2 "Admin dashboard A/B", "Admin users", §7 admin calls, §8). */

/** Spec §9: content previews in the admin lists are cut at 300 characters. */
export const ADMIN_PREVIEW_LENGTH = 300;
/** Spec §9: the admin PR lists show the reports of the last 30 days. */
export const ADMIN_PR_REPORT_DAYS = 30;
/** The completed list shows the most recent decisions of each kind; older ones are in the audit log. */
export const COMPLETED_LIST_LIMIT = 100;
export const ADMIN_USERS_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;

/** The decision mail's line when the editorial team corrected a contribution before approving it. */
export const CONTRIBUTION_EDITED_MAIL_LINE =
  "Die Redaktion hat Ihren Beitrag vor der Veröffentlichung überarbeitet, zum Beispiel Tippfehler oder den Titel. Ihre ursprüngliche Fassung bleibt bei der Redaktion gespeichert.";
export const REJECTED_NOT_EDITABLE =
  "Ein abgelehnter Beitrag kann nicht mehr bearbeitet werden. Die Verfasserin oder der Verfasser kann ihn neu einreichen.";
export const ONLY_APPROVED_WITHDRAWN =
  "Nur freigegebene Beiträge können zurückgezogen oder wieder veröffentlicht werden.";
export const ALREADY_DECIDED = "Dieser Beitrag wurde bereits freigegeben oder abgelehnt.";
export const SELF_DEMOTION = {
  title: "Aktion nicht erlaubt",
  description: "Sie können sich nicht selbst die Admin-Rechte entziehen.",
} as const;
export const LAST_ADMIN = "Der letzte Administrator kann nicht entfernt werden.";
export const USER_NOT_FOUND = "Benutzer nicht gefunden";
export const SELF_BLOCK_ACCOUNT = "Sie können Ihr eigenes Konto nicht sperren.";
export const ADMIN_NOT_BLOCKABLE =
  "Ein Administrator kann nicht gesperrt werden. Entziehen Sie zuerst die Admin-Rechte.";

export const previewOf = (text: string | null, length = ADMIN_PREVIEW_LENGTH) =>
  !text ? "" : text.length > length ? `${text.slice(0, length)}…` : text;

/** A decision's optional note to the author: the body { [field]: text } or none, read as the text or null. */
const decisionNoteSchema = (field: string, label: string) =>
  z
    .object({ [field]: optionalText(label, 2000) })
    .nullish()
    .transform((value) => value?.[field] ?? null);

/** Letters and user articles: approve or reject, optionally with notes for the author (spec §7). */
export const moderationNotesSchema = decisionNoteSchema("moderationNotes", "Die Anmerkung");

/** Events and PR reports: reject with an optional reason (spec §7). */
export const rejectReasonSchema = decisionNoteSchema("reason", "Die Begründung");

/**
 * PATCH /api/admin/pr-reports/{id} (spec §7: title and company name). Excerpt and text are optional, so that
 * the editorial team can complete a generated draft before approving it; an empty excerpt removes it.
 */
export const prReportEditSchema = z.object({
  title: requiredText("Titel ist erforderlich", "Der Titel", 300),
  companyName: requiredText("Firmenname ist erforderlich", "Der Firmenname", 200),
  excerpt: boundedText("Die Kurzbeschreibung", 500, "Ungültige Kurzbeschreibung")
    .transform((value) => value || null)
    .optional(),
  content: requiredText("Text ist erforderlich", "Der Text", 20_000).optional(),
});
export type PrReportEdit = z.infer<typeof prReportEditSchema>;

/** POST /api/admin/users/{userId}/role (spec §7). */
export const roleChangeSchema = z.union(
  [
    z.object({ role: z.enum(USER_ROLES) }),
    z
      .object({ isAdmin: z.boolean() })
      .transform(({ isAdmin }) => ({ role: isAdmin ? "admin" : "user" }) as const),
  ],
  { error: "Bitte wählen Sie eine Rolle: Mitglied, Redaktion oder Administrator." },
);

const page = pageNumberSchema;

export const adminUsersQuery = z.object({
  search: boundedText("Der Suchbegriff", 200).optional(),
  page,
});

export const AUDIT_ENTITY_LABELS = {
  event: "Event",
  leserbrief: "Leserbrief",
  "user-article": "Leserartikel",
  "pr-report": "PR-Bericht",
  "help-entry": "Marktplatz-Eintrag",
  user: "Benutzer",
  report: "Meldung",
  group: "Gruppe",
  "group-message": "Gruppennachricht",
};
export const AUDIT_ENTITY_TYPES = valuesOf(AUDIT_ENTITY_LABELS);
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const auditQuery = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES, { error: "Unbekannte Art von Eintrag." }).optional(),
  entityId: z.string().max(100).optional(),
  page,
});

/** An event as the admin lists show it: the calendar's fields with status and submission date. */
export type AdminEvent = OwnEvent;

/** What the team sees of a member's written text, letter or article: also the author's address and the decision's notes. */
interface AdminWrittenText extends Omit<ReaderContribution, "originalPrompt"> {
  authorEmail: string;
  moderationNotes: string | null;
  /** The editorial team corrected it: its revisions hold the member's own version. */
  editedByTeam: boolean;
}

export interface AdminLetter extends AdminWrittenText {
  topic: string | null;
  authorLocation: string | null;
  isApproved: boolean;
}

export interface AdminUserArticle extends AdminWrittenText {
  category: string;
  excerpt: string | null;
}

export interface AdminPrReport {
  id: number;
  title: string;
  companyName: string;
  companyDomain: string;
  excerpt: string | null;
  content: string;
  paymentStatus: string;
  status: string;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  cancelledAt: string | null;
  stage: PrStage;
  /** The order's state in one line, as the company reads it in its profile. */
  stateLine: string;
  /** Who wrote the draft and whether the company's website was read: a template is for the team to complete. */
  writtenBy: PrDraftWriter;
  fromWebsite: boolean;
}

/** An item members reported ('Melden'), with how many did and why. */
export interface ReportedItem {
  kind: ReportItemKind;
  itemId: string;
  title: string;
  /** Where an admin reads the item; null when it has no page of its own (a message). */
  href: string | null;
  excerpt: string;
  count: number;
  reasons: string[];
  lastReportedAt: string;
  /** Whether the item is still shown (a marketplace entry can be hidden instead of deleted). */
  hidden: boolean;
}

/** GET /api/admin/completed: the spec's four lists. */
export interface AdminLists {
  events: AdminEvent[];
  readerLetters: AdminLetter[];
  userArticles: AdminUserArticle[];
  prReports: AdminPrReport[];
}

/** GET /api/admin/pending: the four lists, and the reported items waiting for a decision. */
export interface PendingLists extends AdminLists {
  reportedItems: ReportedItem[];
}

export interface AdminUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "user" | "editor" | "admin";
  isAdmin: boolean;
  /** Blocked by an administrator: cannot sign in, every session ended. */
  blocked: boolean;
  createdAt: string;
}

/** GET /api/admin/users: one page of the (searched) list and the counts of all users. */
export interface AdminUsersPage {
  users: AdminUser[];
  counts: { all: number; admins: number; users: number };
  /** How many users match the search (all of them without one). */
  matching: number;
  page: number;
  pageCount: number;
}

export interface AuditEntry {
  id: number;
  action: string;
  entityType: string;
  entityId: string | null;
  title: string | null;
  actorName: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageCount: number;
}

/** How the audit log names an action. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  approve: "freigegeben",
  reject: "abgelehnt",
  delete: "gelöscht",
  update: "bearbeitet",
  hide: "ausgeblendet",
  show: "wieder angezeigt",
  role: "Rolle geändert",
  dismiss: "Meldungen verworfen",
  withdraw: "zurückgezogen",
  republish: "wieder veröffentlicht",
  suspend: "gesperrt",
  reinstate: "wieder freigegeben",
};

export const auditActionLabel = (action: string) =>
  AUDIT_ACTION_LABELS[action.split(".").pop() ?? ""] ?? action;

/** Statistics over the self-hosted page views (issue 13 §5). */
export const STATISTICS_DAYS = 30;
export const STATISTICS_WEEKS = 8;

export interface DailyViews {
  /** 'YYYY-MM-DD' in the site's time zone. */
  day: string;
  views: number;
  visitors: number;
}

export interface SiteStatistics {
  days: DailyViews[];
  topPages: Array<{ path: string; views: number }>;
  topReferrers: Array<{ host: string; views: number }>;
  members: number;
  /** Submissions (events, letters, user articles, PR reports) per week, weeks starting Monday. */
  submissionsPerWeek: Array<{ weekStart: string; count: number }>;
  marketplaceEntries: number;
  messages: number;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  sentAt: string | null;
  error: string | null;
  createdAt: string;
}
