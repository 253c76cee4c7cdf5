import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { safeReturnTo } from "../../../shared/return-to";
import { cn } from "../../components/ui/cn";

/** A path of this site (the same check as for returnTo): no other host, however written. */
const isOwnAddress = (src: string) => src.startsWith("/") && safeReturnTo(src) !== "/";

/**
 * Article text: GitHub-flavoured markdown (tables, strikethrough, task lists, autolinks). Raw HTML in
 * the text is never rendered as HTML (no rehype-raw), and the result passes GitHub's sanitizing schema.
 */
const components: Components = {
  table: ({ node: _node, ...props }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls; keyboard users must reach it
    <section className="my-6 overflow-x-auto" aria-label="Tabelle" tabIndex={0}>
      <table {...props} />
    </section>
  ),
  input: ({ node: _node, ...props }) =>
    props.type === "checkbox" ? (
      <input {...props} aria-label={props.checked ? "erledigt" : "offen"} className="mr-2 align-middle" />
    ) : null,
  a: ({ node: _node, ...props }) => <a {...props} rel="nofollow noopener noreferrer" />,
  // Only this site's pictures load: an external one would tell its host who reads the text. It stays a link.
  img: ({ node: _node, alt, src, ...props }) =>
    typeof src === "string" && isOwnAddress(src) ? (
      <img
        {...props}
        src={src}
        alt={alt ?? ""}
        loading="lazy"
        decoding="async"
        className="my-4 max-w-full rounded-md"
      />
    ) : (
      <a href={typeof src === "string" ? src : undefined} rel="nofollow noopener noreferrer">
        {`Externes Bild: ${alt || "ohne Beschreibung"}`}
      </a>
    ),
};

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

export function MarkdownContent({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn(prose, className)} data-testid="markdown-content">
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
