import { CalendarDays, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { contentHref, type TileItem } from "../../../shared/articles/articles";
import { formatRelativeDay } from "../../../shared/common/dates";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../components/ui/cn";
import { useSite } from "../../lib/site";
import { ContentImage } from "../articles/ContentImage";
import { categoryBadgeClass, imageSrc } from "../articles/categoryStyle";
import { EditArticleLink } from "../newsroom/EditArticleLink";

export type TileLayout = "uniform" | "large" | "wide" | "medium" | "small" | "full";

const layoutClass: Record<TileLayout, string> = {
  large: "sm:col-span-2 sm:row-span-2",
  wide: "sm:col-span-2",
  full: "col-span-full",
  medium: "",
  small: "",
  uniform: "",
};

const imageHeight: Record<TileLayout, string> = {
  large: "h-64 sm:h-80",
  wide: "h-48",
  full: "h-56",
  medium: "h-44",
  small: "h-36",
  uniform: "h-44",
};

/** How wide a tile's picture is shown: the grid has 4 columns on large screens, 2 on small ones. */
const imageSizes: Record<TileLayout, string> = {
  large: "(min-width: 1024px) 50vw, (min-width: 640px) 100vw, 100vw",
  wide: "(min-width: 1024px) 50vw, (min-width: 640px) 100vw, 100vw",
  full: "100vw",
  medium: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  small: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  uniform: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
};

const contentTypeLabel: Partial<Record<TileItem["contentType"], string>> = {
  "pr-report": "PR-Bericht",
  leserbrief: "Leserbrief",
  marketplace: "Marktplatz",
};

export function HomeTile({
  item,
  layout,
  showExcerpt,
}: {
  item: TileItem;
  layout: TileLayout;
  showExcerpt: boolean;
}) {
  const { timeZone } = useSite();
  const image = item.imageUrl ? imageSrc(item.imageUrl) : null;
  const typeLabel = contentTypeLabel[item.contentType];
  return (
    <article
      className={cn(
        "group flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm focus-within:ring-3 focus-within:ring-sky-600",
        layoutClass[layout],
      )}
      data-testid="home-tile"
    >
      <Link href={contentHref(item, "tile")} className="flex flex-1 flex-col outline-none">
        {image ? (
          <ContentImage
            src={image}
            sizes={imageSizes[layout]}
            className={cn("w-full object-cover", imageHeight[layout])}
          />
        ) : item.category === "Events" ? (
          <div
            className={cn("flex w-full items-center justify-center bg-rose-50", imageHeight[layout])}
            data-testid="calendar-illustration"
          >
            <CalendarDays className="h-16 w-16 text-rose-700" aria-hidden="true" />
          </div>
        ) : null}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge className={categoryBadgeClass(item.category)}>{item.category}</Badge>
            {typeLabel ? <Badge className="bg-stone-800 text-white">{typeLabel}</Badge> : null}
            {item.contentType === "leserbrief" && item.isAiAssisted ? (
              <Badge className="bg-indigo-100 text-indigo-900">
                <Sparkles className="mr-1 h-3 w-3" aria-hidden="true" />
                KI
              </Badge>
            ) : null}
          </div>
          <h3
            className={cn(
              "font-bold text-stone-900 group-hover:text-red-800",
              layout === "large" ? "text-2xl" : "text-lg",
            )}
          >
            {item.title}
          </h3>
          <time dateTime={item.publishedAt} className="text-sm text-stone-600">
            {formatRelativeDay(item.publishedAt, new Date(), timeZone)}
          </time>
          {showExcerpt && item.excerpt ? <p className="line-clamp-2 text-stone-700">{item.excerpt}</p> : null}
          {item.marketplaceData ? (
            <p className="text-sm text-stone-700">
              <span className="font-semibold">
                {item.marketplaceData.kind === "offer" ? "Ich biete" : "Ich suche"}
              </span>
              {" · "}
              {item.marketplaceData.name}
              {item.marketplaceData.price ? ` · ${item.marketplaceData.price}` : null}
            </p>
          ) : null}
        </div>
      </Link>
      {item.contentType === "article" ? (
        <EditArticleLink id={item.id} title={item.title} className="mx-4 mb-3 self-start" />
      ) : null}
    </article>
  );
}
