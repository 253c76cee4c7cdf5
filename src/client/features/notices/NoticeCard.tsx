import { Link } from "wouter";
import { paths } from "../../../shared/common/paths";
import { NOTICE_KIND_LABELS, type NoticeSummary } from "../../../shared/notices/basics";
import { Badge } from "../../components/ui/badge";
import { DeadlineLine } from "./NoticeFacts";

/** One notice in a list: its kind, title, deadline and first words. */
export function NoticeCard({ notice }: { notice: NoticeSummary }) {
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-testid="notice-card">
      <Badge className="bg-sky-100 text-sky-950">{NOTICE_KIND_LABELS[notice.kind]}</Badge>
      <h3 className="mt-2 text-lg font-bold break-words text-stone-900">
        <Link href={paths.notice(notice.slug)} className="rounded-sm hover:underline">
          {notice.title}
        </Link>
      </h3>
      <div className="mt-1">
        <DeadlineLine notice={notice} />
      </div>
      {notice.excerpt ? <p className="mt-2 line-clamp-3 text-stone-700">{notice.excerpt}</p> : null}
    </li>
  );
}
