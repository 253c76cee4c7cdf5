import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { OnlineStatus } from "../../shared/messages/messages";
import type { Db } from "../db/client";
import { liveConnections, users } from "../db/schema";

/**
 * A connection counts while it was seen within this span: the heartbeat (30 s) refreshes it twice and a
 * half over, so only a connection of a crashed instance outlives it.
 */
const FRESH_SECONDS = 75;
/** Rows of connections nobody closed (a crashed instance) are deleted after this. */
const STALE_SECONDS = 3600;

const fresh = sql`now() - make_interval(secs => ${FRESH_SECONDS})`;

/** Records an opened tab; true when the member had no other live tab anywhere, i.e. just came online. */
export async function connectionOpened(db: Db, connectionId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [other] = await tx
      .select({ id: liveConnections.id })
      .from(liveConnections)
      .where(and(eq(liveConnections.userId, userId), gt(liveConnections.seenAt, fresh)))
      .limit(1);
    await tx.insert(liveConnections).values({ id: connectionId, userId });
    await tx.update(users).set({ isOnline: true }).where(eq(users.id, userId));
    return !other;
  });
}

/** Forgets a closed tab; when it was the member's last one, records the last-seen time and returns it. */
export async function connectionClosed(db: Db, connectionId: string, userId: string): Promise<Date | null> {
  return db.transaction(async (tx) => {
    await tx.delete(liveConnections).where(eq(liveConnections.id, connectionId));
    const [other] = await tx
      .select({ id: liveConnections.id })
      .from(liveConnections)
      .where(and(eq(liveConnections.userId, userId), gt(liveConnections.seenAt, fresh)))
      .limit(1);
    if (other) return null;
    const [updated] = await tx
      .update(users)
      .set({ isOnline: false, lastSeenAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ lastSeenAt: users.lastSeenAt });
    return updated?.lastSeenAt ?? new Date();
  });
}

/** The heartbeat: this instance's open connections are still there. */
export async function touchConnections(db: Db, connectionIds: string[]): Promise<void> {
  if (connectionIds.length > 0) {
    await db
      .update(liveConnections)
      .set({ seenAt: sql`now()` })
      .where(inArray(liveConnections.id, connectionIds));
  }
  await db
    .delete(liveConnections)
    .where(lt(liveConnections.seenAt, sql`now() - make_interval(secs => ${STALE_SECONDS})`));
}

export async function isOnline(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: liveConnections.id })
    .from(liveConnections)
    .where(and(eq(liveConnections.userId, userId), gt(liveConnections.seenAt, fresh)))
    .limit(1);
  return Boolean(row);
}

/** GET /api/users/{id}/online-status; null for an unknown member. */
export async function onlineStatus(db: Db, userId: string): Promise<OnlineStatus | null> {
  const [row] = await db
    .select({
      lastSeenAt: users.lastSeenAt,
      showLastSeen: users.showLastSeen,
      isOnline: sql<boolean>`exists (select 1 from live_connections where user_id = ${userId} and seen_at > ${fresh})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    isOnline: row.isOnline,
    lastSeenAt: row.showLastSeen ? (row.lastSeenAt?.toISOString() ?? null) : null,
  };
}
