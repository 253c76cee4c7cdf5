import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./ui/cn";

/** A search field behind a magnifier, named for screen readers by a hidden label; `children` is the input. */
export function SearchBox({
  inputId,
  label,
  className,
  iconSize,
  children,
}: {
  inputId: string;
  label: string;
  className?: string;
  iconSize: "h-4 w-4" | "h-5 w-5";
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className={cn("relative", className)}>
        <Search
          className={`pointer-events-none absolute top-1/2 left-3 ${iconSize} -translate-y-1/2 text-stone-500`}
          aria-hidden="true"
        />
        {children}
      </div>
    </>
  );
}
