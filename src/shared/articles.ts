import type { ContentType } from "./constants";

/** One tile of the home grid (spec portal-public §3 "Tile item"). */
export interface TileItem {
  id: number;
  slug: string | null;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  category: string;
  contentType: ContentType;
  isAiAssisted: boolean;
  publishedAt: string;
  marketplaceData?: { name: string; price?: string; kind: string };
}

export const HOME_TILE_COUNT = 12;

/** Where a tile or card leads (spec portal-public §2, table "Link target"). */
export function contentHref(
  item: Pick<TileItem, "contentType" | "category" | "slug" | "id">,
  surface: "tile" | "card",
): string {
  if (item.contentType === "leserbrief" || item.category === "Leserbriefe")
    return `/leserbriefe/${item.slug}`;
  if (item.contentType === "pr-report") return `/pr-report/${item.id}`;
  if (item.contentType === "user-article" && surface === "card") return `/user-artikel/${item.slug}`;
  if (item.contentType === "marketplace" && surface === "tile") return "/marktplatz";
  return `/post/${item.slug}`;
}
