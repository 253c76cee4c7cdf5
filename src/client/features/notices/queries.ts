import { queryOptions } from "@tanstack/react-query";
import { isOneOf } from "../../../shared/common/labelled-values";
import type { NoticeDetail, NoticeKind, NoticeSummary } from "../../../shared/notices/basics";
import { NOTICE_KINDS, NOTICES_MAX_PAGE } from "../../../shared/notices/basics";

interface NoticeList {
  notices: NoticeSummary[];
  hasMore: boolean;
}

const listPath = (kind: NoticeKind | null, archive: boolean, page: number) => {
  const query = new URLSearchParams();
  if (kind) query.set("kind", kind);
  if (archive) query.set("archive", "true");
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return `/api/notices${text ? `?${text}` : ""}`;
};

/** GET /api/notices: the current notices, or (archive) a page of the expired ones, of one kind or all. */
export const noticesQuery = (kind: NoticeKind | null, archive = false, page = 1) =>
  queryOptions<NoticeList>({ queryKey: [listPath(kind, archive, page)] });

/** GET /api/notices/{slug} */
export const noticeQuery = (slug: string) =>
  queryOptions<NoticeDetail>({ queryKey: ["/api/notices", encodeURIComponent(slug)] });

/** The kind a /mitteilungen address filters by (?art=baugesuch), or none. */
export function kindOfSearch(search: URLSearchParams): NoticeKind | null {
  const kind = search.get("art") ?? "";
  return isOneOf(NOTICE_KINDS, kind) ? kind : null;
}

/** The archive's page a /mitteilungen address shows (?seite=2); the first without one. */
export function archivePageOf(search: URLSearchParams): number {
  const page = Number(search.get("seite"));
  return Number.isInteger(page) && page > 1 && page <= NOTICES_MAX_PAGE ? page : 1;
}

/** /mitteilungen of one kind or all, at a page of the archive: a link that works without JavaScript too. */
export function noticesHref(kind: NoticeKind | null, page = 1): string {
  const query = new URLSearchParams();
  if (kind) query.set("art", kind);
  if (page > 1) query.set("seite", String(page));
  const text = query.toString();
  return `/mitteilungen${text ? `?${text}` : ""}`;
}

/** What /mitteilungen shows at once: the current notices and the archive's first page, or a later page alone. */
export const noticeListQueries = (search: URLSearchParams) => {
  const kind = kindOfSearch(search);
  const page = archivePageOf(search);
  return page > 1 ? [noticesQuery(kind, true, page)] : [noticesQuery(kind), noticesQuery(kind, true)];
};
