import { valuesOf } from "./labelled-values";

/** Domain constants both sides share (spec portal-public §3, §9; portal-members §3, §9). */

export const ARTICLE_CATEGORIES = [
  "Sport",
  "Dorfläbe",
  "Gewerbe",
  "Events",
  "Familie",
  "PR-Berichte",
  "Leserbriefe",
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** The navigation's 'Kategorien' dropdown leaves out PR-Berichte. */
export const NAV_CATEGORIES = ARTICLE_CATEGORIES.filter((category) => category !== "PR-Berichte");

export const CONTENT_TYPES = ["article", "leserbrief", "pr-report", "user-article", "marketplace"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const MODERATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const PR_REPORT_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export const PR_PAYMENT_STATUSES = ["pending", "free_trial", "completed", "cancelled", "failed"] as const;

export const HELP_ENTRY_KINDS = ["offer", "request"] as const;
export const HELP_ENTRY_STATUSES = ["open", "assigned", "closed"] as const;
/** The marketplace categories as people read them (spec portal-members §3). */
export const HELP_CATEGORY_LABELS = {
  household_garden: "Haushalt & Garten",
  companionship_care: "Begleitung & Betreuung",
  sports_leisure: "Sport & Freizeit",
  gear_share: "Geräte teilen",
  other: "Sonstiges",
};
export const HELP_CATEGORIES = valuesOf(HELP_CATEGORY_LABELS);
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const ELECTION_POSITIONS = ["president", "council"] as const;
export const USER_ROLES = ["user", "editor", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The life cycle of editorial content (docs/api.md, newsroom). */
export const EDITORIAL_STATUSES = ["draft", "scheduled", "published", "withdrawn"] as const;
export type EditorialStatus = (typeof EDITORIAL_STATUSES)[number];

export const UPLOAD_MAX_BYTES = 10_485_760;
export const UPLOAD_TOO_LARGE = "Die Datei ist zu gross. Maximum: 10 MB.";
export const PR_FREE_TRIAL_DAYS = 14;
export const PR_MONTHLY_PRICE_CHF = 10;
/** The Swiss standard VAT rate (since 2024), included in the price for VAT-registered publishers. */
export const SWISS_VAT_RATE_PERCENT = 8.1;
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const MIN_PASSWORD_LENGTH = 10;

/** What a member can report ('Melden'): every public item, marketplace entries, messages and groups' posts. */
export const REPORT_ITEM_KINDS = [
  "article",
  "leserbrief",
  "user-article",
  "pr-report",
  "event",
  "help-entry",
  "message",
  "group-message",
  "group-post",
  "group-comment",
] as const;
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];
