// What the evaluation knows of the village: the public data read with plain queries, independent of the
// assistant's own retrieval, so that the set measures the assistant from outside.

import { and, asc, eq, lte, sql } from "drizzle-orm";
import { contentHref, type TileItem } from "../../../../shared/articles/articles";
import { parseDayHours, WEEKDAYS, type Weekday } from "../../../../shared/businesses/businesses";
import {
  addDays,
  type CalendarDay,
  calendarDayOf,
  formatClockTime,
  isoDay,
} from "../../../../shared/common/dates";
import { paths } from "../../../../shared/common/paths";
import { fullName } from "../../../../shared/common/text";
import { eventPath } from "../../../../shared/events/events";
import { weekdayIndex } from "../../../../shared/events/series";
import { helpEntryHref } from "../../../../shared/marketplace/basics";
import { type Db, selectRows } from "../../../db/client";
import * as schema from "../../../db/schema";
import { datesOfSeries } from "../../events/service";

/** How far ahead the evaluation looks for event dates (the demo agenda covers 60 days). */
const HORIZON_DAYS = 120;

export interface Occurrence {
  title: string;
  href: string;
  day: string;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  description: string;
  series: boolean;
}

export interface BusinessFact {
  name: string;
  category: string;
  text: string;
  hours: Partial<Record<Weekday, string>>;
}

export interface EntryFact {
  title: string;
  href: string;
  text: string;
  category: string;
  open: boolean;
}

export interface CandidateFact {
  name: string;
  party: string;
  position: string;
}

export interface ContentFact {
  title: string;
  href: string;
  text: string;
}

export interface NoticeFact extends ContentFact {
  kind: string;
  current: boolean;
}

export interface FaqFact {
  question: string;
  answer: string;
}

export interface Village {
  today: CalendarDay;
  /** The wall clock now, 'HH:MM': an event of today that is over is no answer to 'heute'. */
  clock: string;
  occurrences: Occurrence[];
  /** Every approved event's title, also of those without a date ahead. */
  eventTitles: string[];
  businesses: BusinessFact[];
  entries: EntryFact[];
  candidates: CandidateFact[];
  electionDate: string | null;
  content: ContentFact[];
  notices: NoticeFact[];
  /** Null when the database has no FAQ table yet. */
  faq: FaqFact[] | null;
  /**
   * Member data that must never leave the portal through the assistant: every member's and author's e-mail
   * address, and the names of members that no public item carries.
   */
  privateData: string[];
  /** Titles of submissions and reports that are not public (pending, rejected, unpublished). */
  hiddenTitles: string[];
}

async function readOccurrences(db: Db, today: CalendarDay, timeZone: string) {
  const rows = await db
    .select()
    .from(schema.events)
    .where(eq(schema.events.status, "approved"))
    .orderBy(asc(schema.events.eventDate));
  const from = isoDay(today);
  const to = isoDay(addDays(today, HORIZON_DAYS));
  const occurrences: Occurrence[] = [];
  for (const row of rows) {
    if (row.cancelledAt) continue;
    const common = {
      title: row.title,
      href: eventPath(row.slug),
      location: row.location,
      description: row.description ?? "",
      series: row.recurrence !== null,
    };
    if (row.recurrence) {
      for (const date of datesOfSeries(row, from, to, timeZone)) {
        if (!date.cancelled) {
          occurrences.push({ ...common, day: date.day, startTime: date.startTime, endTime: date.endTime });
        }
      }
      continue;
    }
    const day = isoDay(calendarDayOf(row.eventDate, timeZone));
    if (day >= from && day <= to)
      occurrences.push({ ...common, day, startTime: row.startTime, endTime: row.endTime });
  }
  occurrences.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      (a.startTime ?? "").localeCompare(b.startTime ?? "") ||
      a.title.localeCompare(b.title),
  );
  return { occurrences, eventTitles: [...new Set(rows.map((row) => row.title))] };
}

async function readContent(db: Db, now: Date): Promise<ContentFact[]> {
  const [news, letters, own, reports] = await Promise.all([
    db
      .select()
      .from(schema.articles)
      .where(and(eq(schema.articles.status, "published"), lte(schema.articles.publishedAt, now))),
    db.select().from(schema.readerLetters).where(eq(schema.readerLetters.isPublished, true)),
    db.select().from(schema.userArticles).where(eq(schema.userArticles.isPublished, true)),
    db.select().from(schema.prReports).where(eq(schema.prReports.isPublished, true)),
  ]);
  /** An entry as the assistant should find it: its title, the address of its card, and its words. */
  const entry = (
    contentType: TileItem["contentType"],
    row: { id: number; title: string; slug: string | null },
    category: string,
    text: string,
  ) => ({
    title: row.title,
    href: contentHref({ contentType, id: row.id, slug: row.slug, category }, "card"),
    text,
  });
  return [
    ...news.map((row) => entry("article", row, row.category, `${row.excerpt ?? ""} ${row.content}`)),
    ...letters.map((row) => entry("leserbrief", row, "Leserbriefe", row.content)),
    ...own.map((row) => entry("user-article", row, row.category, `${row.excerpt ?? ""} ${row.content}`)),
    ...reports.map((row) =>
      entry(
        "pr-report",
        { ...row, slug: null },
        "",
        `${row.companyName} ${row.excerpt ?? ""} ${row.content}`,
      ),
    ),
  ];
}

/** Titles the public never sees: submissions not (yet) published, drafts, events not approved. */
async function readHiddenTitles(db: Db, now: Date): Promise<string[]> {
  const rows = await selectRows<{ title: string }>(
    db,
    sql`select title from reader_letters where not is_published
        union select title from user_articles where not is_published
        union select title from pr_reports where not is_published
        union select title from events where status <> 'approved'
        union select title from articles where status <> 'published' or published_at > ${now}
        union select title from notices where status <> 'published' or published_at > ${now}
        union select title from help_entries where moderation_state <> 'approved'`,
  );
  return rows.map((row) => row.title);
}

/** The editable FAQ (issue 28, item 1) lives in its own table; before it exists, there is none. */
async function readFaq(db: Db): Promise<FaqFact[] | null> {
  const [exists] = await selectRows<{ found: boolean }>(
    db,
    sql`select to_regclass('assistant_faq') is not null as found`,
  );
  if (!exists?.found) return null;
  return selectRows<FaqFact>(db, sql`select question, answer from assistant_faq`);
}

function privateData(
  accounts: { email: string; firstName: string | null; lastName: string | null }[],
  authors: { email: string | null; name: string | null; shown: boolean }[],
  entryNames: string[],
): string[] {
  const shownNames = new Set([
    ...entryNames,
    ...authors.filter((author) => author.shown).map((author) => author.name ?? ""),
  ]);
  const memberNames = accounts.map(fullName).filter((name) => name.includes(" ") && !shownNames.has(name));
  const emails = [...accounts, ...authors].map((row) => row.email ?? "").filter(Boolean);
  return [...new Set([...emails, ...memberNames])];
}

export async function readVillage(db: Db, now: Date, timeZone: string): Promise<Village> {
  const today = calendarDayOf(now, timeZone);
  const [
    { occurrences, eventTitles },
    businessRows,
    entryRows,
    candidateRows,
    summary,
    content,
    noticeRows,
    faq,
    accounts,
    letterAuthors,
    articleAuthors,
    hidden,
  ] = await Promise.all([
    readOccurrences(db, today, timeZone),
    db.select().from(schema.businesses).where(eq(schema.businesses.isActive, true)),
    db.select().from(schema.helpEntries).where(eq(schema.helpEntries.moderationState, "approved")),
    db.select().from(schema.electionCandidates).orderBy(asc(schema.electionCandidates.sortOrder)),
    db.select().from(schema.electionSummary),
    readContent(db, now),
    db
      .select()
      .from(schema.notices)
      .where(and(eq(schema.notices.status, "published"), lte(schema.notices.publishedAt, now))),
    readFaq(db),
    db
      .select({
        email: schema.users.email,
        firstName: schema.users.firstName,
        lastName: schema.users.lastName,
      })
      .from(schema.users),
    db
      .select({
        email: schema.readerLetters.authorEmail,
        name: schema.readerLetters.authorName,
        shown: schema.readerLetters.isPublished,
      })
      .from(schema.readerLetters),
    db
      .select({
        email: schema.userArticles.authorEmail,
        name: schema.userArticles.authorName,
        shown: schema.userArticles.isPublished,
      })
      .from(schema.userArticles),
    readHiddenTitles(db, now),
  ]);
  const shown = new Set([
    ...content.map((item) => item.title),
    ...noticeRows.map((row) => row.title),
    ...eventTitles,
    ...entryRows.map((row) => row.title),
  ]);
  return {
    today,
    clock: formatClockTime(now, timeZone),
    occurrences,
    eventTitles,
    businesses: businessRows.map((row) => ({
      name: row.name,
      category: row.category,
      text: `${row.name} ${row.category} ${row.description ?? ""}`,
      hours: (row.openingHours ?? {}) as Partial<Record<Weekday, string>>,
    })),
    entries: entryRows.map((row) => ({
      title: row.title,
      href: helpEntryHref(row.id),
      text: `${row.title} ${row.description}`,
      category: row.category,
      open: row.status === "open",
    })),
    candidates: candidateRows.map((row) => ({ name: row.name, party: row.party, position: row.position })),
    electionDate: summary[0]?.electionDate ?? null,
    content,
    notices: noticeRows.map((row) => ({
      title: row.title,
      href: paths.notice(row.slug),
      text: `${row.content} ${JSON.stringify(row.details)}`,
      kind: row.kind,
      current: row.expiresAt > now,
    })),
    faq,
    privateData: privateData(
      accounts,
      [...letterAuthors, ...articleAuthors],
      entryRows.map((row) => row.name),
    ),
    hiddenTitles: hidden.filter((title) => !shown.has(title)),
  };
}

/** Whether an event of today is over at the wall clock `clock` (without an end: two hours after its start). */
export function isOver(item: Occurrence, today: CalendarDay, clock: string): boolean {
  if (item.day !== isoDay(today) || !item.startTime) return false;
  const [hour = 0, minute = 0] = item.startTime.split(":").map(Number);
  const end =
    item.endTime ?? `${String(Math.min(hour + 2, 23)).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  return end < clock;
}

/** A business's opening ranges on a weekday, in minutes after midnight (spec §4: both ends inclusive). */
export const rangesOn = (business: BusinessFact, weekday: Weekday) =>
  parseDayHours(business.hours[weekday] ?? "") ?? [];

export const openAt = (business: BusinessFact, weekday: Weekday, minute: number) =>
  rangesOn(business, weekday).some((range) =>
    range.start <= range.end ? minute >= range.start && minute <= range.end : minute >= range.start,
  );

/** Open at some moment from `from` to `to` (minutes) of the weekday. */
export const openDuring = (business: BusinessFact, weekday: Weekday, from: number, to: number) =>
  rangesOn(business, weekday).some(
    (range) => range.start <= to && (range.end < range.start || range.end >= from),
  );

export const weekdayOfDay = (day: CalendarDay): Weekday => WEEKDAYS[weekdayIndex(day)] ?? "monday";
