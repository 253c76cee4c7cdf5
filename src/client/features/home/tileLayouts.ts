import type { TileLayout } from "./HomeTile";

const LEAD_BLOCK: TileLayout[] = ["large", "medium", "medium", "wide"];
const ROW_OF_FOUR: TileLayout[] = ["small", "small", "small", "small"];
const ROWS_OF_THREE: TileLayout[][] = [
  ["wide", "medium", "medium"],
  ["medium", "medium", "wide"],
];

/**
 * Layouts for n home tiles that fill every row of the grid at 2 and at 4 columns, whatever n is: a lead
 * block (a large tile beside two medium ones and a wide one), then rows of four small tiles and rows of a
 * wide and two medium tiles; two tiles left over share a row, a single one takes the full width.
 */
export function homeTileLayouts(count: number): TileLayout[] {
  if (count <= 0) return [];
  if (count === 1) return ["full"];
  if (count === 2) return ["wide", "wide"];
  if (count === 3) return ["large", "wide", "wide"];
  const rest = count - LEAD_BLOCK.length;
  // rest = 4·fours + 3·threes with as few rows of three as possible.
  const threes = (4 - (rest % 4)) % 4;
  if (rest < threes * 3) {
    // 1, 2 or 5 tiles after the lead block.
    const tail: TileLayout[] =
      rest === 1 ? ["full"] : rest === 2 ? ["wide", "wide"] : [...ROWS_OF_THREE[0]!, "wide", "wide"];
    return [...LEAD_BLOCK, ...tail];
  }
  let fours = (rest - threes * 3) / 4;
  let threesLeft = threes;
  const layouts = [...LEAD_BLOCK];
  for (let row = 0; fours + threesLeft > 0; row++) {
    const takeThree = threesLeft > 0 && (row % 2 === 0 || fours === 0);
    if (takeThree) {
      layouts.push(...ROWS_OF_THREE[threesLeft % 2]!);
      threesLeft -= 1;
    } else {
      layouts.push(...ROW_OF_FOUR);
      fours -= 1;
    }
  }
  return layouts;
}
