/** A select's choices: each value shown with its German label, or as itself where the value already is one. */
export function Options<T extends string>({
  values,
  labels,
}: {
  values: readonly T[];
  labels?: Readonly<Record<T, string>>;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels ? labels[value] : value}
        </option>
      ))}
    </>
  );
}
