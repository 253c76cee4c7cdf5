import type { ReactNode } from "react";
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { Field, inputClass } from "./field";

/** A labelled choice of a react-hook-form form, registered under `name` and showing that field's error. */
export function FormSelectField<T extends FieldValues, Output>({
  form,
  name,
  label,
  required,
  className = inputClass,
  children,
}: {
  form: UseFormReturn<T, unknown, Output>;
  name: Path<T>;
  label: string;
  required?: boolean;
  className?: string;
  /** The options. */
  children: ReactNode;
}) {
  return (
    <Field
      label={label}
      required={required}
      error={get(form.formState.errors, name) as FieldError | undefined}
    >
      {(props) => (
        <select {...props} className={className} {...form.register(name)}>
          {children}
        </select>
      )}
    </Field>
  );
}
