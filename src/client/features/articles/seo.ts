import type { SiteSettings } from "../../../shared/common/site";
import { sharingImage } from "../../../shared/images/og-images";

/** What a detail page tells search engines and link previews about its item. */
export interface NewsArticle {
  title: string;
  description: string;
  path: string;
  image: string | null;
  publishedAt: string | null;
  /** Set only when the item was edited after publication. */
  modifiedAt?: string | null;
  author: { kind: "Person" | "Organization"; name: string };
  section?: string;
}

/** schema.org NewsArticle for a detail page's JSON-LD, with absolute addresses. */
export function newsArticleJsonLd(site: SiteSettings, article: NewsArticle): Record<string, unknown> {
  const publisher = { "@type": "Organization", name: `Dorfportal ${site.municipality}`, url: site.publicUrl };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title.slice(0, 110),
    description: article.description,
    mainEntityOfPage: `${site.publicUrl}${article.path}`,
    url: `${site.publicUrl}${article.path}`,
    // Search engines require a picture for an article result: the item's, else its kind's or the site's.
    image: [sharingImage(article.image, article.path, site)],
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(article.modifiedAt ? { dateModified: article.modifiedAt } : {}),
    ...(article.section ? { articleSection: article.section } : {}),
    inLanguage: "de-CH",
    author:
      article.author.kind === "Organization" ? publisher : { "@type": "Person", name: article.author.name },
    publisher,
  };
}

/** A meta description: the excerpt, or the start of the text without markup. */
export function metaDescription(excerpt: string | null, content: string, maxLength = 160): string {
  const text = (excerpt ?? content)
    .replace(/[#*_`>|~[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
