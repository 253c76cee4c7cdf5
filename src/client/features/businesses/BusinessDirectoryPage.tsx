import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId } from "react";
import { cn } from "../../components/ui/cn";
import { LoadFailedCard, QueryState } from "../../components/ui/query-state";
import { ResultCount } from "../../components/ui/result-count";
import { SkeletonList } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { BusinessCard } from "./BusinessCard";
import { businessesQuery } from "./queries";
import { useDirectoryFilter } from "./useDirectoryFilter";
import { useNow } from "./useNow";

/** /business-directory: the local businesses, searchable, with today's hours and a map link. */
export function BusinessDirectoryPage() {
  const { municipality, timeZone } = useSite();
  const businesses = useQuery(businessesQuery);
  const filter = useDirectoryFilter(businesses.data ?? []);
  const now = useNow();
  const searchId = useId();

  return (
    <section>
      <PageMeta
        title={`Business-Verzeichnis ${municipality} – Dorfportal ${municipality}`}
        description={`Geschäfte, Handwerk, Gastronomie und Dienstleister in ${municipality}: Öffnungszeiten, Kontakt und Karte.`}
      />
      <h1 className="text-3xl font-bold text-stone-900">Business-Verzeichnis {municipality}</h1>
      <p className="mt-2 text-stone-700">Lokale Unternehmen mit Öffnungszeiten und Kontakt.</p>

      <div className="relative mt-6 max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          Unternehmen suchen
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-stone-500"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={filter.term}
          onChange={(event) => filter.setTerm(event.target.value)}
          placeholder="Name, Branche, Adresse..."
          className="w-full rounded-md border border-stone-400 bg-white py-2 pr-3 pl-10 focus-visible:outline-3 focus-visible:outline-sky-600"
        />
      </div>

      <QueryState
        query={businesses}
        loading={
          <SkeletonList
            count={4}
            label="Unternehmen werden geladen"
            className="mt-6 grid gap-4 md:grid-cols-2"
            itemClassName="h-56"
          />
        }
        error={<LoadFailedCard text="Das Verzeichnis konnte nicht geladen werden." />}
      >
        {() => (
          <>
            <fieldset className="mt-5 flex flex-wrap gap-2">
              <legend className="sr-only">Branchen</legend>
              {filter.categories.map((category) => (
                <button
                  key={category}
                  type="button"
                  aria-pressed={filter.category === category}
                  onClick={() => filter.setCategory(category)}
                  className={cn(
                    "rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
                    filter.category === category
                      ? "border-red-700 bg-red-700 text-white"
                      : "border-stone-300 bg-white text-stone-800 hover:bg-stone-100",
                  )}
                >
                  {category}
                </button>
              ))}
            </fieldset>
            <ResultCount
              className="mt-4"
              count={filter.shown.length}
              one="Unternehmen"
              data-testid="business-count"
            />
            {filter.shown.length === 0 ? (
              <p className="mt-6 rounded-lg bg-stone-100 p-6 text-center text-stone-800">
                Keine Unternehmen gefunden. Versuchen Sie es mit anderen Suchbegriffen.
              </p>
            ) : (
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                {filter.shown.map((business) => (
                  <BusinessCard key={business.id} business={business} now={now} timeZone={timeZone} />
                ))}
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
