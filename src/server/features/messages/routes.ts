import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  mailSettingSchema,
  OLDER_PAGE_SIZE,
  presenceSettingSchema,
  sendMessageSchema,
} from "../../../shared/messages/messages";
import { admitted, route } from "../../http/access";
import { matchesTag } from "../../http/headers";
import { memberSettingRoutes } from "../../http/member-setting";
import { oneClickRoute } from "../../http/one-click";
import { orNotFound } from "../../lib/http-errors";
import { onlineStatus } from "../../realtime/presence";
import { inboxItems } from "./group-conversation";
import { groupConversationRoutes } from "./group-conversation-routes";
import { inboxVersionsOf } from "./inbox-versions";
import { connectMessagesToLive, messagingChanged } from "./live";
import { mailSetting, setMailSetting, unsubscribeMessageMails } from "./mail-notices";
import {
  assertCanBlockMember,
  assertCanMarkMessageRead,
  assertCanReachMember,
  assertCanSeePresence,
  assertCanSendMessage,
  UNKNOWN_MEMBER,
} from "./policy";
import { messageSendRateLimit } from "./send-rate-limit";
import {
  blockedMemberIds,
  blockMember,
  contactEntry,
  conversationPage,
  findMember,
  markConversationRead,
  markRead,
  sendMessage,
  setShowLastSeen,
  showsLastSeen,
  unblockMember,
} from "./service";

const memberId = z.uuid({ error: "Dieses Mitglied gibt es nicht." });
const memberParams = z.object({ id: memberId });
const numericId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, {
      error: message,
    });

/** If-None-Match may list several tags (RFC 9110 §13.1.2). */

export async function messageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  connectMessagesToLive(app.ctx);
  await groupConversationRoutes(app);

  // Spec §7: polled every 3 s by the inbox and 5 s by the badge while the live connection is down, so an
  // unchanged inbox answers 304 from the member's version alone.
  api.get("/api/messages", route.member, async (request, reply) => {
    const user = admitted(request);
    const etag = `W/"${user.id}-${await inboxVersionsOf(app.ctx).of(user.id)}"`;
    reply.header("ETag", etag).header("Cache-Control", "private, no-cache");
    if (matchesTag(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return inboxItems(db, user.id);
  });

  api.post(
    "/api/messages",
    {
      schema: { body: sendMessageSchema },
      config: {
        access: "verified",
        rateLimit: messageSendRateLimit,
      },
    },
    async (request, reply) => {
      const user = admitted(request);
      await assertCanSendMessage(db, user.id, request.body);
      const sent = await sendMessage(app.ctx, user, request.body);
      await messagingChanged(app.ctx, [user.id, request.body.toUserId]);
      return reply.code(201).send(sent);
    },
  );

  api.put(
    "/api/messages/:id/read",
    { ...route.verified, schema: { params: z.object({ id: numericId("Nachricht nicht gefunden") }) } },
    async (request, reply) => {
      const user = admitted(request);
      await assertCanMarkMessageRead(db, user.id, request.params.id);
      await markRead(app.ctx, user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.put(
    "/api/messages/conversations/:id/read",
    { ...route.verified, schema: { params: memberParams } },
    async (request) => {
      const user = admitted(request);
      await assertCanReachMember(db, user.id, request.params.id);
      return { marked: await markConversationRead(app.ctx, user.id, request.params.id) };
    },
  );

  api.get(
    "/api/messages/conversations/:id",
    {
      ...route.member,
      schema: {
        params: memberParams,
        querystring: z.object({ before: numericId("Ungültige Seitenangabe.") }),
      },
    },
    async (request) => {
      const user = admitted(request);
      await assertCanReachMember(db, user.id, request.params.id);
      return conversationPage(db, user.id, request.params.id, request.query.before, OLDER_PAGE_SIZE);
    },
  );

  api.get(
    "/api/messages/members/:id",
    { ...route.member, schema: { params: memberParams } },
    async (request) => orNotFound(await findMember(db, request.params.id), "Dieses Mitglied gibt es nicht."),
  );

  api.get(
    "/api/messages/entries/:id",
    {
      ...route.member,
      schema: { params: z.object({ id: numericId("Diesen Marktplatz-Eintrag gibt es nicht.") }) },
    },
    async (request) =>
      orNotFound(await contactEntry(db, request.params.id), "Diesen Marktplatz-Eintrag gibt es nicht."),
  );

  api.get(
    "/api/users/:id/online-status",
    { ...route.member, schema: { params: memberParams } },
    async (request) => {
      const user = admitted(request);
      await assertCanSeePresence(db, user, request.params.id);
      return orNotFound(await onlineStatus(db, request.params.id), UNKNOWN_MEMBER);
    },
  );

  api.get("/api/messages/blocks", route.member, async (request) => {
    const user = admitted(request);
    return blockedMemberIds(db, user.id);
  });

  /** Blocking and unblocking: both end in the same refresh of the two members' live views. */
  const blockChange =
    (change: typeof blockMember) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const user = admitted(request);
      await assertCanBlockMember(db, user.id, request.params.id);
      await change(db, user.id, request.params.id);
      await messagingChanged(app.ctx, [user.id, request.params.id]);
      return reply.code(204).send();
    };
  const blockRoute = { ...route.verified, schema: { params: memberParams } };
  api.put("/api/messages/blocks/:id", blockRoute, blockChange(blockMember));
  api.delete("/api/messages/blocks/:id", blockRoute, blockChange(unblockMember));

  memberSettingRoutes(app, "/api/messages/presence-setting", {
    write: "verified",
    body: presenceSettingSchema,
    read: async (member) => ({ showLastSeen: await showsLastSeen(db, member.id) }),
    save: (member, body) => setShowLastSeen(db, member.id, body.showLastSeen),
  });

  await oneClickRoute(app, "/api/messages/mail-setting/:token/unsubscribe", (token) =>
    unsubscribeMessageMails(app.ctx, token),
  );

  memberSettingRoutes(app, "/api/messages/mail-setting", {
    write: "verified",
    body: mailSettingSchema,
    read: (member) => mailSetting(db, member.id),
    save: (member, body) => setMailSetting(db, member.id, body.notifyByMail),
  });
}
