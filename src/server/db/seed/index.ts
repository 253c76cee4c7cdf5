import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { addDays, calendarDayOf, isoDay, zonedTime } from "../../../shared/common/dates";
import { slugFromTitle } from "../../../shared/common/slug";
import type { NoticeDetails } from "../../../shared/notices/basics";
import type { AppContext } from "../../context";
import { noticeExpiry } from "../../features/notices/presenter";
import * as schema from "../schema";
import { seedFaq } from "./assistant";
import {
  type SeedContribution,
  seedArticles,
  seedBusinesses,
  seedCandidates,
  seedEvents,
  seedHelpEntries,
  seedLetters,
  seedMembers,
  seedPrReports,
  seedUserArticles,
} from "./content";
import { createDemoAccounts, DEMO_MEMBER_EMAIL, type DemoAccount } from "./demo-accounts";
import { insertSeedGroups } from "./groups";
import { seedNotices } from "./notices";
import { daysAgo, scheduledDays } from "./schedule";

const imagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "images");
const DAY_MS = 86_400_000;
/** Same key on every instance: only one of several starting instances seeds. */
const SEED_LOCK_KEY = 4_202_612;

/** Copies a shipped image into the object store once and returns its public address. */
async function seedImage(ctx: AppContext, file: string | null): Promise<string | null> {
  if (!file) return null;
  const key = `seed/${file}`;
  if (!(await ctx.storage.exists(key))) {
    await ctx.storage.put(key, await readFile(path.join(imagesDir, file)), "image/jpeg");
  }
  return `/objects/${key}`;
}

/** A demo contribution's row as the team decided it: an approved one is public from the moment it was written. */
function decidedContribution(item: SeedContribution, created: Date) {
  const approved = item.status === "approved";
  return {
    title: item.title,
    slug: item.slug,
    content: item.content,
    authorName: item.authorName,
    authorEmail: item.authorEmail,
    isAiAssisted: item.isAiAssisted,
    originalPrompt: item.originalPrompt,
    status: item.status,
    isApproved: approved,
    isPublished: approved,
    publishedAt: approved ? created : null,
    createdAt: created,
  };
}

/**
 * Fills an empty database with the demo village (SEED=demo); a database with any content is left alone
 * (false). Answers the demo accounts created with it (none when members sign in through OIDC).
 */
export async function seedDemoContent(ctx: AppContext, now = new Date()): Promise<DemoAccount[] | false> {
  const { db, config } = ctx;
  const images = new Map<string, string | null>();
  const allImages = [
    ...seedArticles.map((item) => item.image),
    ...seedUserArticles.map((item) => item.image),
    ...seedPrReports.map((item) => item.image),
    ...seedEvents.map((item) => item.image),
  ];
  for (const file of allImages) if (file && !images.has(file)) images.set(file, await seedImage(ctx, file));
  const image = (file: string | null) => (file ? (images.get(file) ?? null) : null);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.articles);
    const [{ members } = { members: 0 }] = await tx
      .select({ members: sql<number>`count(*)::int` })
      .from(schema.users);
    if (count > 0 || members > 0) return false;

    // Demo members own the demo entries; they have no password, so nobody can sign in as them.
    const memberRows = await tx
      .insert(schema.users)
      .values(seedMembers.map((member) => ({ ...member })))
      .returning({ id: schema.users.id });

    await tx.insert(schema.articles).values(
      seedArticles.map((item) => ({
        title: item.title,
        slug: item.slug,
        excerpt: item.excerpt,
        content: item.content,
        category: item.category,
        imageUrl: image(item.image),
        featured: item.featured ? "true" : "false",
        publishedAt: daysAgo(now, item.daysAgo, 6 + (item.daysAgo % 10)),
        // The demo village's news is old news: nobody is mailed about it.
        notifiedAt: now,
      })),
    );

    await tx.insert(schema.readerLetters).values(
      seedLetters.map((item) => ({
        ...decidedContribution(item, daysAgo(now, item.daysAgo, 9)),
        topic: item.topic,
        authorLocation: item.authorLocation,
      })),
    );

    await tx.insert(schema.userArticles).values(
      seedUserArticles.map((item) => ({
        ...decidedContribution(item, daysAgo(now, item.daysAgo, 10)),
        excerpt: item.excerpt,
        category: item.category,
        imageUrl: image(item.image),
      })),
    );

    await tx.insert(schema.prReports).values(
      seedPrReports.map((item) => {
        const published = daysAgo(now, item.daysAgo, 7);
        return {
          companyName: item.companyName,
          companyDomain: item.companyDomain,
          companyEmail: item.companyEmail,
          title: item.title,
          excerpt: item.excerpt,
          content: item.content,
          imageUrl: image(item.image),
          status: item.published ? "approved" : "pending",
          paymentStatus: item.published ? "free_trial" : "pending",
          isPublished: item.published,
          publishedAt: item.published ? published : null,
          freeTrialEndsAt: item.published ? new Date(published.getTime() + 14 * DAY_MS) : null,
          createdAt: new Date(published.getTime() - 2 * DAY_MS),
        };
      }),
    );

    const today = calendarDayOf(now, config.timeZone);
    await tx.insert(schema.events).values(
      seedEvents.flatMap((item) => {
        const [hour = 0, minute = 0] = item.startTime.split(":").map(Number);
        const days = scheduledDays(item.schedule, today);
        // A weekly event is one series (issue 21): one row, one page, its dates expanded where shown.
        const weekly = "weekly" in item.schedule;
        return (weekly ? days.slice(0, 1) : days).map((day, index) => ({
          // Other repeated events (the n-th weekday of a month) keep one page per date: the first the title's slug.
          slug: index === 0 ? slugFromTitle(item.title) : `${slugFromTitle(item.title)}-${index + 1}`,
          recurrence: weekly ? { freq: "weekly" as const, interval: 1, until: null, byDay: [] } : null,
          title: item.title,
          description: item.description,
          location: item.location,
          eventDate: zonedTime(day, hour, minute, config.timeZone),
          startTime: item.startTime,
          endTime: item.endTime,
          organizer: item.organizer,
          contactEmail: item.contactEmail,
          contactPhone: item.contactPhone,
          imageUrl: image(item.image),
          status: "approved" as const,
          notifiedAt: now,
        }));
      }),
    );

    await tx.insert(schema.notices).values(
      seedNotices.map((item) => {
        const details = Object.fromEntries(
          Object.entries(item.details).map(([key, value]) => [
            key,
            typeof value === "number" ? isoDay(addDays(today, value)) : value,
          ]),
        ) as NoticeDetails;
        const publishedAt = daysAgo(now, item.published, 9);
        return {
          kind: item.kind,
          title: item.title,
          slug: slugFromTitle(item.title),
          content: item.content,
          details,
          status: "published",
          publishedAt,
          notifiedAt: now,
          expiresAt: noticeExpiry(item.kind, details, publishedAt, config.timeZone),
        };
      }),
    );

    await tx.insert(schema.businesses).values(seedBusinesses.map((item) => ({ ...item })));
    await tx
      .insert(schema.electionCandidates)
      .values(seedCandidates.map((item, index) => ({ ...item, sortOrder: index })));
    // The demo election is always ahead: the first Sunday at least three weeks from the day of seeding.
    let electionDay = addDays(today, 21);
    while (new Date(Date.UTC(electionDay.year, electionDay.month - 1, electionDay.day)).getUTCDay() !== 0) {
      electionDay = addDays(electionDay, 1);
    }
    await tx
      .insert(schema.electionSummary)
      .values({ id: 1, version: 1, lastUpdated: now, electionDate: isoDay(electionDay) })
      .onConflictDoUpdate({ target: schema.electionSummary.id, set: { electionDate: isoDay(electionDay) } });

    await tx.insert(schema.helpEntries).values(
      seedHelpEntries.map((item) => {
        const owner = memberRows[item.owner % memberRows.length];
        if (!owner) throw new Error("seed needs members");
        return {
          kind: item.kind,
          category: item.category,
          title: item.title,
          description: item.description,
          name: item.name,
          contactEmail: item.contactEmail,
          contactPhone: item.contactPhone,
          price: item.price,
          status: item.status,
          ownerUserId: owner.id,
          createdAt: daysAgo(now, item.daysAgo, 11),
        };
      }),
    );
    await tx.insert(schema.assistantFaq).values(seedFaq);
    const accounts = config.oidc ? [] : await createDemoAccounts(tx, now);
    await insertSeedGroups(
      tx,
      memberRows.map((row) => row.id),
      now,
      DEMO_MEMBER_EMAIL,
      config.timeZone,
    );
    return accounts;
  });
}
