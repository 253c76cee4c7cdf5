import { describe, expect, it } from "vitest";
import { EVENT_DATE_PAST, eventFormSchema, isPastEventDate } from "./events";

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("event form schema", () => {
  // 21 November 2026, 00:30 in Zurich (still 20 November in UTC).
  const now = new Date("2026-11-20T23:30:00Z");
  const schema = eventFormSchema("Europe/Zurich", now);

  it("names the missing title and date in German, even with the date empty", () => {
    expect(messages(schema.safeParse({ title: "", eventDate: "" }))).toEqual([
      ["title", "Bitte geben Sie einen Titel ein"],
      ["eventDate", "Bitte wählen Sie ein Datum"],
    ]);
  });

  it("counts today in the site's zone", () => {
    expect(schema.safeParse({ title: "Fest", eventDate: "2026-11-21" }).success).toBe(true);
    expect(messages(schema.safeParse({ title: "Fest", eventDate: "2026-11-20" }))).toEqual([
      ["eventDate", EVENT_DATE_PAST],
    ]);
    expect(isPastEventDate("kein Datum", "Europe/Zurich", now)).toBe(false);
  });

  it("sends empty fields as null and times as HH:MM", () => {
    expect(
      schema.parse({
        title: " Fest ",
        eventDate: "2026-12-01",
        startTime: "9:05",
        endTime: "",
        location: "",
      }),
    ).toMatchObject({ title: "Fest", startTime: "09:05", endTime: null, location: null, imageUrl: null });
  });
});
