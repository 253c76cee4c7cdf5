import type { ReactNode } from "react";
import { Button } from "./button";
import { Card } from "./card";
import { cn } from "./cn";

export interface QueryStateProps<T> {
  query: { data: T | undefined; isError: boolean };
  loading: ReactNode;
  error: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * What a screen shows for one query: `error` once it failed (also over data a failed refetch left behind),
 * `loading` until its data is there, `empty` where `isEmpty` finds nothing to show, else `children`.
 */
export function QueryState<T>({ query, loading, error, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isError) return error;
  if (query.data === undefined) return loading;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}

/** A failed load the visitor can try again, with the screen's own `text` under the heading line. */
export function LoadFailed({
  text,
  onRetry,
  className,
}: {
  text?: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn("rounded-lg border border-red-300 bg-red-50 p-6 text-center text-red-900", className)}
    >
      <p className="font-semibold">Fehler beim Laden</p>
      {text ? <p className="mt-1">{text}</p> : null}
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Erneut versuchen
      </Button>
    </div>
  );
}

/** A failed load shown as a card where the content would stand, with the screen's own `text` and no retry. */
export function LoadFailedCard({ text }: { text: string }) {
  return (
    <Card className="mt-6 p-6 text-center">
      <h2 className="text-xl font-bold">Fehler beim Laden</h2>
      <p className="mt-2 text-stone-700">{text}</p>
    </Card>
  );
}

/** A load still under way, announced to screen readers, where the screen has no skeleton of its own. */
export function LoadingLine({ className }: { className?: string }) {
  return (
    <p className={className} role="status">
      Lade...
    </p>
  );
}
