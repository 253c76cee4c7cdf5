import { asc, desc, eq, inArray } from "drizzle-orm";
import { ALREADY_DECIDED, COMPLETED_LIST_LIMIT } from "../../../shared/admin/admin";
import type { ModerationStatus } from "../../../shared/common/constants";
import { EVENT_NOT_FOUND, eventPath, type OwnEvent } from "../../../shared/events/events";
import type { Db } from "../../db/client";
import { events, users } from "../../db/schema";
import { conflict, notFound } from "../../lib/http-errors";
import { deleteWithAudit, type ModerationContext, notifyDecision, recordAudit } from "../../lib/moderation";
import { revisionCount } from "../newsroom/revisions";
import { type EventRow, toOwnEvent } from "./presenter";
import { UUID } from "./service";

/** Submissions waiting for an admin, oldest first. */
export async function pendingEvents(db: Db): Promise<OwnEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.status, "pending"))
    .orderBy(asc(events.createdAt));
  return rows.map(toOwnEvent);
}

const moderationState = (row: EventRow) => ({ status: row.status });

/** The latest decided events, most recently decided first. */
export async function completedEvents(db: Db): Promise<OwnEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(inArray(events.status, ["approved", "rejected"]))
    .orderBy(desc(events.updatedAt))
    .limit(COMPLETED_LIST_LIMIT);
  return rows.map(toOwnEvent);
}

/**
 * An admin's decision on a pending event, with its audit row and the note to the member who submitted
 * it, in one transaction; an event already decided is not decided again (409).
 */
async function moderate(
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  status: Exclude<ModerationStatus, "pending">,
  reason: string | null,
): Promise<OwnEvent> {
  if (!UUID.test(id)) throw notFound(EVENT_NOT_FOUND);
  const decided = await moderation.db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!before) throw notFound(EVENT_NOT_FOUND);
    if (before.status !== "pending") throw conflict(ALREADY_DECIDED);
    const [row] = await tx.update(events).set({ status }).where(eq(events.id, id)).returning();
    await recordAudit(tx, {
      actorUserId,
      action: status === "approved" ? "event.approve" : "event.reject",
      entityType: "event",
      entityId: id,
      title: before.title,
      before: moderationState(before),
      after: { ...moderationState(row!), reason },
    });
    const [submitter] = before.userId ? await tx.select().from(users).where(eq(users.id, before.userId)) : [];
    const to = submitter?.email ?? before.contactEmail;
    const fanned = to
      ? await notifyDecision(tx, moderation, {
          to,
          memberId: submitter?.id ?? null,
          greetingName: submitter?.firstName ?? before.organizer,
          itemLabel: "Ihr Event",
          title: before.title,
          approved: status === "approved",
          path: status === "approved" ? eventPath(before.slug) : "/category/Events",
          note: reason,
          editedByTeam: (await revisionCount(tx, "event", before.id)) > 0,
        })
      : null;
    return { event: toOwnEvent(row!), fanned };
  });
  if (decided.fanned) await moderation.notifier.delivered(moderation.db, decided.fanned);
  return decided.event;
}

/** An admin publishes the event in the calendar. */
export const approveEvent = (moderation: ModerationContext, id: string, actorUserId: string) =>
  moderate(moderation, id, actorUserId, "approved", null);

/** An admin turns the event down; it leaves the pending list and stays out of the calendar. */
export const rejectEvent = (
  moderation: ModerationContext,
  id: string,
  actorUserId: string,
  reason: string | null = null,
) => moderate(moderation, id, actorUserId, "rejected", reason);

/** An admin removes the event for good; the audit log keeps what it was. */
export async function deleteEvent(db: Db, id: string, actorUserId: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(EVENT_NOT_FOUND);
  await deleteWithAudit(
    db,
    { entityType: "event", id, missing: EVENT_NOT_FOUND, actorUserId },
    (tx) => tx.delete(events).where(eq(events.id, id)).returning(),
    (row) => ({ ...moderationState(row), eventDate: row.eventDate.toISOString(), organizer: row.organizer }),
  );
}
