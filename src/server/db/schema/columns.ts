import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";

/** Column names are snake_case in the database (casing option of drizzle and drizzle-kit). */

/** A check constraint: the column holds one of the values. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")})`);

/**
 * Site search: each searchable table also has a stored, generated `search_vector` (German, weighted
 * title A, summary B, body C) with a GIN index, and a trigram index over its title. They live in the
 * hand-written migration `search_sql`, not here, so that a plain `select()` never carries a tsvector.
 */

export const createdAt = () => pg.timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  pg
    .timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * When a row was written and when it last changed. The columns that point at a member sit beside `users`
 * (accounts.ts): that file imports this one.
 */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * A row that is part of another (a group's post, a poll's option, a notice's PDF): it goes with it. The
 * `IfAny` form is for a row that may also stand alone (an upload not yet attached, an event of no group).
 */
export const belongsToIfAny = (parent: () => pg.AnyPgColumn) =>
  pg.integer().references(parent, { onDelete: "cascade" });
export const belongsTo = (parent: () => pg.AnyPgColumn) => belongsToIfAny(parent).notNull();
