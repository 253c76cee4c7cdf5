import type { ChangeEvent, ComponentProps } from "react";
import { Field, Input, Textarea } from "./field";

type ControlProps<Tag extends "input" | "textarea"> = Omit<
  ComponentProps<Tag>,
  "value" | "onChange" | "required"
>;

export type TextFieldProps = {
  label: string;
  /** Marks the field as required (see Field); the form checks the value itself, not the browser. */
  required?: boolean;
  hint?: string;
  error?: string;
  value: string;
  /** Called with the text after each change. */
  onValue: (value: string) => void;
} & (({ rows?: undefined } & ControlProps<"input">) | ({ rows: number } & ControlProps<"textarea">));

/**
 * A labelled text of a form that keeps its values in state (see Field): a textarea of `rows` lines where
 * `rows` is given, else an input. The other props (`ref` too) go to the control.
 */
export function TextField({ label, required, hint, error, onValue, ...control }: TextFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value);
  return (
    <Field label={label} required={required} hint={hint} error={{ message: error }}>
      {(props) =>
        control.rows === undefined ? (
          <Input {...props} {...control} onChange={change} />
        ) : (
          <Textarea {...props} {...control} onChange={change} />
        )
      }
    </Field>
  );
}
