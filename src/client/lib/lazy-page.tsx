import { type ComponentType, createElement, useEffect, useState } from "react";
import { Skeleton } from "../components/ui/skeleton";

export interface LazyPage<P> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the page's code; the server and the browser (before hydrating) call it for the page they show. */
  preload(): Promise<void>;
}

/** Shown while the code of a page opened for the first time loads (client-side navigation only). */
function PageLoading() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">Seite wird geladen</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * A page whose code is loaded when first shown, so that the first visit only downloads the page it opens.
 * No Suspense boundary is involved: React would stream such a boundary with an inline script of its own,
 * which the Content-Security-Policy refuses. A preloaded page renders at once.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  // biome-ignore lint/correctness/noComponentHookFactories: created once per route at module load, not per render
  function Page(props: P) {
    const [component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (component) return;
      let current = true;
      preload().then(
        () => {
          if (current) setComponent(() => loaded);
        },
        // Typically code of an older release that a new deployment replaced: the server renders the page.
        () => window.location.reload(),
      );
      return () => {
        current = false;
      };
    }, [component]);
    return component ? createElement(component, props) : <PageLoading />;
  }
  return Object.assign(Page, { preload });
}

/** Each page export of a module `M`, as a page loaded when first shown. */
export type LazyPages<M> = {
  [Name in keyof M]: M[Name] extends ComponentType<infer P> ? LazyPage<P & object> : never;
};

/**
 * The pages a module exports, each loaded with that module when first shown: read them by name, as in
 * `const { NoticesPage } = lazyPages(() => import("./features/notices/NoticesPage"))`. The import stays a
 * literal of the caller's, so that the bundler still splits the module off.
 */
export function lazyPages<M extends object>(load: () => Promise<M>): LazyPages<M> {
  const pages = new Map<PropertyKey, LazyPage<object>>();
  return new Proxy({} as LazyPages<M>, {
    get(_target, name) {
      let page = pages.get(name);
      if (!page) {
        page = lazyPage(() => load().then((module) => module[name as keyof M] as ComponentType<object>));
        pages.set(name, page);
      }
      return page;
    },
  });
}
