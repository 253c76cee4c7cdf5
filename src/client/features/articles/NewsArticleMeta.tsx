import { categoryImage } from "../../../shared/images/og-images";
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
  // An item without a picture is shared with its category's.
  const image = article.image ?? categoryImage(article.section);
  return (
    <PageMeta
      title={`${article.title} – ${kind ? `${kind} – ` : ""}Dorfportal ${site.municipality}`}
      description={article.description}
      image={image}
      type="article"
      canonicalPath={article.path}
      publishedTime={article.publishedAt}
      modifiedTime={article.modifiedAt}
      noindex={noindex}
      jsonLd={newsArticleJsonLd(site, { ...article, image })}
    />
  );
}
