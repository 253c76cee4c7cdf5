import { WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { safeReturnTo } from "../../../shared/common/return-to";
import { OFFLINE_WANTED_PARAM } from "../../../shared/web-app/offline";
import { buttonClass } from "../../components/ui/button";
import { boxedListClass, Card } from "../../components/ui/card";
import { PageMeta } from "../../lib/head";
import { useSite } from "../../lib/site";
import { keptReadPages, type ReadPage } from "./read-pages";

/**
 * What the service worker shows when a page cannot be loaded without a network (src/client/sw.js): kept
 * with the worker, it comes from the browser's cache. Its links are plain ones, not the router's: offline,
 * only a whole page can come from the cache, a client-side navigation would ask the API.
 */
export function OfflinePage() {
  const { municipality } = useSite();
  const siteName = `Dorfportal ${municipality}`;
  const [readPages, setReadPages] = useState<ReadPage[]>([]);
  const [wanted, setWanted] = useState<string | null>(null);

  // Both known only in this browser, after hydration: the page the reader asked for, and what it kept.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get(OFFLINE_WANTED_PARAM);
    const path = asked ? safeReturnTo(asked) : "/";
    setWanted(path === "/" ? null : path);
    let current = true;
    keptReadPages(siteName).then(
      (pages) => {
        if (current) setReadPages(pages);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [siteName]);

  return (
    <div className="mx-auto max-w-2xl">
      <PageMeta
        title={`Offline – ${siteName}`}
        description={`Ohne Internetverbindung lässt sich das ${siteName} nicht laden; zuletzt gelesene Artikel bleiben lesbar.`}
        noindex
      />
      <Card className="p-6">
        <div className="mb-4 flex items-center gap-3">
          <WifiOff className="h-8 w-8 shrink-0 text-red-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-stone-900">Sie sind offline</h1>
        </div>
        <p className="text-stone-800">
          Ihr Gerät hat im Moment keine Verbindung zum Internet, deshalb kann das {siteName} diese Seite nicht
          laden. Sobald die Verbindung wieder besteht, können Sie es erneut versuchen.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {wanted ? (
            <a href={wanted} className={buttonClass("primary")}>
              Erneut versuchen
            </a>
          ) : null}
          <a href="/" className={buttonClass(wanted ? "secondary" : "primary")}>
            Zur Startseite
          </a>
        </div>
      </Card>
      {readPages.length > 0 ? (
        <section aria-labelledby="zuletzt-gelesen" className="mt-8">
          <h2 id="zuletzt-gelesen" className="text-xl font-semibold text-stone-900">
            Zuletzt gelesen
          </h2>
          <p className="mt-1 text-stone-700">
            Diese Seiten haben Sie auf diesem Gerät gelesen. Sie sind gespeichert und lassen sich auch ohne
            Verbindung öffnen.
          </p>
          <ul className={boxedListClass("mt-4")}>
            {readPages.map((page) => (
              <li key={page.path}>
                <a
                  href={page.path}
                  className="block px-4 py-3 font-medium text-red-800 underline-offset-2 hover:underline"
                >
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
