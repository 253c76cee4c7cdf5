import type { FastifyBaseLogger } from "fastify";

/** How often the cached answers sent before Fastify are summed up in the log. */
export const HIT_SUMMARY_MS = 10_000;
/** Addresses counted one by one in a summary; the rest are counted together. */
const MAX_ADDRESSES = 200;
const OTHERS = "(weitere Adressen)";

interface Count {
  method: string;
  url: string;
  status: number;
  count: number;
  maxMs: number;
}

/**
 * The log of the response cache's hits sent before Fastify (issue 24): one line per address and status
 * every HIT_SUMMARY_MS, with the count and the slowest answer, instead of a line per hit, which cost
 * about a tenth of the hits' throughput. Such a hit is always a 200 or 304 for a GET or HEAD of public
 * content; every other request (writes, errors, what Fastify answers) still has its own line.
 */
export class HitSummary {
  private readonly counts = new Map<string, Count>();
  private since = Date.now();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly log: () => FastifyBaseLogger | undefined) {}

  record(method: string, url: string, status: number, ms: number): void {
    let key = `${status} ${method} ${url}`;
    let count = this.counts.get(key);
    if (!count && this.counts.size >= MAX_ADDRESSES) {
      key = `${status} ${method} ${OTHERS}`;
      count = this.counts.get(key);
      url = OTHERS;
    }
    if (!count) {
      count = { method, url, status, count: 0, maxMs: 0 };
      this.counts.set(key, count);
    }
    count.count += 1;
    if (ms > count.maxMs) count.maxMs = ms;
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), HIT_SUMMARY_MS);
      this.timer.unref();
    }
  }

  /** Writes what was counted since the last line (also when the server closes). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const log = this.log();
    if (this.counts.size > 0 && log) {
      const hits = [...this.counts.values()].map((count) => ({ ...count, maxMs: Math.round(count.maxMs) }));
      log.info(
        { cache: "front", seconds: Math.round((Date.now() - this.since) / 1000), hits },
        "cached requests",
      );
    }
    this.counts.clear();
    this.since = Date.now();
  }
}
