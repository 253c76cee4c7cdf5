import { z } from "zod";
import { contentHref } from "./articles";
import { helpEntryHref } from "./marketplace";
import { pageQuerySchema } from "./paging";

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;

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

/** Titles suggested while typing in the search field, from this many letters on. */
export const SUGGESTION_COUNT = 8;

export const suggestQuerySchema = z.object({ q: searchQuerySchema.shape.q });

export interface SearchSuggestion {
  kind: SearchKind;
  title: string;
  /** Where the item lives (searchHitHref). */
  href: string;
}

export const SEARCH_KINDS = [
  "article",
  "user-article",
  "leserbrief",
  "pr-report",
  "event",
  "marketplace",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchKindLabel: Record<SearchKind, string> = {
  article: "Artikel",
  "user-article": "Leserartikel",
  leserbrief: "Leserbrief",
  "pr-report": "PR-Bericht",
  event: "Event",
  marketplace: "Marktplatz",
};

/** A piece of a snippet: plain text, marked when it matched the search. Never HTML. */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

export interface SearchHit {
  kind: SearchKind;
  id: string;
  slug: string | null;
  title: string;
  /** The title with its matches marked. */
  titleParts: SnippetPart[];
  category: string | null;
  snippet: SnippetPart[];
  /** When it was published (events: when it takes place). */
  date: string;
}

/** Where a hit leads: content follows the card rule; events live in the calendar, entries on the marketplace. */
export function searchHitHref(hit: Pick<SearchHit, "kind" | "id" | "slug" | "category">): string {
  if (hit.kind === "event") return "/category/Events";
  if (hit.kind === "marketplace") return helpEntryHref(Number(hit.id));
  return contentHref(
    { contentType: hit.kind, id: Number(hit.id), slug: hit.slug, category: hit.category ?? "" },
    "card",
  );
}

export const searchPagePath = (q: string) => `/suche?q=${encodeURIComponent(q)}`;
