import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuerySchema } from "../../../shared/common/paging";
import {
  groupCommentSchema,
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
} from "../../../shared/groups/groups";
import { admitted, route } from "../../http/access";
import { oneClickRoute } from "../../http/one-click";
import { notFound } from "../../lib/http-errors";
import { linkNextPage } from "../../lib/paging";
import { currentUser } from "../auth/session";
import { eventsCalendar, ICS_CONTENT_TYPE } from "../events/ical";
import { groupAttachmentRoutes } from "./attachment-routes";
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
  commentParams,
  invitationParams,
  itemParams,
  memberParams,
  pollParams,
  slugParams,
} from "./route-params";
import { foundGroup, groupDetail, groupDirectory, updateGroupProfile } from "./service";
import { groupTeamRoutes } from "./team-routes";

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

  await groupAttachmentRoutes(app);
  await groupTeamRoutes(app);
}
