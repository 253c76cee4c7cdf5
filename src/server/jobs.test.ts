import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp } from "./test/app";

const MINUTE = 60_000;

/** The delays of the intervals set while `start` ran. */
async function intervalsSetDuring(start: () => Promise<{ close(): Promise<void> }>) {
  const setInterval = vi.spyOn(globalThis, "setInterval");
  const portal = await start();
  const delays = setInterval.mock.calls.map(([, delay]) => delay);
  setInterval.mockRestore();
  await portal.close();
  return delays;
}

describe("the minute's background runs", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("run every minute in a portal, and not in a test's portal, which runs them by hand", async () => {
    const running = await intervalsSetDuring(() =>
      createTestApp({}, { everyMinute: true }).then((t) => ({ close: () => t.close() })),
    );
    expect(running.filter((delay) => delay === MINUTE)).toHaveLength(2);
    const testPortal = await intervalsSetDuring(() => createTestApp());
    expect(testPortal).not.toContain(MINUTE);
  });
});
