import type { AuthUser } from "../../../shared/auth/basics";
import { ARTICLE_CATEGORIES } from "../../../shared/common/constants";
import { slugFromTitle } from "../../../shared/common/slug";
import { fullName } from "../../../shared/common/text";
import { EDITORIAL_BYLINE, type EditorialArticle } from "../../../shared/newsroom/newsroom";

// The editor's form and what a save sends: plain functions, no React.

export interface Form {
  title: string;
  slug: string;
  /** The slug was written by hand (or the article is public): it no longer follows the title. */
  slugFixed: boolean;
  excerpt: string;
  content: string;
  category: string;
  featured: boolean;
  byline: string;
  imageUrl: string | null;
  imageAlt: string;
  imageCaption: string;
}

export const nameOf = (user: AuthUser) => fullName(user) || user.email;

export function formOf(article: EditorialArticle | null, user: AuthUser): Form {
  if (!article) {
    return {
      title: "",
      slug: "",
      slugFixed: false,
      excerpt: "",
      content: "",
      category: ARTICLE_CATEGORIES[1],
      featured: false,
      byline: nameOf(user),
      imageUrl: null,
      imageAlt: "",
      imageCaption: "",
    };
  }
  return {
    title: article.title,
    slug: article.slug,
    // A public address stays; a draft's follows its title as long as nobody wrote one by hand.
    slugFixed: article.status !== "draft" || article.slug !== slugFromTitle(article.title),
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    featured: article.featured,
    byline: article.byline ?? EDITORIAL_BYLINE,
    imageUrl: article.imageUrl,
    imageAlt: article.imageAlt ?? "",
    imageCaption: article.imageCaption ?? "",
  };
}

/** The fields a save sends; the slug only when it differs from what the server would keep. */
export function fieldsOf(form: Form, saved: EditorialArticle | null) {
  const slug = form.slug.trim();
  return {
    title: form.title,
    excerpt: form.excerpt,
    content: form.content,
    category: form.category,
    featured: form.featured,
    byline: form.byline,
    imageUrl: form.imageUrl,
    imageAlt: form.imageUrl ? form.imageAlt : null,
    imageCaption: form.imageUrl ? form.imageCaption || null : null,
    ...(slug && (saved ? slug !== saved.slug : form.slugFixed) ? { slug } : {}),
  };
}

export const sameFields = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export interface SaveIntent {
  status?: "draft" | "published" | "scheduled" | "withdrawn";
  publishAt?: string;
  auto?: boolean;
}

export type FieldErrors = Partial<Record<keyof Form | "publishAt", string>>;
