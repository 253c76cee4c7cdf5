import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { paths } from "../../../shared/common/paths";
import { NOTICE_KIND_LABELS } from "../../../shared/notices/basics";
import { DeadlineLine } from "./NoticeFacts";
import { noticesQuery } from "./queries";

const STRIP_COUNT = 3;

/** The home page's compact strip of current official notices; nothing when there are none. */
export function NoticeStrip() {
  const { data } = useQuery(noticesQuery(null));
  const notices = (data?.notices ?? []).slice(0, STRIP_COUNT);
  if (notices.length === 0) return null;
  return (
    <section
      aria-labelledby="amtliche-mitteilungen"
      className="mb-8 rounded-lg border border-sky-200 bg-sky-50 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="amtliche-mitteilungen" className="text-lg font-bold text-stone-900">
          Amtliche Mitteilungen
        </h2>
        <Link href="/mitteilungen" className="rounded-sm text-sm font-medium text-sky-900 underline">
          Alle Mitteilungen
        </Link>
      </div>
      <ul className="mt-3 grid gap-3 md:grid-cols-3">
        {notices.map((notice) => (
          <li key={notice.id} className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-sky-900">
              {NOTICE_KIND_LABELS[notice.kind]}
            </p>
            <Link
              href={paths.notice(notice.slug)}
              className="rounded-sm font-semibold break-words text-stone-900 hover:underline"
            >
              {notice.title}
            </Link>
            <DeadlineLine notice={notice} />
          </li>
        ))}
      </ul>
    </section>
  );
}
