import { type ComponentProps, forwardRef } from "react";
import { cn } from "./cn";

const variants = {
  primary: "bg-red-700 text-white hover:bg-red-800",
  secondary: "bg-stone-100 text-stone-900 hover:bg-stone-200 border border-stone-300",
  ghost: "text-stone-800 hover:bg-stone-100",
  outline: "border border-red-700 text-red-800 hover:bg-red-50",
} as const;

export const buttonClass = (variant: keyof typeof variants = "primary", extra?: string) =>
  cn(
    "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
    "disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    extra,
  );

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof variants;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, className)} {...props} />;
});
