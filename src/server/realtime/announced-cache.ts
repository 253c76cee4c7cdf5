import type { RealtimeHub } from "./hub";

interface Kept<V> {
  value: V;
  until: number;
}

/**
 * What an instance may remember for a few seconds because every change of it is announced to every
 * instance through the realtime hub (over Redis when there are several): sessions, inbox versions. An
 * announcement forgets the keys it names; a read that was under way while one arrived may hold the state
 * from before it, so it is not kept; while the hub cannot reach the other instances nothing is trusted.
 * Bounded: past `maxEntries` the oldest go first.
 */
export class AnnouncedCache<V> {
  private readonly entries = new Map<string, Kept<V>>();
  private announced = 0;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      /** Called for every entry kept and every entry that leaves: an index kept beside the cache follows. */
      onKeep?: (key: string, value: V) => void;
      onForget?: (key: string, value: V) => void;
    },
  ) {}

  /** An announcement arrived: these keys are read again, and reads under way are not kept. */
  forget(keys: Iterable<string>): void {
    this.announced += 1;
    for (const key of keys) this.remove(key);
  }

  /**
   * The value, from memory when read less than `ttlMs` ago and nothing was announced since; `fresh`
   * reads in any case. `keep` says whether a loaded value may be remembered.
   */
  async read(
    key: string,
    load: () => Promise<V>,
    options: { fresh?: boolean; keep?: (value: V) => boolean } = {},
  ): Promise<V> {
    const kept = this.entries.get(key);
    if (!options.fresh && kept && kept.until > Date.now() && this.hub.live) return kept.value;
    const announced = this.announced;
    const value = await load();
    this.remove(key);
    if (announced === this.announced && (options.keep?.(value) ?? true)) {
      this.entries.set(key, { value, until: Date.now() + this.options.ttlMs });
      this.options.onKeep?.(key, value);
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= this.options.maxEntries) break;
        this.remove(oldest);
      }
    }
    return value;
  }

  private remove(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.options.onForget?.(key, kept.value);
  }
}

/** One cache per app context (and so per instance), made on first use. */
export function perContext<C extends object, T>(make: (ctx: C) => T): (ctx: C) => T {
  const made = new WeakMap<C, T>();
  return (ctx) => {
    let value = made.get(ctx);
    if (value === undefined) {
      value = make(ctx);
      made.set(ctx, value);
    }
    return value;
  };
}
