import type { TileItem } from "../../../shared/articles/articles";
import type { ContentType } from "../../../shared/common/constants";
import type { EditorialArticle } from "../../../shared/newsroom/newsroom";
import type { articles } from "../../db/schema";
import { effectiveStatus } from "../newsroom/lifecycle";

type Row = typeof articles.$inferSelect;

export function toEditorialArticle(row: Row, lastSaver: string | null, now = new Date()): EditorialArticle {
  const status = effectiveStatus(row.status, row.publishedAt, now);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status,
    category: row.category,
    featured: row.featured === "true",
    excerpt: row.excerpt ?? "",
    content: row.content,
    byline: row.byline,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    imageCaption: row.imageCaption,
    publishAt: status === "draft" ? null : row.publishedAt.toISOString(),
    publishedAt: status === "published" || status === "withdrawn" ? row.publishedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
    authorName: row.byline ?? lastSaver ?? "Redaktion",
    version: row.version,
  };
}

export interface ListedItem extends TileItem {
  /** The date exactly as stored (to the microsecond), for ordering and the cursor. */
  sortAt: string;
  rank: number;
}

/** A plain-text preview for items without an excerpt of their own (letters): about two lines. */
function textPreview(text: string, maxLength = 180): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()} …`;
}

export interface SourceRow {
  id: number;
  slug: string | null;
  title: string;
  excerpt: string | null;
  image_url: string | null;
  category: string;
  content_type: ContentType;
  is_ai_assisted: boolean;
  sort_at: string;
  rank: number;
  market_name: string | null;
  market_kind: string | null;
  market_price: string | null;
}

export function toListedItem(row: SourceRow): ListedItem {
  // Editorial articles filed under Leserbriefe are linked like letters (spec §2 "Link target").
  const contentType =
    row.content_type === "article" && row.category === "Leserbriefe" ? "leserbrief" : row.content_type;
  const plainText = row.content_type === "leserbrief" || row.content_type === "marketplace";
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: plainText && row.excerpt !== null ? textPreview(row.excerpt) : row.excerpt,
    imageUrl: row.image_url,
    category: row.category,
    contentType,
    isAiAssisted: row.is_ai_assisted,
    publishedAt: new Date(row.sort_at).toISOString(),
    ...(row.market_name !== null && row.market_kind !== null
      ? {
          marketplaceData: {
            name: row.market_name,
            kind: row.market_kind,
            ...(row.market_price ? { price: row.market_price } : {}),
          },
        }
      : {}),
    sortAt: row.sort_at,
    rank: row.rank,
  };
}

/** What the API answers for a listed item: the tile or card, without the ordering internals. */
export const toTile = ({ sortAt: _sortAt, rank: _rank, ...tile }: ListedItem): TileItem => tile;
