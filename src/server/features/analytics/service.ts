import { createHmac, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { PageView } from "../../../shared/analytics/analytics";
import { calendarDayOf, isoDay } from "../../../shared/common/dates";
import type { Db } from "../../db/client";
import { analyticsSalts, pageViews } from "../../db/schema";

/**
 * Privacy-friendly page views: no cookie, no stored address. A visitor is a keyed hash of address and
 * browser under a secret that changes every day; the secret of a past day is deleted, so yesterday's
 * hashes can be linked neither to today's nor back to anybody.
 */

/** Crawlers, previews, monitors and scripted clients are not visitors. */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|mediapartners|headless|lighthouse|pagespeed|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|curl|wget|python|httpclient|okhttp|go-http-client|java\/|libwww|scrapy|axios|node-fetch|undici/i;

export const isBot = (userAgent: string | undefined) => !userAgent || BOT_PATTERN.test(userAgent);

export interface PageViewRequest extends PageView {
  ip: string;
  userAgent: string | undefined;
  /** DNT: 1 or Sec-GPC: 1 — the visitor asked not to be tracked. */
  optedOut: boolean;
}

/** Per database (tests run several portals in one process): the day and its secret. */
const saltCache = new WeakMap<Db, { day: string; salt: string }>();

const dayKey = (now: Date, timeZone: string) => isoDay(calendarDayOf(now, timeZone));

/** Today's secret, shared by every instance through the database; past days' secrets are deleted. */
async function saltOfDay(db: Db, day: string): Promise<string> {
  const cached = saltCache.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = await db.transaction(async (tx) => {
    await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    await tx
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await tx.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    return row!.salt;
  });
  saltCache.set(db, { day, salt });
  return salt;
}

/** Only the host of an outside referrer is kept; moving within the site has no referrer. */
function referrerHost(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.host === ownHost ? null : url.host.slice(0, 255);
  } catch {
    return null;
  }
}

/** Stores one page view unless the visitor opted out or is a bot; tells whether it was stored. */
export async function recordPageView(
  db: Db,
  view: PageViewRequest,
  site: { publicUrl: string; timeZone: string },
  now = new Date(),
): Promise<boolean> {
  if (view.optedOut || isBot(view.userAgent)) return false;
  const salt = await saltOfDay(db, dayKey(now, site.timeZone));
  const visitorHash = createHmac("sha256", salt).update(`${view.ip}\n${view.userAgent}`).digest("hex");
  // The query string can carry what somebody searched for: only the path is counted.
  const path = new URL(view.path, "http://path.invalid").pathname;
  await db.insert(pageViews).values({
    path,
    referrerHost: referrerHost(view.referrer, new URL(site.publicUrl).host),
    visitorHash,
    createdAt: now,
  });
  return true;
}

/** The statistics keep 13 months (the privacy page promises it): a year compared with the one before. */
export const PAGE_VIEW_RETENTION_DAYS = 396;

export async function purgeOldPageViews(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * 86_400_000);
  await db.delete(pageViews).where(lt(pageViews.createdAt, cutoff));
}
