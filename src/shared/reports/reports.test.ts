import { describe, expect, it } from "vitest";
import { REPORT_ITEM_KINDS } from "../common/constants";
import { isOneOf } from "../common/labelled-values";
import { reportSentToast } from "./reports";

const GROUP_ADMINS_FIRST = ["group-post", "group-comment"] as const;

describe("the toast after 'Melden'", () => {
  it("names the group's admins for a group's post or comment: they hear of the report first", () => {
    for (const kind of GROUP_ADMINS_FIRST)
      expect(reportSentToast(kind)).toEqual({
        title: "Meldung gesendet",
        description: "Danke. Die Admins der Gruppe prüfen den Inhalt.",
      });
  });

  it("names the editorial team for every other kind, a message in a group's conversation too", () => {
    const others = REPORT_ITEM_KINDS.filter((kind) => !isOneOf(GROUP_ADMINS_FIRST, kind));
    expect(others).toContain("group-message");
    for (const kind of others)
      expect(reportSentToast(kind)).toEqual({
        title: "Meldung gesendet",
        description: "Danke. Die Redaktion prüft den Inhalt.",
      });
  });
});
