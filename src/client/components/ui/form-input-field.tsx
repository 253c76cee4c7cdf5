import type { ComponentProps } from "react";
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { Field, Input, Textarea } from "./field";

/** What a labelled field of a react-hook-form form is told: its form, its name and its label. */
export interface FormFieldProps<T extends FieldValues, Output> {
  form: UseFormReturn<T, unknown, Output>;
  name: Path<T>;
  label: string;
  /** Marks the field as required (see Field); the browser's own check is left to the form's schema. */
  required?: boolean;
  hint?: string;
}

/** The error react-hook-form holds for the field `name` of `form`, if any. */
export const formFieldError = <T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  name: Path<T>,
) => get(form.formState.errors, name) as FieldError | undefined;

type ControlProps<Tag extends "input" | "textarea"> = Omit<ComponentProps<Tag>, "form" | "name" | "required">;

/**
 * A labelled text of a react-hook-form form, registered under `name` and showing that field's error: a
 * textarea of `rows` lines where `rows` is given, else an input. `required` marks the field as required (see
 * Field); the other props go to the control.
 */
export function FormInputField<T extends FieldValues, Output>({
  form,
  name,
  label,
  required,
  hint,
  ...control
}: FormFieldProps<T, Output> &
  (({ rows?: undefined } & ControlProps<"input">) | ({ rows: number } & ControlProps<"textarea">))) {
  return (
    <Field label={label} required={required} hint={hint} error={formFieldError(form, name)}>
      {(props) =>
        control.rows === undefined ? (
          <Input {...props} {...control} {...form.register(name)} />
        ) : (
          <Textarea {...props} {...control} {...form.register(name)} />
        )
      }
    </Field>
  );
}
