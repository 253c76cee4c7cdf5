import { hydrate } from "@tanstack/react-query";
import { hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { STATE_ELEMENT_ID } from "../shared/site";
import { App } from "./App";
import type { PageState } from "./entry-server";
import { createQueryClient } from "./lib/api";
import { matchAppRoute } from "./routes";
import "./styles.css";

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const state = JSON.parse(stateElement?.textContent ?? "{}") as PageState;
const queryClient = createQueryClient();
hydrate(queryClient, state.queries);

async function start() {
  // The current page's code must be there before hydrating, or React would find a loading state where the
  // server sent the page. Should it fail to load, hydration still goes ahead and React retries it.
  await matchAppRoute(window.location.pathname)
    ?.route.component.preload?.()
    .catch(() => {});
  hydrateRoot(
    document.getElementById("root")!,
    <Router>
      <App queryClient={queryClient} site={state.site} />
    </Router>,
  );
}

void start();
