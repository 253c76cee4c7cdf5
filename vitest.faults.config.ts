import { defineConfig } from "vitest/config";

/**
 * `npm run test:faults`: the portal as real processes under faults (crashes, outages, shutdown). Not part
 * of `npm test`: it needs the production build, PostgreSQL on 127.0.0.1:5432 and the PostgreSQL and Redis
 * server binaries for private instances of its own.
 */
export default defineConfig({
  test: {
    include: ["faults/**/*.test.ts"],
    environment: "node",
    globalSetup: ["faults/build.ts"],
    // One file at a time: each starts several servers, and the machine has two cores.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
