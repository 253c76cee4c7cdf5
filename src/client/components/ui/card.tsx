import type { ComponentProps } from "react";
import { cn } from "./cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("rounded-lg border border-stone-200 bg-white shadow-sm", className)} {...props} />
  );
}

/** Rows in a white box with a line between them, as in lists of dates, members and articles: Card's box, flat. */
export const boxedListClass = (extra?: string) =>
  cn("divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white", extra);
