import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, text } from "drizzle-orm/pg-core";
import {
  HELP_CATEGORIES,
  HELP_ENTRY_KINDS,
  HELP_ENTRY_STATUSES,
  MODERATION_STATUSES,
} from "../../../shared/common/constants";
import { belongsToMember } from "./accounts";
import { oneOf, timestamps } from "./columns";

/** Marketplace ("Nachbarschaftshilfe") entries. */
export const helpEntries = pgTable(
  "help_entries",
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    category: text().notNull().default("household_garden"),
    title: text().notNull(),
    description: text().notNull(),
    name: text().notNull(),
    contactEmail: text(),
    contactPhone: text(),
    status: text().notNull().default("open"),
    imageUrl: text(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    price: text(),
    moderationState: text().notNull().default("approved"),
    ownerUserId: belongsToMember(),
    ...timestamps(),
  },
  (t) => [
    check("help_entries_kind_check", oneOf("kind", HELP_ENTRY_KINDS)),
    check("help_entries_category_check", oneOf("category", HELP_CATEGORIES)),
    check("help_entries_status_check", oneOf("status", HELP_ENTRY_STATUSES)),
    check("help_entries_moderation_check", oneOf("moderation_state", MODERATION_STATUSES)),
    index("help_entries_status_created_idx").on(t.status, t.createdAt.desc()),
    index("help_entries_owner_idx").on(t.ownerUserId),
    // The marketplace list: newest first among what moderation lets through, read straight from the index.
    index("help_entries_listing_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.moderationState} = 'approved'`),
    // Its search is a case-insensitive substring match (ILIKE), which trigram indexes answer (pg_trgm);
    // the one over titles is the search's (migration search_sql).
    index("help_entries_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
  ],
);
