import type { AuthUser } from "../../../shared/auth/auth";
import { HELP_ENTRY_NOT_FOUND } from "../../../shared/marketplace/marketplace";
import type { helpEntries } from "../../db/schema";
import { forbidden, notFound } from "../../lib/http-errors";

/**
 * Who may do what to a marketplace entry (spec portal-members §6): everyone reads what moderation lets
 * through; the owner and admins read the rest and change, close, reopen or delete the entry.
 */
type EntryRow = Pick<typeof helpEntries.$inferSelect, "ownerUserId" | "moderationState">;

export const ENTRY_FORBIDDEN = "Sie dürfen nur Ihre eigenen Einträge bearbeiten.";

const managesEntry = (user: AuthUser | null, entry: EntryRow) =>
  user !== null && (user.isAdmin || user.id === entry.ownerUserId);

/** A hidden entry is unknown to everyone but its owner and admins. */
export const canReadHelpEntry = (user: AuthUser | null, entry: EntryRow) =>
  entry.moderationState === "approved" || managesEntry(user, entry);

/** Update, status change and delete: 404 for what the member cannot see, 403 for someone else's entry. */
export function assertCanChangeHelpEntry(user: AuthUser, entry: EntryRow | undefined): asserts entry {
  if (!entry || !canReadHelpEntry(user, entry)) throw notFound(HELP_ENTRY_NOT_FOUND);
  if (!managesEntry(user, entry)) throw forbidden(ENTRY_FORBIDDEN);
}
