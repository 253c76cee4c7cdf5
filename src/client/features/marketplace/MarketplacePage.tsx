import { useQuery } from "@tanstack/react-query";
import { HandHeart, Search } from "lucide-react";
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId } from "react";
import { useLocation, useSearch } from "wouter";
import {
  filterOfSearch,
  filterQueryString,
  HELP_ENTRY_MESSAGES,
  HELP_KIND_LABELS,
  type HelpEntry,
  type HelpEntryFilter,
  helpEntryAnchor,
  MARKETPLACE_PAGE_SIZE,
  SEARCH_TERM_MAX,
} from "../../../shared/marketplace/basics";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { Input, Label, selectClass } from "../../components/ui/field";
import { LoadFailed, QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { LoadMore } from "../articles/LoadMore";
import { useMorePages } from "../articles/useMorePages";
import { useAuth } from "../auth/useAuth";
import { CategoryOptions } from "./CategoryOptions";
import { HelpEntryCard } from "./HelpEntryCard";
import { entryIdParam, helpEntriesPath, helpEntriesQuery, helpEntryQuery } from "./queries";

/** /marktplatz: search, filters and cards; the filters live in the address (?q=&kind=&category=). */
export function MarketplacePage() {
  const { municipality } = useSite();
  const searchText = useSearch();
  const search = new URLSearchParams(searchText);
  const filter = filterOfSearch(search);
  const selectedId = entryIdParam(search.get("entry"));
  const [, navigate] = useLocation();
  const showFilter = (next: HelpEntryFilter) => navigate(`/marktplatz${filterQueryString(next)}`);
  const here = `/marktplatz${searchText ? `?${searchText}` : ""}`;

  return (
    <section>
      <PageMeta
        title={`Marktplatz ${municipality} – Dorfportal ${municipality}`}
        description={`Nachbarschaftshilfe in ${municipality}: Dienstleistungen anbieten, Freizeitpartner finden und Geräte mit den Nachbarn teilen.`}
        canonicalPath="/marktplatz"
        noindex={searchText !== ""}
      />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold text-stone-900">
            {`Marktplatz ${municipality}`}
            <Badge className="bg-amber-100 text-amber-900">BETA</Badge>
          </h1>
          <p className="mt-2 max-w-2xl text-stone-700">
            Bieten Sie Ihre Hilfe an, finden Sie Freizeitpartner oder teilen Sie Geräte mit Ihren Nachbarn.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/marktplatz/anbieten" icon={HandHeart}>
            Angebot erstellen
          </ButtonLink>
          <ButtonLink href="/marktplatz/suchen" variant="outline" icon={Search}>
            Gesuch erstellen
          </ButtonLink>
        </div>
      </div>
      <MarketplaceFilters key={searchText} filter={filter} onChange={showFilter} />
      <MarketplaceResults
        key={helpEntriesPath(filter)}
        filter={filter}
        selectedId={selectedId}
        loginReturnTo={here}
        onReset={() => showFilter({})}
      />
    </section>
  );
}

function MarketplaceFilters({
  filter,
  onChange,
}: {
  filter: HelpEntryFilter;
  onChange: (filter: HelpEntryFilter) => void;
}) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    onChange({ ...filter, q: q || undefined });
  }
  return (
    <form
      aria-label="Marktplatz durchsuchen"
      onSubmit={submit}
      className="mt-6 grid gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <div>
        <Label htmlFor={`${id}-q`}>Suchbegriff</Label>
        <Input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={filter.q ?? ""}
          maxLength={SEARCH_TERM_MAX}
          placeholder="Titel oder Beschreibung"
        />
      </div>
      <FilterSelect id={`${id}-kind`} label="Art" field="kind" filter={filter} onChange={onChange}>
        <option value="">Alle</option>
        <option value="offer">{HELP_KIND_LABELS.offer}</option>
        <option value="request">{HELP_KIND_LABELS.request}</option>
      </FilterSelect>
      <FilterSelect
        id={`${id}-category`}
        label="Kategorie"
        field="category"
        filter={filter}
        onChange={onChange}
      >
        <option value="">Alle Kategorien</option>
        <CategoryOptions />
      </FilterSelect>
      <Button type="submit">
        <Search className="h-4 w-4" aria-hidden="true" />
        Suchen
      </Button>
    </form>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  field: "kind" | "category";
  filter: HelpEntryFilter;
  onChange: (filter: HelpEntryFilter) => void;
  children: ReactNode;
}

/** One filter of the list: choosing 'Alle' (the empty option) drops it. */
function FilterSelect({ id, label, field, filter, onChange, children }: FilterSelectProps) {
  const choose = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...filter, [field]: event.target.value || undefined });
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClass} value={filter[field] ?? ""} onChange={choose}>
        {children}
      </select>
    </div>
  );
}

function MarketplaceResults({
  filter,
  selectedId,
  loginReturnTo,
  onReset,
}: {
  filter: HelpEntryFilter;
  selectedId: number | null;
  loginReturnTo: string;
  onReset: () => void;
}) {
  const { user } = useAuth();
  const list = useQuery(helpEntriesQuery(filter));
  const more = useMorePages<HelpEntry>(
    helpEntriesPath(filter),
    (list.data?.length ?? 0) >= MARKETPLACE_PAGE_SIZE,
  );
  const entries = [...(list.data ?? []), ...more.items];
  const selectedInList = selectedId !== null && entries.some((entry) => entry.id === selectedId);
  // A home tile may name an entry beyond the first page: it is then shown above the list.
  const selected = useQuery({
    ...helpEntryQuery(selectedId ?? 0),
    enabled: selectedId !== null && !list.isLoading && !selectedInList,
  });
  const pinned = selectedId !== null && !selectedInList ? selected.data : undefined;

  useEffect(() => {
    if (selectedId === null || list.isLoading) return;
    document.getElementById(helpEntryAnchor(selectedId))?.scrollIntoView({ block: "center" });
  }, [selectedId, list.isLoading]);

  const viewerId = user?.id ?? null;
  const filtered = Boolean(filter.q || filter.kind || filter.category);
  return (
    <QueryState
      query={list}
      loading={
        <div
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Einträge werden geladen"
        >
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
            <Skeleton key={index} className="h-64" />
          ))}
        </div>
      }
      error={
        <LoadFailed
          className="mt-6"
          text="Die Einträge konnten nicht geladen werden."
          onRetry={() => list.refetch()}
        />
      }
    >
      {() => (
        <>
          {pinned ? (
            <section aria-label="Ausgewählter Eintrag" className="mt-6 max-w-md">
              <HelpEntryCard entry={pinned} viewerId={viewerId} loginReturnTo={loginReturnTo} highlighted />
            </section>
          ) : null}
          {entries.length === 0 ? (
            <div className="mt-6 rounded-lg border border-stone-200 bg-white p-8 text-center">
              <p role="status" className="text-lg font-semibold text-stone-800">
                {HELP_ENTRY_MESSAGES.empty}
              </p>
              {filtered ? (
                <Button variant="secondary" className="mt-4" onClick={onReset}>
                  Filter zurücksetzen
                </Button>
              ) : null}
            </div>
          ) : (
            <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="help-entry-list">
              {entries.map((entry) => (
                <HelpEntryCard
                  key={entry.id}
                  entry={entry}
                  viewerId={viewerId}
                  loginReturnTo={loginReturnTo}
                  highlighted={entry.id === selectedId}
                />
              ))}
            </div>
          )}
          <LoadMore more={more} items="Einträge" />
        </>
      )}
    </QueryState>
  );
}
