import { and, count, eq, gt } from "drizzle-orm";
import type { PrReportPreview } from "../../../shared/pr-reports/pr-service";
import type { Db } from "../../db/client";
import { prReports } from "../../db/schema";
import { badRequest, HttpError } from "../../lib/http-errors";
import type { Ai } from "../../providers/ai/index";
import { writePrReport } from "../../providers/ai/pr-report";
import { GENERATION_LIMITS } from "./policy";
import { extractCompanyFacts, factsFromDomain } from "./site-extract";
import { BlockedAddressError, type SiteFetcher } from "./site-fetcher";

export const DOMAIN_NOT_PUBLIC =
  "Diese Domain verweist nicht auf eine öffentlich erreichbare Website. Bitte prüfen Sie die Eingabe.";
export const TOO_MANY_REPORTS =
  "Sie haben in der letzten Stunde bereits mehrere PR-Berichte erstellt. Bitte versuchen Sie es später erneut.";

export interface GenerationContext {
  db: Db;
  ai: Ai;
  fetchSite: SiteFetcher;
  municipality: string;
}

/** Who orders: a member, or else the browser session (DESIGN.md §4). */
export interface Orderer {
  userId: string | null;
  sessionId: string;
}

const HOUR_MS = 3_600_000;

async function assertWithinLimits(db: Db, orderer: Orderer, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const [bySession] = await db
    .select({ n: count() })
    .from(prReports)
    .where(and(eq(prReports.ownerSessionId, orderer.sessionId), gt(prReports.createdAt, since)));
  if ((bySession?.n ?? 0) >= GENERATION_LIMITS.perSessionPerHour) throw new HttpError(429, TOO_MANY_REPORTS);
  if (!orderer.userId) return;
  const [byMember] = await db
    .select({ n: count() })
    .from(prReports)
    .where(and(eq(prReports.ownerUserId, orderer.userId), gt(prReports.createdAt, since)));
  if ((byMember?.n ?? 0) >= GENERATION_LIMITS.perMemberPerHour) throw new HttpError(429, TOO_MANY_REPORTS);
}

/**
 * Generates a PR report from a company's public website: reads it safely, extracts the facts, has
 * them written up as a German article and stores the report as pending, owned by whoever ordered it.
 * A site that cannot be reached still yields a short draft from the domain alone, for the editorial team
 * to complete; a domain that points into a private network is refused. The answer says who wrote the
 * draft and from what, since the company is told so before it pays.
 */
export async function generatePrReport(
  ctx: GenerationContext,
  domain: string,
  orderer: Orderer,
  now = new Date(),
): Promise<PrReportPreview> {
  await assertWithinLimits(ctx.db, orderer, now);
  let site: Awaited<ReturnType<SiteFetcher>>;
  try {
    site = await ctx.fetchSite(domain);
  } catch (error) {
    if (error instanceof BlockedAddressError) throw badRequest(DOMAIN_NOT_PUBLIC);
    site = null;
  }
  const company = site ? extractCompanyFacts(domain, site.html) : factsFromDomain(domain);
  const draft = await writePrReport(ctx.ai, { municipality: ctx.municipality, company });
  const [row] = await ctx.db
    .insert(prReports)
    .values({
      companyDomain: domain,
      companyName: company.name,
      // The address the site names is only a suggestion for the payment form, which sets the real one.
      companyEmail: company.email,
      title: draft.title,
      excerpt: draft.excerpt,
      content: draft.content,
      writtenBy: draft.writtenBy,
      fromWebsite: company.fromWebsite,
      ownerUserId: orderer.userId,
      ownerSessionId: orderer.sessionId,
    })
    .returning({ id: prReports.id });
  return {
    prReportId: row!.id,
    preview: { title: draft.title, companyName: company.name, excerpt: draft.excerpt },
    writtenBy: draft.writtenBy,
    fromWebsite: company.fromWebsite,
  };
}
