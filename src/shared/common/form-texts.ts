/** A stored record's texts as a form's inputs hold them: '' where it has none, or where there is no record yet. */
export const formTexts = <T, K extends keyof T>(record: T | null | undefined, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ""])) as { [P in K]: NonNullable<T[P]> | "" };
