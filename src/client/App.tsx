import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Redirect, useLocation } from "wouter";
import type { SiteSettings } from "../shared/common/site";
import { Layout } from "./components/layout/Layout";
import { Toaster } from "./components/ui/toaster";
import { NotFoundPage } from "./features/pages/NotFoundPage";
import { SiteProvider } from "./lib/site";
import { matchAppRoute } from "./routes";

function RoutedPage() {
  const [location] = useLocation();
  const shownLocation = useRef(location);
  // A new page starts at its top, as after a full page load; a page that only takes on a new address (the
  // newsroom's editor after a draft's first save) says so in the history state and keeps its place. The
  // page the browser loaded keeps the place the reader (or the browser's own restoring) scrolled to while
  // it hydrated.
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    if ((window.history.state as { keepScroll?: boolean } | null)?.keepScroll) return;
    window.scrollTo(0, 0);
  }, [location]);
  const match = matchAppRoute(location);
  if (!match) return <NotFoundPage />;
  if (match.route.redirect) return <Redirect to={match.route.redirect} replace />;
  const Page = match.route.component;
  return <Page params={match.params} />;
}

export function App({ queryClient, site }: { queryClient: QueryClient; site: SiteSettings }) {
  return (
    <SiteProvider value={site}>
      <QueryClientProvider client={queryClient}>
        <Layout>
          <RoutedPage />
        </Layout>
        <Toaster />
      </QueryClientProvider>
    </SiteProvider>
  );
}
