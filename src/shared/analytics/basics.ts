// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).

export const PAGEVIEW_PATH = "/api/analytics/pageview";
