import { boolean, doublePrecision, index, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const businesses = pgTable(
  "businesses",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    category: text().notNull(),
    description: text(),
    address: text(),
    phone: text(),
    email: text(),
    website: text(),
    imageUrl: text(),
    openingHours: jsonb().$type<Record<string, string>>(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("businesses_active_name_idx").on(t.isActive, t.name)],
);
