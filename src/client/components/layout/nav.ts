import { useQuery } from "@tanstack/react-query";
import { electionQuery } from "../../features/election/queries";

export const navLink =
  "inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 hover:text-red-800";

export const categoryHref = (category: string) => `/category/${encodeURIComponent(category)}`;

/** Beside the spec's items, what residents look for and would not find under 'Kategorien' (issue 30). */
const FINDING_LINKS = [
  { href: "/mitteilungen", label: "Mitteilungen" },
  { href: categoryHref("Events"), label: "Veranstaltungen" },
  { href: "/business-directory", label: "Verzeichnis" },
  { href: "/gruppen", label: "Gruppen" },
] as const;

const POLL_LINK = { href: "/kommunalwahlen/abstimmung", label: "Wahlen" } as const;

/** What the header reads on every page: the server renders each page with it. */
export const navigationQueries = [electionQuery];

/** The finding links, with the poll's while it runs; a closed poll's page stays reachable by its address. */
export function useFindingLinks() {
  const { data } = useQuery(electionQuery);
  return data?.running ? [...FINDING_LINKS, POLL_LINK] : FINDING_LINKS;
}
