import { z } from "zod";

export * from "./paging-basics";

/** Longer lists are read page by page: `?limit=&cursor=`, the next page's address in a `Link` header. */
export const MAX_PAGE_SIZE = 100;
export const INVALID_CURSOR = "Ungültige Seitenangabe. Bitte laden Sie die Liste neu.";

const INVALID_PAGE_SIZE = `Die Seitengrösse muss eine Zahl zwischen 1 und ${MAX_PAGE_SIZE} sein.`;

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: INVALID_PAGE_SIZE })
    .int({ error: INVALID_PAGE_SIZE })
    .min(1, { error: INVALID_PAGE_SIZE })
    .max(MAX_PAGE_SIZE, { error: INVALID_PAGE_SIZE })
    .optional(),
  cursor: z.string().max(500, { error: INVALID_CURSOR }).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

const INVALID_PAGE_NUMBER = "Ungültige Seitenzahl.";

/** `?page=` of the team's numbered lists (users, audit, groups): 1 when absent. */
export const pageNumberSchema = z.coerce
  .number({ error: INVALID_PAGE_NUMBER })
  .int({ error: INVALID_PAGE_NUMBER })
  .min(1, { error: INVALID_PAGE_NUMBER })
  .max(100_000, { error: INVALID_PAGE_NUMBER })
  .default(1);
