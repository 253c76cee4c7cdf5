import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "./cn";
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from "./use-toast";

/** The toasts (Radix), loaded with the first one (Toaster). */
export function ToastList({ toasts }: { toasts: ToastItem[] }) {
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} label="Benachrichtigung">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg",
            item.variant === "destructive"
              ? "border-red-800 bg-red-700 text-white"
              : "border-stone-200 bg-white text-stone-900",
          )}
        >
          <div className="grid gap-1">
            {item.title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            ) : null}
            {item.description ? (
              <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Schliessen"
            className="absolute top-2 right-2 rounded-sm p-1 focus-visible:outline-3 focus-visible:outline-sky-600"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:right-0 sm:bottom-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
