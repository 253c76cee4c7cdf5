import { hydrate } from "@tanstack/react-query";
import { hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { STATE_ELEMENT_ID } from "../shared/site";
import { App } from "./App";
import type { PageState } from "./entry-server";
import { createQueryClient } from "./lib/api";
import "./styles.css";

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const state = JSON.parse(stateElement?.textContent ?? "{}") as PageState;
const queryClient = createQueryClient();
hydrate(queryClient, state.queries);

hydrateRoot(
  document.getElementById("root")!,
  <Router>
    <App queryClient={queryClient} site={state.site} />
  </Router>,
);
