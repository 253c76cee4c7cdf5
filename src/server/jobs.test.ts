import { describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "./test/app";

const MINUTE = 60_000;

/** The delays of the intervals set while `start` ran. */
async function intervalsSetDuring(start: () => Promise<TestApp>) {
  const setInterval = vi.spyOn(globalThis, "setInterval");
  try {
    const portal = await start();
    await portal.close();
    return setInterval.mock.calls.map(([, delay]) => delay);
  } finally {
    setInterval.mockRestore();
  }
}

describe("the minute's background runs", () => {
  it("run every minute in a portal, and not in a test's portal, which runs them by hand", async () => {
    const running = await intervalsSetDuring(() => createTestApp({}, { everyMinute: true }));
    expect(running.filter((delay) => delay === MINUTE)).toHaveLength(2);
    const testPortal = await intervalsSetDuring(() => createTestApp());
    expect(testPortal).not.toContain(MINUTE);
  });
});
