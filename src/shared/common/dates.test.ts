import { describe, expect, it } from "vitest";
import { formatClockTime, formatLongDate, formatLongDateTime, formatRelativeDay } from "./dates";

/** The formatters are built once per kind and zone (issue 24): each zone must still get its own. */
describe("German dates", () => {
  const moment = "2026-11-21T23:30:00Z";

  it("format in the zone asked for, whichever zone asked first", () => {
    expect(formatLongDate(moment, "Europe/Zurich")).toBe("22. November 2026");
    expect(formatLongDate(moment, "UTC")).toBe("21. November 2026");
    expect(formatLongDate(moment, "Europe/Zurich")).toBe("22. November 2026");
    expect(formatClockTime(moment, "Europe/Zurich")).toBe("00:30");
    expect(formatClockTime(moment, "UTC")).toBe("23:30");
    expect(formatLongDateTime(moment, "UTC")).toBe("21. November 2026 um 23:30");
  });

  it("name a tile's day, with the year only when it is not this year's", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(formatRelativeDay("2026-11-25T08:00:00Z", now, "Europe/Zurich")).toBe("heute");
    expect(formatRelativeDay("2026-11-24T08:00:00Z", now, "Europe/Zurich")).toBe("gestern");
    expect(formatRelativeDay("2026-11-02T08:00:00Z", now, "Europe/Zurich")).toBe("2. November");
    expect(formatRelativeDay("2025-11-02T08:00:00Z", now, "Europe/Zurich")).toBe("2. November 2025");
  });
});
