import { type ComponentProps, forwardRef, type ReactNode, useId } from "react";
import { cn } from "./cn";

export const inputClass =
  "w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600 aria-[invalid=true]:border-red-700";

/** A form's select: the input's look without the placeholder, which a select does not have. */
export const selectClass =
  "w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600 aria-[invalid=true]:border-red-700";

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

/**
 * The props a field's control receives: its id, whether it is required (for screen readers: the label's mark
 * is hidden from them) and the invalid state linked to the message.
 */
export interface FieldControlProps {
  id: string;
  "aria-required"?: true;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A labelled form field with its required mark, an optional hint and the German error message, wired for screen readers. */
export function Field({
  label,
  required,
  hint,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: string;
  error?: { message?: string };
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error?.message ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-800">
            {" *"}
          </span>
        ) : null}
      </Label>
      {children({
        id,
        ...(required ? { "aria-required": true as const } : {}),
        ...(error?.message ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error?.message} />
    </div>
  );
}
