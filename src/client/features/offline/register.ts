import { SERVICE_WORKER_PATH } from "../../../shared/web-app/offline";

/**
 * Registers the service worker (src/client/sw.js) once the page has loaded and the browser is idle, so
 * that it never competes with the page for the network or the main thread; the first visit is as fast
 * as without it. Production builds only: in development Vite serves the files and nothing is kept.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    // Refused (a private window, storage switched off): the portal works as before, only not offline.
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => {});
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(register);
    else setTimeout(register, 1000);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
