import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import type { PushPayload } from "../../../shared/notifications/basics";
import { belongsToMember, belongsToMemberIfAny } from "./accounts";
import { belongsTo, createdAt, timestamps, updatedAt } from "./columns";

/**
 * Notifications (issues 25 item 4 and 26): what happened is recorded once, in the transaction of the change
 * (`notification_events`), and fanned out in the same transaction to each recipient's channels: the mail
 * outbox, the push outbox, the notification centre.
 */
export const notificationEvents = pg.pgTable("notification_events", {
  id: pg.serial().primaryKey(),
  /** The registered kind (features/notifications/notifier.ts): 'message', 'decision', 'notice', … */
  kind: pg.text().notNull(),
  payload: pg.jsonb().notNull(),
  createdAt: createdAt(),
});

/** The notification centre: one entry per member and event. */
export const notifications = pg.pgTable(
  "notifications",
  {
    id: pg.serial().primaryKey(),
    userId: belongsToMember(),
    eventId: belongsTo(() => notificationEvents.id),
    kind: pg.text().notNull(),
    title: pg.text().notNull(),
    body: pg.text().notNull(),
    href: pg.text().notNull(),
    /** Entries with the same key replace an unread one (a conversation's messages are one entry). */
    groupKey: pg.text(),
    createdAt: createdAt(),
    readAt: pg.timestamp({ withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex("notifications_user_event_idx").on(t.userId, t.eventId),
    pg.index("notifications_user_idx").on(t.userId, t.id.desc()),
    pg.index("notifications_unread_idx").on(t.userId).where(sql`"read_at" is null`),
  ],
);

/** Which topics a member's notification centre shows; no row: the personal topics. */
export const notificationCentreSettings = pg.pgTable("notification_centre_settings", {
  userId: belongsToMember().primaryKey(),
  topics: pg.text().array().notNull(),
  updatedAt: updatedAt(),
});

/**
 * One browser's push subscription (RFC 8030): its endpoint at the push service, its keys (RFC 8291), the
 * topics chosen on that device and its quiet hours. A member's devices carry the member; a subscriber's
 * device without an account carries none and only public topics.
 */
export const pushSubscriptions = pg.pgTable(
  "push_subscriptions",
  {
    id: pg.serial().primaryKey(),
    endpoint: pg.text().notNull().unique(),
    p256dh: pg.text().notNull(),
    auth: pg.text().notNull(),
    userId: belongsToMemberIfAny(),
    topics: pg.text().array().notNull(),
    /** Local times HH:MM (SITE_TIMEZONE); both null: no quiet hours. */
    quietFrom: pg.text(),
    quietUntil: pg.text(),
    ...timestamps(),
  },
  (t) => [pg.index("push_subscriptions_user_idx").on(t.userId)],
);

/** Pushes waiting to go out: written with the event, sent by one instance each (claims), held in quiet hours. */
export const pushOutbox = pg.pgTable(
  "push_outbox",
  {
    id: pg.serial().primaryKey(),
    subscriptionId: belongsTo(() => pushSubscriptions.id),
    payload: pg.jsonb().$type<PushPayload>().notNull(),
    urgent: pg.boolean().notNull().default(false),
    /** Not sent before this moment: the end of the device's quiet hours. */
    notBefore: pg.timestamp({ withTimezone: true }).notNull(),
    sentAt: pg.timestamp({ withTimezone: true }),
    attempts: pg.integer().notNull().default(0),
    claimedUntil: pg.timestamp({ withTimezone: true }),
    error: pg.text(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("push_outbox_unsent_idx").on(t.notBefore).where(sql`"sent_at" is null`)],
);
