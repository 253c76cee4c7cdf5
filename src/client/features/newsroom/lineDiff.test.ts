import { describe, expect, it } from "vitest";
import { lineDiff } from "./lineDiff";

describe("lineDiff", () => {
  it("keeps common lines and marks what went and came", () => {
    expect(lineDiff("Titel\nalt\nEnde", "Titel\nneu\nEnde")).toEqual([
      { kind: "same", text: "Titel" },
      { kind: "removed", text: "alt" },
      { kind: "added", text: "neu" },
      { kind: "same", text: "Ende" },
    ]);
  });

  it("shows added and removed lines at either end", () => {
    expect(lineDiff("a", "a\nb").map((line) => line.kind)).toEqual(["same", "added"]);
    expect(lineDiff("x\na", "a").map((line) => line.kind)).toEqual(["removed", "same"]);
  });

  it("shows very long texts whole instead of building a huge table", () => {
    expect(lineDiff("a\nb", "a\nc", 1)).toEqual([
      { kind: "removed", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "a" },
      { kind: "added", text: "c" },
    ]);
  });
});
