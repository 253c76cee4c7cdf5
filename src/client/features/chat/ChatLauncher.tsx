import { lazy, Suspense, useEffect, useState } from "react";

const ChatWidget = lazy(() => import("./ChatWidget").then((m) => ({ default: m.ChatWidget })));

/**
 * The assistant's place in the layout. The widget is its own chunk, fetched after the page has
 * hydrated, so a first visit downloads and runs nothing of it before the page itself is ready.
 */
export function ChatLauncher() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
