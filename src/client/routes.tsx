import { parse } from "regexparam";
import { SEARCH_MIN_LENGTH } from "../shared/search/basics";
import { adminUsersQuery, pendingQuery } from "./features/admin/queries";
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
import { lazyPage } from "./lib/lazy-page";
import type { AppRoute, PrefetchQuery, RouteParams } from "./lib/page";

/** Pages other than home and not-found are split off and loaded when first shown. */
const HomePage = lazyPage(() => import("./features/home/HomePage").then((m) => m.HomePage));
const ArticlePage = lazyPage(() => import("./features/articles/ArticlePage").then((m) => m.ArticlePage));
const ArticlePreviewPage = lazyPage(() =>
  import("./features/newsroom/ArticlePreviewPage").then((m) => m.ArticlePreviewPage),
);
const CategoryPage = lazyPage(() => import("./features/articles/CategoryPage").then((m) => m.CategoryPage));
const AdminEventsPage = lazyPage(() =>
  import("./features/events/AdminEventsPages").then((m) => m.AdminEventsPage),
);
const AdminEventEditPage = lazyPage(() =>
  import("./features/events/AdminEventsPages").then((m) => m.AdminEventEditPage),
);
const NotificationsPage = lazyPage(() =>
  import("./features/notifications/NotificationsPage").then((m) => m.NotificationsPage),
);
const LoginPage = lazyPage(() => import("./features/auth/LoginPage").then((m) => m.LoginPage));
const SignOutPage = lazyPage(() => import("./features/auth/SignOutPage").then((m) => m.SignOutPage));
const VerifyEmailPage = lazyPage(() =>
  import("./features/auth/VerifyEmailPage").then((m) => m.VerifyEmailPage),
);
const PasswordResetPage = lazyPage(() =>
  import("./features/auth/PasswordResetPage").then((m) => m.PasswordResetPage),
);
const EventsCategoryPage = lazyPage(() =>
  import("./features/events/EventsCategoryPage").then((m) => m.EventsCategoryPage),
);
const EventPage = lazyPage(() => import("./features/events/EventPage").then((m) => m.EventPage));
const LetterPage = lazyPage(() => import("./features/letters/LetterPage").then((m) => m.LetterPage));
const AboutPage = lazyPage(() => import("./features/pages/AboutPage").then((m) => m.AboutPage));
const ImpressumPage = lazyPage(() => import("./features/pages/ImpressumPage").then((m) => m.ImpressumPage));
const PrivacyPage = lazyPage(() => import("./features/pages/PrivacyPage").then((m) => m.PrivacyPage));
const ContactPage = lazyPage(() => import("./features/pages/ContactPage").then((m) => m.ContactPage));
const PrReportPage = lazyPage(() => import("./features/pr-reports/PrReportPage").then((m) => m.PrReportPage));
const PrServicePage = lazyPage(() =>
  import("./features/pr-reports/PrServicePage").then((m) => m.PrServicePage),
);
const PrPaymentPage = lazyPage(() =>
  import("./features/pr-reports/PrPaymentPage").then((m) => m.PrPaymentPage),
);
const PrPaymentSuccessPage = lazyPage(() =>
  import("./features/pr-reports/PrPaymentSuccessPage").then((m) => m.PrPaymentSuccessPage),
);
const UserArticlePage = lazyPage(() =>
  import("./features/user-articles/UserArticlePage").then((m) => m.UserArticlePage),
);
const ElectionPage = lazyPage(() => import("./features/election/ElectionPage").then((m) => m.ElectionPage));
const BusinessDirectoryPage = lazyPage(() =>
  import("./features/businesses/BusinessDirectoryPage").then((m) => m.BusinessDirectoryPage),
);
const ReporterPage = lazyPage(() => import("./features/reporter/ReporterPage").then((m) => m.ReporterPage));
const InboxPage = lazyPage(() => import("./features/messages/InboxPage").then((m) => m.InboxPage));
const AdminPage = lazyPage(() => import("./features/admin/AdminPage").then((m) => m.AdminPage));
const AdminUsersPage = lazyPage(() =>
  import("./features/admin/AdminUsersPage").then((m) => m.AdminUsersPage),
);
const ArticlesListPage = lazyPage(() =>
  import("./features/newsroom/ArticlesListPage").then((m) => m.ArticlesListPage),
);
const ArticleEditorPage = lazyPage(() =>
  import("./features/newsroom/ArticleEditorPage").then((m) => m.ArticleEditorPage),
);
const SearchPage = lazyPage(() => import("./features/search/SearchPage").then((m) => m.SearchPage));
const MarketplacePage = lazyPage(() =>
  import("./features/marketplace/MarketplacePage").then((m) => m.MarketplacePage),
);
const OfferPage = lazyPage(() => import("./features/marketplace/HelpEntryFormPage").then((m) => m.OfferPage));
const OldOfferPage = lazyPage(() =>
  import("./features/marketplace/HelpEntryFormPage").then((m) => m.OldOfferPage),
);
const RequestPage = lazyPage(() =>
  import("./features/marketplace/HelpEntryFormPage").then((m) => m.RequestPage),
);
const EditOfferPage = lazyPage(() =>
  import("./features/marketplace/HelpEntryFormPage").then((m) => m.EditOfferPage),
);
const EditRequestPage = lazyPage(() =>
  import("./features/marketplace/HelpEntryFormPage").then((m) => m.EditRequestPage),
);
const DashboardPage = lazyPage(() =>
  import("./features/marketplace/DashboardPage").then((m) => m.DashboardPage),
);
const NoticesPage = lazyPage(() => import("./features/notices/NoticesPage").then((m) => m.NoticesPage));
const NoticePage = lazyPage(() => import("./features/notices/NoticePage").then((m) => m.NoticePage));
const AdminNoticesPage = lazyPage(() =>
  import("./features/notices/AdminNoticesPages").then((m) => m.AdminNoticesPage),
);
const AdminNoticeEditPage = lazyPage(() =>
  import("./features/notices/AdminNoticesPages").then((m) => m.AdminNoticeEditPage),
);
const SubscribePage = lazyPage(() =>
  import("./features/subscriptions/SubscriptionPages").then((m) => m.SubscribePage),
);
const ConfirmSubscriptionPage = lazyPage(() =>
  import("./features/subscriptions/SubscriptionPages").then((m) => m.ConfirmSubscriptionPage),
);
const ManageSubscriptionPage = lazyPage(() =>
  import("./features/subscriptions/SubscriptionPages").then((m) => m.ManageSubscriptionPage),
);
const GroupsPage = lazyPage(() => import("./features/groups/GroupsPage").then((m) => m.GroupsPage));
const GroupPage = lazyPage(() => import("./features/groups/GroupPage").then((m) => m.GroupPage));
const GroupFoundingPage = lazyPage(() =>
  import("./features/groups/GroupFoundingPage").then((m) => m.GroupFoundingPage),
);
const OfflinePage = lazyPage(() => import("./features/offline/OfflinePage").then((m) => m.OfflinePage));
const ProfilePage = lazyPage(() => import("./features/profile/ProfilePage").then((m) => m.ProfilePage));

/** The page of one item named by the address's last part: its query is prefetched, and its absence is a 404. */
function itemRoute(
  path: string,
  component: AppRoute["component"],
  query: (name: string) => PrefetchQuery,
): AppRoute {
  const param = path.slice(path.lastIndexOf(":") + 1);
  return {
    path,
    component,
    prefetch: (params) => [query(params[param] ?? "")],
    notFoundWhen: (params) => query(params[param] ?? "").queryKey,
  };
}

export const routes: AppRoute[] = [
  { path: "/", component: HomePage, prefetch: () => homeQueries },
  itemRoute("/post/:slug", ArticlePage, articleQuery),
  itemRoute("/vorschau/artikel/:token", ArticlePreviewPage, articlePreviewQuery),
  itemRoute("/pr-report/:id", PrReportPage, prReportQuery),
  itemRoute("/leserbriefe/:slug", LetterPage, letterQuery),
  itemRoute("/user-artikel/:slug", UserArticlePage, userArticleQuery),
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
  itemRoute("/mitteilungen/:slug", NoticePage, noticeQuery),
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
