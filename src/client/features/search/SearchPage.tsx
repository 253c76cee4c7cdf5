import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { formatLongDate } from "../../../shared/common/dates";
import {
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
  searchHitHref,
  searchKindLabel,
} from "../../../shared/search/basics";
import type { SearchHit, SnippetPart } from "../../../shared/search/search";
import { Badge } from "../../components/ui/badge";
import { QueryState } from "../../components/ui/query-state";
import { SkeletonList } from "../../components/ui/skeleton";
import { errorMessage } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { LoadMore } from "../articles/LoadMore";
import { useMorePages } from "../articles/useMorePages";
import { searchApiPath, searchQuery, searchTermOf } from "./queries";
import { SearchField } from "./SearchField";

/** /suche?q= : the hits of the site search, best first. */
export function SearchPage() {
  const { municipality } = useSite();
  const q = searchTermOf(new URLSearchParams(useSearch()));
  return (
    <section className="mx-auto max-w-3xl">
      <PageMeta
        title={q ? `Suche: ${q} – Dorfportal ${municipality}` : `Suche – Dorfportal ${municipality}`}
        description={`Suche in Nachrichten, Leserbriefen, Events und Marktplatz des Dorfportals ${municipality}.`}
        noindex
      />
      <h1 className="text-3xl font-bold text-stone-900">Suche</h1>
      <SearchField className="mt-4 max-w-xl" name="Suche auf dieser Seite" />
      {q.length >= SEARCH_MIN_LENGTH ? (
        <SearchResults key={q} q={q} />
      ) : (
        <p className="mt-4 text-stone-700">
          Geben Sie einen Suchbegriff mit mindestens {SEARCH_MIN_LENGTH} Zeichen ein.
        </p>
      )}
    </section>
  );
}

function SearchResults({ q }: { q: string }) {
  const search = useQuery(searchQuery(q));
  const more = useMorePages<SearchHit>(searchApiPath(q), (search.data?.length ?? 0) >= SEARCH_PAGE_SIZE);
  const hits = [...(search.data ?? []), ...more.items];

  return (
    <QueryState
      query={search}
      loading={<SkeletonList count={4} label="Suche läuft" className="mt-6 space-y-4" itemClassName="h-24" />}
      error={
        <p role="alert" className="mt-6 text-red-800">
          {errorMessage(search.error) ?? "Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut."}
        </p>
      }
      // Further pages are only asked for after a full first one.
      isEmpty={(first) => first.length === 0}
      empty={<p className="mt-6 text-lg text-stone-700">{`Keine Treffer für «${q}».`}</p>}
    >
      {() => (
        <>
          <p className="mt-2 text-stone-700" role="status">
            {`Treffer für «${q}»`}
          </p>
          <ol className="mt-6 space-y-4" aria-label="Suchergebnisse">
            {hits.map((hit) => (
              <SearchResult key={`${hit.kind}-${hit.id}`} hit={hit} />
            ))}
          </ol>
          <LoadMore more={more} items="Treffer" />
        </>
      )}
    </QueryState>
  );
}

function SearchResult({ hit }: { hit: SearchHit }) {
  const { timeZone } = useSite();
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-testid="search-hit">
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <Badge className="bg-stone-100 text-stone-800">{searchKindLabel[hit.kind]}</Badge>
        {hit.category && hit.category !== searchKindLabel[hit.kind] ? <span>{hit.category}</span> : null}
        {hit.date ? <time dateTime={hit.date}>{formatLongDate(hit.date, timeZone)}</time> : null}
      </div>
      <h2 className="mt-2 text-xl font-semibold">
        <Link
          href={searchHitHref(hit)}
          className="text-stone-900 underline-offset-2 hover:text-red-800 hover:underline"
        >
          <MarkedText parts={hit.titleParts} />
        </Link>
      </h2>
      <p className="mt-1 text-stone-700">
        <MarkedText parts={hit.snippet} />
      </p>
    </li>
  );
}

/** Text whose search matches are marked: React text nodes and <mark> elements, never HTML. */
function MarkedText({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) =>
    part.hit ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed text
      <mark key={index} className="rounded bg-yellow-200 px-0.5 text-stone-900">
        {part.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed text
      <span key={index}>{part.text}</span>
    ),
  );
}
