import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { nextLinkOf } from "../../../shared/common/paging-basics";
import { throwIfResNotOk } from "../../lib/api";

/**
 * The pages after a list's first one. The first page comes with the page (server-rendered); the
 * address of the next is in its Link header, which a HEAD request reads without the items again.
 */
export function useMorePages<T>(firstPageUrl: string, firstPageFull: boolean) {
  const firstNext = useQuery({
    queryKey: [firstPageUrl, "next-link"],
    queryFn: async () => {
      const response = await fetch(firstPageUrl, { method: "HEAD", credentials: "include" });
      await throwIfResNotOk(response);
      return nextLinkOf(response.headers.get("Link"));
    },
    enabled: firstPageFull,
  });
  const [loaded, setLoaded] = useState<{ items: T[]; next: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const next = loaded ? loaded.next : (firstNext.data ?? null);

  async function loadMore() {
    if (!next) return;
    setLoading(true);
    setFailed(false);
    try {
      const response = await fetch(next, { credentials: "include" });
      await throwIfResNotOk(response);
      const items = (await response.json()) as T[];
      setLoaded((previous) => ({
        items: [...(previous?.items ?? []), ...items],
        next: nextLinkOf(response.headers.get("Link")),
      }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return { items: loaded?.items ?? [], hasMore: next !== null, loading, failed, loadMore };
}
