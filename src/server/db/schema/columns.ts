import { sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

/** Column names are snake_case in the database (casing option of drizzle and drizzle-kit). */

/** A check constraint: the column holds one of the values. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")})`);

/**
 * Site search: each searchable table also has a stored, generated `search_vector` (German, weighted
 * title A, summary B, body C) with a GIN index, and a trigram index over its title. They live in the
 * hand-written migration `search_sql`, not here, so that a plain `select()` never carries a tsvector.
 */

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * When a row was written and when it last changed. The columns that point at a member sit beside `users`
 * (accounts.ts): that file imports this one.
 */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
