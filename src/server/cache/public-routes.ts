import { parse } from "regexparam";
import type { Db } from "../db/client";
import { nextScheduledArticle } from "../features/articles/service";
import { nextElectionChange } from "../features/election/service";
import { nextEventsChange } from "../features/events/service";
import { nextNoticeChange } from "../features/notices/service";
import { nextScheduledPrReport } from "../features/pr-reports/service";

/**
 * The groups' tables of public content, all of which a group's feed reads: the group, its members, their
 * posts with comments, likes and attachments. A new table of groups is read by the feed only when it is
 * added here, not for its name.
 */
const GROUP_FEED_TABLES = [
  "groups",
  "group_members",
  "group_posts",
  "group_post_comments",
  "group_post_likes",
  "group_post_attachments",
] as const;

/**
 * The areas of public content: one per table whose writes a trigger counts (migration
 * response_cache_sql). A new table of public content gets a trigger there and a name here.
 */
export const TABLE_AREAS = [
  "articles",
  "pr_reports",
  "reader_letters",
  "user_articles",
  "events",
  "help_entries",
  "businesses",
  "election_candidates",
  "election_votes",
  "notices",
  ...GROUP_FEED_TABLES,
] as const;

/**
 * Areas that are no table: a public fact that only some writes of a table change, counted by triggers
 * of their own (migration election_poll_area). 'election': whether the poll runs, which its day and
 * its ballot change, and not its votes, which would otherwise end every page's header on each vote.
 * 'member_names': the names of members, which a group's feed shows with their posts and comments
 * (migration group_feed_areas), and not the rest of `users`, which no public answer shows.
 */
export const DERIVED_AREAS = ["election", "member_names"] as const;

export const CONTENT_AREAS = [...TABLE_AREAS, ...DERIVED_AREAS] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];

/**
 * Areas whose public set also changes by time alone (an item dated in the future): the moment the
 * next one becomes public, cached answers that read the area expire.
 */
export const SCHEDULED_AREAS: Partial<
  Record<ContentArea, (db: Db, now: Date, timeZone: string) => Promise<Date | null>>
> = {
  articles: nextScheduledArticle,
  pr_reports: nextScheduledPrReport,
  notices: nextNoticeChange,
  election: nextElectionChange,
  events: nextEventsChange,
};

const LISTED: ContentArea[] = ["articles", "user_articles", "reader_letters", "pr_reports"];
/** A group's feed reads the groups' tables, and the names of the members who wrote in it. */
const GROUP_FEED: ContentArea[] = [...GROUP_FEED_TABLES, "member_names"];
const SEARCHED: ContentArea[] = [...LISTED, "events", "help_entries", "businesses", "notices"];

/** A page takes its areas from the API answers its render read (all must be listed below). */
export const PAGE_DATA = "page-data" as const;

export interface PublicRoute {
  /** The address pattern, written like the Fastify route or the page route in src/client/routes.tsx. */
  path: string;
  /** The areas whose writes change the answer; PAGE_DATA for a server-rendered page. */
  areas: readonly ContentArea[] | typeof PAGE_DATA;
  /**
   * The public answer is not the whole answer for a signed-in member (the marketplace's contact details
   * for confirmed members, a PR report's billing address for whoever ordered it): members are computed.
   */
  personal?: true;
  /**
   * Of a `personal` route: what members see more depends on nothing but whether their address is
   * confirmed (the marketplace's contact details). A confirmed member is served a second entry, kept from
   * a confirmed member's request; an unconfirmed member is served the visitors' entry.
   */
  confirmedCopy?: true;
}

/**
 * Whether a signed-in member is served the visitors' entry: every listed API answer that does not
 * depend on who asks. Pages carry the member's header and are computed for members.
 */
export const sharedWithMembers = (route: PublicRoute) => route.areas !== PAGE_DATA && !route.personal;

/**
 * THE allow-list of the response cache: GET/HEAD answers of these addresses are kept for visitors
 * without a session cookie, until a write to one of their areas (or the safety TTL) ends them. Members
 * are served those entries too where the answer is the same for them (`sharedWithMembers`); what a
 * member's request computes is never kept.
 *
 * To add a route: append `{ path, areas }` here, naming every table the answer reads (for an API
 * route) or PAGE_DATA (for a page whose prefetch reads only API routes of this list). An answer that
 * differs by visitor (address, headers other than Accept-Encoding) must never be listed, one that a
 * signed-in member sees more of is marked `personal`;
 * query parameters are part of the key. An area that is not in CONTENT_AREAS needs its trigger first.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/api/homepage-content", areas: [...LISTED, "help_entries"] },
  { path: "/api/articles/featured", areas: ["articles"] },
  { path: "/api/articles/category/:category", areas: LISTED },
  { path: "/api/articles/:slug", areas: ["articles", "user_articles"] },
  { path: "/api/leserbriefe/:slug", areas: ["reader_letters", "articles"] },
  { path: "/api/user-articles/:slug", areas: ["user_articles"] },
  { path: "/api/pr-reports/:id", areas: ["pr_reports"], personal: true },
  { path: "/api/events/month/:year/:month", areas: ["events"] },
  { path: "/api/events/week", areas: ["events"] },
  { path: "/api/veranstaltungen/:slug", areas: ["events"] },
  { path: "/api/search", areas: SEARCHED },
  { path: "/api/search/suggest", areas: SEARCHED },
  // Owners and admins read the list as every confirmed member (hidden entries only in their own lists),
  // unlike one entry, which its owner reads while it is hidden.
  { path: "/api/help-entries", areas: ["help_entries"], personal: true, confirmedCopy: true },
  { path: "/api/help-entries/:id", areas: ["help_entries"], personal: true },
  { path: "/api/businesses", areas: ["businesses"] },
  { path: "/api/notices", areas: ["notices"] },
  { path: "/api/notices/:slug", areas: ["notices"] },
  { path: "/mitteilungen/rss.xml", areas: ["notices"] },
  // A private group is not found by visitors, whose entry is shared by no member: members are computed.
  { path: "/api/groups", areas: ["groups", "group_members"] },
  { path: "/api/groups/:slug", areas: ["groups", "group_members"], personal: true },
  // An open group's feed as visitors read it; a closed or private group's feed is 403/404 to visitors,
  // never kept. Members are computed: what they may do and liked is in every post and comment.
  { path: "/api/groups/:slug/posts", areas: GROUP_FEED, personal: true },
  { path: "/api/election", areas: ["election"] },
  { path: "/api/election/candidates", areas: ["election_candidates"] },
  { path: "/rss.xml", areas: LISTED },
  { path: "/category/:category/rss.xml", areas: LISTED },
  { path: "/sitemap.xml", areas: [...LISTED, "events", "notices", "groups"] },
  // Made once at start (features/web-app): kept for their ETag and compression, changed by no write.
  { path: "/manifest.webmanifest", areas: [] },
  { path: "/sw.js", areas: [] },
  { path: "/", areas: PAGE_DATA },
  { path: "/post/:slug", areas: PAGE_DATA },
  { path: "/pr-report/:id", areas: PAGE_DATA },
  { path: "/leserbriefe/:slug", areas: PAGE_DATA },
  { path: "/user-artikel/:slug", areas: PAGE_DATA },
  { path: "/veranstaltungen/:slug", areas: PAGE_DATA },
  { path: "/category/:category", areas: PAGE_DATA },
  { path: "/suche", areas: PAGE_DATA },
  { path: "/kontakt", areas: PAGE_DATA },
  { path: "/ueber-uns", areas: PAGE_DATA },
  { path: "/login", areas: PAGE_DATA },
  { path: "/impressum", areas: PAGE_DATA },
  { path: "/datenschutz", areas: PAGE_DATA },
  { path: "/marktplatz", areas: PAGE_DATA },
  { path: "/business-directory", areas: PAGE_DATA },
  { path: "/mitteilungen", areas: PAGE_DATA },
  { path: "/abonnieren", areas: PAGE_DATA },
  { path: "/mitteilungen/:slug", areas: PAGE_DATA },
  { path: "/gruppen", areas: PAGE_DATA },
  // A group's page as the village sees it (an open or closed group's profile): a private, pending or
  // stopped group is 404 to visitors and never kept; an invitation's page reads an unlisted route.
  { path: "/gruppen/:slug", areas: PAGE_DATA },
  { path: "/offline", areas: PAGE_DATA },
];

const compiled = PUBLIC_ROUTES.map((route) => ({ route, pattern: parse(route.path).pattern }));
const byPath = new Map<string, PublicRoute | null>();
const BY_PATH_LIMIT = 10_000;

/** The listed route a path belongs to, if any (remembered per path: the hot paths repeat). */
export function publicRouteOf(pathname: string): PublicRoute | null {
  const known = byPath.get(pathname);
  if (known !== undefined) return known;
  const found = compiled.find(({ pattern }) => pattern.test(pathname))?.route ?? null;
  if (byPath.size >= BY_PATH_LIMIT) byPath.clear();
  byPath.set(pathname, found);
  return found;
}
