import { Link } from "wouter";
import { categoryPath } from "../../../shared/articles/articles";
import { paths } from "../../../shared/common/paths";
import { isPublicContribution } from "../../../shared/contributions/contributions";
import type { UserArticleDetail } from "../../../shared/user-articles/user-articles";
import { Badge } from "../../components/ui/badge";
import { AiAssistanceNote, AiAssistedBadge } from "../articles/AiAssistance";
import { LeadImage } from "../articles/ContentImage";
import { ContributionMeta } from "../articles/ContributionMeta";
import { categoryBadgeClass, imageSrc } from "../articles/categoryStyle";
import { BackLink, type DetailPageProps, NotPublicNotice } from "../articles/DetailStates";
import { MarkdownContent } from "../articles/MarkdownContent";
import { PublicationDate } from "../articles/PublicationDate";
import { ReportButton } from "../reports/ReportButton";

/** /user-artikel/{slug} (spec portal-members "User article page"). */
export function UserArticlePage({ item: article }: DetailPageProps<UserArticleDetail>) {
  const isPublic = isPublicContribution(article);
  const image = imageSrc(article.imageUrl);

  return (
    <article className="mx-auto max-w-3xl">
      <ContributionMeta
        contribution={article}
        section={article.category}
        path={paths.userArticle(article.slug)}
        excerpt={article.excerpt}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink label="Zurück zur Startseite" />
        <Link href={categoryPath(article.category)} className="text-sm font-medium text-red-800 underline">
          {`Mehr aus ${article.category}`}
        </Link>
      </div>
      {isPublic ? null : <NotPublicNotice subject="Dieser Artikel" />}
      {image ? <LeadImage src={image} /> : null}
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Badge className={categoryBadgeClass(article.category)}>{article.category}</Badge>
        <Badge className="bg-stone-800 text-white">Leserartikel</Badge>
        {article.isAiAssisted ? <AiAssistedBadge /> : null}
      </div>
      <h1 className="mt-3 text-3xl font-bold text-stone-900 sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-stone-700">
        Von {article.authorName} · <PublicationDate item={article} />
      </p>
      {article.excerpt ? <p className="mt-4 text-xl text-stone-700">{article.excerpt}</p> : null}
      <MarkdownContent className="mt-6">{article.content}</MarkdownContent>
      {article.isAiAssisted ? (
        <AiAssistanceNote>
          <p className="mt-2 text-stone-800">Dieser Artikel wurde mit Hilfe von KI erstellt.</p>
          {article.originalPrompt ? (
            <p className="mt-2 text-stone-800">
              <span className="font-semibold">Stichwörter: </span>
              {article.originalPrompt}
            </p>
          ) : null}
        </AiAssistanceNote>
      ) : null}
      {isPublic ? (
        <div className="mt-8 flex justify-end border-t border-stone-200 pt-4">
          <ReportButton kind="user-article" itemId={article.id} />
        </div>
      ) : null}
    </article>
  );
}
