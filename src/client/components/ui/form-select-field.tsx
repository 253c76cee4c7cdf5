import type { ComponentProps } from "react";
import type { FieldValues } from "react-hook-form";
import { Field, selectClass } from "./field";
import { type FormFieldProps, formFieldError } from "./form-input-field";

/**
 * A labelled select of a react-hook-form form, registered under `name` and showing that field's error;
 * `children` are its options. `required` marks the label; the other props go to the select.
 */
export function FormSelectField<T extends FieldValues, Output>({
  form,
  name,
  label,
  required,
  hint,
  className = selectClass,
  children,
  ...select
}: FormFieldProps<T, Output> & Omit<ComponentProps<"select">, "form" | "name" | "required">) {
  return (
    <Field label={label} required={required} hint={hint} error={formFieldError(form, name)}>
      {(props) => (
        <select {...props} className={className} {...select} {...form.register(name)}>
          {children}
        </select>
      )}
    </Field>
  );
}
