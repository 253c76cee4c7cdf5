import { queryOptions } from "@tanstack/react-query";
import type { ArticleDetail } from "../../../shared/articles";

/** A draft or scheduled article through its signed preview link. */
export const articlePreviewQuery = (token: string) =>
  queryOptions<ArticleDetail>({ queryKey: ["/api/preview/articles", encodeURIComponent(token)] });
