// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).

/** The `rel="next"` address of a Link header (RFC 8288), if there is one. */
export function nextLinkOf(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match?.[2] && /(^|;)\s*rel="?next"?\s*(;|$)/.test(match[2])) return match[1] ?? null;
  }
  return null;
}

/** How many numbered pages a list of `total` items fills: at least one, an empty one. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
