import { describe, expect, it } from "vitest";
import { REPORT_ITEM_KINDS } from "../common/constants";
import { reportSentToast } from "./reports";

describe("the toast after 'Melden'", () => {
  it("names the group's admins for a group's post or comment: they hear of the report first", () => {
    for (const kind of ["group-post", "group-comment"] as const)
      expect(reportSentToast(kind)).toEqual({
        title: "Meldung gesendet",
        description: "Danke. Die Admins der Gruppe prüfen den Inhalt.",
      });
  });

  it("names the editorial team for every other kind", () => {
    for (const kind of REPORT_ITEM_KINDS.filter((kind) => !kind.startsWith("group-")))
      expect(reportSentToast(kind)).toEqual({
        title: "Meldung gesendet",
        description: "Danke. Die Redaktion prüft den Inhalt.",
      });
  });
});
