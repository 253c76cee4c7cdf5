import { useQuery } from "@tanstack/react-query";
import { PREVIEW_INVALID } from "../../../shared/newsroom-basics";
import type { PageProps } from "../../lib/page";
import { ArticleView } from "../articles/ArticlePage";
import { ContentNotFound, DetailSkeleton } from "../articles/DetailStates";
import { articlePreviewQuery } from "./preview-query";

/** /vorschau/artikel/{token}: a draft or scheduled article for whoever holds the signed link. */
export function ArticlePreviewPage({ params }: PageProps) {
  const { data: article, isLoading } = useQuery(articlePreviewQuery(params.token ?? ""));
  if (isLoading) return <DetailSkeleton />;
  if (!article) return <ContentNotFound title="Vorschau nicht verfügbar" text={PREVIEW_INVALID} />;
  return <ArticleView article={article} preview />;
}
