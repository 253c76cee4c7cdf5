import type { ContentType } from "../common/constants";
import { paths } from "../common/paths";

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
    return paths.letter(item.slug ?? "");
  if (item.contentType === "pr-report") return paths.prReport(item.id);
  if (item.contentType === "user-article" && surface === "card") return paths.userArticle(item.slug ?? "");
  if (item.contentType === "marketplace" && surface === "tile") return paths.helpEntry(item.id);
  return paths.article(item.slug ?? "");
}

/** Cards per page of a category list (spec portal-public §2 "Category page"). */
export const CATEGORY_PAGE_SIZE = 24;
/** Skeleton cards while a category loads (spec §9). */
export const CATEGORY_SKELETON_COUNT = 6;

/**
 * GET /api/articles/{slug}: an editorial article, or a published user article with that slug
 * (the home grid links user articles to /post/{slug}, spec §2 "Link target").
 */
export interface ArticleDetail {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  imageUrl: string | null;
  /** The lead picture's description and its caption/credit (editorial articles; else null). */
  imageAlt: string | null;
  imageCaption: string | null;
  publishedAt: string;
  /** When the editorial team edited it after publication; null when it never was. */
  modifiedAt: string | null;
  featured: "true" | "false";
  contentType: "article" | "user-article";
  /** A user article's author, or an editorial article's byline when it names a person (not 'Redaktion'). */
  authorName: string | null;
}

export const UNKNOWN_CATEGORY = "Diese Kategorie gibt es nicht.";
export const ARTICLE_NOT_FOUND = "Artikel nicht gefunden";

export const categoryPath = paths.category;
/** Each category's RSS feed (the site-wide one is /rss.xml). */
export const categoryFeedPath = (category: string) => `${categoryPath(category)}/rss.xml`;
