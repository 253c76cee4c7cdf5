import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { ARTICLE_CATEGORIES, CONTENT_TYPES, EDITORIAL_STATUSES } from "../../../shared/common/constants";
import { namesMember } from "./accounts";
import { createdAt, oneOf, timestamps } from "./columns";

export const articles = pgTable(
  "articles",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    excerpt: text(),
    content: text().notNull(),
    category: text().notNull(),
    imageUrl: text(),
    imageAlt: text(),
    imageCaption: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    featured: text().notNull().default("false"),
    contentType: text(),
    /** Newsroom life cycle: only published and scheduled rows whose date has come are public. */
    status: text().notNull().default("published"),
    /** Raised by every save; a save based on an older one is refused (409). */
    version: integer().notNull().default(1),
    /** When its subscribers' mails were queued: once, when it became public (issue 25, item 4). */
    notifiedAt: timestamp({ withTimezone: true }),
    byline: text(),
    authorId: namesMember(),
    updatedBy: namesMember(),
    ...timestamps(),
  },
  (t) => [
    check("articles_category_check", oneOf("category", ARTICLE_CATEGORIES)),
    check("articles_status_check", oneOf("status", EDITORIAL_STATUSES)),
    check("articles_featured_check", sql`"featured" in ('true', 'false')`),
    check(
      "articles_content_type_check",
      sql`"content_type" is null or ${oneOf("content_type", CONTENT_TYPES)}`,
    ),
    index("articles_published_idx").on(t.publishedAt.desc(), t.id.desc()),
    index("articles_category_published_idx").on(t.category, t.publishedAt.desc(), t.id.desc()),
    index("articles_featured_idx").on(t.publishedAt.desc(), t.id.desc()).where(sql`"featured" = 'true'`),
  ],
);

/** Every save of an editorial item of any kind (newsroom life cycle): who, when, and the fields. */
export const editorialRevisions = pgTable(
  "editorial_revisions",
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    itemId: text().notNull(),
    version: integer().notNull(),
    fields: jsonb().notNull(),
    savedBy: namesMember(),
    savedByName: text().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index("editorial_revisions_item_idx").on(t.kind, t.itemId, t.id.desc())],
);

/** Every former address of an editorial item: it answers 301 to the item's current one, forever. */
export const editorialSlugRedirects = pgTable(
  "editorial_slug_redirects",
  {
    kind: text().notNull(),
    oldSlug: text().notNull(),
    itemId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.oldSlug] })],
);
