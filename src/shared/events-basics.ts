// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).

/** Day strip (spec §9): 30 days from today, 5 visible at a time, offset 0 to 25. */
export const DAY_STRIP_DAYS = 30;
export const DAY_STRIP_VISIBLE = 5;
export const DAY_STRIP_MAX_OFFSET = DAY_STRIP_DAYS - DAY_STRIP_VISIBLE;
/** Month grid (spec §9): six weeks starting Monday. */
export const MONTH_GRID_CELLS = 42;
