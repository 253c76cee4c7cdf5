/**
 * A closed set of values declared once, as the table of their German labels: the list of values (for zod
 * enums, check constraints, select options) is the table's keys in the order they are written, which
 * JavaScript keeps for keys that are not numbers. Written apart, the list and the labels could drift.
 */
export const valuesOf = <const T extends string>(labels: Readonly<Record<T, string>>) =>
  Object.keys(labels) as unknown as readonly [T, ...T[]];

/**
 * Whether a string is one of a set's values. The answer narrows the string's type to the set's, so `values`
 * is a declared closed set (or a list known to hold only its values), never a list read from outside.
 */
export const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);
