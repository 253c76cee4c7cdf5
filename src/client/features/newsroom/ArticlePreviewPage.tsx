import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ArticleDetail } from "../../../shared/articles";
import { PREVIEW_INVALID } from "../../../shared/newsroom";
import type { PageProps } from "../../routes";
import { ArticleView } from "../articles/ArticlePage";
import { ContentNotFound, DetailSkeleton } from "../articles/DetailStates";

export const articlePreviewQuery = (token: string) =>
  queryOptions<ArticleDetail>({ queryKey: ["/api/preview/articles", encodeURIComponent(token)] });

/** /vorschau/artikel/{token}: a draft or scheduled article for whoever holds the signed link. */
export function ArticlePreviewPage({ params }: PageProps) {
  const { data: article, isLoading } = useQuery(articlePreviewQuery(params.token ?? ""));
  if (isLoading) return <DetailSkeleton />;
  if (!article) return <ContentNotFound title="Vorschau nicht verfügbar" text={PREVIEW_INVALID} />;
  return <ArticleView article={article} preview />;
}
