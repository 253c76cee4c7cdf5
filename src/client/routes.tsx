import type { UseQueryOptions } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { parse } from "regexparam";
import { ARTICLE_NOT_FOUND } from "../shared/articles/articles";
import { LETTER_NOT_FOUND } from "../shared/letters/letters";
import { PREVIEW_INVALID } from "../shared/newsroom/basics";
import { NOTICE_NOT_FOUND } from "../shared/notices/basics";
import { PR_REPORT_NOT_FOUND } from "../shared/pr-reports/pr-reports";
import { SEARCH_MIN_LENGTH } from "../shared/search/basics";
import { adminUsersQuery, pendingQuery } from "./features/admin/queries";
import type { DetailPageProps, NotFound } from "./features/articles/DetailStates";
import { articleQuery, categoryQuery } from "./features/articles/queries";
import { businessesQuery } from "./features/businesses/queries";
import { candidatesQuery, electionQuery, resultsQuery } from "./features/election/queries";
import { eventCalendarQueries, eventQuery } from "./features/events/queries";
import { groupListQueries, groupPageQuery, pendingGroupsQuery } from "./features/groups/queries";
import { homeQueries } from "./features/home/queries";
import { letterQuery } from "./features/letters/queries";
import { editedEntryQueries, marketplaceQueries, myEntriesQuery } from "./features/marketplace/queries";
import {
  blockedMembersQuery,
  contactEntryQuery,
  inboxParams,
  memberQuery,
  messagesQuery,
} from "./features/messages/queries";
import { articlePreviewQuery } from "./features/newsroom/preview-query";
import { noticeListQueries, noticeQuery } from "./features/notices/queries";
import { notificationsQuery } from "./features/notifications/queries";
import { NotFoundPage } from "./features/pages/NotFoundPage";
import { paymentModeQuery, prReportQuery } from "./features/pr-reports/queries";
import { profileQueries } from "./features/profile/ownItems";
import { searchQuery, searchTermOf } from "./features/search/queries";
import { subscriptionQuery } from "./features/subscriptions/queries";
import { userArticleQuery } from "./features/user-articles/queries";
import { lazyPages } from "./lib/lazy-page";
import type { AppRoute, PrefetchQuery, RouteParams } from "./lib/page";

/** Every page but not-found is split off and loaded when first shown. */
const { HomePage } = lazyPages(() => import("./features/home/HomePage"));
const { ArticlePage } = lazyPages(() => import("./features/articles/ArticlePage"));
const { ArticlePreviewPage } = lazyPages(() => import("./features/newsroom/ArticlePreviewPage"));
const { CategoryPage } = lazyPages(() => import("./features/articles/CategoryPage"));
const { AdminEventsPage, AdminEventEditPage } = lazyPages(() => import("./features/events/AdminEventsPages"));
const { NotificationsPage } = lazyPages(() => import("./features/notifications/NotificationsPage"));
const { LoginPage } = lazyPages(() => import("./features/auth/LoginPage"));
const { SignOutPage } = lazyPages(() => import("./features/auth/SignOutPage"));
const { VerifyEmailPage } = lazyPages(() => import("./features/auth/VerifyEmailPage"));
const { PasswordResetPage } = lazyPages(() => import("./features/auth/PasswordResetPage"));
const { EventsCategoryPage } = lazyPages(() => import("./features/events/EventsCategoryPage"));
const { EventPage } = lazyPages(() => import("./features/events/EventPage"));
const { LetterPage } = lazyPages(() => import("./features/letters/LetterPage"));
const { AboutPage } = lazyPages(() => import("./features/pages/AboutPage"));
const { ImpressumPage } = lazyPages(() => import("./features/pages/ImpressumPage"));
const { PrivacyPage } = lazyPages(() => import("./features/pages/PrivacyPage"));
const { ContactPage } = lazyPages(() => import("./features/pages/ContactPage"));
const { PrReportPage } = lazyPages(() => import("./features/pr-reports/PrReportPage"));
const { PrServicePage } = lazyPages(() => import("./features/pr-reports/PrServicePage"));
const { PrPaymentPage } = lazyPages(() => import("./features/pr-reports/PrPaymentPage"));
const { PrPaymentSuccessPage } = lazyPages(() => import("./features/pr-reports/PrPaymentSuccessPage"));
const { UserArticlePage } = lazyPages(() => import("./features/user-articles/UserArticlePage"));
const { ElectionPage } = lazyPages(() => import("./features/election/ElectionPage"));
const { BusinessDirectoryPage } = lazyPages(() => import("./features/businesses/BusinessDirectoryPage"));
const { ReporterPage } = lazyPages(() => import("./features/reporter/ReporterPage"));
const { InboxPage } = lazyPages(() => import("./features/messages/InboxPage"));
const { AdminPage } = lazyPages(() => import("./features/admin/AdminPage"));
const { AdminUsersPage } = lazyPages(() => import("./features/admin/AdminUsersPage"));
const { ArticlesListPage } = lazyPages(() => import("./features/newsroom/ArticlesListPage"));
const { ArticleEditorPage } = lazyPages(() => import("./features/newsroom/ArticleEditorPage"));
const { SearchPage } = lazyPages(() => import("./features/search/SearchPage"));
const { MarketplacePage } = lazyPages(() => import("./features/marketplace/MarketplacePage"));
const { OfferPage, OldOfferPage, RequestPage, EditOfferPage, EditRequestPage } = lazyPages(
  () => import("./features/marketplace/HelpEntryFormPage"),
);
const { DashboardPage } = lazyPages(() => import("./features/marketplace/DashboardPage"));
const { NoticesPage } = lazyPages(() => import("./features/notices/NoticesPage"));
const { NoticePage } = lazyPages(() => import("./features/notices/NoticePage"));
const { AdminNoticesPage, AdminNoticeEditPage } = lazyPages(
  () => import("./features/notices/AdminNoticesPages"),
);
const { SubscribePage, ConfirmSubscriptionPage, ManageSubscriptionPage } = lazyPages(
  () => import("./features/subscriptions/SubscriptionPages"),
);
const { GroupsPage } = lazyPages(() => import("./features/groups/GroupsPage"));
const { GroupPage } = lazyPages(() => import("./features/groups/GroupPage"));
const { GroupFoundingPage } = lazyPages(() => import("./features/groups/GroupFoundingPage"));
const { OfflinePage } = lazyPages(() => import("./features/offline/OfflinePage"));
const { ProfilePage } = lazyPages(() => import("./features/profile/ProfilePage"));

/** The name of a route's item: the address's last part, as in "/leserbriefe/:slug". */
const itemParam = (path: string) => path.slice(path.lastIndexOf(":") + 1);

/** The page of one item named by the address's last part: its query is prefetched, and its absence is a 404. */
function itemRoute(
  path: string,
  component: AppRoute["component"],
  query: (name: string) => PrefetchQuery,
): AppRoute {
  const param = itemParam(path);
  return {
    path,
    component,
    prefetch: (params) => [query(params[param] ?? "")],
    notFoundWhen: (params) => query(params[param] ?? "").queryKey,
  };
}

/**
 * An item route whose page shows the item's loading and not-found states, and `View` the item. The page
 * loads with `View`, not with the entry, like every page but not-found.
 */
function detailRoute<T>(
  path: string,
  View: ComponentType<DetailPageProps<T>> & { preload?: () => Promise<void> },
  query: (name: string) => UseQueryOptions<T> & PrefetchQuery,
  notFound: NotFound,
): AppRoute {
  const { DetailPage } = lazyPages(async () => {
    const [{ detailPage }] = await Promise.all([
      import("./features/articles/DetailStates"),
      View.preload?.(),
    ]);
    return { DetailPage: detailPage(itemParam(path), query, notFound, View) };
  });
  return itemRoute(path, DetailPage, query);
}

/** What a detail page says when its item does not exist or may not be read. */
const NOT_FOUND = {
  article: { title: ARTICLE_NOT_FOUND, text: "Der angeforderte Artikel konnte nicht gefunden werden." },
  preview: { title: "Vorschau nicht verfügbar", text: PREVIEW_INVALID },
  prReport: { title: PR_REPORT_NOT_FOUND, text: "Der angeforderte PR-Bericht konnte nicht gefunden werden." },
  letter: { title: LETTER_NOT_FOUND, text: "Der angeforderte Leserbrief konnte nicht gefunden werden." },
  notice: {
    title: NOTICE_NOT_FOUND,
    text: "Diese Mitteilung gibt es nicht oder nicht mehr. Alle amtlichen Mitteilungen finden Sie in der Übersicht.",
  },
} satisfies Record<string, NotFound>;

export const routes: AppRoute[] = [
  { path: "/", component: HomePage, prefetch: () => homeQueries },
  detailRoute("/post/:slug", ArticlePage, articleQuery, NOT_FOUND.article),
  detailRoute("/vorschau/artikel/:token", ArticlePreviewPage, articlePreviewQuery, NOT_FOUND.preview),
  detailRoute("/pr-report/:id", PrReportPage, prReportQuery, NOT_FOUND.prReport),
  detailRoute("/leserbriefe/:slug", LetterPage, letterQuery, NOT_FOUND.letter),
  detailRoute("/user-artikel/:slug", UserArticlePage, userArticleQuery, NOT_FOUND.article),
  {
    path: "/category/Events",
    component: EventsCategoryPage,
    prefetch: (_params, _search, site) => eventCalendarQueries(site.timeZone),
  },
  itemRoute("/veranstaltungen/:slug", EventPage, eventQuery),
  // The calendar's first address, still linked from outside.
  { path: "/events", component: NotFoundPage, redirect: "/category/Events" },
  { path: "/veranstaltungen", component: NotFoundPage, redirect: "/category/Events" },
  itemRoute("/category/:category", CategoryPage, categoryQuery),
  {
    path: "/mitteilungen",
    component: NoticesPage,
    prefetch: (_params, search) => noticeListQueries(search),
  },
  detailRoute("/mitteilungen/:slug", NoticePage, noticeQuery, NOT_FOUND.notice),
  {
    path: "/gruppen",
    component: GroupsPage,
    prefetch: (_params, search) => groupListQueries(search),
  },
  { path: "/gruppen/neu", component: GroupFoundingPage },
  // With ?einladung= the page reads the group the invitation opens (also a private one) instead.
  {
    path: "/gruppen/:slug",
    component: GroupPage,
    prefetch: (params, search) => [groupPageQuery(params.slug ?? "", search)],
    notFoundWhen: (params, search) => groupPageQuery(params.slug ?? "", search).queryKey,
  },
  { path: "/abonnieren", component: SubscribePage },
  { path: "/abo/bestaetigen", component: ConfirmSubscriptionPage },
  itemRoute("/abo/:token", ManageSubscriptionPage, subscriptionQuery),
  {
    path: "/suche",
    component: SearchPage,
    prefetch: (_params, search) => {
      const q = searchTermOf(search);
      return q.length >= SEARCH_MIN_LENGTH ? [searchQuery(q)] : [];
    },
  },
  { path: "/pr-service", component: PrServicePage },
  {
    path: "/pr-payment/:prReportId",
    component: PrPaymentPage,
    prefetch: (params) => [prReportQuery(params.prReportId ?? ""), paymentModeQuery()],
  },
  {
    path: "/pr-payment-success/:prReportId",
    component: PrPaymentSuccessPage,
    prefetch: (params) => [prReportQuery(params.prReportId ?? "")],
  },
  { path: "/lesereporter", component: ReporterPage },
  { path: "/leserbrief-schreiben", component: NotFoundPage, redirect: "/lesereporter" },
  { path: "/artikel-schreiben", component: NotFoundPage, redirect: "/lesereporter" },
  { path: "/kontakt", component: ContactPage },
  { path: "/ueber-uns", component: AboutPage },
  { path: "/impressum", component: ImpressumPage },
  { path: "/datenschutz", component: PrivacyPage },
  { path: "/offline", component: OfflinePage },
  {
    path: "/kommunalwahlen/abstimmung",
    component: ElectionPage,
    prefetch: () => [electionQuery, candidatesQuery, resultsQuery(false)],
  },
  {
    path: "/marktplatz",
    component: MarketplacePage,
    prefetch: (_params, search) => marketplaceQueries(search),
  },
  { path: "/marktplatz/anbieten", component: OfferPage },
  { path: "/marktplatz/anbieten-old", component: OldOfferPage },
  { path: "/marktplatz/suchen", component: RequestPage },
  { path: "/nachbarschaftshilfe-anbieten", component: EditOfferPage, prefetch: editedEntryQueries },
  { path: "/nachbarschaftshilfe-suchen", component: EditRequestPage, prefetch: editedEntryQueries },
  { path: "/profil", component: ProfilePage, prefetch: () => profileQueries },
  { path: "/dashboard", component: DashboardPage, prefetch: () => [myEntriesQuery] },
  { path: "/benachrichtigungen", component: NotificationsPage, prefetch: () => [notificationsQuery] },
  {
    path: "/inbox",
    component: InboxPage,
    prefetch: (_params, search) => {
      const { contact, entry } = inboxParams(search);
      return [
        messagesQuery,
        blockedMembersQuery,
        ...(contact ? [memberQuery(contact)] : []),
        ...(entry ? [contactEntryQuery(entry)] : []),
      ];
    },
  },
  { path: "/admin", component: AdminPage, prefetch: () => [pendingQuery, pendingGroupsQuery] },
  { path: "/admin/users", component: AdminUsersPage, prefetch: () => [adminUsersQuery("", 1)] },
  { path: "/admin/artikel", component: ArticlesListPage },
  // One component for both: the first save of a new article moves to its address without a new editor.
  { path: "/admin/artikel/neu", component: ArticleEditorPage },
  { path: "/admin/artikel/:id", component: ArticleEditorPage },
  { path: "/admin/veranstaltungen", component: AdminEventsPage },
  { path: "/admin/veranstaltungen/neu", component: AdminEventEditPage },
  { path: "/admin/veranstaltungen/:id", component: AdminEventEditPage },
  { path: "/admin/mitteilungen", component: AdminNoticesPage },
  { path: "/admin/mitteilungen/neu", component: AdminNoticeEditPage },
  { path: "/admin/mitteilungen/:id", component: AdminNoticeEditPage },
  { path: "/login", component: LoginPage },
  { path: "/business-directory", component: BusinessDirectoryPage, prefetch: () => [businessesQuery] },
  { path: "/abmelden", component: SignOutPage },
  { path: "/email-bestaetigen", component: VerifyEmailPage },
  { path: "/passwort-vergessen", component: PasswordResetPage },
];

const compiled = routes.map((route) => ({ route, ...parse(route.path) }));

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

/** The same matching on the server (status, prefetch) and in the browser (rendering). */
export function matchAppRoute(pathname: string): RouteMatch | null {
  for (const { route, pattern, keys } of compiled) {
    const result = pattern.exec(pathname);
    if (!result) continue;
    const params: RouteParams = {};
    try {
      keys.forEach((key, index) => {
        params[key] = decodeURIComponent(result[index + 1] ?? "");
      });
    } catch {
      return null; // a malformed escape such as '%E0' names no page
    }
    return { route, params };
  }
  return null;
}
