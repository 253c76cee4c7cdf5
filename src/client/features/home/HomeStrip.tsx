import type { ReactNode } from "react";
import { Link } from "wouter";
import { cn } from "../../components/ui/cn";

/** Each strip's tint: its box, and the links and the line above each title. */
const TONES = {
  sky: { box: "border-sky-200 bg-sky-50", text: "text-sky-900" },
  rose: { box: "border-rose-200 bg-rose-50", text: "text-rose-900" },
};
type Tone = keyof typeof TONES;

/**
 * One of the home page's strips (official notices, this week's events): a tinted box with its heading
 * and the way to the whole list beside it; `children` are its entries.
 */
export function HomeStrip({
  id,
  title,
  tone,
  all,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  tone: Tone;
  all: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("mb-8 rounded-lg border p-4", TONES[tone].box)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        <Link href={all.href} className={cn("rounded-sm text-sm font-medium underline", TONES[tone].text)}>
          {all.label}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** An entry of a strip: a short line above (its kind, its day), its linked title, then `children`. */
export function StripEntry({
  tone,
  above,
  href,
  title,
  children,
}: {
  tone: Tone;
  above: ReactNode;
  href: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="min-w-0">
      <p className={cn("text-xs font-semibold tracking-wide uppercase", TONES[tone].text)}>{above}</p>
      <Link href={href} className="rounded-sm font-semibold break-words text-stone-900 hover:underline">
        {title}
      </Link>
      {children}
    </li>
  );
}
