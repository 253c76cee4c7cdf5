import { useQuery } from "@tanstack/react-query";
import { Rss } from "lucide-react";
import { Link } from "wouter";
import {
  CATEGORY_PAGE_SIZE,
  CATEGORY_SKELETON_COUNT,
  categoryFeedPath,
  type TileItem,
} from "../../../shared/articles/articles";
import { NAV_CATEGORIES } from "../../../shared/common/constants";
import { paths } from "../../../shared/common/paths";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { isNotFoundError } from "../../lib/api";
import { PageMeta } from "../../lib/head";
import type { PageProps } from "../../lib/page";
import { useSite } from "../../lib/site";
import { ArticleCard } from "./ArticleCard";
import { LoadMore } from "./LoadMore";
import { categoryListPath, categoryQuery } from "./queries";
import { useMorePages } from "./useMorePages";

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function CategoryPage({ params }: PageProps) {
  const category = params.category ?? "";
  return <CategoryList key={category} category={category} />;
}

function CategoryList({ category }: { category: string }) {
  const { municipality } = useSite();
  const list = useQuery(categoryQuery(category));
  const unknown = isNotFoundError(list.error);
  const more = useMorePages<TileItem>(
    categoryListPath(category),
    (list.data?.length ?? 0) >= CATEGORY_PAGE_SIZE,
  );
  const items = [...(list.data ?? []), ...more.items];

  return (
    <section>
      <PageMeta
        title={`${category} – Dorfportal ${municipality}`}
        description={`Alle Beiträge der Kategorie ${category} aus ${municipality}.`}
        canonicalPath={paths.category(category)}
        feed={
          list.isError
            ? undefined
            : { title: `Dorfportal ${municipality} – ${category}`, path: categoryFeedPath(category) }
        }
        noindex={list.isError}
      />
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold text-stone-900">
          {unknown ? "Kategorie nicht gefunden" : category}
        </h1>
        {list.isError ? null : (
          <a
            href={categoryFeedPath(category)}
            className="inline-flex items-center gap-1.5 text-sm text-stone-800 underline hover:text-red-800"
          >
            <Rss className="h-4 w-4" aria-hidden="true" />
            RSS-Feed dieser Kategorie
          </a>
        )}
      </div>
      <QueryState
        query={list}
        loading={
          <section className={grid} aria-busy="true" aria-label="Artikel werden geladen">
            {Array.from({ length: CATEGORY_SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
              <Card key={index} className="overflow-hidden" data-testid="card-skeleton">
                <Skeleton className="h-48 rounded-none" />
                <div className="space-y-2 p-4">
                  <Skeleton className="h-5 w-20 rounded-full" />
                  <Skeleton className="h-6 w-full" />
                  <Skeleton className="h-4 w-2/3" />
                </div>
              </Card>
            ))}
          </section>
        }
        error={
          unknown ? (
            <UnknownCategory category={category} />
          ) : (
            <Card className="mx-auto max-w-md p-6 text-center">
              <h2 className="text-2xl font-bold text-stone-900">Fehler beim Laden</h2>
              <p className="mt-2 text-stone-700">Die Kategorie konnte nicht geladen werden.</p>
              <Link href="/" className={buttonClass("primary", "mt-6")}>
                Zurück zur Startseite
              </Link>
            </Card>
          )
        }
        // Further pages are only asked for after a full first one.
        isEmpty={(first) => first.length === 0}
        empty={<p className="py-12 text-center text-lg text-stone-700">Keine Artikel in dieser Kategorie</p>}
      >
        {() => (
          <>
            <div className={grid}>
              {items.map((item) => (
                <ArticleCard key={`${item.contentType}-${item.id}`} item={item} />
              ))}
            </div>
            <LoadMore more={more} items="Artikel" />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** An address with a category that does not exist: say so (HTTP 404) and offer the real ones. */
function UnknownCategory({ category }: { category: string }) {
  return (
    <Card className="max-w-xl p-6">
      <p className="text-stone-800">
        Die Kategorie «{category}» gibt es im Dorfportal nicht. Vielleicht finden Sie, was Sie suchen, in
        einer dieser Kategorien:
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {NAV_CATEGORIES.map((name) => (
          <li key={name}>
            <Link href={paths.category(name)} className={buttonClass("secondary")}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/" className="mt-6 inline-block text-red-800 underline">
        Zurück zur Startseite
      </Link>
    </Card>
  );
}
