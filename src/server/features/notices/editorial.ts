import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../../../shared/auth/auth";
import {
  type EditorialNotice,
  type editorialNoticeListQuery,
  NOTICE_DETAILS,
  NOTICE_NOT_FOUND,
  NOTICE_ONLY_DRAFTS_DELETED,
  NOTICES_PAGE_SIZE,
  type NoticeCreate,
  type NoticeDetails,
  type NoticeKind,
  type NoticePatch,
} from "../../../shared/notices/notices";
import type { Db, Tx } from "../../db/client";
import { noticeAttachments, notices, users } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-errors";
import { assertSlugFree, freeSlug } from "../../lib/reader-contributions";
import * as lifecycle from "../newsroom/lifecycle";
import { restoration } from "../newsroom/revisions";
import { type NoticeRow, noticeExpiry, toEditorialNotice } from "./presenter";
import { attachmentsOf } from "./service";

/** The fields a revision keeps and a restore writes back. */
const REVISED = ["kind", "title", "slug", "content", "details", "status", "publishAt"] as const;

const displayName = lifecycle.teamName;

/** A kind's own fields, checked by its own schema: the first problem is the answer's message. */
function validDetails(kind: NoticeKind, details: unknown): NoticeDetails {
  const parsed = NOTICE_DETAILS[kind].safeParse(details ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Ungültige Angaben.");
  return parsed.data as NoticeDetails;
}

async function present(db: Db | Tx, row: NoticeRow, saver: string | null, now = new Date()) {
  return toEditorialNotice(row, await attachmentsOf(db, row.id), saver, now);
}

const NOTICE_ITEMS: lifecycle.ItemKind<NoticeRow, EditorialNotice> = {
  kind: "notice",
  revised: REVISED,
  missing: NOTICE_NOT_FOUND,
  lock: (tx, id) => tx.select().from(notices).where(eq(notices.id, id)).for("update"),
  present,
};

export async function editorialNotice(db: Db, id: number): Promise<EditorialNotice> {
  const [found] = await db
    .select({ row: notices, saver: displayName })
    .from(notices)
    .leftJoin(users, eq(users.id, notices.updatedBy))
    .where(eq(notices.id, id));
  if (!found) throw notFound(NOTICE_NOT_FOUND);
  return present(db, found.row, found.saver);
}

/** The newsroom's list of notices: newest change first, filtered by effective status and kind. */
export async function editorialNotices(
  db: Db,
  query: z.infer<typeof editorialNoticeListQuery>,
  now = new Date(),
): Promise<{ notices: EditorialNotice[]; total: number }> {
  const filter = query.kind ? eq(notices.kind, query.kind) : undefined;
  const list = { ...query, size: NOTICES_PAGE_SIZE, now, filter };
  const { rows, total } = await lifecycle.newsroomPage<NoticeRow>(db, notices, list);
  const ids = rows.map((found) => found.row.id);
  const attachments =
    ids.length > 0
      ? await db.select().from(noticeAttachments).where(inArray(noticeAttachments.noticeId, ids))
      : [];
  return {
    notices: rows.map((found) =>
      toEditorialNotice(
        found.row,
        attachments.filter((attachment) => attachment.noticeId === found.row.id),
        found.saver,
        now,
      ),
    ),
    total,
  };
}

export async function createNotice(
  db: Db,
  user: AuthUser,
  input: NoticeCreate,
  timeZone: string,
  now = new Date(),
): Promise<EditorialNotice> {
  const details = validDetails(input.kind, input.details);
  if (input.slug) await assertSlugFree(db, notices, input.slug);
  const publishedAt = lifecycle.publicationDate(input.status, input.publishAt, now);
  return lifecycle.createItem(db, user, NOTICE_ITEMS, now, async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({
        kind: input.kind,
        title: input.title,
        slug: input.slug ?? (await freeSlug(tx, notices, input.title)),
        content: input.content,
        urgent: input.urgent ?? false,
        details,
        status: input.status,
        publishedAt,
        expiresAt: noticeExpiry(input.kind, details, publishedAt, timeZone),
        authorId: user.id,
        updatedBy: user.id,
      })
      .returning();
    return row!;
  });
}

/** A save: refused (409) when based on an older version; keeps a revision; an old slug redirects. */
export async function updateNotice(
  db: Db,
  user: AuthUser,
  id: number,
  patch: NoticePatch,
  timeZone: string,
  note?: string,
  now = new Date(),
): Promise<EditorialNotice> {
  if (patch.slug) await assertSlugFree(db, notices, patch.slug, id);
  return lifecycle.saveItem(db, user, NOTICE_ITEMS, { id, patch, note, now }, async (tx, current, saved) => {
    const kind = patch.kind ?? (current.kind as NoticeKind);
    const details = validDetails(kind, patch.details ?? current.details);
    const [row] = await tx
      .update(notices)
      .set({
        kind,
        title: patch.title,
        content: patch.content,
        urgent: patch.urgent,
        details,
        ...saved,
        expiresAt: noticeExpiry(kind, details, saved.publishedAt, timeZone),
      })
      .where(eq(notices.id, id))
      .returning();
    return row!;
  });
}

/** Restoring writes the revision's fields as a new revision on top of the current version. */
export async function restoreNoticeRevision(
  db: Db,
  user: AuthUser,
  id: number,
  revisionId: number,
  timeZone: string,
) {
  const { restored, note } = await restoration(db, "notice", id, revisionId, REVISED);
  const { version } = await editorialNotice(db, id);
  return updateNotice(db, user, id, { ...restored, version } as NoticePatch, timeZone, note);
}

export async function deleteDraftNotice(db: Db, id: number): Promise<void> {
  await lifecycle.deleteDraft(db, notices, await editorialNotice(db, id), NOTICE_ONLY_DRAFTS_DELETED);
}

/** The notice's calls for the newsroom's routes (newsroom/editorial-routes.ts), bound to the database. */
export const noticeEditorial = (db: Db, timeZone: string) => ({
  list: (query: z.infer<typeof editorialNoticeListQuery>) => editorialNotices(db, query),
  find: (id: number) => editorialNotice(db, id),
  create: (editor: AuthUser, input: NoticeCreate) => createNotice(db, editor, input, timeZone),
  update: (editor: AuthUser, id: number, patch: NoticePatch) => updateNotice(db, editor, id, patch, timeZone),
  restore: (editor: AuthUser, id: number, revisionId: number) =>
    restoreNoticeRevision(db, editor, id, revisionId, timeZone),
  deleteDraft: (id: number) => deleteDraftNotice(db, id),
});
