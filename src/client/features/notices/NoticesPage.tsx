import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Mail, Rss } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearch } from "wouter";
import { NOTICE_KIND_LABELS, NOTICE_KINDS, type NoticeKind } from "../../../shared/notices/basics";
import { buttonClass } from "../../components/ui/button";
import { ButtonLink } from "../../components/ui/button-link";
import { FilterLinks } from "../../components/ui/filter-links";
import { LoadFailed, QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { NoticeCard } from "./NoticeCard";
import { archivePageOf, kindOfSearch, noticesHref, noticesQuery } from "./queries";

const FEED_PATH = "/mitteilungen/rss.xml";
/** The subscription form with every kind of notice chosen. */
const SUBSCRIBE_PATH = `/abonnieren?${NOTICE_KINDS.map((kind) => `thema=notices:${kind}`).join("&")}`;

/** Below the archive: the way to its older page and, past the first, back to the newer one. */
function ArchivePager({ kind, page, hasMore }: { kind: NoticeKind | null; page: number; hasMore: boolean }) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label="Seiten des Archivs" className="mt-6 flex max-w-4xl flex-wrap justify-between gap-3">
      {page > 1 ? (
        <Link href={noticesHref(kind, page - 1)} rel="prev" className={buttonClass("outline")}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Neuere Mitteilungen
        </Link>
      ) : null}
      {hasMore ? (
        <Link href={noticesHref(kind, page + 1)} rel="next" className={buttonClass("secondary", "ml-auto")}>
          Ältere Mitteilungen
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}

function NoticeList({ label, archive, page = 1 }: { label: string; archive: boolean; page?: number }) {
  const kind = kindOfSearch(new URLSearchParams(useSearch()));
  const notices = useQuery(noticesQuery(kind, archive, page));
  const list = (
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
          {!archive
            ? "Zurzeit gibt es keine aktuellen Mitteilungen dieser Art."
            : page > 1
              ? "Auf dieser Seite des Archivs liegen keine Mitteilungen mehr."
              : "Im Archiv liegen keine Mitteilungen dieser Art."}
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
  if (!archive) return list;
  return (
    <>
      {list}
      <ArchivePager kind={kind} page={page} hasMore={notices.data?.hasMore === true} />
    </>
  );
}

/** /mitteilungen: the official notices, current ones first (deadline first), expired ones in the archive. */
export function NoticesPage() {
  const { municipality } = useSite();
  const search = new URLSearchParams(useSearch());
  const kind = kindOfSearch(search);
  const page = archivePageOf(search);
  const archiveHeading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  // A page of the archive opened in the browser replaces the list under the reader's eyes: its heading
  // comes into view, as a page loaded anew would start at the top.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    archiveHeading.current?.scrollIntoView({ block: "start" });
  }, [page]);
  const filters = [
    { href: noticesHref(null), label: "Alle", active: kind === null },
    ...NOTICE_KINDS.map((value) => ({
      href: noticesHref(value),
      label: NOTICE_KIND_LABELS[value],
      active: kind === value,
    })),
  ];
  return (
    <section>
      <PageMeta
        title={`Amtliche Mitteilungen${page > 1 ? ` – Archiv, Seite ${page}` : ""} – Dorfportal ${municipality}`}
        description={`Baugesuche mit Einsprachefrist, Strassensperrungen, Beschlüsse des Gemeinderats und weitere amtliche Mitteilungen der Gemeinde ${municipality}.`}
        canonicalPath={noticesHref(null, page)}
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
          <ButtonLink href={SUBSCRIBE_PATH} icon={Mail}>
            Per E-Mail abonnieren
          </ButtonLink>
          <a
            href={FEED_PATH}
            className="inline-flex items-center gap-2 rounded-md border border-stone-300 px-3 py-2 text-sm font-medium text-stone-900 hover:bg-stone-100"
          >
            <Rss className="h-4 w-4" aria-hidden="true" />
            RSS-Feed
          </a>
        </div>
      </div>
      <FilterLinks label="Art der Mitteilung" filters={filters} className="mt-6" />
      {page === 1 ? (
        <>
          <h2 className="mt-8 text-2xl font-bold text-stone-900">Aktuell</h2>
          <div className="mt-4">
            <NoticeList label="Aktuelle Mitteilungen" archive={false} />
          </div>
        </>
      ) : null}
      <h2 ref={archiveHeading} className="mt-10 scroll-mt-4 text-2xl font-bold text-stone-900">
        {page > 1 ? `Archiv, Seite ${page}` : "Archiv"}
      </h2>
      <p className="mt-1 text-stone-700">Mitteilungen, deren Frist oder Gültigkeit abgelaufen ist.</p>
      <div className="mt-4">
        <NoticeList label="Archivierte Mitteilungen" archive page={page} />
      </div>
    </section>
  );
}
