import { Building2 } from "lucide-react";
import type { PrReportDetail } from "../../../shared/pr-reports/pr-reports";
import { Badge } from "../../components/ui/badge";
import { LeadImage } from "../articles/ContentImage";
import { imageSrc } from "../articles/categoryStyle";
import { BackLink, type DetailPageProps, NotPublicNotice } from "../articles/DetailStates";
import { NewsArticleMeta } from "../articles/NewsArticleMeta";
import { PublicationDate } from "../articles/PublicationDate";
import { metaDescription } from "../articles/seo";
import { ReportButton } from "../reports/ReportButton";

/** A bare domain (as the PR service takes it) can be linked; anything else is only shown. */
const isLinkableDomain = (domain: string) => /^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(domain);

/** /pr-report/{id} (spec portal-public §2 "PR report detail"): plain text, a paragraph per line. */
export function PrReportPage({ item: report }: DetailPageProps<PrReportDetail>) {
  const image = imageSrc(report.imageUrl);
  const path = `/pr-report/${report.id}`;
  const description = metaDescription(report.excerpt, report.content);
  const paragraphs = report.content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <article className="mx-auto max-w-3xl">
      <NewsArticleMeta
        kind="PR-Bericht"
        title={report.title}
        description={description}
        path={path}
        image={image}
        publishedAt={report.publishedAt}
        modifiedAt={report.modifiedAt}
        section="PR-Berichte"
        author={{ kind: "Organization", name: report.companyName }}
        noindex={!report.isPublished}
      />
      <BackLink />
      {report.isPublished ? null : <NotPublicNotice subject="Dieser PR-Bericht" />}
      {image ? <LeadImage src={image} /> : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Badge className="bg-amber-100 text-amber-900">PR-Bericht</Badge>
        <PublicationDate item={report} className="text-sm text-stone-600" />
      </div>
      <h1 className="mt-3 text-3xl font-bold text-stone-900 sm:text-4xl">{report.title}</h1>
      {report.excerpt ? <p className="mt-4 text-xl text-stone-700">{report.excerpt}</p> : null}
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-800">
        {paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <aside className="mt-10 rounded-lg border border-stone-200 bg-stone-50 p-5" aria-labelledby="company">
        <h2 id="company" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Building2 className="h-5 w-5" aria-hidden="true" />
          Unternehmen
        </h2>
        <p className="mt-2 font-medium text-stone-900">{report.companyName}</p>
        {report.companyDomain ? (
          <p className="mt-1 text-stone-700">
            Website:{" "}
            {isLinkableDomain(report.companyDomain) ? (
              <a
                href={`https://${report.companyDomain}`}
                rel="nofollow noopener noreferrer"
                target="_blank"
                className="text-red-800 underline"
              >
                {report.companyDomain}
              </a>
            ) : (
              report.companyDomain
            )}
          </p>
        ) : null}
      </aside>
      {report.isPublished ? (
        <div className="mt-8 flex justify-end border-t border-stone-200 pt-4">
          <ReportButton kind="pr-report" itemId={report.id} />
        </div>
      ) : null}
    </article>
  );
}
