import { queryOptions } from "@tanstack/react-query";
import type { ArticleDetail } from "../../../shared/articles/articles";

/**
 * A draft or scheduled article through its signed preview link. Apart from the newsroom's queries: the
 * route table reads it, and it must not bring the editor's code into every page's first load.
 */
export const articlePreviewQuery = (token: string) =>
  queryOptions<ArticleDetail>({ queryKey: ["/api/preview/articles", encodeURIComponent(token)] });
