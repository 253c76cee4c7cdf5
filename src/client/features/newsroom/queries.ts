import { queryOptions } from "@tanstack/react-query";
import type { ArticleDetail } from "../../../shared/articles/articles";
import type { EditorialStatus } from "../../../shared/common/constants";
import type { EditorialArticle, EditorialRevision } from "../../../shared/newsroom/newsroom";
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

/** One editorial item of a kind, by its newsroom address (/api/admin/articles, /api/admin/notices). */
export const editorialItemQuery = <Item = unknown>(apiBase: string, id: number) =>
  queryOptions<Item>({ queryKey: [apiBase, String(id)] });

export const adminArticleQuery = (id: number) =>
  editorialItemQuery<EditorialArticle>("/api/admin/articles", id);

export const revisionsQuery = <Revision = EditorialRevision>(apiBase: string, id: number) =>
  queryOptions<{ revisions: Revision[] }>({ queryKey: [apiBase, String(id), "revisions"] });

/** The public view of a draft or scheduled article, for whoever holds the signed link. */
export const articlePreviewQuery = (token: string) =>
  queryOptions<ArticleDetail>({ queryKey: ["/api/preview/articles", encodeURIComponent(token)] });
