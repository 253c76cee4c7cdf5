import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { safeReturnTo } from "../../../shared/common/return-to";

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

/** The markdown renderer, loaded where a text is rendered anew (MarkdownContent). */
export function MarkdownRenderer({ children }: { children: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
      {children}
    </Markdown>
  );
}
