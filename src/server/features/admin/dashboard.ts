import type { AdminLists, PendingLists } from "../../../shared/admin";
import type { ModerationContext } from "../../lib/moderation";
import { completedEvents, pendingEvents } from "../events/service";
import { completedLetters, pendingLetters } from "../letters/moderation";
import { completedPrReports, pendingPrReports } from "../pr-reports/admin";
import { openReports } from "../reports/service";
import { completedUserArticles, pendingUserArticles } from "../user-articles/moderation";

/**
 * Everything waiting for an admin: the four kinds of submission and the reported items. Editors see
 * the submissions they moderate; PR reports and reports of content stay empty for them.
 */
export async function pendingLists(moderation: ModerationContext, forAdmin: boolean): Promise<PendingLists> {
  const { db } = moderation;
  const [events, readerLetters, userArticles, prReports, reportedItems] = await Promise.all([
    pendingEvents(db),
    pendingLetters(moderation),
    pendingUserArticles(moderation),
    forAdmin ? pendingPrReports(db) : [],
    forAdmin ? openReports(db) : [],
  ]);
  return { events, readerLetters, userArticles, prReports, reportedItems };
}

/** The latest decisions of each kind (editors: without PR reports). */
export async function completedLists(moderation: ModerationContext, forAdmin: boolean): Promise<AdminLists> {
  const { db } = moderation;
  const [events, readerLetters, userArticles, prReports] = await Promise.all([
    completedEvents(db),
    completedLetters(moderation),
    completedUserArticles(moderation),
    forAdmin ? completedPrReports(db) : [],
  ]);
  return { events, readerLetters, userArticles, prReports };
}
