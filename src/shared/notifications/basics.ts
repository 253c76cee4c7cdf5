// Without zod: what the bell, the notification centre and the push settings need (the budget, docs/performance.md).
import { SUBSCRIPTION_TOPICS, type SubscriptionTopic, TOPIC_LABELS } from "../subscriptions/basics";

/**
 * Notifications (issue 26): one event (a message, a decision, a publication) reaches a person on the channels
 * they chose for its topic: mail, push on a device, the notification centre in the portal.
 */

/** Topics only a member has: what happens to them personally. An answer to a marketplace entry is a message. */
export const PERSONAL_TOPICS = ["messages", "decisions", "groups"] as const;
export type PersonalTopic = (typeof PERSONAL_TOPICS)[number];

/** What a device may be pushed about: the public topics (without the weekly digest) and, for members, their own. */
export const PUSH_TOPICS = [
  ...PERSONAL_TOPICS,
  ...SUBSCRIPTION_TOPICS.filter((topic): topic is Exclude<SubscriptionTopic, "digest"> => topic !== "digest"),
] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** What the notification centre can show: the personal topics and the public ones without the digest. */
export const CENTRE_TOPICS = PUSH_TOPICS;
export type CentreTopic = PushTopic;

/** A member's centre before they chose: what concerns them personally. */
export const DEFAULT_CENTRE_TOPICS: readonly CentreTopic[] = PERSONAL_TOPICS;

export const NOTIFICATION_TOPIC_LABELS: Record<PushTopic, string> = {
  messages: "Neue Nachrichten und Antworten auf Marktplatz-Einträge",
  decisions: "Entscheide der Redaktion zu meinen Beiträgen",
  groups: "Beiträge in meinen Gruppen (wie in jeder Gruppe gewählt)",
  ...(Object.fromEntries(
    SUBSCRIPTION_TOPICS.filter((topic) => topic !== "digest").map((topic) => [topic, TOPIC_LABELS[topic]]),
  ) as Record<Exclude<SubscriptionTopic, "digest">, string>),
};

/** What a notification is about; the centre shows an icon per kind. */
export const NOTIFICATION_KINDS = [
  "message",
  "marketplace_answer",
  "decision",
  "notice",
  "news",
  "event",
  "group_post",
  "group_report",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One entry of the notification centre. */
export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path on this site. */
  href: string;
  createdAt: string;
  readAt: string | null;
}

/** GET /api/notifications?before= */
export interface NotificationsPage {
  items: NotificationItem[];
  unread: number;
  hasMore: boolean;
}

/** POST /api/notifications/read */
export interface NotificationsReadResult {
  unread: number;
}

/** Pushes are held in these local hours (HH:MM, Europe/Zurich) unless the notice is urgent. */
export interface QuietHours {
  from: string;
  until: string;
}
export const DEFAULT_QUIET_HOURS: QuietHours = { from: "21:00", until: "07:00" };

/** GET /api/push/public-key */
export interface PushPublicKey {
  publicKey: string;
}

/** POST /api/push/subscriptions answers, and GET /api/push/subscriptions?endpoint= reads, one device's choice. */
export interface PushDevice {
  topics: PushTopic[];
  quietHours: QuietHours | null;
}

/** GET and PUT /api/notifications/settings: which topics the member's notification centre shows. */
export interface CentreSettings {
  topics: CentreTopic[];
}

/** What a push carries: never private content (a message push names who wrote, not what). */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site, opened when the notification is clicked. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}

export const NOTIFICATIONS_TEXTS = {
  empty: "Sie haben keine Benachrichtigungen.",
  markAllRead: "Alle als gelesen markieren",
  markRead: "Als gelesen markieren",
  pushOn: "Push-Mitteilungen auf diesem Gerät einschalten",
  pushOff: "Push-Mitteilungen auf diesem Gerät ausschalten",
  pushUnsupported: "Dieser Browser kann keine Push-Mitteilungen empfangen.",
  pushDenied:
    "Ihr Browser hat Mitteilungen für dieses Portal blockiert. Sie können sie in den Einstellungen der Website wieder erlauben.",
} as const;
