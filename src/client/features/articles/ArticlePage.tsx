import { Link } from "wouter";
import { type ArticleDetail, categoryPath } from "../../../shared/articles/articles";
import { formatLongDate } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import { Badge } from "../../components/ui/badge";
import { useSite } from "../../lib/site";
import { EditArticleLink } from "../newsroom/EditArticleLink";
import { ReportButton } from "../reports/ReportButton";
import { ContentImage } from "./ContentImage";
import { categoryBadgeClass, imageSrc } from "./categoryStyle";
import { BackLink, type DetailPageProps } from "./DetailStates";
import { MarkdownContent } from "./MarkdownContent";
import { NewsArticleMeta } from "./NewsArticleMeta";
import { metaDescription } from "./seo";

/** /post/{slug} (spec portal-public §2 "Article detail"). */
export function ArticlePage({ item }: DetailPageProps<ArticleDetail>) {
  return <ArticleView article={item} />;
}

/**
 * An article as the public reads it; the newsroom's preview shows the very same view, marked
 * 'Vorschau' and kept out of search engines.
 */
export function ArticleView({ article, preview = false }: { article: ArticleDetail; preview?: boolean }) {
  const site = useSite();
  const image = imageSrc(article.imageUrl);
  // A user article reached through /post/ has its own address; search engines should know that one.
  const path =
    article.contentType === "user-article" ? paths.userArticle(article.slug) : paths.article(article.slug);
  const description = metaDescription(article.excerpt, article.content);

  return (
    <article className="mx-auto max-w-3xl">
      {preview ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 font-semibold text-amber-900"
        >
          Vorschau – dieser Artikel ist noch nicht veröffentlicht.
        </p>
      ) : null}
      <NewsArticleMeta
        noindex={preview}
        title={article.title}
        description={description}
        path={path}
        image={image}
        publishedAt={article.publishedAt}
        modifiedAt={article.modifiedAt}
        section={article.category}
        author={
          article.authorName
            ? { kind: "Person", name: article.authorName }
            : { kind: "Organization", name: `Dorfportal ${site.municipality}` }
        }
      />
      <BackLink />
      {image ? (
        <figure className="mx-auto mt-6 w-full max-w-md">
          <ContentImage
            src={image}
            alt={article.imageAlt ?? ""}
            sizes="(min-width: 768px) 28rem, 100vw"
            eager
            className="aspect-square w-full rounded-lg object-cover"
          />
          {article.imageCaption ? (
            <figcaption className="mt-2 text-sm text-stone-600">{article.imageCaption}</figcaption>
          ) : null}
        </figure>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Link href={categoryPath(article.category)} className="rounded-full">
          <Badge className={categoryBadgeClass(article.category)}>{article.category}</Badge>
        </Link>
        <time dateTime={article.publishedAt} className="text-sm text-stone-600">
          {formatLongDate(article.publishedAt, site.timeZone)}
        </time>
        {article.authorName ? <span className="text-sm text-stone-600">Von {article.authorName}</span> : null}
        {!preview && article.contentType === "article" ? (
          <EditArticleLink id={article.id} title={article.title} />
        ) : null}
      </div>
      <h1 className="mt-3 text-3xl font-bold text-stone-900 sm:text-4xl">{article.title}</h1>
      {article.excerpt ? (
        <blockquote className="mt-6 border-l-4 border-red-700 bg-red-50 px-5 py-4 text-xl text-stone-800">
          {article.excerpt}
        </blockquote>
      ) : null}
      <MarkdownContent className="mt-6">{article.content}</MarkdownContent>
      {preview ? null : (
        <div className="mt-8 flex justify-end border-t border-stone-200 pt-4">
          <ReportButton
            kind={article.contentType === "user-article" ? "user-article" : "article"}
            itemId={article.id}
          />
        </div>
      )}
    </article>
  );
}
