import { queryOptions } from "@tanstack/react-query";
import type { NoticeDetail, NoticeKind, NoticeSummary } from "../../../shared/notices-basics";
import { isNoticeKind } from "../../../shared/notices-basics";

interface NoticeList {
  notices: NoticeSummary[];
  hasMore: boolean;
}

const listPath = (kind: NoticeKind | null, archive: boolean) => {
  const query = new URLSearchParams();
  if (kind) query.set("kind", kind);
  if (archive) query.set("archive", "true");
  const text = query.toString();
  return `/api/notices${text ? `?${text}` : ""}`;
};

/** GET /api/notices: the current notices, or (archive) the expired ones, of one kind or all. */
export const noticesQuery = (kind: NoticeKind | null, archive = false) =>
  queryOptions<NoticeList>({ queryKey: [listPath(kind, archive)] });

/** GET /api/notices/{slug} */
export const noticeQuery = (slug: string) =>
  queryOptions<NoticeDetail>({ queryKey: ["/api/notices", encodeURIComponent(slug)] });

/** The kind a /mitteilungen address filters by (?art=baugesuch), or none. */
export function kindOfSearch(search: URLSearchParams): NoticeKind | null {
  const kind = search.get("art") ?? "";
  return isNoticeKind(kind) ? kind : null;
}

/** What /mitteilungen shows at once: the current notices and the archive's first page. */
export const noticeListQueries = (search: URLSearchParams) => {
  const kind = kindOfSearch(search);
  return [noticesQuery(kind), noticesQuery(kind, true)];
};
