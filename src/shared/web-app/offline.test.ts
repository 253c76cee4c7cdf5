import { describe, expect, it } from "vitest";
import { paths } from "../common/paths";
import { READABLE_PAGE } from "./offline";

describe("pages kept for offline reading", () => {
  it("are the detail pages of paths.ts", () => {
    for (const path of [
      paths.article("dorffest-2026"),
      paths.letter("ein-brief"),
      paths.userArticle("turnverein"),
      paths.prReport(12),
      paths.event("wochenmarkt"),
      paths.notice("wasser-abkochen"),
      paths.article("Dorfläbe & mehr"),
    ]) {
      expect(READABLE_PAGE.test(path), path).toBe(true);
    }
  });

  it("are not lists, feeds, forms or members' pages", () => {
    for (const path of [
      "/",
      "/mitteilungen",
      "/mitteilungen/rss.xml",
      paths.category("Sport"),
      paths.subscription("token"),
      "/post",
      "/post/",
      "/post/a/b",
      "/profil",
      "/admin/mitteilungen/3",
    ]) {
      expect(READABLE_PAGE.test(path), path).toBe(false);
    }
  });
});
