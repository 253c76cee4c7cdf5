import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, toast } from "./use-toast";

describe("toasts (spec portal-public §9)", () => {
  afterEach(() => vi.useRealTimers());

  it("shows one at a time for 5000 ms and removes a dismissed one after 1,000,000 ms", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    vi.useFakeTimers();
    toast({ title: "Eins" });
    const second = toast({ title: "Zwei" });
    expect(getToasts().map((item) => item.title)).toEqual(["Zwei"]);

    dismissToast(second.id);
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
