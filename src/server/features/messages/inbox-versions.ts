import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { messageVersions } from "../../db/schema";
import { AnnouncedCache, perContext } from "../../realtime/announced-cache";
import type { RealtimeHub } from "../../realtime/hub";

/** What the inbox versions need of the app context. */
interface InboxContext {
  db: Db;
  realtime: RealtimeHub;
}

/** How long a member's inbox version read from the database is trusted without an announcement. */
export const INBOX_VERSION_MS = 5_000;
const MAX_MEMBERS = 20_000;
/** Announced to every instance after a member's inbox changed (a message sent or read). */
const INBOX_CHANGED = "inbox-changed";

/**
 * The version of each member's inbox (the ETag of GET /api/messages), kept in memory for a few seconds so
 * that an unchanged poll is answered 304 without a query (issue 24). Every change is announced through the
 * realtime hub after its transaction and forgets the members concerned on every instance
 * (realtime/announced-cache.ts).
 */
export class InboxVersions {
  private readonly cache: AnnouncedCache<number>;

  constructor(private readonly ctx: InboxContext) {
    this.cache = new AnnouncedCache(ctx.realtime, { ttlMs: INBOX_VERSION_MS, maxEntries: MAX_MEMBERS });
    ctx.realtime.onAnnouncement(INBOX_CHANGED, (userIds) => this.forget(userIds as string[]));
  }

  forget(userIds: string[]): void {
    this.cache.forget(userIds);
  }

  of(userId: string): Promise<number> {
    return this.cache.read(userId, () => inboxVersion(this.ctx.db, userId));
  }
}

export const inboxVersionsOf = perContext((ctx: InboxContext) => new InboxVersions(ctx));

/** Called after every committed change of these members' inboxes: every instance reads them again. */
export async function inboxChanged(ctx: InboxContext, userIds: string[]): Promise<void> {
  const members = [...new Set(userIds)];
  // This instance forgets at once; the announcement reaches the others (and this one again).
  inboxVersionsOf(ctx).forget(members);
  await ctx.realtime.announce(INBOX_CHANGED, members);
}

/** The ETag basis of GET /api/messages: one primary-key read, no look at the message table. */
async function inboxVersion(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ version: messageVersions.version })
    .from(messageVersions)
    .where(eq(messageVersions.userId, userId));
  return row?.version ?? 0;
}
