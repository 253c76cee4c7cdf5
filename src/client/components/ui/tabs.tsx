import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "./cn";

/** Tabs with arrow-key navigation (Radix); the lists wrap on narrow screens instead of scrolling. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-stone-800",
        "hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-stone-950 data-[state=active]:shadow-sm",
        "focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn("mt-4 focus-visible:outline-3 focus-visible:outline-sky-600", className)}
      {...props}
    />
  );
}
