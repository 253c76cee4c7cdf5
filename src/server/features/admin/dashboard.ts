import type { AdminLists, PendingLists } from "../../../shared/admin/admin";
import type { ModerationContext } from "../../lib/moderation";
import { completedEvents, pendingEvents } from "../events/moderation";
import { completedLetters, pendingLetters } from "../letters/moderation";
import { completedPrReports, pendingPrReports } from "../pr-reports/admin";
import { openReports } from "../reports/service";
import { completedUserArticles, pendingUserArticles } from "../user-articles/moderation";

/** Whose lists: PR reports are the administrators' (payments), the rest the whole editorial team's. */
interface ListScope {
  prReports: boolean;
  /** The site's zone, for the dates in the PR orders' state lines. */
  timeZone: string;
}

/** Everything waiting for the team: the four kinds of submission and the reported items. */
export async function pendingLists(moderation: ModerationContext, scope: ListScope): Promise<PendingLists> {
  const { db } = moderation;
  const [events, readerLetters, userArticles, prReports, reportedItems] = await Promise.all([
    pendingEvents(db),
    pendingLetters(moderation),
    pendingUserArticles(moderation),
    scope.prReports ? pendingPrReports(db, scope.timeZone) : [],
    openReports(db),
  ]);
  return { events, readerLetters, userArticles, prReports, reportedItems };
}

/** The latest decisions of each kind. */
export async function completedLists(moderation: ModerationContext, scope: ListScope): Promise<AdminLists> {
  const { db } = moderation;
  const [events, readerLetters, userArticles, prReports] = await Promise.all([
    completedEvents(db),
    completedLetters(moderation),
    completedUserArticles(moderation),
    scope.prReports ? completedPrReports(db, scope.timeZone) : [],
  ]);
  return { events, readerLetters, userArticles, prReports };
}
