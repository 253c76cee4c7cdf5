/**
 * Groups (Vereine und Gruppen, issue 27): kinds, visibility, roles and the German texts, without zod so
 * that the public group pages load none of it.
 */
import { valuesOf } from "../common/labelled-values";
import type { CalendarEvent } from "../events/events";

export const GROUP_KIND_LABELS = {
  verein: "Verein",
  schule: "Schule & Kita",
  quartier: "Quartier",
  interessen: "Interessengruppe",
  behoerde: "Behörde",
};
export const GROUP_KINDS = valuesOf(GROUP_KIND_LABELS);
export type GroupKind = (typeof GROUP_KINDS)[number];

/**
 * open: everybody reads the posts, members join at once; closed: the page is public, the posts are for
 * members, joining needs an admin's approval; private: only members know the group exists, joining by
 * invitation.
 */
export const GROUP_VISIBILITY_LABELS = {
  open: "Offen",
  closed: "Geschlossen",
  private: "Privat",
};
export const GROUP_VISIBILITIES = valuesOf(GROUP_VISIBILITY_LABELS);
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];

/** pending: asked for, not yet approved by the portal's team; suspended: stopped by a portal admin. */
export const GROUP_STATUSES = ["pending", "active", "rejected", "suspended"] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

export const GROUP_ROLE_LABELS = {
  owner: "Inhaber/in",
  admin: "Admin",
  member: "Mitglied",
};
export const GROUP_ROLES = valuesOf(GROUP_ROLE_LABELS);
export type GroupRole = (typeof GROUP_ROLES)[number];

/** A membership is asked for (closed groups) before it is one. */
export const MEMBERSHIP_STATUSES = ["member", "requested"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** What a member is told of a group: every post, only announcements, or nothing. */
export const GROUP_NOTIFICATION_LEVELS = ["all", "announcements", "none"] as const;
export type GroupNotificationLevel = (typeof GROUP_NOTIFICATION_LEVELS)[number];

/** A group as the directory lists it. */
export interface GroupSummary {
  id: number;
  slug: string;
  name: string;
  kind: GroupKind;
  visibility: GroupVisibility;
  status: GroupStatus;
  /** The description's first lines, as plain text. */
  excerpt: string;
  logoUrl: string | null;
  memberCount: number;
}

/** The team's list of running or stopped groups: a page of them and since when they are as they are. */
export const ADMIN_GROUPS_PAGE_SIZE = 20;
export const ADMIN_GROUP_STATUSES = ["active", "suspended"] as const;
export type AdminGroupStatus = (typeof ADMIN_GROUP_STATUSES)[number];

export interface AdminGroup extends GroupSummary {
  /** The team's last decision on it (approval, suspension, reinstatement) and its reason. */
  decidedAt: string | null;
  decisionReason: string | null;
}

export interface AdminGroupsPage {
  groups: AdminGroup[];
  /** How many groups of this status match the search. */
  matching: number;
  page: number;
  pageCount: number;
}

/** A group's profile: the club's public page. */
export interface GroupProfile extends GroupSummary {
  description: string;
  contactName: string | null;
  contactEmail: string | null;
  meetingPlace: string | null;
  website: string | null;
  membershipFee: string | null;
  coverUrl: string | null;
  createdAt: string;
}

/** The viewer's place in a group: personal, never part of a cached answer. */
export interface GroupMembershipOfViewer {
  status: MembershipStatus | null;
  role: GroupRole | null;
  notificationLevel: GroupNotificationLevel | null;
}

export interface GroupDetail extends GroupProfile {
  viewer: GroupMembershipOfViewer;
}

export interface GroupMember {
  userId: string | null;
  name: string;
  role: GroupRole;
  joinedAt: string;
}

export interface GroupRequest {
  userId: string;
  name: string;
  requestedAt: string;
}

export const GROUP_NOT_FOUND = "Gruppe nicht gefunden.";
export const GROUP_NAME_TAKEN = "Eine Gruppe mit diesem Namen gibt es schon.";
export const GROUP_ADMINS_ONLY = "Das dürfen nur die Admins der Gruppe.";
export const GROUP_OWNERS_ONLY = "Das dürfen nur die Inhaberinnen und Inhaber der Gruppe.";
export const GROUP_NOT_ACTIVE = "Die Gruppe ist nicht aktiv.";
export const GROUP_ALREADY_DECIDED = "Über diese Gruppe wurde schon entschieden.";
export const GROUP_NEEDS_INVITATION = "Dieser Gruppe treten Sie nur mit einer Einladung bei.";
export const GROUP_INVITATION_INVALID = "Die Einladung ist ungültig oder abgelaufen.";
export const GROUP_REQUEST_DECIDED = "Diese Anfrage wurde schon bearbeitet.";
export const GROUP_LAST_OWNER =
  "Sie sind die letzte Inhaberin oder der letzte Inhaber. Übergeben Sie die Gruppe zuerst an ein anderes Mitglied.";
export const GROUP_NOT_A_MEMBER = "Sie sind nicht Mitglied dieser Gruppe.";
export const GROUP_MEMBER_NOT_FOUND = "Dieses Mitglied gibt es in der Gruppe nicht.";
export const FORMER_MEMBER = "ehemaliges Mitglied";

/** How long an invitation link is valid. */
export const GROUP_INVITATION_DAYS = 14;

/** A group's poll with its results as they stand: counts are live, the viewer's own choice is theirs. */
export interface GroupPoll {
  id: number;
  question: string;
  multiple: boolean;
  anonymous: boolean;
  closesAt: string | null;
  closed: boolean;
  options: Array<{ id: number; text: string; votes: number }>;
  /** How many members voted. */
  voters: number;
  /** The options the viewer chose; null when they have not voted (or may not). */
  ownChoice: number[] | null;
  createdAt: string;
}

export const POLL_NOT_FOUND = "Diese Umfrage gibt es nicht.";
export const POLL_CLOSED = "Die Umfrage ist geschlossen.";
export const POLL_ALREADY_VOTED = "Sie haben bereits abgestimmt.";
export const POLL_ONE_CHOICE = "Bitte wählen Sie genau eine Antwort.";
export const POLL_UNKNOWN_OPTION = "Diese Antwort gehört nicht zur Umfrage.";
export const POLL_MAX_OPTIONS = 10;

export interface GroupAuthor {
  /** Null once the account is gone: the post stays, as a former member's. */
  userId: string | null;
  name: string;
}

export interface GroupComment {
  id: number;
  body: string;
  author: GroupAuthor;
  createdAt: string;
  mayDelete: boolean;
  /** 'Melden' is offered: the viewer did not write it (true for visitors, whose button asks them to sign in). */
  mayReport: boolean;
}

/**
 * A picture or PDF of a post. Its address is the group's download route, which serves it to whoever may
 * read the post: everyone in an open group, only the members in closed and private ones.
 */
export const GROUP_ATTACHMENT_KINDS = ["image", "pdf"] as const;
export type GroupAttachmentKind = (typeof GROUP_ATTACHMENT_KINDS)[number];

export interface GroupAttachment {
  id: string;
  kind: GroupAttachmentKind;
  /** The file's name as the author's device called it (cleaned); pictures are named by their post. */
  name: string;
  url: string;
  /** Bytes, as stored (pictures after re-encoding). */
  size: number;
  width?: number;
  height?: number;
}

export const GROUP_POST_MAX_IMAGES = 4;
export const GROUP_POST_MAX_PDFS = 3;
export const GROUP_PDF_REFUSED = "Nur PDF-Dateien bis 10 MB.";
export const GROUP_ATTACHMENT_NOT_FOUND = "Diese Datei gibt es nicht (mehr).";
export const GROUP_ATTACHMENT_NOT_OWN =
  "Dieser Anhang gehört nicht zu Ihrem Beitrag. Bitte laden Sie die Datei erneut hoch.";
export const GROUP_ATTACHMENTS_TOO_MANY = `Ein Beitrag hat höchstens ${GROUP_POST_MAX_IMAGES} Bilder und ${GROUP_POST_MAX_PDFS} PDF-Dateien.`;

/** A post of the group's feed, with what the viewer may do with it. */
export interface GroupPost {
  id: number;
  body: string;
  announcement: boolean;
  pinned: boolean;
  author: GroupAuthor;
  createdAt: string;
  editedAt: string | null;
  likes: number;
  likedByViewer: boolean;
  comments: GroupComment[];
  /** Pictures first, then PDFs, each in the order they were attached. */
  attachments: GroupAttachment[];
  mayEdit: boolean;
  mayDelete: boolean;
  /** 'Melden' is offered: the viewer did not write it (true for visitors, whose button asks them to sign in). */
  mayReport: boolean;
}

export const GROUP_POST_NOT_FOUND = "Diesen Beitrag gibt es nicht (mehr).";
export const GROUP_COMMENT_NOT_FOUND = "Diesen Kommentar gibt es nicht (mehr).";
export const GROUP_POST_AUTHOR_ONLY = "Beiträge bearbeitet nur, wer sie geschrieben hat.";
export const GROUP_POST_DELETE_FORBIDDEN =
  "Löschen dürfen nur die Autorin, der Autor oder die Admins der Gruppe.";
export const GROUP_ADMIN_MARKS = "Anheften und Ankündigungen sind den Admins der Gruppe vorbehalten.";
export const GROUP_POSTS_PAGE_SIZE = 20;

/** A group's event as its page lists it: public ones are also in the village's calendar. */
export interface GroupEvent extends CalendarEvent {
  membersOnly: boolean;
}

export const GROUP_EVENT_PRIVATE_GROUP = "Eine private Gruppe lädt nur ihre Mitglieder ein.";
