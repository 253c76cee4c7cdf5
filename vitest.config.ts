import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    testTimeout: 30_000,
    // Members are signed up in beforeAll, and each costs OWASP-strength scrypt hashes.
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry and the machine has two cores.
    maxWorkers: 2,
  },
});
