import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UPLOAD_MAX_BYTES } from "../../../shared/common/constants";
import { pageQuerySchema } from "../../../shared/common/paging";
import {
  adminGroupsQuerySchema,
  GROUP_ATTACHMENT_NOT_FOUND,
  GROUP_COMMENT_NOT_FOUND,
  GROUP_POST_NOT_FOUND,
  groupAttachmentQuerySchema,
  groupCommentSchema,
  groupDecisionSchema,
  groupEventSchema,
  groupFilterSchema,
  groupFoundingSchema,
  groupJoinSchema,
  groupNotificationSchema,
  groupPollSchema,
  groupPostChangeSchema,
  groupPostSchema,
  groupProfileSchema,
  groupRoleSchema,
  groupVoteSchema,
  POLL_NOT_FOUND,
} from "../../../shared/groups/groups";
import { admitted, route } from "../../http/access";
import { oneClickRoute } from "../../http/one-click";
import { readUploadBody } from "../../http/upload-body";
import { sendDownload } from "../../lib/downloads";
import { notFound } from "../../lib/http-errors";
import { moderationContext } from "../../lib/moderation";
import { linkNextPage } from "../../lib/paging";
import { limitPerMember } from "../../lib/rate-limits";
import { currentUser } from "../auth/session";
import { eventsCalendar, ICS_CONTENT_TYPE } from "../events/ical";
import { downloadAttachment, uploadAttachment } from "./attachments";
import {
  createGroupEvent,
  groupCalendarMember,
  groupCalendarToken,
  groupEvents,
  memberGroupEvents,
} from "./events";
import {
  createInvitation,
  decideRequest,
  groupMemberList,
  invitedGroup,
  joinGroup,
  leaveGroup,
  openRequests,
  removeMember,
  setMemberRole,
  setNotificationLevel,
} from "./membership";
import { unsubscribeGroupMails } from "./notifications";
import { createPoll, groupPollList, pollForViewer, votePoll } from "./polls";
import {
  addComment,
  changePost,
  createPost,
  deleteComment,
  deletePost,
  groupFeed,
  postRevisions,
  setLike,
} from "./posts";
import { openGroupReports } from "./reporting";
import {
  adminGroups,
  decideGroup,
  foundGroup,
  groupDetail,
  groupDirectory,
  pendingGroups,
  updateGroupProfile,
} from "./service";

const slugParams = z.object({ slug: z.string().max(120) });
const memberParams = slugParams.extend({ userId: z.uuid({ error: "Unbekanntes Mitglied." }) });
const itemId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const pollParams = slugParams.extend({ id: itemId(POLL_NOT_FOUND) });
const itemParams = slugParams.extend({ id: itemId(GROUP_POST_NOT_FOUND) });
const commentParams = itemParams.extend({ commentId: itemId(GROUP_COMMENT_NOT_FOUND) });
const invitationParams = slugParams.extend({ token: z.string().max(100) });
const attachmentParams = slugParams.extend({
  id: z.string().regex(/^[0-9a-f]{32}$/, GROUP_ATTACHMENT_NOT_FOUND),
});

/** A post takes a few files; a member uploading dozens an hour is not writing posts. */
const ATTACHMENT_RATE_LIMIT = { max: 60, timeWindow: "1 hour" };

/** Vereine und Gruppen (issue 27): the directory, founding, the profile and membership. */
export async function groupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  api.get("/api/groups", { ...route.public, schema: { querystring: groupFilterSchema } }, async (request) =>
    groupDirectory(db, request.query),
  );

  api.post(
    "/api/groups",
    { ...route.verified, schema: { body: groupFoundingSchema } },
    async (request, reply) => reply.code(201).send(await foundGroup(db, admitted(request), request.body)),
  );

  api.get("/api/groups/:slug", { ...route.public, schema: { params: slugParams } }, async (request) =>
    groupDetail(db, request.params.slug, await currentUser(request)),
  );

  api.patch(
    "/api/groups/:slug",
    { ...route.verified, schema: { params: slugParams, body: groupProfileSchema } },
    async (request) => updateGroupProfile(db, admitted(request), request.params.slug, request.body),
  );

  api.get(
    "/api/groups/:slug/invitations/:token",
    { ...route.public, schema: { params: invitationParams } },
    async (request) =>
      invitedGroup(db, request.params.slug, request.params.token, await currentUser(request)),
  );

  api.post(
    "/api/groups/:slug/join",
    { ...route.verified, schema: { params: slugParams, body: groupJoinSchema } },
    async (request) => joinGroup(db, admitted(request), request.params.slug, request.body.invitation),
  );

  api.post(
    "/api/groups/:slug/leave",
    { ...route.verified, schema: { params: slugParams } },
    async (request, reply) => {
      await leaveGroup(db, admitted(request), request.params.slug);
      return reply.code(204).send();
    },
  );

  api.post(
    "/api/groups/:slug/invitations",
    { ...route.verified, schema: { params: slugParams } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createInvitation(db, admitted(request), request.params.slug, config.publicUrl)),
  );

  api.get(
    "/api/groups/:slug/requests",
    { ...route.verified, schema: { params: slugParams } },
    async (request) => openRequests(db, admitted(request), request.params.slug),
  );

  for (const [decision, approve] of [
    ["approve", true],
    ["decline", false],
  ] as const) {
    api.post(
      `/api/groups/:slug/requests/:userId/${decision}`,
      { ...route.verified, schema: { params: memberParams } },
      async (request) =>
        decideRequest(db, admitted(request), request.params.slug, request.params.userId, approve),
    );
  }

  api.get("/api/groups/:slug/members", { ...route.public, schema: { params: slugParams } }, async (request) =>
    groupMemberList(db, await currentUser(request), request.params.slug),
  );

  api.patch(
    "/api/groups/:slug/members/:userId",
    { ...route.verified, schema: { params: memberParams, body: groupRoleSchema } },
    async (request) =>
      setMemberRole(db, admitted(request), request.params.slug, request.params.userId, request.body.role),
  );

  api.delete(
    "/api/groups/:slug/members/:userId",
    { ...route.verified, schema: { params: memberParams } },
    async (request, reply) => {
      await removeMember(db, admitted(request), request.params.slug, request.params.userId);
      return reply.code(204).send();
    },
  );

  api.put(
    "/api/groups/:slug/notification-setting",
    { ...route.verified, schema: { params: slugParams, body: groupNotificationSchema } },
    async (request) => setNotificationLevel(db, admitted(request), request.params.slug, request.body.level),
  );

  api.get("/api/groups/:slug/polls", { ...route.public, schema: { params: slugParams } }, async (request) =>
    groupPollList(db, await currentUser(request), request.params.slug),
  );

  api.post(
    "/api/groups/:slug/polls",
    { ...route.verified, schema: { params: slugParams, body: groupPollSchema } },
    async (request, reply) =>
      reply.code(201).send(await createPoll(db, admitted(request), request.params.slug, request.body)),
  );

  api.get(
    "/api/groups/:slug/polls/:id",
    { ...route.public, schema: { params: pollParams } },
    async (request) => pollForViewer(db, await currentUser(request), request.params.slug, request.params.id),
  );

  api.post(
    "/api/groups/:slug/polls/:id/vote",
    { ...route.verified, schema: { params: pollParams, body: groupVoteSchema } },
    async (request) =>
      votePoll(db, admitted(request), request.params.slug, request.params.id, request.body.optionIds),
  );

  api.get(
    "/api/groups/:slug/posts",
    { ...route.public, schema: { params: slugParams, querystring: pageQuerySchema } },
    async (request, reply) => {
      const page = await groupFeed(db, await currentUser(request), request.params.slug, request.query);
      linkNextPage(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.post(
    "/api/groups/:slug/posts",
    { ...route.verified, schema: { params: slugParams, body: groupPostSchema } },
    async (request, reply) =>
      reply.code(201).send(await createPost(app.ctx, admitted(request), request.params.slug, request.body)),
  );

  api.patch(
    "/api/groups/:slug/posts/:id",
    { ...route.verified, schema: { params: itemParams, body: groupPostChangeSchema } },
    async (request) =>
      changePost(db, admitted(request), request.params.slug, request.params.id, request.body),
  );

  api.delete(
    "/api/groups/:slug/posts/:id",
    { ...route.verified, schema: { params: itemParams } },
    async (request, reply) => {
      await deletePost(app.ctx, admitted(request), request.params.slug, request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    "/api/groups/:slug/posts/:id/revisions",
    { ...route.public, schema: { params: itemParams } },
    async (request) => postRevisions(db, await currentUser(request), request.params.slug, request.params.id),
  );

  // Never in the response cache (it is not listed there): whether a file is served depends on who asks.
  api.get(
    "/api/groups/:slug/attachments/:id",
    { ...route.public, schema: { params: attachmentParams } },
    async (request, reply) => {
      const { row, object, shared } = await downloadAttachment(
        db,
        app.ctx.storage,
        await currentUser(request),
        request.params.slug,
        request.params.id,
      );
      // A PDF is saved, never shown in the portal's origin; a picture is shown where the post is.
      return sendDownload(reply, object, {
        fileName: row.name,
        contentType: row.contentType,
        inline: row.kind === "image",
        cacheControl: shared ? "public, max-age=300" : "private, no-store",
      });
    },
  );

  // The file is the body, read raw and counted as every upload is, in a scope of its own.
  await app.register(async (files) => {
    files.removeAllContentTypeParsers();
    files.addContentTypeParser("*", readUploadBody);
    files.withTypeProvider<ZodTypeProvider>().post(
      "/api/groups/:slug/attachments",
      {
        config: {
          ...route.verified.config,
          rateLimit: limitPerMember("group-attachments", ATTACHMENT_RATE_LIMIT),
        },
        bodyLimit: UPLOAD_MAX_BYTES,
        schema: { params: slugParams, querystring: groupAttachmentQuerySchema },
      },
      async (request, reply) =>
        reply.code(201).send(
          await uploadAttachment(app.ctx, admitted(request), request.params.slug, {
            ...request.query,
            body: request.body as Buffer | undefined,
          }),
        ),
    );
  });

  api.post(
    "/api/groups/:slug/posts/:id/comments",
    { ...route.verified, schema: { params: itemParams, body: groupCommentSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addComment(db, admitted(request), request.params.slug, request.params.id, request.body.body),
        ),
  );

  api.delete(
    "/api/groups/:slug/posts/:id/comments/:commentId",
    { ...route.verified, schema: { params: commentParams } },
    async (request, reply) => {
      const { slug, id, commentId } = request.params;
      await deleteComment(db, admitted(request), slug, id, commentId);
      return reply.code(204).send();
    },
  );

  for (const [method, liked] of [
    ["post", true],
    ["delete", false],
  ] as const) {
    api[method](
      "/api/groups/:slug/posts/:id/like",
      { ...route.verified, schema: { params: itemParams } },
      async (request) => setLike(db, admitted(request), request.params.slug, request.params.id, liked),
    );
  }

  await oneClickRoute(app, "/api/groups/mail-setting/:token/unsubscribe", (token) =>
    unsubscribeGroupMails(db, app.ctx.unsubscribeKey, token),
  );

  api.get(
    "/api/groups/:slug/reports",
    { ...route.verified, schema: { params: slugParams } },
    async (request) => openGroupReports(db, admitted(request), request.params.slug),
  );

  api.get("/api/groups/:slug/events", { ...route.public, schema: { params: slugParams } }, async (request) =>
    groupEvents(db, await currentUser(request), request.params.slug, config.timeZone),
  );

  api.post(
    "/api/groups/:slug/events",
    { ...route.verified, schema: { params: slugParams, body: groupEventSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createGroupEvent(db, admitted(request), request.params.slug, request.body, config.timeZone),
        ),
  );

  // A member's calendar of all their groups' events: a secret address for calendar apps, which send no cookie.
  api.get("/api/group-calendar", route.confirmed, async (request) => ({
    url: `${config.publicUrl}/gruppen-kalender/${groupCalendarToken(app.ctx.unsubscribeKey, admitted(request).id)}.ics`,
  }));

  api.get(
    "/gruppen-kalender/:token.ics",
    { ...route.public, schema: { params: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const memberId = groupCalendarMember(app.ctx.unsubscribeKey, request.params.token);
      if (!memberId) throw notFound("Diesen Kalender gibt es nicht.");
      const rows = await memberGroupEvents(db, memberId, config.timeZone);
      return reply
        .header("Content-Type", ICS_CONTENT_TYPE)
        .header("Cache-Control", "private, no-store")
        .header("X-Robots-Tag", "noindex")
        .send(
          eventsCalendar(rows, {
            timeZone: config.timeZone,
            publicUrl: config.publicUrl,
            name: `Meine Gruppen im Dorfportal ${config.municipality}`,
          }),
        );
    },
  );

  // The portal's team: the groups asked for, and its decisions on them (editors moderate, as elsewhere).
  api.get("/api/admin/groups/pending", route.editor, async () => pendingGroups(db));
  api.get(
    "/api/admin/groups",
    { ...route.editor, schema: { querystring: adminGroupsQuerySchema } },
    async (request) => adminGroups(db, request.query),
  );

  for (const decision of ["approve", "reject", "suspend", "reinstate"] as const) {
    api.post(
      `/api/admin/groups/:slug/${decision}`,
      { ...route.editor, schema: { params: slugParams, body: groupDecisionSchema } },
      async (request) =>
        decideGroup(
          moderationContext(app.ctx),
          admitted(request),
          request.params.slug,
          decision,
          request.body.reason,
        ),
    );
  }
}
