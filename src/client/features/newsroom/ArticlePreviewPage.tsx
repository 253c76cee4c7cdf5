import type { ArticleDetail } from "../../../shared/articles/articles";
import { ArticleView } from "../articles/ArticlePage";
import type { DetailPageProps } from "../articles/DetailStates";

/** /vorschau/artikel/{token}: a draft or scheduled article for whoever holds the signed link. */
export function ArticlePreviewPage({ item }: DetailPageProps<ArticleDetail>) {
  return <ArticleView article={item} preview />;
}
