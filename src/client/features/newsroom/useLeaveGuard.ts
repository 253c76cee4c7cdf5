import { useEffect } from "react";

export const LEAVE_QUESTION =
  "Sie haben ungespeicherte Änderungen. Möchten Sie die Seite trotzdem verlassen?";

/**
 * While `active`, leaving asks first: closing or reloading the tab (beforeunload) and following a link of
 * the site. wouter has no navigation blocker, so links are caught on the document before React sees the
 * click: a listener in the capture phase runs ahead of the root's, and stops the click when declined.
 */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    // A link the person already agreed to follow is not asked about again when it unloads the page.
    let agreed = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (agreed) return;
      event.preventDefault();
      // Older Chromium shows the prompt only when a value is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download"))
        return;
      if (link.origin !== window.location.origin) return; // another site: beforeunload asks
      agreed = window.confirm(LEAVE_QUESTION);
      if (agreed) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [active]);
}
