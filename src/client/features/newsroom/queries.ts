import { queryOptions } from "@tanstack/react-query";
import type { ArticleDetail } from "../../../shared/articles";
import type { EditorialStatus } from "../../../shared/constants";
import type { EditorialArticle, EditorialRevision } from "../../../shared/newsroom";
import { withQuery } from "../admin/queries";

export interface ArticleListFilter {
  status?: EditorialStatus;
  category?: string;
  author?: string;
  q?: string;
  page: number;
}

export const adminArticlesQuery = (filter: ArticleListFilter) =>
  queryOptions<{ articles: EditorialArticle[]; total: number }>({
    queryKey: [
      withQuery("/api/admin/articles", {
        status: filter.status,
        category: filter.category,
        author: filter.author?.trim(),
        q: filter.q?.trim(),
        page: filter.page,
      }),
    ],
  });

export const adminArticleQuery = (id: number) =>
  queryOptions<EditorialArticle>({ queryKey: ["/api/admin/articles", String(id)] });

export const articleRevisionsQuery = (id: number) =>
  queryOptions<{ revisions: EditorialRevision[] }>({
    queryKey: ["/api/admin/articles", String(id), "revisions"],
  });

/** The public view of a draft or scheduled article, for whoever holds the signed link. */
export const articlePreviewQuery = (token: string) =>
  queryOptions<ArticleDetail>({ queryKey: ["/api/preview/articles", encodeURIComponent(token)] });
