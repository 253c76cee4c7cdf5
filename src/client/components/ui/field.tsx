import { type ComponentProps, forwardRef } from "react";
import { cn } from "./cn";

export const inputClass =
  "w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600 aria-[invalid=true]:border-red-700";

export const Input = forwardRef<HTMLInputElement, ComponentProps<"input">>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClass, className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, ComponentProps<"textarea">>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(inputClass, className)} {...props} />;
});

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("mb-1 block text-sm font-medium text-stone-800", className)} {...props} />;
}

/** A field's German error message, announced to screen readers. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-800">
      {message}
    </p>
  );
}
