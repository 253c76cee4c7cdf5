import type { ComponentType } from "react";
import type { SiteSettings } from "../../shared/common/site";
import type { QueryMeta } from "./api";

export type RouteParams = Record<string, string>;
/** A query a page reads, as the server prefetches it (query options of any data type fit). */
export interface PrefetchQuery {
  queryKey: readonly unknown[];
  meta?: QueryMeta;
}
export interface PageProps {
  params: RouteParams;
}

export interface AppRoute {
  path: string;
  component: ComponentType<PageProps> & { preload?: () => Promise<void> };
  /** Queries the server fetches before rendering, so the page arrives with its data. */
  prefetch?: (params: RouteParams, search: URLSearchParams, site: SiteSettings) => PrefetchQuery[];
  /** When this prefetched query answers 404, the page is served with status 404. */
  notFoundWhen?: (params: RouteParams, search: URLSearchParams) => readonly unknown[];
  redirect?: string;
}
