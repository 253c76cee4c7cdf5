import type { ComponentType } from "react";
import { parse } from "regexparam";
import type { SiteSettings } from "../shared/site";
import { LoginPage } from "./features/auth/LoginPage";
import { HomePage } from "./features/home/HomePage";
import { homeQueries } from "./features/home/queries";
import { AboutPage } from "./features/pages/AboutPage";
import { AreaNotice } from "./features/pages/AreaNotice";
import { ContactPage } from "./features/pages/ContactPage";
import { NotFoundPage } from "./features/pages/NotFoundPage";
import type { QueryMeta } from "./lib/api";

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
  component: ComponentType<PageProps>;
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
  { path: "/post/:slug", ...notice("Artikel", "Artikel") },
  { path: "/pr-report/:id", ...notice("PR-Bericht", "PR-Berichte") },
  { path: "/leserbriefe/:slug", ...notice("Leserbrief", "Leserbriefe") },
  { path: "/user-artikel/:slug", ...notice("Artikel", "Leserartikel") },
  { path: "/category/:category", ...notice("Kategorie", "Kategorien") },
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
  { path: "/admin", ...notice("Administration", "Administration") },
  { path: "/admin/users", ...notice("Benutzerverwaltung", "Administration") },
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
