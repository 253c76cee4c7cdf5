import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { type NewsArticle, newsArticleJsonLd } from "./seo";

/**
 * The head of a detail page: title, sharing tags and the NewsArticle JSON-LD. `kind` names what
 * the item is in the browser title where its category does not (Leserbrief, PR-Bericht).
 */
export function NewsArticleMeta({
  kind,
  noindex,
  ...article
}: NewsArticle & { kind?: string; noindex?: boolean }) {
  const site = useSite();
  return (
    <PageMeta
      title={`${article.title} – ${kind ? `${kind} – ` : ""}Dorfportal ${site.municipality}`}
      description={article.description}
      image={article.image}
      type="article"
      canonicalPath={article.path}
      publishedTime={article.publishedAt}
      noindex={noindex}
      jsonLd={newsArticleJsonLd(site, article)}
    />
  );
}
