import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * How many items a filtered list shows ('1 Gruppe', '12 Gruppen'), announced to screen readers as the
 * filter changes it; `many` is the plural where it differs from `one`.
 */
export function ResultCount({
  count,
  one,
  many = one,
  className,
  ...props
}: { count: number; one: string; many?: string } & Omit<ComponentProps<"p">, "children">) {
  return (
    <p className={cn(className, "text-sm text-stone-700")} aria-live="polite" {...props}>
      {count === 1 ? `1 ${one}` : `${count} ${many}`}
    </p>
  );
}
