import { describe, expect, it } from "vitest";
import type { TileLayout } from "./HomeTile";
import { homeTileLayouts } from "./tileLayouts";

const span: Record<TileLayout, { cols: number; rows: number }> = {
  large: { cols: 2, rows: 2 },
  wide: { cols: 2, rows: 1 },
  medium: { cols: 1, rows: 1 },
  small: { cols: 1, rows: 1 },
  uniform: { cols: 1, rows: 1 },
  full: { cols: Number.POSITIVE_INFINITY, rows: 1 },
};

/** Places tiles as CSS grid's sparse auto-placement does and returns the empty cells above the last row. */
function holes(layouts: TileLayout[], columns: number): number {
  const filled: boolean[][] = [];
  const isFree = (row: number, col: number) => !filled[row]?.[col];
  let cursorRow = 0;
  let cursorCol = 0;
  for (const layout of layouts) {
    const cols = Math.min(span[layout].cols, columns);
    const rows = span[layout].rows;
    for (;;) {
      if (cursorCol + cols > columns) {
        cursorRow += 1;
        cursorCol = 0;
        continue;
      }
      let fits = true;
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++) fits &&= isFree(cursorRow + r, cursorCol + c);
      if (fits) break;
      cursorCol += 1;
    }
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        filled[cursorRow + r] ??= [];
        filled[cursorRow + r]![cursorCol + c] = true;
      }
    }
    cursorCol += cols;
  }
  let empty = 0;
  for (const row of filled) for (let c = 0; c < columns; c++) if (!row?.[c]) empty += 1;
  return empty;
}

describe("home tile layouts", () => {
  it.each(Array.from({ length: 12 }, (_, index) => index + 1))(
    "fill the grid without holes for %i tiles",
    (count) => {
      const layouts = homeTileLayouts(count);
      expect(layouts).toHaveLength(count);
      for (const columns of [1, 2, 4]) expect(holes(layouts, columns), `${columns} columns`).toBe(0);
    },
  );

  it("lead with a large tile and vary the rows for a full home page", () => {
    expect(homeTileLayouts(12)).toEqual([
      "large",
      "medium",
      "medium",
      "wide",
      ...["small", "small", "small", "small"],
      ...["small", "small", "small", "small"],
    ]);
    expect(homeTileLayouts(11).slice(4)).toEqual([
      "medium",
      "medium",
      "wide",
      "small",
      "small",
      "small",
      "small",
    ]);
  });

  it("counts a hole where one exists (the check itself)", () => {
    expect(holes(["wide", "medium"], 4)).toBe(1);
  });
});
