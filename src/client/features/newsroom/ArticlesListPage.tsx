import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import {
  ARTICLE_CATEGORIES,
  EDITORIAL_STATUSES,
  type EditorialStatus,
} from "../../../shared/common/constants";
import { formatLongDate, formatLongDateTime } from "../../../shared/common/dates";
import { pageCountOf } from "../../../shared/common/paging-basics";
import {
  ARTICLES_ADMIN_PAGE_SIZE,
  EDITORIAL_STATUS_LABELS,
  type EditorialArticle,
} from "../../../shared/newsroom/newsroom";
import { Badge } from "../../components/ui/badge";
import { ButtonLink } from "../../components/ui/button-link";
import { boxedListClass } from "../../components/ui/card";
import { Input, Label } from "../../components/ui/field";
import { FilterSelect } from "../../components/ui/filter-select";
import { Options } from "../../components/ui/options";
import { ResultCount } from "../../components/ui/result-count";
import { usePagedFilter } from "../../components/use-paged-filter";
import { useSite } from "../../lib/site";
import { AdminGate } from "../admin/AdminGate";
import { ListState } from "../admin/ListState";
import { Pager } from "../admin/Pager";
import { adminArticlesQuery } from "./queries";

export const NEWSROOM_DENIED = "Diese Seite ist der Redaktion vorbehalten.";

export const STATUS_BADGE: Record<EditorialStatus, string> = {
  draft: "bg-stone-200 text-stone-900",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
  withdrawn: "bg-red-100 text-red-900",
};

/** /admin/artikel: the newsroom's articles, newest change first. */
export function ArticlesListPage() {
  return (
    <AdminGate title="Artikel" deniedText={NEWSROOM_DENIED} allow="editor">
      <ArticlesList />
    </AdminGate>
  );
}

function ArticlesList() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = usePagedFilter<EditorialStatus | "">("", setPage);
  const [category, setCategory] = usePagedFilter("", setPage);
  const [author, setAuthor] = usePagedFilter("", setPage);
  const [q, setQ] = usePagedFilter("", setPage);
  const articles = useQuery(adminArticlesQuery({ status: status || undefined, category, author, q, page }));
  const ids = { author: useId(), q: useId() };

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p>
            <Link href="/admin" className="text-sm text-red-800 underline">
              Administration
            </Link>
          </p>
          <h1 className="text-3xl font-bold text-stone-900">Artikel</h1>
        </div>
        <ButtonLink href="/admin/artikel/neu" icon={Plus}>
          Neuer Artikel
        </ButtonLink>
      </div>
      <search aria-label="Artikel filtern" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          label="Status"
          value={status}
          onChange={(value) => setStatus(value as EditorialStatus | "")}
        >
          <Options values={EDITORIAL_STATUSES} labels={EDITORIAL_STATUS_LABELS} />
        </FilterSelect>
        <FilterSelect label="Kategorie" value={category} onChange={setCategory}>
          <Options values={ARTICLE_CATEGORIES} />
        </FilterSelect>
        <div>
          <Label htmlFor={ids.author}>Autorin oder Autor</Label>
          <Input
            id={ids.author}
            value={author}
            maxLength={100}
            onChange={(event) => setAuthor(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={ids.q}>Suche in Titel und Text</Label>
          <Input
            id={ids.q}
            type="search"
            value={q}
            maxLength={200}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
      </search>
      <div className="mt-6">
        <ListState
          query={articles}
          isEmpty={(data) => data.articles.length === 0}
          empty={
            <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-700">
              Keine Artikel gefunden.
            </p>
          }
        >
          {(data) => (
            <>
              <ResultCount className="mb-2" count={data.total} one="Artikel" />
              <ul className={boxedListClass()}>
                {data.articles.map((article) => (
                  <ArticleRow key={article.id} article={article} />
                ))}
              </ul>
              <Pager
                page={page}
                pageCount={pageCountOf(data.total, ARTICLES_ADMIN_PAGE_SIZE)}
                onPage={setPage}
              />
            </>
          )}
        </ListState>
      </div>
    </section>
  );
}

function ArticleRow({ article }: { article: EditorialArticle }) {
  const { timeZone } = useSite();
  return (
    <li className="flex flex-col gap-1 p-4" data-testid="newsroom-article">
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={STATUS_BADGE[article.status]}>{EDITORIAL_STATUS_LABELS[article.status]}</Badge>
        <Badge className="bg-stone-100 text-stone-800">{article.category}</Badge>
        {article.featured ? <Badge className="bg-red-100 text-red-900">Hauptartikel</Badge> : null}
      </div>
      <Link
        href={`/admin/artikel/${article.id}`}
        className="text-lg font-semibold break-words text-stone-900 underline-offset-2 hover:underline"
      >
        {article.title}
      </Link>
      <p className="text-sm text-stone-700">
        {article.authorName} · geändert am{" "}
        <time dateTime={article.updatedAt}>{formatLongDate(article.updatedAt, timeZone)}</time>
        {article.status === "scheduled" && article.publishAt ? (
          <>
            {" "}
            · geplant für <ZonedDateTime iso={article.publishAt} />
          </>
        ) : null}
      </p>
    </li>
  );
}

/** '3. Dezember 2026, 07:30' in the municipality's time zone. */
export function ZonedDateTime({ iso }: { iso: string }) {
  const { timeZone } = useSite();
  return <time dateTime={iso}>{formatLongDateTime(iso, timeZone)}</time>;
}
