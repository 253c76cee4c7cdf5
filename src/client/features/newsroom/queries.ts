import { queryOptions } from "@tanstack/react-query";
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
