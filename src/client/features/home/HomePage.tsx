import { useQuery } from "@tanstack/react-query";
import { HOME_TILE_COUNT } from "../../../shared/articles/articles";
import { QueryState } from "../../components/ui/query-state";
import { SkeletonList } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { WeekStrip } from "../events/WeekStrip";
import { NoticeStrip } from "../notices/NoticeStrip";
import { HomeTile } from "./HomeTile";
import { featuredArticlesQuery, homepageContentQuery } from "./queries";
import { TeaserBanner } from "./TeaserBanner";
import { homeTileLayouts } from "./tileLayouts";
import { WelcomeBanner } from "./WelcomeBanner";

export function HomePage() {
  const { municipality } = useSite();
  const content = useQuery(homepageContentQuery);
  useQuery(featuredArticlesQuery);
  const none = (
    <section className="py-16 text-center">
      <h2 className="text-2xl font-bold">Keine Artikel verfügbar</h2>
      <p className="mt-2 text-stone-700">Es sind derzeit keine Artikel vorhanden.</p>
    </section>
  );

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
      <WeekStrip />
      <QueryState
        query={content}
        loading={
          <SkeletonList
            count={HOME_TILE_COUNT}
            label="Artikel werden geladen"
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
            itemClassName="h-64"
          />
        }
        error={none}
        isEmpty={(items) => items.length === 0}
        empty={none}
      >
        {(all) => {
          const items = all.slice(0, HOME_TILE_COUNT);
          const layouts = homeTileLayouts(items.length);
          return (
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
          );
        }}
      </QueryState>
    </>
  );
}
