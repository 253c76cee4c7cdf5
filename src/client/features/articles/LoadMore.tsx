import { Button } from "../../components/ui/button";
import type { useMorePages } from "./useMorePages";

/**
 * Below a paged list: the button for its next page, and the notice when loading it failed.
 * `items` names what the list holds, in the plural (Artikel, Treffer).
 */
export function LoadMore({ more, items }: { more: ReturnType<typeof useMorePages>; items: string }) {
  if (!more.hasMore && !more.failed) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      {more.failed ? (
        <p role="alert" className="text-red-800">
          {`Weitere ${items} konnten nicht geladen werden. Bitte versuchen Sie es erneut.`}
        </p>
      ) : null}
      <Button variant="secondary" onClick={more.loadMore} disabled={more.loading}>
        {more.loading ? "Wird geladen..." : `Weitere ${items} laden`}
      </Button>
    </div>
  );
}
