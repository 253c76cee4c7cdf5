import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    // Some tests start an app of their own (a fresh PGlite, all migrations): on two busy cores that alone
    // can take half a minute.
    testTimeout: 60_000,
    // Members are signed up in beforeAll, and each costs OWASP-strength scrypt hashes.
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry and the machine has two cores.
    maxWorkers: 2,
  },
});
