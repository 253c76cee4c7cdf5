import { type AnyColumn, and, asc, count, desc, eq, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import type { AuthUser } from "../../../shared/auth/auth";
import {
  GROUP_ADMIN_MARKS,
  GROUP_COMMENT_NOT_FOUND,
  GROUP_POST_AUTHOR_ONLY,
  GROUP_POST_DELETE_FORBIDDEN,
  GROUP_POST_NOT_FOUND,
  GROUP_POSTS_PAGE_SIZE,
  type GroupComment,
  type GroupPost,
} from "../../../shared/groups/basics";
import type { AppContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import {
  editorialRevisions,
  groupMembers,
  groupPostComments,
  groupPostLikes,
  groupPosts,
  users,
} from "../../db/schema";
import { forbidden, notFound } from "../../lib/http-errors";
import { decodeCursor, encodeCursor, type Page } from "../../lib/paging";
import { listRevisions, recordRevision } from "../newsroom/revisions";
import { attachmentsOfPosts, attachToPost, deleteFiles, filesOfPost } from "./attachments";
import { groupPostNotification } from "./notifications";
import {
  assertCanReadGroupLife,
  assertCanTakePart,
  canDeleteContribution,
  canEditPost,
  canMarkPosts,
  canReportContribution,
  type GroupViewer,
} from "./policy";
import { type GroupRow, groupAuthor, personName, toGroupComment, toGroupPost } from "./presenter";
import { groupForViewer } from "./service";

type PostRow = typeof groupPosts.$inferSelect;

/** The join that tells whether an author is still among the group's members (groupAuthor). */
const currentMembership = (groupId: number, authorUserId: AnyColumn) =>
  and(
    eq(groupMembers.groupId, groupId),
    eq(groupMembers.userId, authorUserId),
    eq(groupMembers.status, "member"),
  );

/** Posts with their authors' names, comments and likes, as the viewer may act on them. */
async function presentPosts(
  db: Db,
  viewer: GroupViewer,
  group: GroupRow,
  posts: PostRow[],
): Promise<GroupPost[]> {
  if (posts.length === 0) return [];
  const ids = posts.map((post) => post.id);
  const [authors, comments, likes, liked, attachments] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .innerJoin(groupMembers, currentMembership(group.id, users.id))
      .where(
        inArray(
          users.id,
          posts.flatMap((post) => (post.authorUserId ? [post.authorUserId] : [])),
        ),
      ),
    db
      .select({
        comment: groupPostComments,
        firstName: users.firstName,
        lastName: users.lastName,
        member: groupMembers.userId,
      })
      .from(groupPostComments)
      .leftJoin(users, eq(users.id, groupPostComments.authorUserId))
      .leftJoin(groupMembers, currentMembership(group.id, groupPostComments.authorUserId))
      .where(inArray(groupPostComments.postId, ids))
      .orderBy(asc(groupPostComments.id)),
    db
      .select({ postId: groupPostLikes.postId, likes: count() })
      .from(groupPostLikes)
      .where(inArray(groupPostLikes.postId, ids))
      .groupBy(groupPostLikes.postId),
    viewer.user
      ? db
          .select({ postId: groupPostLikes.postId })
          .from(groupPostLikes)
          .where(and(inArray(groupPostLikes.postId, ids), eq(groupPostLikes.userId, viewer.user.id)))
      : Promise.resolve([]),
    attachmentsOfPosts(db, group.slug, ids),
  ]);
  const names = new Map(authors.map((author) => [author.id, author]));
  const commentsOf = new Map<number, GroupComment[]>();
  for (const { comment, firstName, lastName, member } of comments) {
    const list = commentsOf.get(comment.postId) ?? [];
    list.push(
      toGroupComment(
        comment,
        groupAuthor({ userId: comment.authorUserId, firstName, lastName, isMember: member !== null }),
        {
          mayDelete: canDeleteContribution(viewer, comment),
          mayReport: canReportContribution(viewer, comment),
        },
      ),
    );
    commentsOf.set(comment.postId, list);
  }
  const likeCounts = new Map(likes.map((row) => [row.postId, row.likes]));
  const likedByViewer = new Set(liked.map((row) => row.postId));
  return posts.map((post) => {
    const author = post.authorUserId ? names.get(post.authorUserId) : undefined;
    return toGroupPost(post, {
      author: groupAuthor({
        userId: post.authorUserId,
        firstName: author?.firstName ?? null,
        lastName: author?.lastName ?? null,
        isMember: author !== undefined,
      }),
      comments: commentsOf.get(post.id) ?? [],
      attachments: attachments.get(post.id) ?? [],
      likes: likeCounts.get(post.id) ?? 0,
      likedByViewer: likedByViewer.has(post.id),
      mayEdit: canEditPost(viewer, group, post),
      mayDelete: canDeleteContribution(viewer, post),
      mayReport: canReportContribution(viewer, post),
    });
  });
}

const postCursor = z.tuple([z.number().int()]);

/**
 * The group's feed: pinned posts first (on the first page), then the others newest first, page by page,
 * for whoever may read the group's life.
 */
export async function groupFeed(
  db: Db,
  user: AuthUser | null,
  slug: string,
  page: { limit?: number; cursor?: string },
): Promise<Page<GroupPost>> {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanReadGroupLife(viewer, group);
  const limit = page.limit ?? GROUP_POSTS_PAGE_SIZE;
  const after = decodeCursor(page.cursor, postCursor);
  const pinned = after
    ? []
    : await db
        .select()
        .from(groupPosts)
        .where(and(eq(groupPosts.groupId, group.id), eq(groupPosts.pinned, true)))
        .orderBy(desc(groupPosts.id));
  const rest = await db
    .select()
    .from(groupPosts)
    .where(
      and(
        eq(groupPosts.groupId, group.id),
        eq(groupPosts.pinned, false),
        after ? lt(groupPosts.id, after[0]) : undefined,
      ),
    )
    .orderBy(desc(groupPosts.id))
    .limit(limit + 1);
  const more = rest.length > limit;
  const shown = rest.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: await presentPosts(db, viewer, group, [...pinned, ...shown]),
    nextCursor: more && last ? encodeCursor([last.id]) : null,
  };
}

async function postOfGroup(db: Db | Tx, groupId: number, postId: number, lock = false): Promise<PostRow> {
  const query = db
    .select()
    .from(groupPosts)
    .where(and(eq(groupPosts.id, postId), eq(groupPosts.groupId, groupId)));
  const [post] = lock ? await query.for("update") : await query;
  if (!post) throw notFound(GROUP_POST_NOT_FOUND);
  return post;
}

async function onePost(db: Db, viewer: GroupViewer, group: GroupRow, postId: number): Promise<GroupPost> {
  const [post] = await presentPosts(db, viewer, group, [await postOfGroup(db, group.id, postId)]);
  if (!post) throw notFound(GROUP_POST_NOT_FOUND);
  return post;
}

/**
 * A member writes in the group; only its admins mark a post as an announcement. The members who chose to
 * hear of it are told in the transaction of the post (the one notification path).
 */
export async function createPost(
  ctx: AppContext,
  user: AuthUser,
  slug: string,
  input: { body: string; announcement: boolean; attachmentIds: string[] },
): Promise<GroupPost> {
  const { db } = ctx;
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanTakePart(viewer, group);
  if (input.announcement && !canMarkPosts(viewer, group)) throw forbidden(GROUP_ADMIN_MARKS);
  const { post, fanned } = await db.transaction(async (tx) => {
    const [post] = await tx
      .insert(groupPosts)
      .values({
        groupId: group.id,
        authorUserId: user.id,
        body: input.body,
        announcement: input.announcement,
      })
      .returning();
    if (!post) throw new Error("insert returned no post");
    await attachToPost(tx, user, group.id, post.id, input.attachmentIds);
    const fanned = await ctx.notifier.notify(tx, groupPostNotification(ctx), {
      groupId: group.id,
      groupName: group.name,
      groupSlug: group.slug,
      postId: post.id,
      authorId: user.id,
      authorName: saverOf(user).name,
      announcement: post.announcement,
    });
    return { post, fanned };
  });
  await ctx.notifier.delivered(db, fanned);
  return onePost(db, viewer, group, post.id);
}

const saverOf = (user: AuthUser) => ({
  id: user.id,
  name: personName({ userId: user.id, firstName: user.firstName, lastName: user.lastName }),
});

/**
 * The author edits the text, the group's admins pin and mark: each in their own right. An edit keeps the
 * post's history in the one editorial revision log (kind 'group-post'): the first edit keeps the
 * original as version 1.
 */
export async function changePost(
  db: Db,
  user: AuthUser,
  slug: string,
  postId: number,
  change: { body?: string; announcement?: boolean; pinned?: boolean },
): Promise<GroupPost> {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanReadGroupLife(viewer, group);
  await db.transaction(async (tx) => {
    const post = await postOfGroup(tx, group.id, postId, true);
    const marks = change.announcement !== undefined || change.pinned !== undefined;
    if (marks && !canMarkPosts(viewer, group)) throw forbidden(GROUP_ADMIN_MARKS);
    const edits = change.body !== undefined && change.body !== post.body;
    if (change.body !== undefined && !canEditPost(viewer, group, post))
      throw forbidden(GROUP_POST_AUTHOR_ONLY);
    if (edits) {
      if (post.version === 1)
        await recordRevision(tx, "group-post", post.id, 1, { body: post.body }, saverOf(user));
      await recordRevision(tx, "group-post", post.id, post.version + 1, { body: change.body }, saverOf(user));
    }
    await tx
      .update(groupPosts)
      .set({
        ...change,
        ...(edits ? { version: post.version + 1, editedAt: new Date() } : {}),
      })
      .where(eq(groupPosts.id, post.id));
  });
  return onePost(db, viewer, group, postId);
}

/**
 * A post's history, for whoever may read the post: the post says 'bearbeitet', and what it said before
 * is no secret from those who read it then.
 */
export async function postRevisions(db: Db, user: AuthUser | null, slug: string, postId: number) {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanReadGroupLife(viewer, group);
  const post = await postOfGroup(db, group.id, postId);
  return listRevisions(db, "group-post", post.id);
}

/** Deleting a post takes its comments, likes, files and history with it. */
export async function deletePost(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  user: AuthUser,
  slug: string,
  postId: number,
): Promise<void> {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanReadGroupLife(viewer, group);
  const files = await db.transaction(async (tx) => {
    const post = await postOfGroup(tx, group.id, postId, true);
    if (!canDeleteContribution(viewer, post)) throw forbidden(GROUP_POST_DELETE_FORBIDDEN);
    await tx
      .delete(editorialRevisions)
      .where(and(eq(editorialRevisions.kind, "group-post"), eq(editorialRevisions.itemId, String(post.id))));
    const files = await filesOfPost(tx, post.id);
    await tx.delete(groupPosts).where(eq(groupPosts.id, post.id));
    return files;
  });
  await deleteFiles(storage, files);
}

export async function addComment(db: Db, user: AuthUser, slug: string, postId: number, body: string) {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanTakePart(viewer, group);
  const post = await postOfGroup(db, group.id, postId);
  const [comment] = await db
    .insert(groupPostComments)
    .values({ postId: post.id, authorUserId: user.id, body })
    .returning();
  if (!comment) throw new Error("insert returned no comment");
  return toGroupComment(
    comment,
    { userId: user.id, name: saverOf(user).name },
    { mayDelete: canDeleteContribution(viewer, comment), mayReport: canReportContribution(viewer, comment) },
  );
}

export async function deleteComment(db: Db, user: AuthUser, slug: string, postId: number, commentId: number) {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanReadGroupLife(viewer, group);
  const post = await postOfGroup(db, group.id, postId);
  const [comment] = await db
    .select()
    .from(groupPostComments)
    .where(and(eq(groupPostComments.id, commentId), eq(groupPostComments.postId, post.id)));
  if (!comment) throw notFound(GROUP_COMMENT_NOT_FOUND);
  if (!canDeleteContribution(viewer, comment)) throw forbidden(GROUP_POST_DELETE_FORBIDDEN);
  await db.delete(groupPostComments).where(eq(groupPostComments.id, comment.id));
}

/** 'Gefällt mir' is set or taken back; saying it twice is saying it once. */
export async function setLike(db: Db, user: AuthUser, slug: string, postId: number, liked: boolean) {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanTakePart(viewer, group);
  const post = await postOfGroup(db, group.id, postId);
  if (liked)
    await db.insert(groupPostLikes).values({ postId: post.id, userId: user.id }).onConflictDoNothing();
  else
    await db
      .delete(groupPostLikes)
      .where(and(eq(groupPostLikes.postId, post.id), eq(groupPostLikes.userId, user.id)));
  const [row] = await db
    .select({ likes: count() })
    .from(groupPostLikes)
    .where(eq(groupPostLikes.postId, post.id));
  return { likes: row?.likes ?? 0, likedByViewer: liked };
}
