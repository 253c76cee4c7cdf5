import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { articles, events, helpEntries, notices, prReports, readerLetters, userArticles } from "../db/schema";

/**
 * Content rows for tests, written straight into the database: the submission and moderation
 * calls belong to other areas, and reading tests need items in every state.
 */
let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
};

/** Writes one row, the test's own values over the defaults, and answers it as stored. */
async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  values: T["$inferInsert"],
): Promise<T["$inferSelect"]> {
  const [row] = await db.insert(table).values(values).returning();
  return row as T["$inferSelect"];
}

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A contribution as the team decided it: approved (and then published) unless the test says otherwise. */
const decided = (status: string | undefined, publishedMinutesAgo: number) => {
  const approved = (status ?? "approved") === "approved";
  return {
    status: "approved",
    isApproved: approved,
    isPublished: approved,
    publishedAt: approved ? minutesAgo(publishedMinutesAgo) : null,
  };
};

export async function insertArticle(db: Db, values: Partial<typeof articles.$inferInsert> = {}) {
  return insertRow(db, articles, {
    title: "Neuer Spielplatz im Dorfzentrum",
    slug: unique("artikel"),
    excerpt: "Die Gemeinde eröffnet einen Spielplatz.",
    content: "Der **neue Spielplatz** ist offen.",
    category: "Dorfläbe",
    publishedAt: minutesAgo(60),
    ...values,
  });
}

export async function insertLetter(db: Db, values: Partial<typeof readerLetters.$inferInsert> = {}) {
  return insertRow(db, readerLetters, {
    title: "Mehr Bänke am Suhrenweg",
    slug: unique("brief"),
    content: "Liebe Redaktion\nAm Suhrenweg fehlen Bänke.\nHerzliche Grüsse",
    authorName: "Vreni Huber",
    authorEmail: "vreni.huber@example.ch",
    authorLocation: "Suhr",
    topic: "Dorfleben",
    ...decided(values.status, 30),
    ...values,
  });
}

export async function insertUserArticle(db: Db, values: Partial<typeof userArticles.$inferInsert> = {}) {
  return insertRow(db, userArticles, {
    title: "Unser Turnverein feiert",
    slug: unique("leserartikel"),
    content: "Der Turnverein feiert sein **Jubiläum**.",
    excerpt: "Hundert Jahre Turnverein.",
    authorName: "Peter Keller",
    authorEmail: "peter.keller@example.ch",
    category: "Sport",
    ...decided(values.status, 20),
    ...values,
  });
}

export async function insertPrReport(db: Db, values: Partial<typeof prReports.$inferInsert> = {}) {
  const published = values.isPublished ?? true;
  return insertRow(db, prReports, {
    companyDomain: "baeckerei-muster.ch",
    companyName: "Bäckerei Muster",
    companyEmail: "info@baeckerei-muster.ch",
    title: "Frisches Brot seit 1950",
    excerpt: "Die Bäckerei Muster backt mit Tradition.",
    content: "Erster Absatz.\nZweiter Absatz.",
    status: published ? "approved" : "pending",
    paymentStatus: published ? "free_trial" : "pending",
    isPublished: published,
    publishedAt: published ? minutesAgo(40) : null,
    ...values,
  });
}

export async function insertEvent(db: Db, values: Partial<typeof events.$inferInsert> = {}) {
  return insertRow(db, events, {
    title: "Dorffest auf dem Schulhausplatz",
    slug: unique("dorffest-auf-dem-schulhausplatz"),
    description: "Musik und Festwirtschaft für alle.",
    location: "Schulhausplatz",
    eventDate: new Date(Date.now() + 7 * 86_400_000),
    status: "approved",
    ...values,
  });
}

/** A published notice of the kind 'Allgemein', current for 30 days. */
export async function insertNotice(db: Db, values: Partial<typeof notices.$inferInsert> = {}) {
  return insertRow(db, notices, {
    kind: "allgemein",
    title: "Gemeindekanzlei am Freitag geschlossen",
    slug: unique("gemeindekanzlei-geschlossen"),
    content: "Die Gemeindekanzlei bleibt am Freitag geschlossen.",
    details: {},
    status: "published",
    // The app's clock, as the newsroom sets it: PostgreSQL's now() counts microseconds, so a run that asks
    // for what is public at this millisecond could miss a notice published later in the same one.
    publishedAt: new Date(),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
    ...values,
  });
}

export async function insertHelpEntry(
  db: Db,
  values: Partial<typeof helpEntries.$inferInsert> & { ownerUserId: string },
) {
  return insertRow(db, helpEntries, {
    kind: "offer",
    title: "Rasenmähen im Quartier",
    description: "Ich mähe Ihren Rasen.",
    name: "Ruedi",
    ...values,
  });
}
