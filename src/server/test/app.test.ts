import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createScratchDatabase } from "../db/scratch";
import { createTestApp } from "./app";
import { POSTGRES_URL } from "./instances";

vi.mock("../db/scratch", async (importOriginal) => {
  const scratch = await importOriginal<typeof import("../db/scratch")>();
  return { createScratchDatabase: vi.fn(scratch.createScratchDatabase) };
});

/** createTestApp under DATABASE_URL (as in CI): a scratch database for each portal, and only for those that use one. */
describe("the test portal's database on PostgreSQL", () => {
  beforeEach(() => {
    vi.stubEnv("DATABASE_URL", POSTGRES_URL);
    vi.mocked(createScratchDatabase).mockClear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is a scratch database of its own when the test names none", async () => {
    const t = await createTestApp();
    await t.close();
    expect(createScratchDatabase).toHaveBeenCalledTimes(1);
  });

  it("is the one the test names, with no scratch database made beside it", async () => {
    const named = await createScratchDatabase(POSTGRES_URL, "dorf_test");
    try {
      const t = await createTestApp({ DATABASE_URL: named.url });
      await t.close();
    } finally {
      await named.drop();
    }
    expect(createScratchDatabase).toHaveBeenCalledTimes(1);
  });
});
