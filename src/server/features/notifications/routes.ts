import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  centreSettingsSchema,
  notificationsQuerySchema,
  notificationsReadSchema,
  pushEndpointSchema,
  pushSubscriptionSchema,
} from "../../../shared/notifications/notifications";
import { admitted, route } from "../../http/access";
import { matchesTag } from "../../http/headers";
import { memberSettingRoutes } from "../../http/member-setting";
import { viewerOf } from "../../lib/viewer";
import {
  centreSettings,
  centreVersion,
  markNotificationsRead,
  notificationsPage,
  setCentreSettings,
} from "./centre";
import { assertMayChoosePushTopics, assertPushService } from "./policy";
import { pushDevice, registerPushDevice, removePushDevice } from "./push-devices";

/** A browser registers its push subscription once per page visit at most; a stream of them is no browser. */
const PUSH_REGISTER_LIMIT = { max: 30, timeWindow: "1 hour" };

/** Push devices and the members' notification centre (issue 26). */
export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, notifier, config } = app.ctx;

  api.get("/api/push/public-key", route.public, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=3600");
    return { publicKey: notifier.pusher.publicKey };
  });
  api.post(
    "/api/push/subscriptions",
    {
      config: { access: "public", rateLimit: PUSH_REGISTER_LIMIT },
      schema: { body: pushSubscriptionSchema },
    },
    async (request, reply) => {
      const { userId } = await viewerOf(request);
      assertPushService(request.body.endpoint, config.push.serviceHosts);
      assertMayChoosePushTopics(userId, request.body.topics);
      return reply.code(201).send(await registerPushDevice(db, userId, request.body));
    },
  );
  api.get(
    "/api/push/subscriptions",
    { ...route.public, schema: { querystring: pushEndpointSchema } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return pushDevice(db, request.query.endpoint);
    },
  );
  api.delete(
    "/api/push/subscriptions",
    { ...route.public, schema: { body: pushEndpointSchema } },
    async (request, reply) => {
      await removePushDevice(db, request.body.endpoint);
      return reply.code(204).send();
    },
  );

  // Polled by the bell when the live connection is down: an unchanged centre answers 304.
  api.get(
    "/api/notifications",
    { ...route.member, schema: { querystring: notificationsQuerySchema } },
    async (request, reply) => {
      const member = admitted(request);
      const before = request.query.before;
      const etag = `W/"${member.id}-${before ?? 0}-${await centreVersion(db, member.id)}"`;
      reply.header("ETag", etag).header("Cache-Control", "private, no-cache");
      if (matchesTag(request.headers["if-none-match"], etag)) return reply.code(304).send();
      return notificationsPage(db, member.id, before);
    },
  );
  api.post(
    "/api/notifications/read",
    { ...route.member, schema: { body: notificationsReadSchema } },
    async (request) => {
      const member = admitted(request);
      const { changed, unread } = await markNotificationsRead(db, member.id, request.body);
      // The member's other tabs and devices show the same count.
      if (changed) await notifier.announceUnread(db, [member.id]);
      return { unread };
    },
  );
  memberSettingRoutes(app, "/api/notifications/settings", {
    write: "member",
    body: centreSettingsSchema,
    read: (member) => centreSettings(db, member.id),
    save: (member, body) => setCentreSettings(db, member.id, body.topics),
  });
}
