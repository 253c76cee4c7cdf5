import * as pg from "drizzle-orm/pg-core";
import { EDITORIAL_STATUSES } from "../../../shared/common/constants";
import { NOTICE_KINDS } from "../../../shared/notices/basics";
import { belongsTo, createdAt, oneOf } from "./columns";
import { editorialColumns } from "./newsroom";

/** Official notices (issue 25): the newsroom's life cycle, each kind's own fields in `details`. */
export const notices = pg.pgTable(
  "notices",
  {
    id: pg.serial().primaryKey(),
    kind: pg.text().notNull(),
    title: pg.text().notNull(),
    slug: pg.text().notNull().unique(),
    content: pg.text().notNull(),
    details: pg.jsonb().notNull().default({}),
    /** When it moves to the archive: the end of its deadline's day, kept so that lists need no JSON. */
    expiresAt: pg.timestamp({ withTimezone: true }).notNull(),
    /** 'dringend' (a water-supply warning): its pushes are not held in quiet hours (issue 26). */
    urgent: pg.boolean().notNull().default(false),
    ...editorialColumns("draft"),
  },
  (t) => [
    pg.check("notices_kind_check", oneOf("kind", NOTICE_KINDS)),
    pg.check("notices_status_check", oneOf("status", EDITORIAL_STATUSES)),
    pg.index("notices_expires_idx").on(t.expiresAt.desc(), t.publishedAt.desc()),
    pg.index("notices_published_idx").on(t.publishedAt.desc(), t.id.desc()),
  ],
);

/** The PDFs of a notice, stored like other uploads; served only while the notice is public. */
export const noticeAttachments = pg.pgTable(
  "notice_attachments",
  {
    id: pg.serial().primaryKey(),
    noticeId: belongsTo(() => notices.id),
    objectKey: pg.text().notNull(),
    fileName: pg.text().notNull(),
    bytes: pg.integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index("notice_attachments_notice_idx").on(t.noticeId, t.id)],
);
