import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CONTENT_AREAS, type ContentArea } from "../cache/public-routes";
import { contentGenerations } from "../db/schema";

/**
 * The check that no write path of public content forgets its generation, run by every test app: each
 * request's statements are watched (Drizzle's logger, attributed to the request through
 * AsyncLocalStorage), and when a request that wrote a table of public content is answered without an
 * error, that area's generation must have moved since the request began. So every route the test suite
 * exercises is walked, whatever service function or helper it writes through; a violation fails the
 * test file when its app is closed.
 */

interface RequestWrites {
  before: Map<string, number>;
  written: Set<ContentArea>;
}

const AREAS = new Set<string>(CONTENT_AREAS);
/** The table a data-changing statement writes (Drizzle quotes names; raw SQL may not). */
const WRITE_PATTERN = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;

export function writtenAreas(statement: string): ContentArea[] {
  return [...statement.matchAll(WRITE_PATTERN)]
    .map((match) => match[1]!.toLowerCase())
    .filter((table): table is ContentArea => AREAS.has(table));
}

export class GenerationWatch {
  /** Every area some request of this app wrote (so a test can see the watch is not blind). */
  readonly seen = new Set<ContentArea>();
  readonly violations: string[] = [];
  private readonly storage = new AsyncLocalStorage<RequestWrites>();
  private readonly writes = new WeakMap<FastifyRequest, RequestWrites>();

  /** Every statement the app sent, for tests that count what a path costs the database. */
  queryCount = 0;

  /** The statements the app sent while `run` ran (0 for an answer from the response cache). */
  async queriesDuring(run: () => Promise<unknown>): Promise<number> {
    const before = this.queryCount;
    await run();
    return this.queryCount - before;
  }

  readonly logger: Logger = {
    logQuery: (query) => {
      this.queryCount += 1;
      const writes = this.storage.getStore();
      if (!writes) return;
      for (const area of writtenAreas(query)) writes.written.add(area);
    },
  };

  /** Hooks the watch into an app that is not ready yet. */
  attach(app: FastifyInstance) {
    const generations = async () =>
      new Map(
        (await app.ctx.db.select().from(contentGenerations)).map(
          (row) => [row.area, row.generation] as const,
        ),
      );
    app.addHook("onRequest", (request, _reply, done) => {
      generations().then(
        (before) => {
          const writes: RequestWrites = { before, written: new Set() };
          this.writes.set(request, writes);
          // The rest of the request (hooks, handler, services) runs with these writes as its store.
          this.storage.run(writes, done);
        },
        (error: Error) => done(error),
      );
    });
    app.addHook("onSend", async (request, reply) => {
      const writes = this.writes.get(request);
      if (!writes || writes.written.size === 0 || reply.statusCode >= 400) return;
      const after = await generations();
      for (const area of writes.written) {
        this.seen.add(area);
        const was = writes.before.get(area) ?? -1;
        if ((after.get(area) ?? -1) <= was) {
          this.violations.push(
            `${request.method} ${request.url} wrote ${area}, but its generation stayed at ${was}`,
          );
        }
      }
    });
  }
}
