import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge";

/** Marks a reader contribution a member wrote with the portal's AI help, on cards and detail pages. */
export function AiAssistedBadge() {
  return (
    <Badge className="bg-indigo-100 text-indigo-900">
      <Sparkles className="mr-1 h-3 w-3" aria-hidden="true" />
      KI-unterstützt
    </Badge>
  );
}

/** The box below a contribution's text that says how the AI helped; the text is the page's own. */
export function AiAssistanceNote({ children }: { children: ReactNode }) {
  return (
    <aside className="mt-8 rounded-lg border border-indigo-200 bg-indigo-50 p-5" aria-labelledby="ai-help">
      <h2 id="ai-help" className="flex items-center gap-2 text-lg font-semibold text-indigo-950">
        <Sparkles className="h-5 w-5" aria-hidden="true" />
        KI-Unterstützung
      </h2>
      {children}
    </aside>
  );
}
