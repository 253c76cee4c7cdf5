import { Button } from "../../components/ui/button";

/** 'Zurück', 'Seite n von m', 'Weiter' under a paged list of the administration. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Seiten" className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Zurück
      </Button>
      <span className="text-sm text-stone-800">
        Seite {page} von {pageCount}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Weiter
      </Button>
    </nav>
  );
}
