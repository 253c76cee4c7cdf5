import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { helpEntries } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { recordAudit, serialId } from "../../lib/moderation";

const HELP_ENTRY_NOT_FOUND = "Eintrag nicht gefunden";

/**
 * Marketplace entries are published at once (moderationState 'approved'); an admin can hide one
 * ('rejected') and show it again. Hidden entries stay with their owner and out of every public list.
 */
async function setVisibility(db: Db, rawId: string, actorUserId: string, visible: boolean) {
  const id = serialId(rawId);
  if (id === null) throw notFound(HELP_ENTRY_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(helpEntries).where(eq(helpEntries.id, id)).for("update");
    if (!before) throw notFound(HELP_ENTRY_NOT_FOUND);
    const moderationState = visible ? "approved" : "rejected";
    const [after] = await tx
      .update(helpEntries)
      .set({ moderationState })
      .where(eq(helpEntries.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: visible ? "help-entry.show" : "help-entry.hide",
      entityType: "help-entry",
      entityId: id,
      title: before.title,
      before: { moderationState: before.moderationState },
      after: { moderationState: after!.moderationState },
    });
    return { id: after!.id, moderationState: after!.moderationState };
  });
}

export const hideHelpEntry = (db: Db, id: string, actorUserId: string) =>
  setVisibility(db, id, actorUserId, false);

export const showHelpEntry = (db: Db, id: string, actorUserId: string) =>
  setVisibility(db, id, actorUserId, true);
