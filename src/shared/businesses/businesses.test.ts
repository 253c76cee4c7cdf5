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
  // 2026-11-23 is a Monday (winter time, +01:00).
  const cases: Array<[string, OpeningHours, Date, boolean]> = [
    ["closed all day", week("Geschlossen"), at("2026-11-23T12:00", "+01:00"), false],
    ["open around the clock", week("24h"), at("2026-11-23T03:17", "+01:00"), true],
    ["24h includes the last minute", week("24h"), at("2026-11-23T23:59", "+01:00"), true],
    ["inside a range", week("08:00-18:30"), at("2026-11-23T12:00", "+01:00"), true],
    ["first minute (inclusive)", week("08:00-18:30"), at("2026-11-23T08:00", "+01:00"), true],
    ["minute before opening", week("08:00-18:30"), at("2026-11-23T07:59", "+01:00"), false],
    ["last minute (inclusive)", week("08:00-18:30"), at("2026-11-23T18:30", "+01:00"), true],
    ["minute after closing", week("08:00-18:30"), at("2026-11-23T18:31", "+01:00"), false],
    ["split range, morning", week("08:00-12:00, 13:30-18:30"), at("2026-11-23T11:59", "+01:00"), true],
    ["split range, lunch break", week("08:00-12:00, 13:30-18:30"), at("2026-11-23T12:01", "+01:00"), false],
    [
      "split range, afternoon start",
      week("08:00-12:00, 13:30-18:30"),
      at("2026-11-23T13:30", "+01:00"),
      true,
    ],
    ["past midnight, evening", week("18:00-02:00"), at("2026-11-23T23:00", "+01:00"), true],
    ["past midnight, early morning", week("18:00-02:00"), at("2026-11-24T01:59", "+01:00"), true],
    ["past midnight, last minute", week("18:00-02:00"), at("2026-11-24T02:00", "+01:00"), true],
    ["past midnight, after close", week("18:00-02:00"), at("2026-11-24T02:01", "+01:00"), false],
    ["past midnight, afternoon", week("18:00-02:00"), at("2026-11-24T15:00", "+01:00"), false],
    [
      "spill-over into a closed day",
      week("Geschlossen", { monday: "20:00-03:00" }),
      at("2026-11-24T02:30", "+01:00"),
      true,
    ],
    [
      "no spill-over from a closed day",
      week("18:00-02:00", { monday: "Geschlossen" }),
      at("2026-11-24T01:00", "+01:00"),
      false,
    ],
    [
      "other day's hours do not count",
      week("Geschlossen", { tuesday: "08:00-18:00" }),
      at("2026-11-23T12:00", "+01:00"),
      false,
    ],
    // Sunday 29 March 2026: clocks jump from 02:00 to 03:00 (+01:00 → +02:00).
    [
      "spring change day, after the jump",
      week("Geschlossen", { sunday: "03:00-04:00" }),
      at("2026-03-29T03:00", "+02:00"),
      true,
    ],
    [
      "spring change day, before",
      week("Geschlossen", { sunday: "03:00-04:00" }),
      at("2026-03-29T01:59", "+01:00"),
      false,
    ],
    [
      "spring change day, UTC would mislead",
      week("Geschlossen", { sunday: "10:00-11:00" }),
      new Date("2026-03-29T09:30:00Z"),
      false,
    ],
    [
      "spring change day, local 11:00",
      week("Geschlossen", { sunday: "10:00-11:00" }),
      new Date("2026-03-29T09:00:00Z"),
      true,
    ],
    // Sunday 25 October 2026: clocks fall back from 03:00 to 02:00 (+02:00 → +01:00).
    [
      "autumn change day, first 02:30",
      week("Geschlossen", { sunday: "02:00-02:59" }),
      at("2026-10-25T02:30", "+02:00"),
      true,
    ],
    [
      "autumn change day, second 02:30",
      week("Geschlossen", { sunday: "02:00-02:59" }),
      at("2026-10-25T02:30", "+01:00"),
      true,
    ],
    [
      "autumn change day, after",
      week("Geschlossen", { sunday: "02:00-02:59" }),
      at("2026-10-25T03:00", "+01:00"),
      false,
    ],
    ["malformed never counts as open", week("morgens"), at("2026-11-23T09:00", "+01:00"), false],
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
