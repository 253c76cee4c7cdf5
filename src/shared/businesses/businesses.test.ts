import { describe, expect, it } from "vitest";
import { seedBusinesses } from "../../server/db/seed/content";
import {
  type Business,
  isOpenAt,
  matchesBusinessSearch,
  type OpeningHours,
  openingHoursSchema,
  parseDayHours,
  weekdayOf,
} from "./businesses";

const ZONE = "Europe/Zurich";

const week = (value: string, overrides: Partial<OpeningHours> = {}): OpeningHours => ({
  monday: value,
  tuesday: value,
  wednesday: value,
  thursday: value,
  friday: value,
  saturday: value,
  sunday: value,
  ...overrides,
});

/** A wall-clock moment in Zurich, given with its UTC offset on that day. */
const at = (local: string, offset: "+01:00" | "+02:00") => new Date(`${local}:00${offset}`);

describe("open or closed (spec §4), on the Zurich wall clock", () => {
  /** Moments asked of one week of hours: [case name, moment, open?]. */
  const given = (hours: OpeningHours, moments: Array<[string, Date, boolean]>) =>
    moments.map(([name, now, open]): [string, OpeningHours, Date, boolean] => [name, hours, now, open]);

  // 2026-11-23 is a Monday (winter time, +01:00).
  const cases = [
    ...given(week("Geschlossen"), [["closed all day", at("2026-11-23T12:00", "+01:00"), false]]),
    ...given(week("24h"), [
      ["open around the clock", at("2026-11-23T03:17", "+01:00"), true],
      ["24h includes the last minute", at("2026-11-23T23:59", "+01:00"), true],
    ]),
    ...given(week("08:00-18:30"), [
      ["inside a range", at("2026-11-23T12:00", "+01:00"), true],
      ["first minute (inclusive)", at("2026-11-23T08:00", "+01:00"), true],
      ["minute before opening", at("2026-11-23T07:59", "+01:00"), false],
      ["last minute (inclusive)", at("2026-11-23T18:30", "+01:00"), true],
      ["minute after closing", at("2026-11-23T18:31", "+01:00"), false],
    ]),
    ...given(week("08:00-12:00, 13:30-18:30"), [
      ["split range, morning", at("2026-11-23T11:59", "+01:00"), true],
      ["split range, lunch break", at("2026-11-23T12:01", "+01:00"), false],
      ["split range, afternoon start", at("2026-11-23T13:30", "+01:00"), true],
    ]),
    ...given(week("18:00-02:00"), [
      ["past midnight, evening", at("2026-11-23T23:00", "+01:00"), true],
      ["past midnight, early morning", at("2026-11-24T01:59", "+01:00"), true],
      ["past midnight, last minute", at("2026-11-24T02:00", "+01:00"), true],
      ["past midnight, after close", at("2026-11-24T02:01", "+01:00"), false],
      ["past midnight, afternoon", at("2026-11-24T15:00", "+01:00"), false],
    ]),
    ...given(week("Geschlossen", { monday: "20:00-03:00" }), [
      ["spill-over into a closed day", at("2026-11-24T02:30", "+01:00"), true],
    ]),
    ...given(week("18:00-02:00", { monday: "Geschlossen" }), [
      ["no spill-over from a closed day", at("2026-11-24T01:00", "+01:00"), false],
    ]),
    ...given(week("Geschlossen", { tuesday: "08:00-18:00" }), [
      ["other day's hours do not count", at("2026-11-23T12:00", "+01:00"), false],
    ]),
    // Sunday 29 March 2026: clocks jump from 02:00 to 03:00 (+01:00 → +02:00).
    ...given(week("Geschlossen", { sunday: "03:00-04:00" }), [
      ["spring change day, after the jump", at("2026-03-29T03:00", "+02:00"), true],
      ["spring change day, before", at("2026-03-29T01:59", "+01:00"), false],
    ]),
    ...given(week("Geschlossen", { sunday: "10:00-11:00" }), [
      ["spring change day, UTC would mislead", new Date("2026-03-29T09:30:00Z"), false],
      ["spring change day, local 11:00", new Date("2026-03-29T09:00:00Z"), true],
    ]),
    // Sunday 25 October 2026: clocks fall back from 03:00 to 02:00 (+02:00 → +01:00).
    ...given(week("Geschlossen", { sunday: "02:00-02:59" }), [
      ["autumn change day, first 02:30", at("2026-10-25T02:30", "+02:00"), true],
      ["autumn change day, second 02:30", at("2026-10-25T02:30", "+01:00"), true],
      ["autumn change day, after", at("2026-10-25T03:00", "+01:00"), false],
    ]),
    ...given(week("morgens"), [["malformed never counts as open", at("2026-11-23T09:00", "+01:00"), false]]),
  ];

  it.each(cases)("%s", (_name, hours, now, open) => {
    expect(isOpenAt(hours, now, ZONE)).toBe(open);
  });

  it("knows the weekday in Zurich, not in UTC", () => {
    expect(weekdayOf(new Date("2026-11-22T23:30:00Z"), ZONE)).toBe("monday");
    expect(weekdayOf(new Date("2026-11-22T22:30:00Z"), ZONE)).toBe("sunday");
  });
});

describe("opening-hours values", () => {
  it.each(["Geschlossen", "24h", "08:00-12:00", "08:00-12:00, 13:30-18:30", "18:00-02:00"])(
    "accepts '%s'",
    (value) => {
      expect(parseDayHours(value)).not.toBeNull();
    },
  );

  it.each([
    "",
    "geschlossen",
    "8-12",
    "08:00",
    "08:00-25:00",
    "08:60-09:00",
    "10:00-10:00",
    "08:00-12:00,",
    "08:00-12:00-13:00",
  ])("refuses '%s'", (value) => {
    expect(parseDayHours(value)).toBeNull();
  });

  it("refuses a week with a malformed day with a German message naming the day", () => {
    const result = openingHoursSchema.safeParse(week("08:00-18:00", { wednesday: "ab 8 Uhr" }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain("Mittwoch");
  });

  it("accepts every demo business's hours", () => {
    for (const business of seedBusinesses) {
      expect(openingHoursSchema.safeParse(business.openingHours).success, business.name).toBe(true);
    }
  });
});

describe("directory search", () => {
  const business = {
    name: "Bäckerei Wynaeck",
    category: "Bäckerei",
    description: "Kleines Café mit Rüeblitorte",
    address: "Tramstrasse 21, 5034 Suhr",
  } as Business;

  it.each(["backerei", "baeckerei", "BÄCKEREI", "cafe", "rueblitorte", "tramstrasse suhr", ""])(
    "finds it with '%s'",
    (term) => {
      expect(matchesBusinessSearch(business, term)).toBe(true);
    },
  );

  it("does not find it with a word it does not contain", () => {
    expect(matchesBusinessSearch(business, "metzgerei")).toBe(false);
    expect(matchesBusinessSearch(business, "backerei aarau")).toBe(false);
  });
});
