import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import {
  HELP_CATEGORIES,
  HELP_ENTRY_KINDS,
  HELP_ENTRY_STATUSES,
  MODERATION_STATUSES,
} from "../../../shared/common/constants";
import { belongsToMember } from "./accounts";
import { oneOf, timestamps } from "./columns";

/** Marketplace ("Nachbarschaftshilfe") entries. */
export const helpEntries = pg.pgTable(
  "help_entries",
  {
    id: pg.serial().primaryKey(),
    kind: pg.text().notNull(),
    category: pg.text().notNull().default("household_garden"),
    title: pg.text().notNull(),
    description: pg.text().notNull(),
    name: pg.text().notNull(),
    contactEmail: pg.text(),
    contactPhone: pg.text(),
    status: pg.text().notNull().default("open"),
    imageUrl: pg.text(),
    images: pg.text().array().notNull().default(sql`'{}'::text[]`),
    price: pg.text(),
    moderationState: pg.text().notNull().default("approved"),
    ownerUserId: belongsToMember(),
    ...timestamps(),
  },
  (t) => [
    pg.check("help_entries_kind_check", oneOf("kind", HELP_ENTRY_KINDS)),
    pg.check("help_entries_category_check", oneOf("category", HELP_CATEGORIES)),
    pg.check("help_entries_status_check", oneOf("status", HELP_ENTRY_STATUSES)),
    pg.check("help_entries_moderation_check", oneOf("moderation_state", MODERATION_STATUSES)),
    pg.index("help_entries_status_created_idx").on(t.status, t.createdAt.desc()),
    pg.index("help_entries_owner_idx").on(t.ownerUserId),
    // The marketplace list: newest first among what moderation lets through, read straight from the index.
    pg
      .index("help_entries_listing_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.moderationState} = 'approved'`),
    // Its search is a case-insensitive substring match (ILIKE), which trigram indexes answer (pg_trgm);
    // the one over titles is the search's (migration search_sql).
    pg.index("help_entries_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
  ],
);
