import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { MODERATION_STATUSES } from "../../../shared/common/constants";
import type { EventException, EventRecurrence } from "../../../shared/events/series";
import { namesMember } from "./accounts";
import { belongsToIfAny, oneOf, timestamps } from "./columns";
import { groups } from "./groups";

/**
 * An event is public once approved; a group's event for its members only is `members` (issue 27), a state
 * that no public read (all of them ask for `approved`) ever shows.
 */
const EVENT_STATUSES = [...MODERATION_STATUSES, "members"] as const;

export const events = pg.pgTable(
  "events",
  {
    id: pg.uuid().primaryKey().defaultRandom(),
    /**
     * The address of the event's page (/veranstaltungen/{slug}), made from the title when it is
     * submitted; the random default only keeps a row written without one addressable.
     */
    slug: pg.text().notNull().unique().default(sql`gen_random_uuid()::text`),
    title: pg.text().notNull(),
    description: pg.text(),
    location: pg.text(),
    eventDate: pg.timestamp({ withTimezone: true }).notNull(),
    startTime: pg.text(),
    endTime: pg.text(),
    organizer: pg.text(),
    contactEmail: pg.text(),
    contactPhone: pg.text(),
    imageUrl: pg.text(),
    userId: namesMember(),
    status: pg.text().notNull().default("pending"),
    /**
     * A series (issue 21): its rule `{ freq, interval, until, byDay }`, stored once on this row; the
     * calendar, the feed and the page expand it. Null for a single event.
     */
    recurrence: pg.jsonb().$type<EventRecurrence>(),
    /** A series' single dates cancelled or moved: `[{ date, cancelled } | { date, newDate, startTime, endTime }]`. */
    exceptions: pg.jsonb().$type<EventException[]>().notNull().default([]),
    /** When the whole event or series was called off: it stays public, marked 'Abgesagt'. */
    cancelledAt: pg.timestamp({ withTimezone: true }),
    /** The group whose event it is (issue 27); its page names the group as organizer. */
    groupId: belongsToIfAny(() => groups.id),
    /** When its subscribers ('events') were told of it: once, when it was approved (issue 25). */
    notifiedAt: pg.timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    pg.check("events_status_check", oneOf("status", EVENT_STATUSES)),
    pg.index("events_group_idx").on(t.groupId, t.eventDate),
    pg.index("events_status_date_idx").on(t.status, t.eventDate),
    pg.index("events_user_idx").on(t.userId),
  ],
);
