import { useLocation, useSearch } from "wouter";
import { type Business, matchesBusinessSearch } from "../../../shared/businesses/basics";

const ALL = "Alle";

/** Search term and category live in the address (?q=&kategorie=), so a result can be shared. */
export function useDirectoryFilter(businesses: Business[]) {
  const params = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const term = params.get("q") ?? "";
  const category = params.get("kategorie") ?? ALL;

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && value !== ALL) next.set(key, value);
      else next.delete(key);
    }
    const query = next.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };

  const categories = [
    ALL,
    ...[...new Set(businesses.map((business) => business.category))].sort((a, b) => a.localeCompare(b, "de")),
  ];
  const shown = businesses.filter(
    (business) =>
      (category === ALL || business.category === category) && matchesBusinessSearch(business, term),
  );
  return {
    term,
    category: categories.includes(category) ? category : ALL,
    categories,
    shown,
    setTerm: (value: string) => update({ q: value }),
    setCategory: (value: string) => update({ kategorie: value }),
  };
}
