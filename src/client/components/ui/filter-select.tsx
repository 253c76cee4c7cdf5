import type { ReactNode } from "react";
import { Field } from "./field";

/** A list's filter: its choices after "Alle", which filters nothing. */
export function FilterSelect({
  label,
  value,
  className,
  onChange,
  children,
}: {
  label: string;
  value: string;
  className: string;
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
