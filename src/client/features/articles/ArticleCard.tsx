import { Link } from "wouter";
import { contentHref, type TileItem } from "../../../shared/articles/articles";
import { formatLongDate } from "../../../shared/common/dates";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../components/ui/cn";
import { useSite } from "../../lib/site";
import { AiAssistedBadge } from "./AiAssistance";
import { ContentImage } from "./ContentImage";
import { categoryBadgeClass, imageSrc } from "./categoryStyle";

/** A card in a list (spec portal-public §2 "Article card"): options featured, showImage, showExcerpt. */
export function ArticleCard({
  item,
  featured = false,
  showImage = true,
  showExcerpt = true,
}: {
  item: TileItem;
  featured?: boolean;
  showImage?: boolean;
  showExcerpt?: boolean;
}) {
  const { timeZone } = useSite();
  const image = showImage ? imageSrc(item.imageUrl, item.category) : null;
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm focus-within:ring-3 focus-within:ring-sky-600"
      data-testid="article-card"
    >
      <Link href={contentHref(item, "card")} className="flex h-full flex-col outline-none">
        {image ? (
          <ContentImage
            src={image}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className={cn("w-full object-cover", featured ? "h-64" : "h-48")}
          />
        ) : null}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge className={categoryBadgeClass(item.category)}>{item.category}</Badge>
            {/* Letters and reports are named by their category already; reader articles share theirs. */}
            {item.contentType === "user-article" ? (
              <Badge className="bg-stone-800 text-white">Leserartikel</Badge>
            ) : null}
            {item.isAiAssisted ? <AiAssistedBadge /> : null}
          </div>
          <h2
            className={cn(
              "font-bold text-stone-900 group-hover:text-red-800",
              featured ? "text-2xl" : "text-lg",
            )}
          >
            {item.title}
          </h2>
          {showExcerpt && item.excerpt ? <p className="line-clamp-3 text-stone-700">{item.excerpt}</p> : null}
          <p className="mt-auto pt-2 text-sm text-stone-600">
            <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt, timeZone)}</time>
          </p>
        </div>
      </Link>
    </article>
  );
}
