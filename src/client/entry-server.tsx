import { Writable } from "node:stream";
import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Router } from "wouter";
import type { SiteSettings } from "../shared/common/site";
import { App } from "./App";
import { navigationQueries } from "./components/layout/nav";
import { markdownRenderer } from "./features/articles/MarkdownContent";
import { createQueryClient, isGoneError, isNotFoundError, movedPage, type Transport } from "./lib/api";
import { type HeadCollector, HeadProvider, type PageHead } from "./lib/head";
import { HydrationDone } from "./lib/hydration";
import type { PrefetchQuery } from "./lib/page";
import { authUserQuery } from "./lib/queries";
import { matchAppRoute } from "./routes";

export interface PageState {
  site: SiteSettings;
  queries: DehydratedState;
}

export type RenderResult =
  | { kind: "redirect"; location: string }
  | { kind: "page"; status: number; appHtml: string; head: PageHead | undefined; state: PageState };

const RENDER_TIMEOUT_MS = 10_000;

function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
      final(callback) {
        resolve(html);
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Everything the page needs was fetched beforehand, so waiting for all of it costs nothing.
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error);
      },
    });
    setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
  });
}

/** Renders one page on the server, with the data of its queries fetched through `transport`. */
export async function render(options: {
  url: string;
  transport: Transport;
  site: SiteSettings;
}): Promise<RenderResult> {
  const url = new URL(options.url, "http://ssr.invalid");
  const match = matchAppRoute(url.pathname);
  if (match?.route.redirect) return { kind: "redirect", location: match.route.redirect };

  const queryClient = createQueryClient(options.transport);
  const queries: PrefetchQuery[] = [
    authUserQuery,
    ...navigationQueries,
    ...(match?.route.prefetch?.(match.params, url.searchParams, options.site) ?? []),
  ];
  await Promise.all(queries.map(({ queryKey, meta }) => queryClient.prefetchQuery({ queryKey, meta })));

  let status = match ? 200 : 404;
  const notFoundKey = match?.route.notFoundWhen?.(match.params, url.searchParams);
  if (notFoundKey) {
    const failed = queryClient.getQueryState(notFoundKey)?.error;
    if (isNotFoundError(failed)) status = 404;
    if (isGoneError(failed)) status = 410;
    const moved = movedPage(failed);
    if (moved) return { kind: "redirect", location: moved };
  }

  await match?.route.component.preload?.();
  // Texts are rendered here; the browser keeps this HTML and loads the renderer only for new texts.
  await markdownRenderer.load();

  const collector: HeadCollector = {};
  const appHtml = await renderToHtml(
    <HeadProvider value={collector}>
      <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
        {/* The same children as the browser's tree (main.tsx): useId counts siblings, so every id agrees. */}
        <App queryClient={queryClient} site={options.site} />
        <HydrationDone />
      </Router>
    </HeadProvider>,
  );

  const dehydrated = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== "pending",
  });
  // Errors do not survive JSON; the page only needs to know that the query failed and why.
  for (const query of dehydrated.queries) {
    const error = query.state.error;
    if (error) (query.state as { error: unknown }).error = { message: (error as Error).message ?? "" };
  }
  queryClient.clear();
  return {
    kind: "page",
    status,
    appHtml,
    head: collector.head,
    state: { site: options.site, queries: dehydrated },
  };
}
