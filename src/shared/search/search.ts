import { z } from "zod";
import { pageQuerySchema } from "../common/paging";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchKind } from "./basics";

export * from "./basics";

export const searchQuerySchema = pageQuerySchema.extend({
  q: z
    .string({ error: "Bitte geben Sie einen Suchbegriff ein." })
    .trim()
    .min(SEARCH_MIN_LENGTH, {
      error: `Der Suchbegriff muss mindestens ${SEARCH_MIN_LENGTH} Zeichen lang sein.`,
    })
    .max(SEARCH_MAX_LENGTH, {
      error: `Der Suchbegriff darf höchstens ${SEARCH_MAX_LENGTH} Zeichen lang sein.`,
    }),
});

export const suggestQuerySchema = z.object({ q: searchQuerySchema.shape.q });

export interface SearchSuggestion {
  kind: SearchKind;
  title: string;
  /** Where the item lives (searchHitHref). */
  href: string;
}
