import { describe, expect, it } from "vitest";
import { DeliveryRuns } from "./outbox-delivery";

/** A run that ends when the test says so, recording the moment it delivered as of. */
function heldRun(delivered: string[], moment: string) {
  let end: (sent: number) => void = () => {};
  const deliver = () => {
    delivered.push(moment);
    return new Promise<number>((resolve) => {
      end = resolve;
    });
  };
  return { deliver, end: (sent: number) => end(sent) };
}

describe("delivery runs", () => {
  it("run one at a time; callers during a run share the next one", async () => {
    const runs = new DeliveryRuns();
    const delivered: string[] = [];
    const first = heldRun(delivered, "first");
    const running = runs.run(first.deliver);
    const waiting = [
      runs.run(async () => delivered.push("second")),
      runs.run(async () => delivered.push("third")),
    ];
    expect(delivered).toEqual(["first"]);
    first.end(1);
    expect(await running).toBe(1);
    await Promise.all(waiting);
    expect(delivered).toEqual(["first", "second"]);
  });

  it("give a caller that delivers as of another moment a next run of its own, at that moment", async () => {
    const runs = new DeliveryRuns();
    const delivered: string[] = [];
    const first = heldRun(delivered, "now");
    const running = runs.run(first.deliver);
    const present = runs.run(async () => delivered.push("now"));
    const morning = runs.run(async () => delivered.push("morning"), "2026-12-04T06:01:00.000Z");
    // Nothing else starts while the first run is under way.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(delivered).toEqual(["now"]);
    first.end(0);
    await Promise.all([running, present, morning]);
    expect(delivered).toEqual(["now", "now", "morning"]);
  });
});
