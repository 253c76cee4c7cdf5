import type { Key, ReactNode } from "react";
import { cn } from "../../components/ui/cn";
import { ProblemAlert } from "../../components/ui/problem-alert";
import { QueryState, type QueryStateProps } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";

/**
 * A query of the team's screens: a skeleton (its size in `skeleton`) while it loads, and an alert with
 * `failed` when the load failed.
 */
export function ListState<T>({
  failed = "Die Liste konnte nicht geladen werden. Bitte laden Sie die Seite neu.",
  skeleton = "h-40 w-full",
  ...props
}: Omit<QueryStateProps<T>, "loading" | "error"> & { failed?: string; skeleton?: string }) {
  return (
    <QueryState
      loading={<Skeleton className={skeleton} />}
      error={<ProblemAlert text={failed} />}
      {...props}
    />
  );
}

/**
 * A query of a part of the team's screens: a skeleton (its classes in `skeleton`) while it loads, and a
 * plain red line with `failed` when the load failed.
 */
export function PanelState<T>({
  failed,
  failedClassName,
  skeleton,
  ...props
}: Omit<QueryStateProps<T>, "loading" | "error"> & {
  failed: string;
  failedClassName?: string;
  skeleton: string;
}) {
  return (
    <QueryState
      loading={<Skeleton className={skeleton} />}
      error={
        <p role="alert" className={cn(failedClassName, "text-red-900")}>
          {failed}
        </p>
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
    <PanelState
      query={query}
      skeleton="mt-4 h-40"
      failed={failed}
      failedClassName="mt-4"
      isEmpty={(items) => items.length === 0}
      empty={<p className="mt-4 text-stone-700">{empty}</p>}
    >
      {(items) => (
        <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              {row(item)}
            </li>
          ))}
        </ul>
      )}
    </PanelState>
  );
}
