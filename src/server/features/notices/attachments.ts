import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import {
  NOTICE_ATTACHMENT_NOT_FOUND,
  NOTICE_ATTACHMENTS_MAX,
  NOTICE_NOT_A_PDF,
  NOTICE_NOT_FOUND,
  NOTICE_TOO_MANY_ATTACHMENTS,
  type NoticeAttachment,
} from "../../../shared/notices/notices";
import type { Db } from "../../db/client";
import { noticeAttachments, notices } from "../../db/schema";
import { downloadFileName, isPdf, sendDownload } from "../../lib/downloads";
import { badRequest, conflict, notFound } from "../../lib/http-errors";
import type { ObjectStorage } from "../../providers/storage/types";
import { type NoticeRow, toNoticeAttachment } from "./presenter";

/** Stores a PDF of a notice: checked by its bytes, counted, and the notice touched in one transaction. */
export async function addNoticeAttachment(
  db: Db,
  storage: ObjectStorage,
  noticeId: number,
  fileName: string | undefined,
  body: Buffer,
): Promise<NoticeAttachment> {
  if (!isPdf(body)) throw badRequest(NOTICE_NOT_A_PDF);
  const [notice] = await db.select({ slug: notices.slug }).from(notices).where(eq(notices.id, noticeId));
  if (!notice) throw notFound(NOTICE_NOT_FOUND);
  const objectKey = `notice-files/${randomBytes(16).toString("hex")}`;
  // Stored first: an object whose row never came is unreachable, a row without its object would break.
  await storage.put(objectKey, body, "application/pdf");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ slug: notices.slug })
      .from(notices)
      .where(eq(notices.id, noticeId))
      .for("update");
    if (!row) throw notFound(NOTICE_NOT_FOUND);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(noticeAttachments)
      .where(eq(noticeAttachments.noticeId, noticeId));
    if (n >= NOTICE_ATTACHMENTS_MAX) throw conflict(NOTICE_TOO_MANY_ATTACHMENTS);
    const [attachment] = await tx
      .insert(noticeAttachments)
      .values({
        noticeId,
        objectKey,
        fileName: downloadFileName(fileName, "pdf", "Dokument"),
        bytes: body.length,
      })
      .returning();
    // The notice's public page lists its documents: touching it ends the cached answers.
    await tx.update(notices).set({ updatedAt: new Date() }).where(eq(notices.id, noticeId));
    return toNoticeAttachment(row.slug, attachment!);
  });
}

export async function removeNoticeAttachment(db: Db, noticeId: number, attachmentId: number) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(noticeAttachments)
      .where(and(eq(noticeAttachments.id, attachmentId), eq(noticeAttachments.noticeId, noticeId)))
      .returning({ id: noticeAttachments.id });
    if (removed.length === 0) throw notFound(NOTICE_ATTACHMENT_NOT_FOUND);
    await tx.update(notices).set({ updatedAt: new Date() }).where(eq(notices.id, noticeId));
  });
}

/** The attachment of a notice, with its notice, for a download. */
export async function noticeAttachment(
  db: Db,
  where: { slug: string } | { noticeId: number },
  attachmentId: number,
): Promise<{ notice: NoticeRow; objectKey: string; fileName: string }> {
  const [found] = await db
    .select({ notice: notices, objectKey: noticeAttachments.objectKey, fileName: noticeAttachments.fileName })
    .from(noticeAttachments)
    .innerJoin(notices, eq(notices.id, noticeAttachments.noticeId))
    .where(
      and(
        eq(noticeAttachments.id, attachmentId),
        "slug" in where ? eq(notices.slug, where.slug) : eq(notices.id, where.noticeId),
      ),
    );
  if (!found) throw notFound(NOTICE_ATTACHMENT_NOT_FOUND);
  return found;
}

export async function sendNoticeFile(
  reply: FastifyReply,
  storage: ObjectStorage,
  file: { objectKey: string; fileName: string },
  cacheControl: string,
) {
  const object = await storage.get(file.objectKey);
  if (!object) throw notFound(NOTICE_ATTACHMENT_NOT_FOUND);
  return sendDownload(reply, object, {
    fileName: file.fileName,
    contentType: "application/pdf",
    cacheControl,
  });
}
