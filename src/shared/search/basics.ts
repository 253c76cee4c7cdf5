// Without zod: this is what the first page load needs of the area (the budget, docs/performance.md).

import { contentHref } from "../articles/articles";
import { paths } from "../common/paths";
import { eventPath } from "../events/basics";
import { helpEntryHref } from "../marketplace/basics";

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;

/** Titles suggested while typing in the search field, from this many letters on. */
export const SUGGESTION_COUNT = 8;

export const searchKindLabel = {
  article: "Artikel",
  "user-article": "Leserartikel",
  leserbrief: "Leserbrief",
  "pr-report": "PR-Bericht",
  event: "Event",
  marketplace: "Marktplatz",
  business: "Verzeichnis",
  notice: "Amtliche Mitteilung",
};
export type SearchKind = keyof typeof searchKindLabel;

export const searchPagePath = (q: string) => `/suche?q=${encodeURIComponent(q)}`;

/**
 * Where a hit leads: content follows the card rule; events to their page, entries on the marketplace, a
 * business to the directory filtered to its name.
 */
export function searchHitHref(hit: Pick<SearchHit, "kind" | "id" | "slug" | "category" | "title">): string {
  if (hit.kind === "event") return hit.slug ? eventPath(hit.slug) : "/category/Events";
  if (hit.kind === "business") return `/business-directory?q=${encodeURIComponent(hit.title)}`;
  if (hit.kind === "notice") return hit.slug ? paths.notice(hit.slug) : "/mitteilungen";
  if (hit.kind === "marketplace") return helpEntryHref(Number(hit.id));
  return contentHref(
    { contentType: hit.kind, id: Number(hit.id), slug: hit.slug, category: hit.category ?? "" },
    "card",
  );
}

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
  /** When it was published (events: when it takes place); null for a business of the directory. */
  date: string | null;
}
