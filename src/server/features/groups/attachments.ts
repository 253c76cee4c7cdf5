import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import sharp from "sharp";
import type { AuthUser } from "../../../shared/auth/auth";
import {
  GROUP_ATTACHMENT_NOT_FOUND,
  GROUP_ATTACHMENT_NOT_OWN,
  GROUP_ATTACHMENTS_TOO_MANY,
  GROUP_PDF_REFUSED,
  GROUP_POST_MAX_IMAGES,
  GROUP_POST_MAX_PDFS,
  type GroupAttachment,
  type GroupAttachmentKind,
} from "../../../shared/groups/basics";
import type { AppContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import { groupPostAttachments } from "../../db/schema";
import { downloadFileName, isPdf } from "../../lib/downloads";
import { badRequest, HttpError, notFound } from "../../lib/http-errors";
import { type ObjectStorage, PRIVATE_OBJECT_PREFIX, type StoredObject } from "../../providers/storage/index";
import { reencodeImage } from "../uploads/service";
import { assertCanTakePart, canReadGroupLife } from "./policy";
import { toGroupAttachment } from "./presenter";
import { groupForViewer } from "./service";

type AttachmentRow = typeof groupPostAttachments.$inferSelect;

/** An upload that no post took within a day is forgotten (the composer was closed). */
const UNATTACHED_RETENTION_MS = 86_400_000;

const IMAGE_ENDINGS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};

interface CheckedFile {
  bytes: Buffer;
  contentType: string;
  ending: string;
  width?: number;
  height?: number;
}

/** Pictures go the way of every upload (decoded, re-encoded, metadata dropped); a PDF is checked by its bytes. */
async function checkFile(kind: GroupAttachmentKind, bytes: Buffer): Promise<CheckedFile> {
  if (kind === "pdf") {
    if (!isPdf(bytes)) throw new HttpError(415, GROUP_PDF_REFUSED);
    return { bytes, contentType: "application/pdf", ending: "pdf" };
  }
  const image = await reencodeImage(bytes);
  const metadata = await sharp(image.bytes).metadata();
  return {
    bytes: image.bytes,
    contentType: image.contentType,
    ending: IMAGE_ENDINGS[image.contentType] ?? "bin",
    width: metadata.width,
    height: metadata.pageHeight ?? metadata.height,
  };
}

/**
 * A member of an active group uploads a picture or PDF for a post they are about to write. The file is
 * stored under the private prefix whatever the group's visibility: a group that is open today may be
 * closed tomorrow, and its files must follow.
 */
export async function uploadAttachment(
  ctx: AppContext,
  user: AuthUser,
  slug: string,
  upload: { kind: GroupAttachmentKind; name?: string; body: Buffer | undefined },
): Promise<GroupAttachment> {
  const { db, storage } = ctx;
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanTakePart(viewer, group);
  const body = upload.body ?? Buffer.alloc(0);
  if (body.length === 0) throw badRequest("Die Datei ist leer.");
  const file = await checkFile(upload.kind, body);
  await forgetUnattached(db, storage);
  const id = randomBytes(16).toString("hex");
  const objectKey = `${PRIVATE_OBJECT_PREFIX}group-files/${id}`;
  await storage.put(objectKey, file.bytes, file.contentType);
  const [row] = await db
    .insert(groupPostAttachments)
    .values({
      id,
      groupId: group.id,
      uploaderUserId: user.id,
      kind: upload.kind,
      name: downloadFileName(upload.name, file.ending, upload.kind === "pdf" ? "Dokument" : "Bild"),
      objectKey,
      contentType: file.contentType,
      size: file.bytes.length,
      width: file.width ?? null,
      height: file.height ?? null,
    })
    .returning();
  if (!row) throw new Error("insert returned no attachment");
  return toGroupAttachment(group.slug, row);
}

async function forgetUnattached(db: Db, storage: ObjectStorage, now = new Date()) {
  const forgotten = await db
    .delete(groupPostAttachments)
    .where(
      and(
        isNull(groupPostAttachments.postId),
        lt(groupPostAttachments.createdAt, new Date(now.getTime() - UNATTACHED_RETENTION_MS)),
      ),
    )
    .returning({ objectKey: groupPostAttachments.objectKey });
  await deleteFiles(storage, forgotten);
}

/**
 * Removes files whose rows are gone (after their transaction committed: a rolled-back deletion keeps
 * them). A failure leaves an object no row and no address reaches.
 */
export async function deleteFiles(storage: ObjectStorage, files: readonly { objectKey: string }[]) {
  await Promise.allSettled(files.map((file) => storage.delete(file.objectKey)));
}

/** The stored keys of a post's files, to delete with it. */
export const filesOfPost = (tx: Tx, postId: number) =>
  tx
    .select({ objectKey: groupPostAttachments.objectKey })
    .from(groupPostAttachments)
    .where(eq(groupPostAttachments.postId, postId));

/**
 * Gives the new post the files its author uploaded to this group and no post has taken yet; anything
 * else (another member's upload, another group's, one already attached) refuses the whole post.
 */
export async function attachToPost(
  tx: Tx,
  user: AuthUser,
  groupId: number,
  postId: number,
  ids: readonly string[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const taken = await tx
    .update(groupPostAttachments)
    .set({ postId })
    .where(
      and(
        inArray(groupPostAttachments.id, wanted),
        eq(groupPostAttachments.groupId, groupId),
        eq(groupPostAttachments.uploaderUserId, user.id),
        isNull(groupPostAttachments.postId),
      ),
    )
    .returning({ kind: groupPostAttachments.kind });
  if (taken.length !== wanted.length) throw badRequest(GROUP_ATTACHMENT_NOT_OWN);
  const images = taken.filter((row) => row.kind === "image").length;
  if (images > GROUP_POST_MAX_IMAGES || taken.length - images > GROUP_POST_MAX_PDFS)
    throw badRequest(GROUP_ATTACHMENTS_TOO_MANY);
}

/** The files of these posts, pictures first, each kind in the order it was uploaded. */
export async function attachmentsOfPosts(
  db: Db,
  slug: string,
  postIds: readonly number[],
): Promise<Map<number, GroupAttachment[]>> {
  const byPost = new Map<number, GroupAttachment[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select()
    .from(groupPostAttachments)
    .where(inArray(groupPostAttachments.postId, [...postIds]))
    .orderBy(asc(groupPostAttachments.kind), asc(groupPostAttachments.createdAt));
  for (const row of rows) {
    if (row.postId === null) continue;
    const list = byPost.get(row.postId) ?? [];
    list.push(toGroupAttachment(slug, row));
    byPost.set(row.postId, list);
  }
  return byPost;
}

export interface AttachmentDownload {
  object: StoredObject;
  row: AttachmentRow;
  /** Whether anybody may read it (an active open group's post's): then shared caches may keep it. */
  shared: boolean;
}

/**
 * A file for whoever may read its post, and before it is posted for its uploader only. Everyone else hears
 * 404, as if it never existed: a private group's files must not even be confirmed.
 */
export async function downloadAttachment(
  db: Db,
  storage: ObjectStorage,
  user: AuthUser | null,
  slug: string,
  id: string,
): Promise<AttachmentDownload> {
  const missing = () => notFound(GROUP_ATTACHMENT_NOT_FOUND);
  const { group, viewer } = await groupForViewer(db, slug, user).catch((error: unknown) => {
    throw error instanceof HttpError ? missing() : error;
  });
  const [row] = await db
    .select()
    .from(groupPostAttachments)
    .where(and(eq(groupPostAttachments.id, id), eq(groupPostAttachments.groupId, group.id)));
  if (!row) throw missing();
  const mayRead =
    row.postId === null ? user !== null && row.uploaderUserId === user.id : canReadGroupLife(viewer, group);
  if (!mayRead) throw missing();
  const object = await storage.get(row.objectKey);
  if (!object) throw missing();
  return {
    object,
    row,
    shared: row.postId !== null && group.visibility === "open" && group.status === "active",
  };
}
