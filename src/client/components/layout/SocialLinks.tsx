import { Rss } from "lucide-react";
import { SOCIAL_LINKS } from "../../../shared/common/site";

/** Brand marks are not in lucide; these are simplified outlines of them. */
const icons: Record<(typeof SOCIAL_LINKS)[number]["label"], string> = {
  Facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z",
  Instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
};

const linkClass = "inline-flex rounded p-2 text-stone-700 hover:text-red-800";

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={`flex items-center gap-1 ${className ?? ""}`}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a href={link.href} rel="noopener noreferrer" target="_blank" className={linkClass}>
            <span className="sr-only">Dorfportal auf {link.label} (neues Fenster)</span>
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
              <path d={icons[link.label]} />
            </svg>
          </a>
        </li>
      ))}
      <li>
        <a href="/rss.xml" className={linkClass} aria-label="RSS-Feed">
          <Rss className="h-5 w-5" aria-hidden="true" />
        </a>
      </li>
    </ul>
  );
}
