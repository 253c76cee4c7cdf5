import { AnnouncedCache, perContext } from "../../realtime/announced-cache";
import type { RealtimeHub } from "../../realtime/hub";
import type { LoadedSession } from "./sessions";

/**
 * How long a session read from the database is trusted without reading it again. Short, because an end
 * that was never announced (an operator's `npm run admin`, a session past its expiry) waits this long;
 * long enough that a page and the API calls of its render share one read.
 */
export const SESSION_CACHE_MS = 5_000;
/** Sessions kept at most: a flood of sign-ins evicts the oldest, never grows without bound. */
const MAX_SESSIONS = 20_000;

/**
 * Sessions of this instance's recent requests, by id. Every end or change of a session is announced to
 * every instance through the realtime hub (`announceSessionsEnded`), the same signal that closes live
 * sockets: it drops the sessions concerned here at once (realtime/announced-cache.ts).
 */
export class SessionCache {
  /** The cached session ids of each member, so that an announcement without ids finds them. */
  private readonly byMember = new Map<string, Set<string>>();
  private readonly cache: AnnouncedCache<LoadedSession | null>;

  constructor(realtime: RealtimeHub) {
    this.cache = new AnnouncedCache(realtime, {
      ttlMs: SESSION_CACHE_MS,
      maxEntries: MAX_SESSIONS,
      onKeep: (sid, session) => {
        const userId = session?.user?.id;
        if (userId) this.byMember.set(userId, (this.byMember.get(userId) ?? new Set()).add(sid));
      },
      onForget: (sid, session) => {
        const userId = session?.user?.id;
        const own = userId ? this.byMember.get(userId) : undefined;
        own?.delete(sid);
        if (own?.size === 0) this.byMember.delete(userId!);
      },
    });
    realtime.onSessionsEnded(({ userId, sessionIds }) => {
      this.cache.forget(sessionIds ?? [...(this.byMember.get(userId) ?? [])]);
    });
  }

  /** The session, from memory when recent; `fresh` reads the database (a write is authorized on it as it is now). */
  async read(sid: string, load: () => Promise<LoadedSession | null>, fresh = false) {
    return this.cache.read(sid, load, { fresh, keep: (session) => session !== null });
  }
}

/** The instance's session cache, listening to the hub from its first use on. */
export const sessionCacheOf = perContext((ctx: { realtime: RealtimeHub }) => new SessionCache(ctx.realtime));
