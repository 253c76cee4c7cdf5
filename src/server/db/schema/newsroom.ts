import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import {
  ARTICLE_CATEGORIES,
  CONTENT_TYPES,
  EDITORIAL_STATUSES,
  type EditorialStatus,
} from "../../../shared/common/constants";
import { namesMember } from "./accounts";
import { createdAt, oneOf, timestamps } from "./columns";

/**
 * The newsroom life cycle that every editorial item (article, notice) goes through: only published and
 * scheduled rows whose date has come are public.
 */
export const editorialColumns = (initialStatus: EditorialStatus) => ({
  status: pg.text().notNull().default(initialStatus),
  publishedAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Raised by every save; a save based on an older one is refused (409). */
  version: pg.integer().notNull().default(1),
  /** When its subscribers' mails were queued: once, when it became public (issue 25, item 4). */
  notifiedAt: pg.timestamp({ withTimezone: true }),
  authorId: namesMember(),
  updatedBy: namesMember(),
  ...timestamps(),
});

export const articles = pg.pgTable(
  "articles",
  {
    id: pg.serial().primaryKey(),
    title: pg.text().notNull(),
    slug: pg.text().notNull().unique(),
    excerpt: pg.text(),
    content: pg.text().notNull(),
    category: pg.text().notNull(),
    imageUrl: pg.text(),
    imageAlt: pg.text(),
    imageCaption: pg.text(),
    featured: pg.text().notNull().default("false"),
    contentType: pg.text(),
    byline: pg.text(),
    ...editorialColumns("published"),
  },
  (t) => [
    pg.check("articles_category_check", oneOf("category", ARTICLE_CATEGORIES)),
    pg.check("articles_status_check", oneOf("status", EDITORIAL_STATUSES)),
    pg.check("articles_featured_check", sql`"featured" in ('true', 'false')`),
    pg.check(
      "articles_content_type_check",
      sql`"content_type" is null or ${oneOf("content_type", CONTENT_TYPES)}`,
    ),
    pg.index("articles_published_idx").on(t.publishedAt.desc(), t.id.desc()),
    pg.index("articles_category_published_idx").on(t.category, t.publishedAt.desc(), t.id.desc()),
    pg.index("articles_featured_idx").on(t.publishedAt.desc(), t.id.desc()).where(sql`"featured" = 'true'`),
  ],
);

/** Every save of an editorial item of any kind (newsroom life cycle): who, when, and the fields. */
export const editorialRevisions = pg.pgTable(
  "editorial_revisions",
  {
    id: pg.serial().primaryKey(),
    kind: pg.text().notNull(),
    itemId: pg.text().notNull(),
    version: pg.integer().notNull(),
    fields: pg.jsonb().notNull(),
    savedBy: namesMember(),
    savedByName: pg.text().notNull(),
    note: pg.text(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("editorial_revisions_item_idx").on(t.kind, t.itemId, t.id.desc())],
);

/** Every former address of an editorial item: it answers 301 to the item's current one, forever. */
export const editorialSlugRedirects = pg.pgTable(
  "editorial_slug_redirects",
  {
    kind: pg.text().notNull(),
    oldSlug: pg.text().notNull(),
    itemId: pg.text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.kind, t.oldSlug] })],
);
