import * as pg from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const businesses = pg.pgTable(
  "businesses",
  {
    id: pg.serial().primaryKey(),
    name: pg.text().notNull(),
    category: pg.text().notNull(),
    description: pg.text(),
    address: pg.text(),
    phone: pg.text(),
    email: pg.text(),
    website: pg.text(),
    imageUrl: pg.text(),
    openingHours: pg.jsonb().$type<Record<string, string>>(),
    latitude: pg.doublePrecision(),
    longitude: pg.doublePrecision(),
    isActive: pg.boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [pg.index("businesses_active_name_idx").on(t.isActive, t.name)],
);
