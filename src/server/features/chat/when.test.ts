import { describe, expect, it } from "vitest";
import { type CalendarDay, isoDay } from "../../../shared/common/dates";
import { normalizedWords } from "./normalize";
import { askedTime } from "./when";

/** A Wednesday; the cases below also run from a Saturday and from late December. */
const WEDNESDAY: CalendarDay = { year: 2026, month: 11, day: 25 };
const SATURDAY: CalendarDay = { year: 2026, month: 11, day: 28 };

const days = (question: string, today = WEDNESDAY) => {
  const asked = askedTime(question, today);
  return asked ? { days: asked.days.map(isoDay), label: asked.label } : null;
};

describe("askedTime", () => {
  it.each([
    ["Was ist heute los?", ["2026-11-25"], "heute"],
    ["Was läuft morgen?", ["2026-11-26"], "morgen"],
    ["Und übermorgen?", ["2026-11-27"], "übermorgen"],
    ["Was läuft am Wochenende?", ["2026-11-28", "2026-11-29"], "am Wochenende"],
    ["Was lauft am Wuchenänd?", ["2026-11-28", "2026-11-29"], "am Wochenende"],
    ["Was ist am Samstag los?", ["2026-11-28"], "am Samstag"],
    ["Hat die Apotheke am Sunntig offen?", ["2026-11-29"], "am Sonntag"],
    ["Was ist am Mittwoch los?", ["2026-11-25"], "am Mittwoch"],
    ["Was ist nächsten Mittwoch los?", ["2026-12-02"], "am Mittwoch"],
    ["Was ist am 5. Dezember los?", ["2026-12-05"], "am 5. Dezember"],
    ["Was ist am 5 Dez los?", ["2026-12-05"], "am 5. Dezember"],
    ["Was ist am 5.12. los?", ["2026-12-05"], "am 5. Dezember"],
    ["Was war am 3. Januar?", ["2027-01-03"], "am 3. Januar"],
    ["Was ist am Wochenede los?", ["2026-11-28", "2026-11-29"], "am Wochenende"],
    ["Was ist am Samstg los?", ["2026-11-28"], "am Samstag"],
    [
      "Welche Events gibt es in den nächsten drei Tagen?",
      ["2026-11-25", "2026-11-26", "2026-11-27"],
      "in den nächsten 3 Tagen",
    ],
    ["Was läuft die kommenden 2 Tage?", ["2026-11-25", "2026-11-26"], "in den nächsten 2 Tagen"],
  ])("%s", (question, expected, label) => {
    expect(days(question)).toEqual({ days: expected, label });
  });

  it("does not read a time out of an event's name", () => {
    expect(askedTime("Wann spielt die Harmonie ihr Weihnachtskonzert?", WEDNESDAY)).toBeNull();
    expect(askedTime("Wo findet die Waldweihnacht statt?", WEDNESDAY)).toBeNull();
    expect(askedTime("Wann ist die Fasnacht?", WEDNESDAY)).toBeNull();
  });

  it("keeps the part of the day asked for with a week or a weekend", () => {
    expect(askedTime("Was läuft diese Woche am Abend?", WEDNESDAY)?.between).toEqual([18 * 60, 24 * 60]);
    expect(askedTime("Was läuft am Wochenende nachmittags?", WEDNESDAY)?.between).toEqual([12 * 60, 18 * 60]);
  });

  it("reads whole weeks and months", () => {
    expect(days("Was läuft diese Woche?")).toEqual({
      days: ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"],
      label: "diese Woche",
    });
    const nextWeek = days("Was läuft nächste Woche?");
    expect(nextWeek?.days[0]).toBe("2026-11-30");
    expect(nextWeek?.days.at(-1)).toBe("2026-12-06");
    expect(nextWeek?.label).toBe("nächste Woche");
    const december = days("Gibt es im Dezember ein Konzert?");
    expect(december?.days).toHaveLength(31);
    expect(december?.days[0]).toBe("2026-12-01");
    expect(december?.label).toBe("im Dezember");
    // The current month starts today, a past month is next year's.
    expect(days("Was läuft im November?")?.days[0]).toBe("2026-11-25");
    expect(days("Was läuft im März?")?.days[0]).toBe("2027-03-01");
  });

  it("spans the holidays from Christmas Eve to the 2nd of January", () => {
    const holidays = days("Was ist über die Feiertage offen?");
    expect(holidays?.days[0]).toBe("2026-12-24");
    expect(holidays?.days.at(-1)).toBe("2027-01-02");
    expect(holidays?.label).toBe("über die Feiertage");
    expect(days("Was ist über die Feiertage offen?", { year: 2027, month: 1, day: 1 })?.days).toEqual([
      "2027-01-01",
      "2027-01-02",
    ]);
  });

  it("counts the weekend from a Saturday and the next one", () => {
    expect(days("Was läuft am Wochenende?", SATURDAY)?.days).toEqual(["2026-11-28", "2026-11-29"]);
    expect(days("Was läuft am Wochenende?", { year: 2026, month: 11, day: 29 })?.days).toEqual([
      "2026-11-29",
    ]);
    expect(days("Was läuft nächstes Wochenende?", SATURDAY)?.days).toEqual(["2026-12-05", "2026-12-06"]);
    expect(days("Was läuft am Samstag?", SATURDAY)?.days).toEqual(["2026-11-28"]);
  });

  it("reads parts of the day and clock times", () => {
    expect(askedTime("Welcher Coiffeur hat am Donnerstagabend offen?", WEDNESDAY)).toMatchObject({
      days: [{ year: 2026, month: 11, day: 26 }],
      label: "am Donnerstagabend",
      between: [18 * 60, 24 * 60],
    });
    expect(askedTime("Was läuft heute abends?", WEDNESDAY)).toMatchObject({
      label: "heute",
      between: [18 * 60, 24 * 60],
    });
    expect(askedTime("Was läuft abends?", WEDNESDAY)).toMatchObject({ label: "heute abends" });
    expect(askedTime("Wer hat am Donnerstag um 20 Uhr offen?", WEDNESDAY)).toMatchObject({
      label: "am Donnerstag",
      atMinute: 20 * 60,
    });
    expect(askedTime("Wer hat am Freitag um 18:30 offen?", WEDNESDAY)).toMatchObject({
      atMinute: 18 * 60 + 30,
    });
    expect(askedTime("Wer hat am Samstagnachmittag offen?", WEDNESDAY)).toMatchObject({
      label: "am Samstagnachmittag",
      between: [12 * 60, 18 * 60],
    });
    expect(askedTime("Wer hat am Samstagvormittag offen?", WEDNESDAY)).toMatchObject({
      between: [6 * 60, 12 * 60],
    });
  });

  it("reads 'morgen' after a weekday as the morning, not tomorrow", () => {
    expect(days("Was ist am Samstagmorgen los?")?.days).toEqual(["2026-11-28"]);
  });

  it("names no time when the question has none", () => {
    expect(askedTime("Wo kann ich einen Schlitten ausleihen?", WEDNESDAY)).toBeNull();
    expect(askedTime("Wie kann ich ein Inserat aufgeben?", WEDNESDAY)).toBeNull();
  });
});

describe("normalizedWords", () => {
  it("maps Swiss German spellings and typos to Standard German", () => {
    expect(normalizedWords("Wo chan i am Sunntig Brot chaufe?")).toEqual([
      "wo",
      "kann",
      "ich",
      "am",
      "sonntag",
      "brot",
      "kaufen",
    ]);
    expect(normalizedWords("Was lauft am Wuchenänd?")).toEqual(["was", "laeuft", "am", "wochenende"]);
    expect(normalizedWords("Hat die Bakerei am Samtag offe?")).toEqual([
      "hat",
      "die",
      "baeckerei",
      "am",
      "samstag",
      "offen",
    ]);
  });
});
