import type { ReactNode } from "react";
import { Field, selectClass } from "./field";

/** A list's filter: its choices after "Alle", which filters nothing. */
export function FilterSelect({
  label,
  value,
  className = selectClass,
  onChange,
  children,
}: {
  label: string;
  value: string;
  /** The select's classes: a form's select unless the list wants its own look. */
  className?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field label={label}>
      {(props) => (
        <select
          {...props}
          className={className}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Alle</option>
          {children}
        </select>
      )}
    </Field>
  );
}
