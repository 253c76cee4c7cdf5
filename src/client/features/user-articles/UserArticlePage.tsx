import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import { ARTICLE_NOT_FOUND, categoryPath } from "../../../shared/articles";
import { formatLongDate } from "../../../shared/dates";
import { Badge } from "../../components/ui/badge";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import type { PageProps } from "../../routes";
import { ARTICLE_NOT_FOUND_TEXT } from "../articles/ArticlePage";
import { ContentImage } from "../articles/ContentImage";
import { categoryBadgeClass, imageSrc } from "../articles/categoryStyle";
import { BackLink, ContentNotFound, DetailSkeleton, NotPublicNotice } from "../articles/DetailStates";
import { MarkdownContent } from "../articles/MarkdownContent";
import { metaDescription, newsArticleJsonLd } from "../articles/seo";
import { userArticleQuery } from "./queries";

/** /user-artikel/{slug} (spec portal-members "User article page"). */
export function UserArticlePage({ params }: PageProps) {
  const site = useSite();
  const { data: article, isLoading } = useQuery(userArticleQuery(params.slug ?? ""));

  if (isLoading) return <DetailSkeleton />;
  if (!article) return <ContentNotFound title={ARTICLE_NOT_FOUND} text={ARTICLE_NOT_FOUND_TEXT} />;

  const date = article.publishedAt ?? article.createdAt;
  const isPublic = article.status === "approved" && article.isPublished;
  const image = imageSrc(article.imageUrl);
  const path = `/user-artikel/${encodeURIComponent(article.slug)}`;
  const description = metaDescription(article.excerpt, article.content);

  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta
        title={`${article.title} – Dorfportal ${site.municipality}`}
        description={description}
        image={image}
        type="article"
        canonicalPath={path}
        publishedTime={article.publishedAt}
        noindex={!isPublic}
        jsonLd={newsArticleJsonLd(site, {
          title: article.title,
          description,
          path,
          image,
          publishedAt: article.publishedAt,
          section: article.category,
          author: { kind: "Person", name: article.authorName },
        })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink label="Zurück zur Startseite" />
        <Link href={categoryPath(article.category)} className="text-sm font-medium text-red-800 underline">
          {`Mehr aus ${article.category}`}
        </Link>
      </div>
      {isPublic ? null : (
        <div className="mt-4">
          <NotPublicNotice text="Dieser Artikel ist noch nicht veröffentlicht. Nur Sie und die Redaktion sehen ihn." />
        </div>
      )}
      {image ? (
        <ContentImage
          src={image}
          sizes="(min-width: 768px) 48rem, 100vw"
          eager
          className="mt-6 max-h-[28rem] w-full rounded-lg object-cover"
        />
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Badge className={categoryBadgeClass(article.category)}>{article.category}</Badge>
        <Badge className="bg-stone-800 text-white">Leserartikel</Badge>
        {article.isAiAssisted ? (
          <Badge className="bg-indigo-100 text-indigo-900">
            <Sparkles className="mr-1 h-3 w-3" aria-hidden="true" />
            KI-unterstützt
          </Badge>
        ) : null}
      </div>
      <h1 className="mt-3 text-3xl font-bold text-stone-900 sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-stone-700">
        Von {article.authorName} · <time dateTime={date}>{formatLongDate(date, site.timeZone)}</time>
      </p>
      {article.excerpt ? <p className="mt-4 text-xl text-stone-700">{article.excerpt}</p> : null}
      <MarkdownContent className="mt-6">{article.content}</MarkdownContent>
      {article.isAiAssisted ? (
        <aside
          className="mt-8 rounded-lg border border-indigo-200 bg-indigo-50 p-5"
          aria-labelledby="ai-help"
        >
          <h2 id="ai-help" className="flex items-center gap-2 text-lg font-semibold text-indigo-950">
            <Sparkles className="h-5 w-5" aria-hidden="true" />
            KI-Unterstützung
          </h2>
          <p className="mt-2 text-stone-800">Dieser Artikel wurde mit Hilfe von KI erstellt.</p>
          {article.originalPrompt ? (
            <p className="mt-2 text-stone-800">
              <span className="font-semibold">Stichwörter: </span>
              {article.originalPrompt}
            </p>
          ) : null}
        </aside>
      ) : null}
    </article>
  );
}
