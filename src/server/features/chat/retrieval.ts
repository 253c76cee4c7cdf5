import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or } from "drizzle-orm";
import { contentHref } from "../../../shared/articles/articles";
import { calendarDayOf, isoDay } from "../../../shared/common/dates";
import type { Db } from "../../db/client";
import { businesses, events, helpEntries } from "../../db/schema";
import { listPublicContent } from "../articles/listing";
import { toTile } from "../articles/presenter";
import { datesFrom, datesOfSeries, dayMoment } from "../events/service";

/**
 * What the assistant may say, read straight from the portal's tables: only approved events, active
 * businesses and approved open marketplace entries. The business directory and the marketplace have
 * services of their own; the assistant reads the tables so that it depends on their data, not their code.
 */

export interface EventFact {
  id: string;
  /** The event's page, /veranstaltungen/{slug}. */
  slug: string;
  title: string;
  description: string | null;
  eventDate: Date;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
}

/**
 * Approved events from `from` (inclusive) to `until` (exclusive), in calendar order; a series gives each of
 * its dates in the window, and nothing called off is offered (issue 21).
 */
export async function eventsBetween(
  db: Db,
  from: Date,
  until: Date,
  limit: number,
  timeZone: string,
): Promise<EventFact[]> {
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.status, "approved"),
        isNull(events.cancelledAt),
        lt(events.eventDate, until),
        or(
          and(isNull(events.recurrence), gte(events.eventDate, from)),
          and(isNotNull(events.recurrence), datesFrom(from, timeZone)),
        ),
      ),
    );
  const first = isoDay(calendarDayOf(from, timeZone));
  const last = isoDay(calendarDayOf(new Date(until.getTime() - 1), timeZone));
  const facts = rows.flatMap((row) =>
    (row.recurrence
      ? datesOfSeries(row, first, last, timeZone)
          .filter((date) => !date.cancelled)
          .map((date) => ({
            eventDate: dayMoment(date.day, date.startTime, timeZone),
            startTime: date.startTime,
            endTime: date.endTime,
          }))
      : [{ eventDate: row.eventDate, startTime: row.startTime, endTime: row.endTime }]
    ).map((when) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      location: row.location,
      ...when,
    })),
  );
  return facts
    .filter((fact) => fact.eventDate >= from && fact.eventDate < until)
    .sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime() || a.title.localeCompare(b.title))
    .slice(0, limit);
}

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

export interface BusinessFact {
  id: number;
  name: string;
  description: string | null;
  category: string;
  address: string | null;
  openingHours: Partial<Record<Weekday, string>>;
}

export async function activeBusinesses(db: Db): Promise<BusinessFact[]> {
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      description: businesses.description,
      category: businesses.category,
      address: businesses.address,
      openingHours: businesses.openingHours,
    })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(asc(businesses.name));
  return rows.map((row) => ({ ...row, openingHours: row.openingHours ?? {} }));
}

export interface HelpEntryFact {
  id: number;
  kind: string;
  category: string;
  title: string;
  description: string;
  price: string | null;
}

/** Marketplace entries anyone may see: approved by moderation and still open. */
export async function openHelpEntries(db: Db, limit: number): Promise<HelpEntryFact[]> {
  return db
    .select({
      id: helpEntries.id,
      kind: helpEntries.kind,
      category: helpEntries.category,
      title: helpEntries.title,
      description: helpEntries.description,
      price: helpEntries.price,
    })
    .from(helpEntries)
    .where(and(eq(helpEntries.moderationState, "approved"), eq(helpEntries.status, "open")))
    .orderBy(desc(helpEntries.createdAt))
    .limit(limit);
}

export interface ArticleFact {
  title: string;
  category: string;
  href: string;
}

/** The newest public articles, letters and reports, optionally of one category, with their page. */
export async function recentArticles(db: Db, limit: number, category?: string): Promise<ArticleFact[]> {
  const page = await listPublicContent(db, { limit, category });
  return page.items.map(toTile).map((item) => ({
    title: item.title,
    category: item.category,
    href: contentHref(item, "card"),
  }));
}
