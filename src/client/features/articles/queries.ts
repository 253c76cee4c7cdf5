import { queryOptions } from "@tanstack/react-query";
import type { ArticleDetail, TileItem } from "../../../shared/articles/articles";

export const articleQuery = (slug: string) =>
  queryOptions<ArticleDetail>({ queryKey: ["/api/articles", encodeURIComponent(slug)] });

/** The first page of a category; further pages follow the Link header (useMorePages). */
export const categoryQuery = (category: string) =>
  queryOptions<TileItem[]>({ queryKey: ["/api/articles/category", encodeURIComponent(category)] });

export const categoryListPath = (category: string) =>
  `/api/articles/category/${encodeURIComponent(category)}`;
