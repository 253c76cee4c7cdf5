import { randomBytes } from "node:crypto";
import type { Env } from "../config";
import { loadConfig } from "../config";
import { createScratchDatabase } from "../db/scratch";
import { createTestApp, type TestApp } from "./app";
import { sharedByTheTests } from "./shared-by-tests";

const REDIS_URL = "redis://127.0.0.1:6379";
/** The PostgreSQL server of DATABASE_URL (CI), else the local one: the tests of PostgreSQL itself run on either. */
export const POSTGRES_URL = loadConfig().databaseUrl ?? "postgres://postgres@127.0.0.1:5432/test";

/** An empty database of its own on the PostgreSQL server, for tests of what PGlite cannot show. */
function scratchPostgres() {
  return createScratchDatabase(POSTGRES_URL, "dorf_test");
}

/**
 * What `build` makes on a scratch PostgreSQL database (its env names the database), shared by the tests of
 * a file or a describe block; `databaseUrl` reaches the same database, for a connection of a test's own.
 */
export function sharedOnPostgres<T extends { t: TestApp }>(
  build: (env: Env) => Promise<T>,
): T & { databaseUrl: string } {
  return sharedByTheTests(
    async () => {
      const database = await scratchPostgres();
      try {
        return {
          ...(await build({ DATABASE_URL: database.url })),
          databaseUrl: database.url,
          drop: database.drop,
        };
      } catch (error) {
        await database.drop();
        throw error;
      }
    },
    async (s) => {
      try {
        await s.t.close();
      } finally {
        await s.drop();
      }
    },
  );
}

export interface TwoInstances {
  first: TestApp;
  second: TestApp;
  close(): Promise<void>;
}

/**
 * Two instances behind a load balancer: one scratch PostgreSQL database, one Redis, a channel and
 * counters of this run alone (other test runs share the Redis server). Resolves once events cross.
 */
export async function twoInstances(env: Env = {}): Promise<TwoInstances> {
  const database = await scratchPostgres();
  const shared = {
    REDIS_URL,
    REDIS_PREFIX: `test-${randomBytes(6).toString("hex")}`,
    DATABASE_URL: database.url,
    ...env,
  };
  const first = await createTestApp(shared);
  const second = await createTestApp(shared);
  await Promise.all([first.app.ctx.realtime.whenLive(), second.app.ctx.realtime.whenLive()]);
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await database.drop();
    },
  };
}

/**
 * Two instances that the tests of a file share, with what `setUp` prepares on them (members, listening
 * addresses): `s.first`, `s.second` and the properties setUp answers.
 */
export function sharedTwoInstances<T extends object>(
  setUp: (instances: TwoInstances) => Promise<T>,
  env: Env = {},
): TwoInstances & T {
  return sharedByTheTests(
    async () => {
      const instances = await twoInstances(env);
      try {
        return { ...instances, ...(await setUp(instances)) };
      } catch (error) {
        await instances.close();
        throw error;
      }
    },
    (s) => s.close(),
  );
}
