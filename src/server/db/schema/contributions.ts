import * as pg from "drizzle-orm/pg-core";
import { ARTICLE_CATEGORIES, MODERATION_STATUSES } from "../../../shared/common/constants";
import { namesMember } from "./accounts";
import { oneOf, timestamps } from "./columns";

/**
 * What every member contribution carries (letters, user articles): its text, its author as signed, the
 * writing assistant's part, and the moderation state the editorial team decides.
 */
const contributionColumns = () => ({
  id: pg.serial().primaryKey(),
  title: pg.text().notNull(),
  slug: pg.text().notNull().unique(),
  content: pg.text().notNull(),
  imageUrl: pg.text(),
  authorName: pg.text().notNull(),
  authorEmail: pg.text().notNull(),
  isAiAssisted: pg.boolean().notNull().default(false),
  originalPrompt: pg.text(),
  status: pg.text().notNull().default("pending"),
  isApproved: pg.boolean().notNull().default(false),
  isPublished: pg.boolean().notNull().default(false),
  publishedAt: pg.timestamp({ withTimezone: true }),
  moderationNotes: pg.text(),
  userId: namesMember(),
  ...timestamps(),
});

export const readerLetters = pg.pgTable(
  "reader_letters",
  {
    ...contributionColumns(),
    authorLocation: pg.text(),
    topic: pg.text(),
  },
  (t) => [
    pg.check("reader_letters_status_check", oneOf("status", MODERATION_STATUSES)),
    pg.index("reader_letters_public_idx").on(t.status, t.isPublished, t.publishedAt.desc()),
    pg.index("reader_letters_user_idx").on(t.userId),
  ],
);

export const userArticles = pg.pgTable(
  "user_articles",
  {
    ...contributionColumns(),
    excerpt: pg.text(),
    category: pg.text().notNull(),
  },
  (t) => [
    pg.check("user_articles_status_check", oneOf("status", MODERATION_STATUSES)),
    pg.check("user_articles_category_check", oneOf("category", ARTICLE_CATEGORIES)),
    pg.index("user_articles_public_idx").on(t.status, t.isPublished, t.publishedAt.desc()),
    pg.index("user_articles_user_idx").on(t.userId),
  ],
);
