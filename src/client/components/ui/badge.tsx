import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn";

export function Badge({
  className,
  icon: Icon,
  iconClassName = "h-3 w-3",
  children,
}: {
  className?: string;
  /** A mark before the words ('Angeheftet', 'Gewählt'), hidden from screen readers. */
  icon?: LucideIcon;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        Icon && "gap-1",
        className,
      )}
    >
      {Icon ? <Icon className={iconClassName} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
