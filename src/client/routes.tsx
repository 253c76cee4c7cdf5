import type { ComponentType } from "react";
import { parse } from "regexparam";
import { SEARCH_MIN_LENGTH } from "../shared/search";
import type { SiteSettings } from "../shared/site";
import { adminUsersQuery, pendingQuery } from "./features/admin/queries";
import { articleQuery, categoryQuery } from "./features/articles/queries";
import { eventCalendarQueries } from "./features/events/queries";
import { HomePage } from "./features/home/HomePage";
import { homeQueries } from "./features/home/queries";
import { letterQuery } from "./features/letters/queries";
import { AreaNotice } from "./features/pages/AreaNotice";
import { NotFoundPage } from "./features/pages/NotFoundPage";
import { prReportQuery } from "./features/pr-reports/queries";
import { searchQuery, searchTermOf } from "./features/search/queries";
import { userArticleQuery } from "./features/user-articles/queries";
import type { QueryMeta } from "./lib/api";
import { lazyPage } from "./lib/lazy-page";

/** Pages other than home and not-found are split off and loaded when first shown. */
const ArticlePage = lazyPage(() => import("./features/articles/ArticlePage").then((m) => m.ArticlePage));
const CategoryPage = lazyPage(() => import("./features/articles/CategoryPage").then((m) => m.CategoryPage));
const LoginPage = lazyPage(() => import("./features/auth/LoginPage").then((m) => m.LoginPage));
const EventsCategoryPage = lazyPage(() =>
  import("./features/events/EventsCategoryPage").then((m) => m.EventsCategoryPage),
);
const LetterPage = lazyPage(() => import("./features/letters/LetterPage").then((m) => m.LetterPage));
const AboutPage = lazyPage(() => import("./features/pages/AboutPage").then((m) => m.AboutPage));
const ContactPage = lazyPage(() => import("./features/pages/ContactPage").then((m) => m.ContactPage));
const PrReportPage = lazyPage(() => import("./features/pr-reports/PrReportPage").then((m) => m.PrReportPage));
const UserArticlePage = lazyPage(() =>
  import("./features/user-articles/UserArticlePage").then((m) => m.UserArticlePage),
);
const AdminPage = lazyPage(() => import("./features/admin/AdminPage").then((m) => m.AdminPage));
const AdminUsersPage = lazyPage(() =>
  import("./features/admin/AdminUsersPage").then((m) => m.AdminUsersPage),
);
const SearchPage = lazyPage(() => import("./features/search/SearchPage").then((m) => m.SearchPage));

export type RouteParams = Record<string, string>;
/** A query a page reads, as the server prefetches it (query options of any data type fit). */
export interface PrefetchQuery {
  queryKey: readonly unknown[];
  meta?: QueryMeta;
}
export interface PageProps {
  params: RouteParams;
  notice?: { title: string; area: string };
}

export interface AppRoute {
  path: string;
  component: ComponentType<PageProps> & { preload?: () => Promise<void> };
  notice?: { title: string; area: string };
  /** Queries the server fetches before rendering, so the page arrives with its data. */
  prefetch?: (params: RouteParams, search: URLSearchParams, site: SiteSettings) => PrefetchQuery[];
  /** When this prefetched query answers 404, the page is served with status 404. */
  notFoundWhen?: (params: RouteParams) => readonly unknown[];
  redirect?: string;
}

/** A route whose area is still being built shows a plain notice with its title (see AreaNotice). */
const notice = (title: string, area: string) => ({ component: AreaNotice, notice: { title, area } });

export const routes: AppRoute[] = [
  { path: "/", component: HomePage, prefetch: () => homeQueries },
  {
    path: "/post/:slug",
    component: ArticlePage,
    prefetch: (params) => [articleQuery(params.slug ?? "")],
    notFoundWhen: (params) => articleQuery(params.slug ?? "").queryKey,
  },
  {
    path: "/pr-report/:id",
    component: PrReportPage,
    prefetch: (params) => [prReportQuery(params.id ?? "")],
    notFoundWhen: (params) => prReportQuery(params.id ?? "").queryKey,
  },
  {
    path: "/leserbriefe/:slug",
    component: LetterPage,
    prefetch: (params) => [letterQuery(params.slug ?? "")],
    notFoundWhen: (params) => letterQuery(params.slug ?? "").queryKey,
  },
  {
    path: "/user-artikel/:slug",
    component: UserArticlePage,
    prefetch: (params) => [userArticleQuery(params.slug ?? "")],
    notFoundWhen: (params) => userArticleQuery(params.slug ?? "").queryKey,
  },
  {
    path: "/category/Events",
    component: EventsCategoryPage,
    prefetch: (_params, _search, site) => eventCalendarQueries(site.timeZone),
  },
  {
    path: "/category/:category",
    component: CategoryPage,
    prefetch: (params) => [categoryQuery(params.category ?? "")],
    notFoundWhen: (params) => categoryQuery(params.category ?? "").queryKey,
  },
  {
    path: "/suche",
    component: SearchPage,
    prefetch: (_params, search) => {
      const q = searchTermOf(search);
      return q.length >= SEARCH_MIN_LENGTH ? [searchQuery(q)] : [];
    },
  },
  { path: "/pr-service", ...notice("PR-Service", "PR-Service") },
  { path: "/pr-payment/:prReportId", ...notice("PR-Bericht Abonnement", "PR-Service") },
  { path: "/pr-payment-success/:prReportId", ...notice("Zahlungsmethode", "PR-Service") },
  { path: "/lesereporter", ...notice("Lesereporter", "Lesereporter") },
  { path: "/leserbrief-schreiben", component: NotFoundPage, redirect: "/lesereporter" },
  { path: "/artikel-schreiben", component: NotFoundPage, redirect: "/lesereporter" },
  { path: "/kontakt", component: ContactPage },
  { path: "/ueber-uns", component: AboutPage },
  { path: "/kommunalwahlen/abstimmung", ...notice("Kommunalwahlen", "Wahlumfrage") },
  { path: "/marktplatz", ...notice("Marktplatz", "Marktplatz") },
  { path: "/marktplatz/anbieten", ...notice("Angebot erstellen", "Marktplatz") },
  { path: "/marktplatz/anbieten-old", ...notice("Angebot erstellen", "Marktplatz") },
  { path: "/marktplatz/suchen", ...notice("Gesuch erstellen", "Marktplatz") },
  { path: "/nachbarschaftshilfe-anbieten", ...notice("Angebot bearbeiten", "Marktplatz") },
  { path: "/nachbarschaftshilfe-suchen", ...notice("Gesuch bearbeiten", "Marktplatz") },
  { path: "/admin", component: AdminPage, prefetch: () => [pendingQuery] },
  { path: "/admin/users", component: AdminUsersPage, prefetch: () => [adminUsersQuery("", 1)] },
  { path: "/profil", ...notice("Profil", "Profil") },
  { path: "/dashboard", ...notice("Mein Marktplatz", "Marktplatz") },
  { path: "/inbox", ...notice("Nachrichten", "Nachrichten") },
  { path: "/login", component: LoginPage },
  { path: "/business-directory", ...notice("Business-Verzeichnis", "Business-Verzeichnis") },
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
