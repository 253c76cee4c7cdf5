import { FileText } from "lucide-react";
import { formatLongDate } from "../../../shared/common/dates";
import { paths } from "../../../shared/common/paths";
import { fileSizeText, NOTICE_KIND_LABELS, type NoticeDetail } from "../../../shared/notices/basics";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { BackLink, type DetailPageProps } from "../articles/DetailStates";
import { MarkdownContent } from "../articles/MarkdownContent";
import { metaDescription } from "../articles/seo";
import { DeadlineLine, NoticeFacts } from "./NoticeFacts";
import { noticeJsonLd } from "./seo";

/** /mitteilungen/{slug}: one official notice with its facts, its deadline and its documents. */
export function NoticePage({ item: notice }: DetailPageProps<NoticeDetail>) {
  const site = useSite();
  const kind = NOTICE_KIND_LABELS[notice.kind];
  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta
        title={`${notice.title} – ${kind} – Dorfportal ${site.municipality}`}
        description={metaDescription(null, notice.excerpt || notice.title)}
        type="article"
        canonicalPath={paths.notice(notice.slug)}
        publishedTime={notice.publishedAt}
        jsonLd={noticeJsonLd(site, notice)}
      />
      <BackLink href="/mitteilungen" label="Alle Mitteilungen" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-sky-900">
        {`Amtliche Mitteilung · ${kind}`}
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words text-stone-900 sm:text-4xl">{notice.title}</h1>
      <p className="mt-2 text-sm text-stone-700">
        {`Veröffentlicht am ${formatLongDate(notice.publishedAt, site.timeZone)}`}
        {notice.current ? null : " · Archiviert"}
      </p>
      <div className="mt-4">
        <DeadlineLine notice={notice} />
      </div>
      <div className="mt-6">
        <NoticeFacts notice={notice} />
      </div>
      <MarkdownContent className="mt-6">{notice.content}</MarkdownContent>
      {notice.attachments.length > 0 ? (
        <section className="mt-8" aria-labelledby="dokumente">
          <h2 id="dokumente" className="text-xl font-bold text-stone-900">
            Dokumente
          </h2>
          <ul className="mt-3 space-y-2">
            {notice.attachments.map((attachment) => (
              <li key={attachment.id}>
                <a
                  href={attachment.href}
                  download={attachment.fileName}
                  className="inline-flex items-center gap-2 rounded-md font-medium text-sky-900 underline"
                >
                  <FileText className="h-5 w-5 shrink-0" aria-hidden="true" />
                  <span className="break-all">{attachment.fileName}</span>
                  <span className="text-sm font-normal text-stone-700">{`(PDF, ${fileSizeText(attachment.bytes)})`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
