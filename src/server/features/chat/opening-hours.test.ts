import { describe, expect, it } from "vitest";
import { businessesSection, openAtAsked } from "./business-answers";
import type { BusinessFact } from "./retrieval";
import type { AskedTime } from "./when";

const business = (openingHours: BusinessFact["openingHours"]): BusinessFact => ({
  id: 1,
  name: "Testladen",
  category: "Laden",
  description: null,
  address: null,
  openingHours,
});
const at = (hour: number, minute = 0): AskedTime => ({ days: [], label: "", atMinute: hour * 60 + minute });
const evening: AskedTime = { days: [], label: "", between: [18 * 60, 24 * 60] };
const MONDAY = 0;
const TUESDAY = 1;

describe("the assistant's reading of opening hours", () => {
  it("counts split hours as open at both ends and closed over lunch", () => {
    const split = business({ monday: "08:00-12:00, 13:30-18:30" });
    expect(openAtAsked(split, MONDAY, at(8))).toBe(true);
    expect(openAtAsked(split, MONDAY, at(12))).toBe(true);
    expect(openAtAsked(split, MONDAY, at(12, 30))).toBe(false);
    expect(openAtAsked(split, MONDAY, at(18, 30))).toBe(true);
    expect(openAtAsked(split, MONDAY, at(18, 31))).toBe(false);
  });

  it("reads '24h' as always and 'Geschlossen', a missing day or a malformed value as never", () => {
    expect(openAtAsked(business({ monday: "24h" }), MONDAY, at(3))).toBe(true);
    expect(openAtAsked(business({ monday: "Geschlossen" }), MONDAY, at(10))).toBe(false);
    expect(openAtAsked(business({}), MONDAY, at(10))).toBe(false);
    expect(openAtAsked(business({ monday: "ab 8 Uhr" }), MONDAY, at(10))).toBe(false);
  });

  it("keeps a range that ends at midnight or after it open late, and into the next day's early hours", () => {
    const late = business({ monday: "10:00-00:00", tuesday: "Geschlossen" });
    expect(openAtAsked(late, MONDAY, at(23, 30))).toBe(true);
    const night = business({ monday: "18:00-02:00", tuesday: "Geschlossen" });
    expect(openAtAsked(night, MONDAY, at(23))).toBe(true);
    expect(openAtAsked(night, TUESDAY, at(1, 30))).toBe(true);
    expect(openAtAsked(night, TUESDAY, at(2, 30))).toBe(false);
    expect(openAtAsked(night, MONDAY, evening)).toBe(true);
  });

  it("says 'now' by the municipality's wall clock, also on the days the clocks change", () => {
    const bakery = business({ sunday: "07:00-12:00" });
    const zone = "Europe/Zurich";
    // 2027-03-28 (summer time from 02:00): 06:30 UTC is 08:30 in Suhr; 2026-10-25 (winter time): 10:30 UTC is 11:30.
    expect(businessesSection([bakery], null, new Date("2027-03-28T06:30:00Z"), zone)).toContain(
      "jetzt geöffnet",
    );
    expect(businessesSection([bakery], null, new Date("2026-10-25T10:30:00Z"), zone)).toContain(
      "jetzt geöffnet",
    );
    expect(businessesSection([bakery], null, new Date("2026-10-25T11:30:00Z"), zone)).toContain(
      "jetzt geschlossen",
    );
  });
});
