import { lazy, Suspense, useEffect, useState } from "react";

const ChatWidget = lazy(() => import("./ChatWidget").then((m) => ({ default: m.ChatWidget })));

/** Calls `show` once the page has loaded (its pictures and scripts) and the browser is idle. */
function afterPageLoad(show: () => void): () => void {
  let idle: number | undefined;
  const whenIdle = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(show) : window.setTimeout(show, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The assistant's place in the layout. The widget is its own chunk, fetched once the page has loaded and
 * the browser is idle, so a first visit downloads and runs nothing of it while the page itself loads.
 */
export function ChatLauncher() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageLoad(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
