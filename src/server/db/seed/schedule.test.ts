import { describe, expect, it } from "vitest";
import { isoDay } from "../../../shared/common/dates";
import { scheduledDays } from "./schedule";

const monday23November2026 = { year: 2026, month: 11, day: 23 };
const days = (...args: Parameters<typeof scheduledDays>) => scheduledDays(...args).map(isoDay);

describe("when a demo event takes place", () => {
  it("repeats a weekly event on its weekday through the whole agenda", () => {
    expect(days({ weekly: "saturday" }, monday23November2026)).toEqual([
      "2026-11-28",
      "2026-12-05",
      "2026-12-12",
      "2026-12-19",
      "2026-12-26",
      "2027-01-02",
      "2027-01-09",
      "2027-01-16",
    ]);
  });

  it("puts a monthly event on the n-th weekday of each month", () => {
    expect(days({ monthly: "saturday", nth: 2 }, monday23November2026)).toEqual(["2026-12-12", "2027-01-09"]);
  });

  it("dates a yearly event on its day, or the first given weekday from it, and across the new year", () => {
    expect(days({ yearly: { month: 12, day: 31 } }, monday23November2026)).toEqual(["2026-12-31"]);
    // The Saturday before the first Advent.
    expect(days({ yearly: { month: 11, day: 26 }, onOrAfter: "saturday" }, monday23November2026)).toEqual([
      "2026-11-28",
    ]);
    expect(days({ yearly: { month: 1, day: 2 }, onOrAfter: "sunday" }, monday23November2026)).toEqual([
      "2027-01-03",
    ]);
  });

  it("leaves out a yearly event that does not fall into the agenda", () => {
    expect(days({ yearly: { month: 11, day: 6 }, onOrAfter: "friday" }, monday23November2026)).toEqual([]);
    expect(days({ yearly: { month: 12, day: 31 } }, { year: 2026, month: 6, day: 1 })).toEqual([]);
  });

  it("dates a one-off event some days from the seed day", () => {
    expect(days({ once: 11 }, monday23November2026)).toEqual(["2026-12-04"]);
  });
});
