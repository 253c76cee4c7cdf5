import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PushPayload } from "../../../shared/notifications/basics";
import { belongsToMember, users } from "./accounts";
import { createdAt, timestamps, updatedAt } from "./columns";

/**
 * Notifications (issues 25 item 4 and 26): what happened is recorded once, in the transaction of the change
 * (`notification_events`), and fanned out in the same transaction to each recipient's channels: the mail
 * outbox, the push outbox, the notification centre.
 */
export const notificationEvents = pgTable("notification_events", {
  id: serial().primaryKey(),
  /** The registered kind (features/notifications/notifier.ts): 'message', 'decision', 'notice', … */
  kind: text().notNull(),
  payload: jsonb().notNull(),
  createdAt: createdAt(),
});

/** The notification centre: one entry per member and event. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial().primaryKey(),
    userId: belongsToMember(),
    eventId: integer()
      .notNull()
      .references(() => notificationEvents.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    href: text().notNull(),
    /** Entries with the same key replace an unread one (a conversation's messages are one entry). */
    groupKey: text(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_user_event_idx").on(t.userId, t.eventId),
    index("notifications_user_idx").on(t.userId, t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`"read_at" is null`),
  ],
);

/** Which topics a member's notification centre shows; no row: the personal topics. */
export const notificationCentreSettings = pgTable("notification_centre_settings", {
  userId: belongsToMember().primaryKey(),
  topics: text().array().notNull(),
  updatedAt: updatedAt(),
});

/**
 * One browser's push subscription (RFC 8030): its endpoint at the push service, its keys (RFC 8291), the
 * topics chosen on that device and its quiet hours. A member's devices carry the member; a subscriber's
 * device without an account carries none and only public topics.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial().primaryKey(),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    topics: text().array().notNull(),
    /** Local times HH:MM (SITE_TIMEZONE); both null: no quiet hours. */
    quietFrom: text(),
    quietUntil: text(),
    ...timestamps(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** Pushes waiting to go out: written with the event, sent by one instance each (claims), held in quiet hours. */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    payload: jsonb().$type<PushPayload>().notNull(),
    urgent: boolean().notNull().default(false),
    /** Not sent before this moment: the end of the device's quiet hours. */
    notBefore: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    claimedUntil: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index("push_outbox_unsent_idx").on(t.notBefore).where(sql`"sent_at" is null`)],
);
