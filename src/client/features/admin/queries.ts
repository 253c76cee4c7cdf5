import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type {
  AdminLists,
  AdminUsersPage,
  AuditEntityType,
  AuditPage,
  OutboxMail,
  PendingLists,
  SiteStatistics,
} from "../../../shared/admin/admin";
import type { AdminGroupStatus, AdminGroupsPage } from "../../../shared/groups/basics";

export const pendingQuery = queryOptions<PendingLists>({ queryKey: ["/api/admin/pending"] });
export const completedQuery = queryOptions<AdminLists>({ queryKey: ["/api/admin/completed"] });
export const statisticsQuery = queryOptions<SiteStatistics>({ queryKey: ["/api/admin/statistics"] });
export const outboxQuery = queryOptions<OutboxMail[]>({ queryKey: ["/api/admin/outbox"] });

/** Refetches every admin query whose address starts with one of the paths (lists, pages, filters). */
export const invalidateAdmin = (queryClient: QueryClient, paths: string[]) =>
  queryClient.invalidateQueries({
    predicate: (query) => {
      const [path] = query.queryKey;
      return typeof path === "string" && paths.some((prefix) => path.startsWith(prefix));
    },
  });

/** What a moderation decision changes: both lists and the audit log. */
export const MODERATION_PATHS = ["/api/admin/pending", "/api/admin/completed", "/api/admin/audit"];

export const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const adminUsersQuery = (search: string, page: number) =>
  queryOptions<AdminUsersPage>({
    queryKey: [withQuery("/api/admin/users", { search: search.trim() || undefined, page })],
  });

export const auditQuery = (filter: { entityType?: AuditEntityType; entityId?: string; page?: number }) =>
  queryOptions<AuditPage>({
    queryKey: [withQuery("/api/admin/audit", { ...filter, page: filter.page ?? 1 })],
  });

/** The team's list of running or stopped groups (the 'Gruppen' tab). */
export const adminGroupsQuery = (filter: { status: AdminGroupStatus; q: string; page: number }) =>
  queryOptions<AdminGroupsPage>({
    queryKey: [withQuery("/api/admin/groups", { ...filter, q: filter.q.trim() || undefined })],
  });
