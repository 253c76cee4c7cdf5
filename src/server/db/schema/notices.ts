import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { EDITORIAL_STATUSES } from "../../../shared/common/constants";
import { NOTICE_KINDS } from "../../../shared/notices/basics";
import { namesMember } from "./accounts";
import { createdAt, oneOf, timestamps } from "./columns";

/** Official notices (issue 25): the newsroom's life cycle, each kind's own fields in `details`. */
export const notices = pgTable(
  "notices",
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    content: text().notNull(),
    details: jsonb().notNull().default({}),
    /** Newsroom life cycle: only published and scheduled rows whose date has come are public. */
    status: text().notNull().default("draft"),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it moves to the archive: the end of its deadline's day, kept so that lists need no JSON. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    version: integer().notNull().default(1),
    /** 'dringend' (a water-supply warning): its pushes are not held in quiet hours (issue 26). */
    urgent: boolean().notNull().default(false),
    /** When its subscribers' mails were queued: once, when it became public (issue 25, item 4). */
    notifiedAt: timestamp({ withTimezone: true }),
    authorId: namesMember(),
    updatedBy: namesMember(),
    ...timestamps(),
  },
  (t) => [
    check("notices_kind_check", oneOf("kind", NOTICE_KINDS)),
    check("notices_status_check", oneOf("status", EDITORIAL_STATUSES)),
    index("notices_expires_idx").on(t.expiresAt.desc(), t.publishedAt.desc()),
    index("notices_published_idx").on(t.publishedAt.desc(), t.id.desc()),
  ],
);

/** The PDFs of a notice, stored like other uploads; served only while the notice is public. */
export const noticeAttachments = pgTable(
  "notice_attachments",
  {
    id: serial().primaryKey(),
    noticeId: integer()
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    objectKey: text().notNull(),
    fileName: text().notNull(),
    bytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("notice_attachments_notice_idx").on(t.noticeId, t.id)],
);
