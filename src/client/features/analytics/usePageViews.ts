import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { PAGEVIEW_PATH } from "../../../shared/analytics/basics";

/** Do Not Track or Global Privacy Control: then nothing is even sent. */
function visitorOptedOut() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

/**
 * Reports each page the visitor sees (spec portal-public §2: on every route change) to the portal's
 * own counter: the path and where the visitor came from, no cookie. Sent with keepalive, so that a
 * report also leaves when the visitor follows a link off the site.
 */
export function usePageViews() {
  const [location] = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (visitorOptedOut()) return;
    const referrer = previous.current ?? (document.referrer || null);
    previous.current = window.location.href;
    fetch(PAGEVIEW_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: location, referrer }),
      credentials: "omit",
      keepalive: true,
    }).catch(() => {});
  }, [location]);
}
