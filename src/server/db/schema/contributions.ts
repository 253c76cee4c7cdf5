import { boolean, check, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { ARTICLE_CATEGORIES, MODERATION_STATUSES } from "../../../shared/common/constants";
import { namesMember } from "./accounts";
import { oneOf, timestamps } from "./columns";

/**
 * What every member contribution carries (letters, user articles): its text, its author as signed, the
 * writing assistant's part, and the moderation state the editorial team decides.
 */
const contributionColumns = () => ({
  id: serial().primaryKey(),
  title: text().notNull(),
  slug: text().notNull().unique(),
  content: text().notNull(),
  imageUrl: text(),
  authorName: text().notNull(),
  authorEmail: text().notNull(),
  isAiAssisted: boolean().notNull().default(false),
  originalPrompt: text(),
  status: text().notNull().default("pending"),
  isApproved: boolean().notNull().default(false),
  isPublished: boolean().notNull().default(false),
  publishedAt: timestamp({ withTimezone: true }),
  moderationNotes: text(),
  userId: namesMember(),
  ...timestamps(),
});

export const readerLetters = pgTable(
  "reader_letters",
  {
    ...contributionColumns(),
    authorLocation: text(),
    topic: text(),
  },
  (t) => [
    check("reader_letters_status_check", oneOf("status", MODERATION_STATUSES)),
    index("reader_letters_public_idx").on(t.status, t.isPublished, t.publishedAt.desc()),
    index("reader_letters_user_idx").on(t.userId),
  ],
);

export const userArticles = pgTable(
  "user_articles",
  {
    ...contributionColumns(),
    excerpt: text(),
    category: text().notNull(),
  },
  (t) => [
    check("user_articles_status_check", oneOf("status", MODERATION_STATUSES)),
    check("user_articles_category_check", oneOf("category", ARTICLE_CATEGORIES)),
    index("user_articles_public_idx").on(t.status, t.isPublished, t.publishedAt.desc()),
    index("user_articles_user_idx").on(t.userId),
  ],
);
