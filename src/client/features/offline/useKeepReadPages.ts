import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { KEEP_READ_PAGE, type KeepReadPageMessage, READABLE_PAGE } from "../../../shared/web-app/offline";

/**
 * Tells the service worker of each readable page shown after a client-side navigation, which it never
 * sees as a navigation of its own, so that the page is kept for offline reading too. The page the
 * browser loaded came through the worker, which kept it if it could.
 */
export function useKeepReadPages() {
  const [location] = useLocation();
  const loaded = useRef(true);
  useEffect(() => {
    if (loaded.current) {
      loaded.current = false;
      return;
    }
    const worker = "serviceWorker" in navigator ? navigator.serviceWorker.controller : null;
    if (!worker || !READABLE_PAGE.test(location)) return;
    const message: KeepReadPageMessage = { type: KEEP_READ_PAGE, path: location };
    worker.postMessage(message);
  }, [location]);
}
