import type { Key, ReactNode } from "react";
import { boxedListClass } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { ProblemAlert } from "../../components/ui/problem-alert";
import { QueryState, type QueryStateProps } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";

/**
 * A query of the team's screens: a skeleton (its classes in `skeleton`) while it loads, and `failed` when the
 * load failed: in an alert box, or, for a part of a screen (`failedLine`, its classes), on a plain red line.
 */
export function ListState<T>({
  failed = "Die Liste konnte nicht geladen werden. Bitte laden Sie die Seite neu.",
  failedLine,
  skeleton = "h-40 w-full",
  ...props
}: Omit<QueryStateProps<T>, "loading" | "error"> & {
  failed?: string;
  failedLine?: string;
  skeleton?: string;
}) {
  return (
    <QueryState
      loading={<Skeleton className={skeleton} />}
      error={
        failedLine === undefined ? (
          <ProblemAlert text={failed} />
        ) : (
          <p role="alert" className={cn(failedLine, "text-red-900")}>
            {failed}
          </p>
        )
      }
      {...props}
    />
  );
}

/** A list administrators keep up (the directory's businesses, the poll's candidates): a row an item. */
export function UpkeepList<T extends { id: Key }>({
  query,
  failed,
  empty,
  row,
}: {
  query: QueryStateProps<T[]>["query"];
  failed: string;
  empty: string;
  row: (item: T) => ReactNode;
}) {
  return (
    <ListState
      query={query}
      skeleton="mt-4 h-40"
      failed={failed}
      failedLine="mt-4"
      isEmpty={(items) => items.length === 0}
      empty={<p className="mt-4 text-stone-700">{empty}</p>}
    >
      {(items) => (
        <ul className={boxedListClass("mt-4")}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              {row(item)}
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
