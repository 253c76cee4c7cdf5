import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RemoteTyping, TypingNotifier } from "./typing";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("typing (spec portal-members §4, §9)", () => {
  it("starts once per burst and stops after 1.5 s without typing", () => {
    const signals: string[] = [];
    const notifier = new TypingNotifier((type) => signals.push(type));
    notifier.input("H");
    notifier.input("Ha");
    vi.advanceTimersByTime(1499);
    notifier.input("Hal");
    vi.advanceTimersByTime(1499);
    expect(signals).toEqual(["typing_start"]);
    vi.advanceTimersByTime(1);
    expect(signals).toEqual(["typing_start", "typing_stop"]);
  });

  it("stops when the input is emptied and when sending", () => {
    const signals: string[] = [];
    const notifier = new TypingNotifier((type) => signals.push(type));
    notifier.input("Hallo");
    notifier.input("");
    notifier.input("Neu");
    notifier.stop();
    notifier.stop();
    expect(signals).toEqual(["typing_start", "typing_stop", "typing_start", "typing_stop"]);
  });

  it("shows the partner's typing until their stop or for 3 s after their last start", () => {
    const shown: boolean[] = [];
    const remote = new RemoteTyping((typing) => shown.push(typing));
    remote.event("typing_start");
    vi.advanceTimersByTime(2999);
    expect(shown).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([true, false]);
    remote.event("typing_start");
    remote.event("typing_stop");
    expect(shown).toEqual([true, false, true, false]);
  });
});
