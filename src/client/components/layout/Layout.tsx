import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { usePageViews } from "../../features/analytics/usePageViews";
import { ChatLauncher } from "../../features/chat/ChatLauncher";
import { useKeepReadPages } from "../../features/offline/useKeepReadPages";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** Spec portal-public §2: the floating assistant shows on every page except the inbox. */
export const showsAssistant = (path: string) => !path.startsWith("/inbox");

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  usePageViews();
  useKeepReadPages();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Zum Inhalt springen
      </a>
      <Header />
      <main id="inhalt" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
      <Footer />
      {showsAssistant(location) ? (
        <div id="assistant-slot" data-testid="assistant-slot">
          <ChatLauncher />
        </div>
      ) : null}
    </div>
  );
}
