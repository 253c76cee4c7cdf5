import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthUser } from "../../../shared/auth/auth";
import { groupMessageSchema, groupMuteSchema } from "../../../shared/messages/messages";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { admitted, route } from "../../http/access";
import { rowId } from "../../http/row-id";
import { groupForViewer } from "../groups/service";
import {
  GROUP_MESSAGE_GONE,
  groupConversationPage,
  groupTypingAudience,
  markGroupConversationRead,
  removeGroupMessage,
  sendGroupMessage,
  setGroupConversationMuted,
} from "./group-conversation";
import { assertCanReadGroupConversation, assertCanWriteGroupConversation } from "./policy";
import { messageSendRateLimit } from "./send-rate-limit";
import { TypingGate } from "./typing-gate";

const slugParams = z.object({ slug: z.string().max(120) });
const PAGE_ERROR = "Ungültige Seitenangabe.";
const pageQuery = z.object({
  before: z.coerce
    .number({ error: PAGE_ERROR })
    .int({ error: PAGE_ERROR })
    .positive({ error: PAGE_ERROR })
    .max(2_147_483_647, { error: PAGE_ERROR })
    .optional(),
});

/** The group and the member, for the conversation's rules (a group they may not know of is not found). */
async function conversationOf(db: Db, user: AuthUser, slug: string) {
  const { group, viewer } = await groupForViewer(db, slug, user);
  assertCanReadGroupConversation(viewer, group);
  return { group, viewer };
}

/**
 * A group's conversation in the inbox (issue 27). It lives in messages, which owns the inbox, its versions,
 * the live connection and the mail notices; who belongs to a group is the groups area's answer.
 */
export async function groupConversationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  connectGroupTypingToLive(app.ctx);

  // The team takes a reported message out of a group's conversation (the reports' list offers it).
  api.delete(
    "/api/admin/group-messages/:id",
    { ...route.editor, schema: { params: z.object({ id: rowId(GROUP_MESSAGE_GONE) }) } },
    async (request, reply) => {
      await removeGroupMessage(app.ctx, admitted(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    "/api/groups/:slug/conversation",
    { ...route.member, schema: { params: slugParams, querystring: pageQuery } },
    async (request, reply) => {
      const user = admitted(request);
      const { group } = await conversationOf(db, user, request.params.slug);
      reply.header("Cache-Control", "private, no-cache");
      return groupConversationPage(db, user.id, group, request.query.before);
    },
  );

  api.post(
    "/api/groups/:slug/conversation",
    {
      schema: { params: slugParams, body: groupMessageSchema },
      config: { access: "verified", rateLimit: messageSendRateLimit },
    },
    async (request, reply) => {
      const user = admitted(request);
      const { group, viewer } = await conversationOf(db, user, request.params.slug);
      assertCanWriteGroupConversation(viewer, group);
      return reply.code(201).send(await sendGroupMessage(app.ctx, user, group, request.body.content));
    },
  );

  // Marking read and muting change only the member's own view: no write budget, as their reads.
  api.post(
    "/api/groups/:slug/conversation/read",
    { ...route.confirmed, schema: { params: slugParams } },
    async (request) => {
      const user = admitted(request);
      const { group } = await conversationOf(db, user, request.params.slug);
      return { marked: await markGroupConversationRead(app.ctx, user.id, group.id) };
    },
  );

  api.put(
    "/api/groups/:slug/conversation/mute",
    { ...route.confirmed, schema: { params: slugParams, body: groupMuteSchema } },
    async (request) => {
      const user = admitted(request);
      const { group } = await conversationOf(db, user, request.params.slug);
      return setGroupConversationMuted(app.ctx, user.id, group.id, request.body.muted);
    },
  );
}

/**
 * Typing in a group's conversation reaches its other members' open tabs. Repeated frames are coalesced
 * without a query; each one that is news asks who the audience is now, so that a member who left is
 * neither heard nor told at once.
 */
function connectGroupTypingToLive(ctx: AppContext) {
  const gate = new TypingGate();
  ctx.realtime.onClientEvent(async (userId, event) => {
    if (event.type !== "group_typing_start" && event.type !== "group_typing_stop") return;
    const frame = {
      type: event.type === "group_typing_start" ? "typing_start" : "typing_stop",
      toUserId: `group:${event.groupId}`,
    } as const;
    if (!gate.isNews(userId, frame)) return;
    gate.sent(userId, frame);
    const audience = await groupTypingAudience(ctx.db, event.groupId, userId);
    if (!audience) return;
    await ctx.realtime.sendTo(audience.memberIds, {
      type: event.type,
      groupId: event.groupId,
      fromUserId: userId,
      fromName: audience.typistName,
    });
  });
}
