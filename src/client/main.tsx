import "./lib/zod-browser";
import { hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { MEMBER_DEPENDENT_READS, SESSION_MARK, STATE_ELEMENT_ID } from "../shared/common/site";
import { App } from "./App";
import type { PageState } from "./entry-server";
import { registerServiceWorker } from "./features/offline/register";
import { createQueryClient } from "./lib/api";
import { HydrationDone, startHydrating } from "./lib/hydration";
import { authUserQuery } from "./lib/queries";
import { matchAppRoute } from "./routes";
import "./styles.css";

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const state = JSON.parse(stateElement?.textContent ?? "{}") as PageState;
const queryClient = createQueryClient();
hydrate(queryClient, state.queries);

/**
 * A signed-in member was served the cached page of visitors (marked on `<html>`): once hydrated, the
 * member's own parts are read (who is signed in, the reads that show members more), then shown.
 */
async function fillInMember() {
  const root = document.documentElement;
  if (!root.hasAttribute(SESSION_MARK)) return;
  await Promise.allSettled([
    queryClient.refetchQueries({ queryKey: authUserQuery.queryKey }),
    queryClient.invalidateQueries({
      predicate: (query) => MEMBER_DEPENDENT_READS.some((path) => String(query.queryKey[0]).startsWith(path)),
    }),
  ]);
  root.removeAttribute(SESSION_MARK);
}

async function start() {
  // The current page's code must be there before hydrating, or React would find a loading state where the
  // server sent the page. Should it fail to load, hydration still goes ahead and React retries it; but
  // offline (a page the service worker kept, without its code) retrying cannot help, and the page stays
  // as the server rendered it: readable, where hydrating would replace it with a loading state.
  const loaded = await matchAppRoute(window.location.pathname)
    ?.route.component.preload?.()
    .then(
      () => true,
      () => false,
    );
  if (loaded === false && !navigator.onLine) return;
  startHydrating();
  // In a transition, hydration yields to the browser between components instead of one long task, so
  // the page answers input sooner (Lighthouse's Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root")!,
      <Router>
        <App queryClient={queryClient} site={state.site} />
        <HydrationDone onDone={fillInMember} />
      </Router>,
    );
  });
}

void start();
registerServiceWorker();
