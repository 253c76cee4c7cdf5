import { queryOptions } from "@tanstack/react-query";
import type { SearchHit, SearchSuggestion } from "../../../shared/search/search";

export const searchApiPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

export const searchQuery = (q: string) => queryOptions<SearchHit[]>({ queryKey: [searchApiPath(q)] });

/** The search term of a /suche address, as both the page and the server prefetch read it. */
export const searchTermOf = (search: URLSearchParams) => (search.get("q") ?? "").trim();

export const suggestQuery = (q: string) =>
  queryOptions<SearchSuggestion[]>({
    queryKey: [`/api/search/suggest?q=${encodeURIComponent(q)}`],
    staleTime: 60_000,
  });
