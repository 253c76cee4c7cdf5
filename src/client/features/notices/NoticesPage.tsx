import { useQuery } from "@tanstack/react-query";
import { Mail, Rss } from "lucide-react";
import { Link, useSearch } from "wouter";
import { NOTICE_KIND_LABELS, NOTICE_KINDS } from "../../../shared/notices-basics";
import { buttonClass } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { LoadFailed, QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { NoticeCard } from "./NoticeCard";
import { kindOfSearch, noticesQuery } from "./queries";

const FEED_PATH = "/mitteilungen/rss.xml";
/** The subscription form with every kind of notice chosen. */
const SUBSCRIBE_PATH = `/abonnieren?${NOTICE_KINDS.map((kind) => `thema=notices:${kind}`).join("&")}`;

function NoticeList({ label, archive }: { label: string; archive: boolean }) {
  const kind = kindOfSearch(new URLSearchParams(useSearch()));
  const notices = useQuery(noticesQuery(kind, archive));
  return (
    <QueryState
      query={notices}
      loading={<Skeleton className="h-32" />}
      error={
        <LoadFailed
          text="Die Mitteilungen konnten nicht geladen werden."
          onRetry={() => void notices.refetch()}
        />
      }
      isEmpty={(data) => data.notices.length === 0}
      empty={
        <p className="rounded-lg border border-dashed border-stone-300 p-6 text-stone-700">
          {archive
            ? "Im Archiv liegen keine Mitteilungen dieser Art."
            : "Zurzeit gibt es keine aktuellen Mitteilungen dieser Art."}
        </p>
      }
    >
      {(data) => (
        <ul aria-label={label} className="grid max-w-4xl gap-4">
          {data.notices.map((notice) => (
            <NoticeCard key={notice.id} notice={notice} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** /mitteilungen: the official notices, current ones first (deadline first), expired ones in the archive. */
export function NoticesPage() {
  const { municipality } = useSite();
  const kind = kindOfSearch(new URLSearchParams(useSearch()));
  const filters = [
    { href: "/mitteilungen", label: "Alle", active: kind === null },
    ...NOTICE_KINDS.map((value) => ({
      href: `/mitteilungen?art=${value}`,
      label: NOTICE_KIND_LABELS[value],
      active: kind === value,
    })),
  ];
  return (
    <section>
      <PageMeta
        title={`Amtliche Mitteilungen – Dorfportal ${municipality}`}
        description={`Baugesuche mit Einsprachefrist, Strassensperrungen, Beschlüsse des Gemeinderats und weitere amtliche Mitteilungen der Gemeinde ${municipality}.`}
        canonicalPath="/mitteilungen"
        noindex={kind !== null}
        feed={{ title: `Amtliche Mitteilungen ${municipality}`, path: FEED_PATH }}
      />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">Amtliche Mitteilungen</h1>
          <p className="mt-2 max-w-2xl text-stone-700">
            {`Was die Gemeinde ${municipality} bekannt gibt: Baugesuche, Strassensperrungen, Beschlüsse des Gemeinderats, Abfall und Entsorgung.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={SUBSCRIBE_PATH} className={buttonClass("primary")}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            Per E-Mail abonnieren
          </Link>
          <a
            href={FEED_PATH}
            className="inline-flex items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-900 hover:bg-stone-100"
          >
            <Rss className="h-4 w-4" aria-hidden="true" />
            RSS-Feed
          </a>
        </div>
      </div>
      <nav aria-label="Art der Mitteilung" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <li key={filter.href}>
              <Link
                href={filter.href}
                aria-current={filter.active ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-3 py-1.5 text-sm font-medium",
                  filter.active
                    ? "border-sky-800 bg-sky-800 text-white"
                    : "border-stone-300 bg-white text-stone-900 hover:bg-stone-100",
                )}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mt-8 text-2xl font-bold text-stone-900">Aktuell</h2>
      <div className="mt-4">
        <NoticeList label="Aktuelle Mitteilungen" archive={false} />
      </div>
      <h2 className="mt-10 text-2xl font-bold text-stone-900">Archiv</h2>
      <p className="mt-1 text-stone-700">Mitteilungen, deren Frist oder Gültigkeit abgelaufen ist.</p>
      <div className="mt-4">
        <NoticeList label="Archivierte Mitteilungen" archive />
      </div>
    </section>
  );
}
