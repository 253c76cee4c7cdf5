import type { ReactNode } from "react";
import { LoadFailed, QueryState } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";

/** A list of one group (members, requests): a skeleton while it loads, `failed` with a retry if it fails. */
export function GroupListState<T>({
  query,
  failed,
  isEmpty,
  empty,
  children,
}: {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  failed: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loading={<Skeleton className="mt-3 h-24 w-full" />}
      error={<LoadFailed className="mt-3" text={failed} onRetry={() => void query.refetch()} />}
      isEmpty={isEmpty}
      empty={empty}
    >
      {children}
    </QueryState>
  );
}
