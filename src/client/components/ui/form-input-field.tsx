import type { ComponentProps } from "react";
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { Field, Input } from "./field";

/**
 * A labelled input of a react-hook-form form, registered under `name` and showing that field's error.
 * `required` marks the label; the other props go to the input.
 */
export function FormInputField<T extends FieldValues, Output>({
  form,
  name,
  label,
  required,
  hint,
  ...input
}: {
  form: UseFormReturn<T, unknown, Output>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
} & Omit<ComponentProps<"input">, "form" | "name" | "required">) {
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={get(form.formState.errors, name) as FieldError | undefined}
    >
      {(props) => <Input {...props} {...input} {...form.register(name)} />}
    </Field>
  );
}
