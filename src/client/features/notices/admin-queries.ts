import { queryOptions } from "@tanstack/react-query";
import type { EditorialStatus } from "../../../shared/common/constants";
import type { EditorialNotice, NoticeKind } from "../../../shared/notices/basics";
import { withQuery } from "../admin/queries";

/** The newsroom's address of official notices. */
export const ADMIN_NOTICES = "/api/admin/notices";

export const adminNoticesQuery = (filter: { status?: EditorialStatus; kind?: NoticeKind; page: number }) =>
  queryOptions<{ notices: EditorialNotice[]; total: number }>({
    queryKey: [withQuery(ADMIN_NOTICES, filter)],
  });
