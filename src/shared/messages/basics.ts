// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).

export const MESSAGE_MAX_LENGTH = 4000;
/** Spec §9: the inbox polls every 3 s and the badge every 5 s, but only while the live connection is down. */
export const INBOX_POLL_MS = 3000;
export const UNREAD_POLL_MS = 5000;
export const TYPING_STOP_MS = 1500;
export const TYPING_EXPIRY_MS = 3000;
export const HEARTBEAT_MS = 30_000;
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_BASE_MS = 1000;
/** How many of the newest messages of each conversation GET /api/messages carries; older ones are paged. */
export const RECENT_PER_CONVERSATION = 20;
export const OLDER_PAGE_SIZE = 30;

export const SEND_FAILED = "Nachricht konnte nicht gesendet werden.";
export const MESSAGE_NOT_DELIVERABLE = "Diese Nachricht kann nicht zugestellt werden.";

export const memberName = (member: PublicMember | null | undefined) =>
  [member?.firstName, member?.lastName].filter(Boolean).join(" ") || "Mitglied";

/** Close codes of /ws the browser acts on (4000–4999 are the application's own). */
export const LIVE_CLOSE = {
  /** The session ended (sign-out, password, blocked): reconnecting with it is pointless. */
  sessionEnded: 4001,
  /** The member's rights changed: reconnect at once to get a socket with the new ones. */
  rightsChanged: 4002,
  /** Too many tabs of one account: the oldest gives way and polls instead of taking another's place. */
  tooManySockets: 4008,
  /** The client kept sending more than its budget. */
  flooding: 1008,
} as const;

/** A member as other members see them: names and picture, never the e-mail. */
export interface PublicMember {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}
