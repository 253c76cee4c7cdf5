import { describe, expect, it } from "vitest";
import { isoDay } from "../../../shared/common/dates";
import {
  eventsByDay,
  longDate,
  monthGrid,
  monthShort,
  monthTitle,
  shiftMonth,
  stripDays,
  stripMonths,
  timeRange,
  weekdayShort,
} from "./calendar";

const event = (id: string, eventDate: string) => ({
  id,
  slug: id,
  title: id,
  eventDate,
  startTime: null,
  endTime: null,
  location: null,
  organizer: null,
  description: null,
  contactEmail: null,
  contactPhone: null,
  imageUrl: null,
  cancelled: false,
  recurring: false,
});

describe("event calendar arithmetic", () => {
  it("lays a month out in 42 days from the Monday on or before the 1st", () => {
    const february = monthGrid({ year: 2026, month: 2 }); // 1 February 2026 is a Sunday
    expect(february).toHaveLength(42);
    expect(isoDay(february[0]!)).toBe("2026-01-26");
    expect(isoDay(february[6]!)).toBe("2026-02-01");
    expect(isoDay(february[41]!)).toBe("2026-03-08");

    const june = monthGrid({ year: 2026, month: 6 }); // 1 June 2026 is a Monday
    expect(isoDay(june[0]!)).toBe("2026-06-01");
  });

  it("moves months across the turn of the year", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it("shows five strip days from the offset, which stays between 0 and 25", () => {
    const today = { year: 2026, month: 11, day: 21 };
    expect(stripDays(today, 0).map(isoDay)).toEqual([
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
    expect(isoDay(stripDays(today, 25)[4]!)).toBe("2026-12-20");
    expect(stripDays(today, 40)).toEqual(stripDays(today, 25));
    expect(stripDays(today, -3)).toEqual(stripDays(today, 0));
  });

  it("knows which months the 30 strip days touch", () => {
    expect(stripMonths({ year: 2026, month: 11, day: 1 })).toEqual([{ year: 2026, month: 11 }]);
    expect(stripMonths({ year: 2026, month: 11, day: 21 })).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ]);
    expect(stripMonths({ year: 2027, month: 1, day: 31 })).toEqual([
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
      { year: 2027, month: 3 },
    ]);
  });

  it("files events under their day in the site's zone", () => {
    const byDay = eventsByDay(
      [event("spät", "2027-01-31T22:30:00.000Z"), event("nach Mitternacht", "2027-01-31T23:30:00.000Z")],
      "Europe/Zurich",
    );
    expect(byDay.get("2027-01-31")?.map((item) => item.id)).toEqual(["spät"]);
    expect(byDay.get("2027-02-01")?.map((item) => item.id)).toEqual(["nach Mitternacht"]);
  });

  it("writes days and times in German", () => {
    const day = { year: 2026, month: 11, day: 20 };
    expect(longDate(day)).toBe("Freitag, 20. November 2026");
    expect(weekdayShort(day)).toBe("Fr");
    expect(monthShort(day)).toBe("Nov.");
    expect(monthShort({ year: 2026, month: 3, day: 1 })).toBe("März");
    expect(monthTitle({ year: 2026, month: 3 })).toBe("März 2026");
    expect(timeRange({ startTime: "14:00", endTime: "17:00" })).toBe("14:00 bis 17:00");
    expect(timeRange({ startTime: "14:00", endTime: null })).toBe("14:00");
    expect(timeRange({ startTime: null, endTime: null })).toBeNull();
  });
});
