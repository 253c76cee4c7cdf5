import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { isOneOf } from "../../../shared/common/labelled-values";
import { nextLinkOf } from "../../../shared/common/paging-basics";
import {
  GROUP_KINDS,
  type GroupDetail,
  type GroupEvent,
  type GroupKind,
  type GroupMember,
  type GroupPoll,
  type GroupPost,
  type GroupRequest,
  type GroupSummary,
} from "../../../shared/groups/basics";
import type { EditorialRevision } from "../../../shared/newsroom/newsroom";
import { throwIfResNotOk } from "../../lib/api";

const part = encodeURIComponent;

/** The kind a /gruppen address filters by (?art=verein), or none. */
export function groupKindOfSearch(search: URLSearchParams): GroupKind | null {
  const kind = search.get("art") ?? "";
  return isOneOf(GROUP_KINDS, kind) ? kind : null;
}

/** The words a /gruppen address searches for (?q=), as the server takes them (at most 100 characters). */
export const groupTermOfSearch = (search: URLSearchParams) => (search.get("q") ?? "").trim().slice(0, 100);

/** /gruppen of one kind or all, searched or not: a link that works without JavaScript too. */
export function groupsHref(kind: GroupKind | null, term = ""): string {
  const query = new URLSearchParams();
  if (kind) query.set("art", kind);
  if (term) query.set("q", term);
  const text = query.toString();
  return `/gruppen${text ? `?${text}` : ""}`;
}

/** GET /api/groups?kind=&q=: the directory, active open and closed groups by name. */
export const groupsQuery = (kind: GroupKind | null, term: string) => {
  const query = new URLSearchParams();
  if (kind) query.set("kind", kind);
  if (term) query.set("q", term);
  const text = query.toString();
  return queryOptions<GroupSummary[]>({ queryKey: [`/api/groups${text ? `?${text}` : ""}`] });
};

export const groupListQueries = (search: URLSearchParams) => [
  groupsQuery(groupKindOfSearch(search), groupTermOfSearch(search)),
];

/**
 * GET /api/groups/{slug}: the group with the viewer's place in it. Its key starts with '/api/groups/', a
 * read the member's browser makes again over a cached page (MEMBER_DEPENDENT_READS).
 */
export const groupQuery = (slug: string) =>
  queryOptions<GroupDetail>({ queryKey: [`/api/groups/${part(slug)}`] });

/** GET /api/groups/{slug}/invitations/{token}: the group an invitation opens, also a private one. */
export const invitedGroupQuery = (slug: string, token: string) =>
  queryOptions<GroupDetail>({ queryKey: [`/api/groups/${part(slug)}/invitations/${part(token)}`] });

/** The invitation token of a group page's address (?einladung=…), or none. */
export const invitationOfSearch = (search: URLSearchParams) => search.get("einladung")?.trim() || null;

/** What /gruppen/{slug} reads first: the group, or the group an invitation opens. */
export const groupPageQuery = (slug: string, search: URLSearchParams) => {
  const token = invitationOfSearch(search);
  return token ? invitedGroupQuery(slug, token) : groupQuery(slug);
};

export const groupMembersQuery = (slug: string) =>
  queryOptions<GroupMember[]>({ queryKey: [`/api/groups/${part(slug)}/members`] });

export const groupRequestsQuery = (slug: string) =>
  queryOptions<GroupRequest[]>({ queryKey: [`/api/groups/${part(slug)}/requests`] });

/** A group as the team's inbox lists it: the founder and the whole description. */
export interface PendingGroup extends GroupSummary {
  description: string;
  createdAt: string;
  foundedBy: string | null;
}

export const pendingGroupsQuery = queryOptions<PendingGroup[]>({ queryKey: ["/api/admin/groups/pending"] });

/** Every read of one group and the directory, to read again after a change of membership or profile. */
export const isGroupRead = (slug: string) => (queryKey: readonly unknown[]) => {
  const [path] = queryKey;
  if (typeof path !== "string") return false;
  const base = `/api/groups/${part(slug)}`;
  return (
    path === base || path.startsWith(`${base}/`) || path === "/api/groups" || path.startsWith("/api/groups?")
  );
};

/** One page of a group's feed and the address of the next (the Link header), if there is one. */
export interface GroupPostsPage {
  items: GroupPost[];
  next: string | null;
}

/**
 * GET /api/groups/{slug}/posts: the feed, pinned posts first, then newest first; 'Ältere Beiträge laden'
 * follows the Link header. Read by the browser only: each post says what the viewer may do with it.
 */
export const groupPostsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: [`/api/groups/${part(slug)}/posts`],
    initialPageParam: `/api/groups/${part(slug)}/posts`,
    queryFn: async ({ pageParam }): Promise<GroupPostsPage> => {
      const response = await fetch(pageParam, { credentials: "include" });
      await throwIfResNotOk(response);
      return {
        items: (await response.json()) as GroupPost[],
        next: nextLinkOf(response.headers.get("Link")),
      };
    },
    getNextPageParam: (page: GroupPostsPage) => page.next,
  });

/** GET /api/groups/{slug}/posts/{id}/revisions: an edited post's versions, newest first. */
export const groupPostRevisionsQuery = (slug: string, postId: number) =>
  queryOptions<EditorialRevision[]>({ queryKey: [`/api/groups/${part(slug)}/posts/${postId}/revisions`] });

export const groupPollsQuery = (slug: string) =>
  queryOptions<GroupPoll[]>({ queryKey: [`/api/groups/${part(slug)}/polls`] });

export const groupEventsQuery = (slug: string) =>
  queryOptions<GroupEvent[]>({ queryKey: [`/api/groups/${part(slug)}/events`] });

/** GET /api/group-calendar: the member's secret address of their groups' calendar, asked for when wanted. */
export const groupCalendarQuery = queryOptions<{ url: string }>({ queryKey: ["/api/group-calendar"] });

/** A 403 answer to a group's posts, polls or events: a closed group's life is for its members. */
export const isMembersOnlyError = (error: unknown) =>
  error instanceof Error && error.message.startsWith("403:");
