import { Link } from "wouter";
import { cn } from "./cn";

export interface FilterLink {
  href: string;
  label: string;
  active: boolean;
}

/**
 * A list page's filter as links (?art=…): each one a page of its own, so the filter works without
 * JavaScript and can be shared; the chosen one is the current page.
 */
export function FilterLinks({
  label,
  filters,
  className,
}: {
  label: string;
  filters: FilterLink[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.href}>
            <Link
              href={filter.href}
              aria-current={filter.active ? "page" : undefined}
              className={cn(
                "inline-block rounded-full border px-3 py-1.5 text-sm font-medium",
                filter.active
                  ? "border-sky-800 bg-sky-800 text-white"
                  : "border-stone-300 bg-white text-stone-900 hover:bg-stone-100",
              )}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
