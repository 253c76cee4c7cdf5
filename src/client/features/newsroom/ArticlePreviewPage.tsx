import { PREVIEW_INVALID } from "../../../shared/newsroom/basics";
import type { PageProps } from "../../lib/page";
import { ArticleView } from "../articles/ArticlePage";
import { useDetail } from "../articles/DetailStates";
import { articlePreviewQuery } from "./preview-query";

/** /vorschau/artikel/{token}: a draft or scheduled article for whoever holds the signed link. */
export function ArticlePreviewPage({ params }: PageProps) {
  const { data: article, fallback } = useDetail(articlePreviewQuery(params.token ?? ""), {
    title: "Vorschau nicht verfügbar",
    text: PREVIEW_INVALID,
  });
  if (!article) return fallback;
  return <ArticleView article={article} preview />;
}
