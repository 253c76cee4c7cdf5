import { useQuery } from "@tanstack/react-query";
import { HOME_TILE_COUNT } from "../../../shared/articles";
import { Skeleton } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { NoticeStrip } from "../notices/NoticeStrip";
import { HomeTile } from "./HomeTile";
import { featuredArticlesQuery, homepageContentQuery } from "./queries";
import { TeaserBanner } from "./TeaserBanner";
import { homeTileLayouts } from "./tileLayouts";
import { WelcomeBanner } from "./WelcomeBanner";

export function HomePage() {
  const { municipality } = useSite();
  const { data, isLoading } = useQuery(homepageContentQuery);
  useQuery(featuredArticlesQuery);
  const items = (data ?? []).slice(0, HOME_TILE_COUNT);
  const layouts = homeTileLayouts(items.length);

  return (
    <>
      <PageMeta
        title={`Dorfportal ${municipality} – Nachrichten, Events und Nachbarschaft`}
        description={`Lokale Nachrichten, Leserbriefe, Veranstaltungen und Nachbarschaftshilfe aus ${municipality}.`}
      />
      <h1 className="sr-only">{`Dorfportal ${municipality}`}</h1>
      <WelcomeBanner />
      <TeaserBanner />
      <NoticeStrip />
      {isLoading ? (
        <section
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          aria-busy="true"
          aria-label="Artikel werden geladen"
        >
          {Array.from({ length: HOME_TILE_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
            <Skeleton key={index} className="h-64" />
          ))}
        </section>
      ) : items.length === 0 ? (
        <section className="py-16 text-center">
          <h2 className="text-2xl font-bold">Keine Artikel verfügbar</h2>
          <p className="mt-2 text-stone-700">Es sind derzeit keine Artikel vorhanden.</p>
        </section>
      ) : (
        <section
          aria-label="Aktuelle Beiträge"
          className="grid auto-rows-auto gap-6 sm:grid-cols-2 lg:grid-cols-4"
        >
          {items.map((item, index) => (
            <HomeTile
              key={`${item.contentType}-${item.id}`}
              item={item}
              layout={layouts[index] ?? "uniform"}
              showExcerpt={index === 0}
            />
          ))}
        </section>
      )}
    </>
  );
}
