import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import {
  ARTICLE_CATEGORIES,
  CONTENT_TYPES,
  ELECTION_POSITIONS,
  HELP_CATEGORIES,
  HELP_ENTRY_KINDS,
  HELP_ENTRY_STATUSES,
  MODERATION_STATUSES,
  PR_PAYMENT_STATUSES,
  PR_REPORT_STATUSES,
  REPORT_ITEM_KINDS,
  USER_ROLES,
} from "../../shared/constants";

/** Column names are snake_case in the database (casing option of drizzle and drizzle-kit). */

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")})`);

/**
 * Site search: each searchable table has a weighted German full-text document (title A, summary B,
 * body C). The search query repeats exactly these expressions so that the GIN indexes on them apply.
 */
const weighted = (text: AnyPgColumn, weight: "A" | "B" | "C") =>
  sql`setweight(to_tsvector('german', coalesce(${text}, '')), ${sql.raw(`'${weight}'`)})`;
const searchDocument = (title: AnyPgColumn, summary: AnyPgColumn | null, body: AnyPgColumn): SQL =>
  summary
    ? sql`(${weighted(title, "A")} || ${weighted(summary, "B")} || ${weighted(body, "C")})`
    : sql`(${weighted(title, "A")} || ${weighted(body, "C")})`;

export const searchDocuments = {
  articles: (t: { title: AnyPgColumn; excerpt: AnyPgColumn; content: AnyPgColumn }) =>
    searchDocument(t.title, t.excerpt, t.content),
  prReports: (t: { title: AnyPgColumn; companyName: AnyPgColumn; content: AnyPgColumn }) =>
    searchDocument(t.title, t.companyName, t.content),
  readerLetters: (t: { title: AnyPgColumn; topic: AnyPgColumn; content: AnyPgColumn }) =>
    searchDocument(t.title, t.topic, t.content),
  userArticles: (t: { title: AnyPgColumn; excerpt: AnyPgColumn; content: AnyPgColumn }) =>
    searchDocument(t.title, t.excerpt, t.content),
  events: (t: { title: AnyPgColumn; location: AnyPgColumn; description: AnyPgColumn }) =>
    searchDocument(t.title, t.location, t.description),
  helpEntries: (t: { title: AnyPgColumn; description: AnyPgColumn }) =>
    searchDocument(t.title, null, t.description),
};

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    role: text().notNull().default("user"),
    isAdmin: boolean().notNull().default(false),
    isOnline: boolean().notNull().default(false),
    lastSeenAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    check("users_role_check", oneOf("role", USER_ROLES)),
    check("users_admin_role_check", sql`("role" = 'admin') = "is_admin"`),
  ],
);

/** Built-in accounts: one scrypt hash per user. */
export const passwordCredentials = pgTable("password_credentials", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  passwordHash: text().notNull(),
  updatedAt: updatedAt(),
});

/** Accounts at an OpenID Connect provider, keyed by issuer and subject. */
export const externalIdentities = pgTable(
  "external_identities",
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("external_identities_issuer_subject_unique").on(t.issuer, t.subject),
    index("external_identities_user_idx").on(t.userId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: varchar({ length: 128 }).primaryKey(),
    sess: jsonb().notNull(),
    expire: timestamp({ precision: 6, withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

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
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    featured: text().notNull().default("false"),
    contentType: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("articles_category_check", oneOf("category", ARTICLE_CATEGORIES)),
    check("articles_featured_check", sql`"featured" in ('true', 'false')`),
    check(
      "articles_content_type_check",
      sql`"content_type" is null or ${oneOf("content_type", CONTENT_TYPES)}`,
    ),
    index("articles_published_idx").on(t.publishedAt.desc(), t.id.desc()),
    index("articles_category_published_idx").on(t.category, t.publishedAt.desc()),
    index("articles_search_idx").using("gin", searchDocuments.articles(t)),
  ],
);

export const prReports = pgTable(
  "pr_reports",
  {
    id: serial().primaryKey(),
    companyDomain: text().notNull(),
    companyName: text().notNull(),
    companyEmail: text(),
    title: text().notNull(),
    content: text().notNull(),
    excerpt: text(),
    imageUrl: text(),
    paymentIntentId: text(),
    stripeSubscriptionId: text(),
    stripeCustomerId: text(),
    paymentStatus: text().notNull().default("pending"),
    status: text().notNull().default("pending"),
    isPublished: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    freeTrialEndsAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Who ordered it: a member, or else the browser session that generated it. */
    ownerUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    ownerSessionId: varchar({ length: 128 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("pr_reports_status_check", oneOf("status", PR_REPORT_STATUSES)),
    check("pr_reports_payment_status_check", oneOf("payment_status", PR_PAYMENT_STATUSES)),
    index("pr_reports_published_idx").on(t.isPublished, t.publishedAt.desc()),
    index("pr_reports_status_created_idx").on(t.status, t.createdAt.desc()),
    index("pr_reports_owner_idx").on(t.ownerUserId),
    index("pr_reports_search_idx").using("gin", searchDocuments.prReports(t)),
  ],
);

export const readerLetters = pgTable(
  "reader_letters",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    content: text().notNull(),
    authorName: text().notNull(),
    authorEmail: text().notNull(),
    authorLocation: text(),
    imageUrl: text(),
    topic: text(),
    isAiAssisted: boolean().notNull().default(false),
    originalPrompt: text(),
    status: text().notNull().default("pending"),
    isApproved: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    moderationNotes: text(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reader_letters_status_check", oneOf("status", MODERATION_STATUSES)),
    index("reader_letters_public_idx").on(t.status, t.isPublished, t.publishedAt.desc()),
    index("reader_letters_user_idx").on(t.userId),
    index("reader_letters_search_idx").using("gin", searchDocuments.readerLetters(t)),
  ],
);

export const userArticles = pgTable(
  "user_articles",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    content: text().notNull(),
    excerpt: text(),
    imageUrl: text(),
    authorName: text().notNull(),
    authorEmail: text().notNull(),
    category: text().notNull(),
    isAiAssisted: boolean().notNull().default(false),
    originalPrompt: text(),
    status: text().notNull().default("pending"),
    isApproved: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    moderationNotes: text(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("user_articles_status_check", oneOf("status", MODERATION_STATUSES)),
    check("user_articles_category_check", oneOf("category", ARTICLE_CATEGORIES)),
    index("user_articles_public_idx").on(t.status, t.isPublished, t.publishedAt.desc()),
    index("user_articles_user_idx").on(t.userId),
    index("user_articles_search_idx").using("gin", searchDocuments.userArticles(t)),
  ],
);

export const events = pgTable(
  "events",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text(),
    location: text(),
    eventDate: timestamp({ withTimezone: true }).notNull(),
    startTime: text(),
    endTime: text(),
    organizer: text(),
    contactEmail: text(),
    contactPhone: text(),
    imageUrl: text(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    status: text().notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("events_status_check", oneOf("status", MODERATION_STATUSES)),
    index("events_status_date_idx").on(t.status, t.eventDate),
    index("events_user_idx").on(t.userId),
    index("events_search_idx").using("gin", searchDocuments.events(t)),
  ],
);

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
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("help_entries_kind_check", oneOf("kind", HELP_ENTRY_KINDS)),
    check("help_entries_category_check", oneOf("category", HELP_CATEGORIES)),
    check("help_entries_status_check", oneOf("status", HELP_ENTRY_STATUSES)),
    check("help_entries_moderation_check", oneOf("moderation_state", MODERATION_STATUSES)),
    index("help_entries_status_created_idx").on(t.status, t.createdAt.desc()),
    index("help_entries_owner_idx").on(t.ownerUserId),
    index("help_entries_search_idx").using("gin", searchDocuments.helpEntries(t)),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial().primaryKey(),
    fromUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text(),
    content: text().notNull(),
    isRead: boolean().notNull().default(false),
    relatedEntryId: integer().references(() => helpEntries.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_to_idx").on(t.toUserId, t.createdAt),
    index("messages_from_idx").on(t.fromUserId, t.createdAt),
    index("messages_unread_idx").on(t.toUserId).where(sql`not "is_read"`),
  ],
);

export const electionCandidates = pgTable(
  "election_candidates",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    party: text().notNull(),
    description: text(),
    position: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  () => [check("election_candidates_position_check", oneOf("position", ELECTION_POSITIONS))],
);

export const electionVotes = pgTable(
  "election_votes",
  {
    id: serial().primaryKey(),
    candidateId: integer()
      .notNull()
      .references(() => electionCandidates.id, { onDelete: "cascade" }),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    /** A keyed hash of the voter's address, never the address itself. */
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("election_votes_user_unique").on(t.userId),
    index("election_votes_ip_idx").on(t.ipAddress),
    index("election_votes_candidate_idx").on(t.candidateId),
  ],
);

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

/** Signed upload URLs are single-use: each issued token is recorded and marked when used. */
export const uploadTokens = pgTable(
  "upload_tokens",
  {
    id: varchar({ length: 64 }).primaryKey(),
    bucket: text().notNull(),
    objectKey: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("upload_tokens_expires_idx").on(t.expiresAt)],
);

/** Mail that is sent (or, without SMTP, kept for admins to read). */
export const outbox = pgTable(
  "outbox",
  {
    id: serial().primaryKey(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    /** Delivery attempts over SMTP; a failed one is tried again later, with a growing pause. */
    attempts: integer().notNull().default(0),
    /** A sender claims a row until then, so that several instances never send the same mail twice. */
    claimedUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt.desc()),
    index("outbox_unsent_idx").on(t.id).where(sql`"sent_at" is null`),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    actorUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

/** Privacy-friendly page views: no cookie, no address, a visitor hash salted per day. */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    path: text().notNull(),
    referrerHost: text(),
    visitorHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("page_views_created_idx").on(t.createdAt),
    index("page_views_path_idx").on(t.path, t.createdAt),
  ],
);

/** The day's secret for page-view visitor hashes; a day's row is deleted once the day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date({ mode: "string" }).primaryKey(),
  salt: text().notNull(),
});

/** 'Melden': a member flags an item for the editorial team, once per item; an admin settles it. */
export const contentReports = pgTable(
  "content_reports",
  {
    id: serial().primaryKey(),
    itemKind: text().notNull(),
    itemId: text().notNull(),
    reporterUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("content_reports_item_kind_check", oneOf("item_kind", REPORT_ITEM_KINDS)),
    uniqueIndex("content_reports_reporter_item_unique").on(t.itemKind, t.itemId, t.reporterUserId),
    index("content_reports_open_idx").on(t.itemKind, t.itemId).where(sql`"resolved_at" is null`),
  ],
);
