import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { contentGenerations } from "../db/schema";
import { CONTENT_AREAS, type ContentArea, SCHEDULED_AREAS } from "./public-routes";

/** The channel the generation trigger notifies on (migration response_cache_sql). */
export const GENERATION_CHANNEL = "content_generation";

/**
 * This instance's view of the per-area generations that the database raises on every write of public
 * content. Kept current by the trigger's notifications (every instance listens), by a re-read after each
 * write request this instance answers (so that its own writes show at once, before the notification
 * arrives) and after every reconnect of the listening connection (notifications in between are lost).
 */
export class Generations {
  private readonly current = new Map<ContentArea, number>();
  /** When an area's public set next changes by time alone (ms); 0 means "read it again". */
  private readonly nextScheduled = new Map<ContentArea, number>();
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** The site's zone: some areas change at its midnights (a notice's days left, its expiry). */
    private readonly timeZone: string,
  ) {
    for (const area of CONTENT_AREAS) {
      this.current.set(area, -1);
      this.nextScheduled.set(area, 0);
    }
  }

  async start() {
    this.stopListening = await this.database.listen(
      GENERATION_CHANNEL,
      (payload) => this.onNotification(payload),
      () => {
        this.reload().catch((error) => this.log.warn({ err: error }, "generation re-read failed"));
      },
    );
    await this.reload();
  }

  stop() {
    this.stopListening?.();
  }

  generationOf(area: ContentArea): number {
    return this.current.get(area) ?? -1;
  }

  /** Reads every area's generation from the database. */
  async reload() {
    const rows = await this.database.db.select().from(contentGenerations);
    for (const row of rows) this.advance(row.area as ContentArea, row.generation);
  }

  private onNotification(payload: string) {
    const separator = payload.lastIndexOf(":");
    const area = payload.slice(0, separator) as ContentArea;
    const generation = Number(payload.slice(separator + 1));
    if (this.current.has(area) && Number.isFinite(generation)) this.advance(area, generation);
  }

  private advance(area: ContentArea, generation: number) {
    const known = this.current.get(area);
    if (known === undefined || generation <= known) return;
    this.current.set(area, generation);
    // A write may have scheduled (or published) an item: the next moment is read again when needed.
    this.nextScheduled.set(area, 0);
  }

  /**
   * The generations of `areas` before an answer is computed from them, and the moment until which that
   * answer may be kept (the next scheduled publication in one of them, or `maxAgeMs`).
   */
  async snapshot(
    areas: readonly ContentArea[],
    maxAgeMs: number,
  ): Promise<{ generations: number[]; expiresAt: number }> {
    const now = Date.now();
    let expiresAt = now + maxAgeMs;
    const generations = areas.map((area) => this.generationOf(area));
    for (const area of areas) {
      const scheduled = SCHEDULED_AREAS[area];
      if (!scheduled) continue;
      let next = this.nextScheduled.get(area) ?? 0;
      if (next <= now) {
        const generation = this.generationOf(area);
        const at = await scheduled(this.database.db, new Date(now), this.timeZone);
        next = at ? at.getTime() : Number.POSITIVE_INFINITY;
        // Only remembered if no write came in meanwhile (that write may have changed the schedule).
        if (this.generationOf(area) === generation) this.nextScheduled.set(area, next);
      }
      expiresAt = Math.min(expiresAt, next);
    }
    return { generations, expiresAt };
  }

  /** Whether answers computed at `generations` of `areas` are still current. */
  isCurrent(areas: readonly ContentArea[], generations: readonly number[]): boolean {
    for (let index = 0; index < areas.length; index += 1) {
      if (this.current.get(areas[index]!) !== generations[index]) return false;
    }
    return true;
  }
}
