/**
 * A closed set of values declared once, as the table of their German labels: the list of values (for zod
 * enums, check constraints, select options) is the table's keys in the order they are written, which
 * JavaScript keeps for keys that are not numbers. Written apart, the list and the labels could drift.
 */
export const valuesOf = <const T extends string>(labels: Readonly<Record<T, string>>) =>
  Object.keys(labels) as unknown as readonly [T, ...T[]];

/** Whether a string read from outside (an address, a row, a request) is one of a closed set's values. */
export const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);
