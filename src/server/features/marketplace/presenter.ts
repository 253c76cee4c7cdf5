import type { AuthUser } from "../../../shared/auth/auth";
import type { ModerationStatus } from "../../../shared/common/constants";
import type { HelpEntry, HelpEntryKind, HelpEntryStatus } from "../../../shared/marketplace/marketplace";
import type { helpEntries } from "../../db/schema";

export type EntryRow = typeof helpEntries.$inferSelect;

/** How to reach the owner is for confirmed members only (docs/decisions.md "Marketplace"). */
export function toHelpEntry(row: EntryRow, viewer: AuthUser | null): HelpEntry {
  return {
    id: row.id,
    kind: row.kind as HelpEntryKind,
    category: row.category as HelpEntry["category"],
    title: row.title,
    description: row.description,
    name: row.name,
    contactEmail: viewer?.emailVerified ? row.contactEmail : null,
    contactPhone: viewer?.emailVerified ? row.contactPhone : null,
    status: row.status as HelpEntryStatus,
    imageUrl: row.imageUrl,
    images: row.images,
    price: row.price,
    createdAt: row.createdAt.toISOString(),
    ownerUserId: row.ownerUserId,
    moderationState: row.moderationState as ModerationStatus,
  };
}
