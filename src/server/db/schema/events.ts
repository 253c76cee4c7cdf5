import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { MODERATION_STATUSES } from "../../../shared/common/constants";
import type { EventException, EventRecurrence } from "../../../shared/events/series";
import { namesMember } from "./accounts";
import { oneOf, timestamps } from "./columns";
import { groups } from "./groups";

/**
 * An event is public once approved; a group's event for its members only is `members` (issue 27), a state
 * that no public read (all of them ask for `approved`) ever shows.
 */
const EVENT_STATUSES = [...MODERATION_STATUSES, "members"] as const;

export const events = pgTable(
  "events",
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The address of the event's page (/veranstaltungen/{slug}), made from the title when it is
     * submitted; the random default only keeps a row written without one addressable.
     */
    slug: text().notNull().unique().default(sql`gen_random_uuid()::text`),
    title: text().notNull(),
    description: text(),
    location: text(),
    eventDate: timestamp({ withTimezone: true }).notNull(),
    startTime: text(),
    endTime: text(),
    organizer: text(),
    contactEmail: text(),
    contactPhone: text(),
    imageUrl: text(),
    userId: namesMember(),
    status: text().notNull().default("pending"),
    /**
     * A series (issue 21): its rule `{ freq, interval, until, byDay }`, stored once on this row; the
     * calendar, the feed and the page expand it. Null for a single event.
     */
    recurrence: jsonb().$type<EventRecurrence>(),
    /** A series' single dates cancelled or moved: `[{ date, cancelled } | { date, newDate, startTime, endTime }]`. */
    exceptions: jsonb().$type<EventException[]>().notNull().default([]),
    /** When the whole event or series was called off: it stays public, marked 'Abgesagt'. */
    cancelledAt: timestamp({ withTimezone: true }),
    /** The group whose event it is (issue 27); its page names the group as organizer. */
    groupId: integer().references(() => groups.id, { onDelete: "cascade" }),
    /** When its subscribers ('events') were told of it: once, when it was approved (issue 25). */
    notifiedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("events_status_check", oneOf("status", EVENT_STATUSES)),
    index("events_group_idx").on(t.groupId, t.eventDate),
    index("events_status_date_idx").on(t.status, t.eventDate),
    index("events_user_idx").on(t.userId),
  ],
);
