import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
  EDITORIAL_STATUSES,
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
import type { EventException, EventRecurrence } from "../../shared/event-series";

/** Column names are snake_case in the database (casing option of drizzle and drizzle-kit). */

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")})`);

/**
 * Site search: each searchable table also has a stored, generated `search_vector` (German, weighted
 * title A, summary B, body C) with a GIN index, and a trigram index over its title. They live in the
 * hand-written migration `search_sql`, not here, so that a plain `select()` never carries a tsvector.
 */

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
    /** When the member proved the address by following the mailed link (or the provider vouched for it). */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Set by an administrator: the account cannot sign in, and its sessions have ended. */
    blockedAt: timestamp({ withTimezone: true }),
    /** The member's choice whether conversation partners see when they were last online. */
    showLastSeen: boolean().notNull().default(true),
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

/**
 * Links mailed to a member (address verification, password reset): only the SHA-256 of the token is
 * kept, so that a copy of the database opens no account; a row is deleted when its link is used.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    index("account_tokens_expires_idx").on(t.expiresAt),
    check("account_tokens_purpose_check", oneOf("purpose", ["verify-email", "reset-password"])),
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
    imageAlt: text(),
    imageCaption: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    featured: text().notNull().default("false"),
    contentType: text(),
    /** Newsroom life cycle: only published and scheduled rows whose date has come are public. */
    status: text().notNull().default("published"),
    /** Raised by every save; a save based on an older one is refused (409). */
    version: integer().notNull().default(1),
    byline: text(),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    /** When an admin last changed the title or company name: the page's dateModified. */
    editedAt: timestamp({ withTimezone: true }),
    /** The card the company saved for the subscription (read from the provider, never from the browser). */
    paymentMethodId: text(),
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
    index("pr_reports_owner_session_idx").on(t.ownerSessionId),
    uniqueIndex("pr_reports_setup_intent_idx").on(t.paymentIntentId),
    uniqueIndex("pr_reports_subscription_idx").on(t.stripeSubscriptionId),
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
  ],
);

export const events = pgTable(
  "events",
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The address of the event's page (/veranstaltungen/{slug}), made from the title when it is
     * submitted; the random default only keeps a row written without one addressable.
     */
    slug: text().notNull().unique().default(sql`gen_random_uuid()::text`),
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
    /**
     * A series (issue 21): its rule `{ freq, interval, until, byDay }`, stored once on this row; the
     * calendar, the feed and the page expand it. Null for a single event.
     */
    recurrence: jsonb().$type<EventRecurrence>(),
    /** A series' single dates cancelled or moved: `[{ date, cancelled } | { date, newDate, startTime, endTime }]`. */
    exceptions: jsonb().$type<EventException[]>().notNull().default([]),
    /** When the whole event or series was called off: it stays public, marked 'Abgesagt'. */
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("events_status_check", oneOf("status", MODERATION_STATUSES)),
    index("events_status_date_idx").on(t.status, t.eventDate),
    index("events_user_idx").on(t.userId),
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
    // The marketplace list: newest first among what moderation lets through, read straight from the index.
    index("help_entries_listing_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.moderationState} = 'approved'`),
    // Its search is a case-insensitive substring match (ILIKE), which trigram indexes answer (pg_trgm);
    // the one over titles is the search's (migration search_sql).
    index("help_entries_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
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

/**
 * A per-member counter that every write touching the member's messages bumps: GET /api/messages answers
 * its ETag from this one row, so an unchanged inbox costs no query of the message table.
 */
export const messageVersions = pgTable("message_versions", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: integer().notNull().default(0),
});

/** A member who blocks another no longer receives their messages or typing. */
export const memberBlocks = pgTable(
  "member_blocks",
  {
    blockerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerUserId, t.blockedUserId] })],
);

/** Whether a member wants an e-mail about messages that arrive while they are offline (default yes). */
export const messageMailSettings = pgTable("message_mail_settings", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  notifyByMail: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});

/** When a member was last mailed about a conversation: at most one such mail per conversation and hour. */
export const messageMailNotices = pgTable(
  "message_mail_notices",
  {
    recipientUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    senderUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientUserId, t.senderUserId] })],
);

/**
 * Open live connections (/ws), one row per browser tab and instance: a member is online while a row of
 * theirs was seen recently, whichever instance holds it; a crashed instance's rows simply go stale.
 */
export const liveConnections = pgTable(
  "live_connections",
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_connections_user_idx").on(t.userId, t.seenAt)],
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
    /** Counted in the transaction of each vote, so that the 5-second poll reads counts, not votes. */
    voteCount: integer().notNull().default(0),
  },
  () => [check("election_candidates_position_check", oneOf("position", ELECTION_POSITIONS))],
);

/** One row: moves with every vote and every change of the candidates; the results' ETag. */
export const electionSummary = pgTable(
  "election_summary",
  {
    id: integer().primaryKey().default(1),
    version: integer().notNull().default(0),
    lastUpdated: timestamp({ withTimezone: true }),
    /** The real election's day (Europe/Zurich): the poll closes when it has passed. */
    electionDate: date({ mode: "string" }),
  },
  () => [check("election_summary_single_row", sql`"id" = 1`)],
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
    // Visitors vote once per address (members once per account, above).
    uniqueIndex("election_votes_visitor_unique").on(t.ipAddress).where(sql`"user_id" is null`),
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

/**
 * One counter per table of public content, raised by a statement trigger in the same transaction as
 * every write to that table (migration response_cache_sql); the response cache keys on these counters.
 */
export const contentGenerations = pgTable("content_generations", {
  area: text().primaryKey(),
  generation: bigint({ mode: "number" }).notNull().default(0),
});

/** Payment provider events already handled: a webhook delivered twice is processed once. */
export const paymentEvents = pgTable("payment_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test payment provider's own records (customers, setup intents, subscriptions), kept the way
 * Stripe keeps them so that the PR service runs the same code against both.
 */
export const testPayments = pgTable(
  "test_payments",
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    customerId: text(),
    email: text(),
    status: text().notNull(),
    cardLast4: text(),
    paymentMethodId: text(),
    /** The subscription's trial end, and afterwards the end of the paid period. */
    periodEnd: timestamp({ withTimezone: true }),
    amountRappen: integer(),
    paidInvoices: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("test_payments_kind_check", oneOf("kind", ["customer", "setup_intent", "subscription"])),
    index("test_payments_due_idx")
      .on(t.periodEnd)
      .where(sql`"kind" = 'subscription' and "status" in ('trialing', 'active')`),
  ],
);

/** The test provider's clock offset (one row), moved forward like a Stripe test clock. */
export const testPaymentClock = pgTable(
  "test_payment_clock",
  {
    id: integer().primaryKey().default(1),
    offsetMs: bigint({ mode: "number" }).notNull().default(0),
  },
  () => [check("test_payment_clock_single_row", sql`"id" = 1`)],
);
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

/** Every save of an editorial item of any kind (newsroom life cycle): who, when, and the fields. */
export const editorialRevisions = pgTable(
  "editorial_revisions",
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    itemId: text().notNull(),
    version: integer().notNull(),
    fields: jsonb().notNull(),
    savedBy: uuid().references(() => users.id, { onDelete: "set null" }),
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
