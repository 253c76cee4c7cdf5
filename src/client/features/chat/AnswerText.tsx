import { Fragment, type ReactNode } from "react";
import { Link } from "wouter";

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** Only a path of this site: '//host' and '/\host' would leave it (browsers read both as another host). */
const isSitePath = (href: string) => /^\/(?![/\\])/.test(href);

/**
 * The answer's own markup: links to this site's pages and bold names. Anything else stays text, a link
 * elsewhere included (its words only); React escapes all of it.
 */
function inline(text: string, onFollow?: () => void): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, label, href, bold] = match;
    if (label && href) {
      parts.push(
        isSitePath(href) ? (
          <Link key={index} href={href} onClick={onFollow} className="font-medium text-red-800 underline">
            {label}
          </Link>
        ) : (
          label
        ),
      );
    } else {
      parts.push(<strong key={index}>{bold}</strong>);
    }
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** `onFollow` runs when the resident follows a cited page. */
export function AnswerText({ text, onFollow }: { text: string; onFollow?: () => void }) {
  return (
    <>
      {text.split("\n").map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one answer, only ever appended to
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {inline(line, onFollow)}
        </Fragment>
      ))}
    </>
  );
}
