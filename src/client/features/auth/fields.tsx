import { useId } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FieldError, Input, Label } from "../../components/ui/field";

export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  type = "text",
  autoComplete,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete: string;
}) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
      />
      <FieldError id={`${id}-error`} message={typeof error === "string" ? error : undefined} />
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {message}
    </p>
  );
}

export function FormNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
      {message}
    </p>
  );
}
