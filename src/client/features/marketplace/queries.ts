import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { HelpEntry } from "../../../shared/marketplace/basics";
import { filterOfSearch, filterQueryString, type HelpEntryFilter } from "../../../shared/marketplace/basics";

/** The calls of the marketplace's screens (spec portal-members §7). */

export const helpEntriesPath = (filter: HelpEntryFilter) => `/api/help-entries${filterQueryString(filter)}`;

/** The first page of the list under these filters; later pages follow its Link header. */
export const helpEntriesQuery = (filter: HelpEntryFilter) =>
  queryOptions<HelpEntry[]>({ queryKey: [helpEntriesPath(filter)] });

export const helpEntryQuery = (id: number) =>
  queryOptions<HelpEntry>({ queryKey: ["/api/help-entries", id] });

export const myEntriesQuery = queryOptions<HelpEntry[]>({ queryKey: ["/api/help-entries/my-entries"] });
export const ownEntriesQuery = queryOptions<HelpEntry[]>({ queryKey: ["/api/help-entries/user/me"] });

/** Spec §7: every list of entries is refreshed after a change, and the home grid's tiles with them. */
export async function refreshHelpEntries(queryClient: QueryClient) {
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return (
        typeof first === "string" &&
        (first.startsWith("/api/help-entries") || first === "/api/homepage-content")
      );
    },
  });
}

/** The entry an address names (?entry= or ?edit=), or null. */
export function entryIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** What /marktplatz arrives with: the filtered first page and the entry a home tile names. */
export function marketplaceQueries(search: URLSearchParams) {
  const entryId = entryIdParam(search.get("entry"));
  return [helpEntriesQuery(filterOfSearch(search)), ...(entryId ? [helpEntryQuery(entryId)] : [])];
}

/** The edit routes arrive with the entry they edit. */
export function editedEntryQueries(_params: unknown, search: URLSearchParams) {
  const entryId = entryIdParam(search.get("edit"));
  return entryId ? [helpEntryQuery(entryId)] : [];
}
