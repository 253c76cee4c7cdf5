import { useEffect, useState } from "react";
import { cn } from "../../components/ui/cn";
import { Skeleton } from "../../components/ui/skeleton";
import { deferred, useDeferred } from "../../lib/deferred";
import { isHydrating } from "../../lib/hydration";

/** The renderer (react-markdown, remark, rehype) is the largest part of a page's code: it loads only when needed. */
export const markdownRenderer = deferred(() => import("./MarkdownRenderer"));

const prose = [
  "text-lg leading-relaxed text-stone-800",
  "[&_p]:my-4 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-900",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-stone-900",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_li.task-list-item]:list-none [&_ul.contains-task-list]:pl-1",
  "[&_a]:text-red-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-base [&_th]:border-b-2 [&_th]:border-stone-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left",
  "[&_td]:border-b [&_td]:border-stone-200 [&_td]:px-3 [&_td]:py-2 [&_del]:text-stone-600",
  "[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_hr]:my-8 [&_hr]:border-stone-200",
].join(" ");

/**
 * Article text (MarkdownRenderer: GitHub-flavoured markdown, sanitized). The server renders it (entry-server
 * loads the renderer first). While hydrating, the server's HTML of the same text is kept as it is — React
 * leaves the inside of an element with `dangerouslySetInnerHTML` alone — so a page that is only read never
 * downloads the renderer; it loads when a text is shown that the server did not render.
 */
export function MarkdownContent({ children, className }: { children: string; className?: string }) {
  const [renderer, load] = useDeferred(markdownRenderer);
  const [serverText] = useState(() => (isHydrating() ? children : undefined));
  const keepsServerHtml = !renderer && children === serverText;
  useEffect(() => {
    if (!renderer && !keepsServerHtml) load();
  }, [renderer, keepsServerHtml, load]);
  const props = { className: cn(prose, className), "data-testid": "markdown-content" };
  if (renderer) {
    return (
      <div {...props}>
        <renderer.MarkdownRenderer>{children}</renderer.MarkdownRenderer>
      </div>
    );
  }
  if (keepsServerHtml) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sets nothing; keeps the HTML the server rendered
    return <div {...props} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return (
    <div {...props} aria-busy="true">
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
