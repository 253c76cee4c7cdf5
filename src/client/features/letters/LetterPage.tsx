import { PenLine } from "lucide-react";
import { paths } from "../../../shared/common/paths";
import { isPublicContribution } from "../../../shared/contributions/contributions";
import type { LetterDetail } from "../../../shared/letters/letters";
import { Badge } from "../../components/ui/badge";
import { ButtonLink } from "../../components/ui/button-link";
import { AiAssistanceNote, AiAssistedBadge } from "../articles/AiAssistance";
import { ContentImage } from "../articles/ContentImage";
import { ContributionMeta } from "../articles/ContributionMeta";
import { imageSrc } from "../articles/categoryStyle";
import { BackLink, type DetailPageProps, NotPublicNotice } from "../articles/DetailStates";
import { PublicationDate } from "../articles/PublicationDate";
import { ReportButton } from "../reports/ReportButton";

/** The keywords a letter was written from, as the writer gave them (comma separated). */
const keywordsOf = (prompt: string) =>
  prompt
    .split(",")
    .map((keyword) => keyword.trim())
    .filter((keyword, index, all) => keyword && all.indexOf(keyword) === index);

/**
 * /leserbriefe/{slug} (spec portal-public §2 "Reader letter detail"). The letter's text keeps its line
 * breaks but is shown as text: markup a writer typed is displayed, never run (DESIGN.md §4).
 */
export function LetterPage({ item: letter }: DetailPageProps<LetterDetail>) {
  const isPublic = isPublicContribution(letter);
  const image = imageSrc(letter.imageUrl);

  return (
    <article className="mx-auto max-w-3xl">
      <ContributionMeta
        contribution={letter}
        kind="Leserbrief"
        section="Leserbriefe"
        path={paths.letter(letter.slug)}
        excerpt={null}
      />
      <BackLink />
      {isPublic ? null : <NotPublicNotice subject="Dieser Leserbrief" />}
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Badge className="bg-purple-100 text-purple-900">Leserbrief</Badge>
        {letter.isAiAssisted ? <AiAssistedBadge /> : null}
      </div>
      <h1 className="mt-3 text-3xl font-bold text-stone-900 sm:text-4xl">{letter.title}</h1>
      <dl className="mt-4 space-y-1 text-stone-700">
        {letter.topic ? (
          <div>
            <dt className="inline font-semibold">Thema: </dt>
            <dd className="inline">{letter.topic}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-semibold">Von: </dt>
          <dd className="inline">
            {letter.authorName}
            {letter.authorLocation ? `, ${letter.authorLocation}` : null}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Datum</dt>
          <dd>
            <PublicationDate item={letter} />
          </dd>
        </div>
      </dl>
      {image ? (
        <ContentImage
          src={image}
          sizes="(min-width: 768px) 48rem, 100vw"
          className="mt-6 w-full rounded-lg object-cover"
        />
      ) : null}
      <div
        className="mt-6 whitespace-pre-line text-lg leading-relaxed text-stone-800"
        data-testid="letter-content"
      >
        {letter.content}
      </div>
      {letter.isAiAssisted && letter.originalPrompt ? (
        <AiAssistanceNote>
          <p className="mt-2 text-stone-800">
            Dieser Leserbrief wurde mit Hilfe von KI aus den folgenden Stichwörtern des Verfassers erstellt:
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {keywordsOf(letter.originalPrompt).map((keyword) => (
              <li
                key={keyword}
                className="rounded-full bg-white px-3 py-1 text-sm text-indigo-950 ring-1 ring-indigo-200"
              >
                {keyword}
              </li>
            ))}
          </ul>
        </AiAssistanceNote>
      ) : null}
      {isPublic ? (
        <div className="mt-8 flex justify-end">
          <ReportButton kind="leserbrief" itemId={letter.id} />
        </div>
      ) : null}
      <div className="mt-10 border-t border-stone-200 pt-6">
        <ButtonLink href="/leserbrief-schreiben" icon={PenLine}>
          Eigenen Leserbrief schreiben
        </ButtonLink>
      </div>
    </article>
  );
}
