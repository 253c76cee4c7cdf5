import { randomBytes } from "node:crypto";
import type { Env } from "../config";
import { loadConfig } from "../config";
import { createScratchDatabase } from "../db/scratch";
import { createTestApp, type TestApp } from "./app";
import { sharedByTheTests } from "./shared-by-tests";

const REDIS_URL = "redis://127.0.0.1:6379";
const POSTGRES_URL = loadConfig().databaseUrl ?? "postgres://postgres@127.0.0.1:5432/test";

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
  const database = await createScratchDatabase(POSTGRES_URL, "dorf_test");
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
