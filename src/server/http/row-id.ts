import { z } from "zod";

/** A whole number PostgreSQL's integer column holds: a larger one names no row and must not reach the query. */
export const rowId = (notANumber?: string) =>
  z.coerce
    .number(notANumber ? { error: notANumber } : undefined)
    .int()
    .positive()
    .max(2 ** 31 - 1);
