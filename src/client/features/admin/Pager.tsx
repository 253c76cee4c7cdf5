import { type ReactNode, useId } from "react";
import { Button } from "../../components/ui/button";
import { Input, Label } from "../../components/ui/field";
import type { QueryStateProps } from "../../components/ui/query-state";
import { ListState } from "./ListState";

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

/** A paged list of the administration in its load states, the pager under the page's items. */
export function PagedList<T extends { page: number; pageCount: number }>({
  onPage,
  children,
  ...state
}: {
  query: QueryStateProps<T>["query"];
  failed?: string;
  skeleton?: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="mt-4">
      <ListState {...state}>
        {(data) => (
          <>
            {children(data)}
            <Pager page={data.page} pageCount={data.pageCount} onPage={onPage} />
          </>
        )}
      </ListState>
    </div>
  );
}

/** The search above a paged list: each change of the words starts again at the list's first page. */
export function PagedSearch({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
  className: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
      />
    </div>
  );
}
