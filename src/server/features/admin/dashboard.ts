import type { AdminLists, PendingLists } from "../../../shared/admin";
import type { ModerationContext } from "../../lib/moderation";
import { completedEvents, pendingEvents } from "../events/service";
import { completedLetters, pendingLetters } from "../letters/moderation";
import { completedPrReports, pendingPrReports } from "../pr-reports/admin";
import { openReports } from "../reports/service";
import { completedUserArticles, pendingUserArticles } from "../user-articles/moderation";

/** Everything waiting for an admin: the four kinds of submission and the reported items. */
export async function pendingLists(moderation: ModerationContext): Promise<PendingLists> {
  const { db } = moderation;
  const [events, readerLetters, userArticles, prReports, reportedItems] = await Promise.all([
    pendingEvents(db),
    pendingLetters(moderation),
    pendingUserArticles(moderation),
    pendingPrReports(db),
    openReports(db),
  ]);
  return { events, readerLetters, userArticles, prReports, reportedItems };
}

/** The latest decisions of each kind. */
export async function completedLists(moderation: ModerationContext): Promise<AdminLists> {
  const { db } = moderation;
  const [events, readerLetters, userArticles, prReports] = await Promise.all([
    completedEvents(db),
    completedLetters(moderation),
    completedUserArticles(moderation),
    completedPrReports(db),
  ]);
  return { events, readerLetters, userArticles, prReports };
}
