import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DECISION_MAILS_OFF,
  memberTopicsSchema,
  SUBSCRIPTION_ACCEPTED,
  subscribeSchema,
  subscriptionToken,
  topicsSchema,
  UNSUBSCRIBED,
} from "../../../shared/subscriptions/subscriptions";
import { route } from "../../http/access";
import { memberSettingRoutes } from "../../http/member-setting";
import { oneClickRoute, verifyUnsubscribe } from "../../http/one-click";
import { notFound } from "../../lib/http-errors";
import { isOptedOut, setMailWanted } from "../../lib/mail-opt-outs";
import {
  changeTopics,
  confirmSubscription,
  markBounced,
  memberTopics,
  setMemberTopics,
  subscribe,
  subscriptionView,
  unsubscribe,
} from "./service";

const tokenParams = z.object({ token: subscriptionToken });
/** Sign-ups are mailed: a few an hour from one address of a browser, not a stream. */
const SUBSCRIBE_LIMIT = { max: 10, timeWindow: "1 hour" };

/** Subscriptions without an account (issue 25, item 2). */
export async function subscriptionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.ctx.mailer.onHardBounce((address) => markBounced(db, address));

  api.post(
    "/api/subscriptions",
    { config: { access: "public", rateLimit: SUBSCRIBE_LIMIT }, schema: { body: subscribeSchema } },
    async (request, reply) => {
      await subscribe(app.ctx, request.body.email, request.body.topics);
      return reply.code(202).send({ message: SUBSCRIPTION_ACCEPTED });
    },
  );
  api.post(
    "/api/subscriptions/confirm",
    { ...route.public, schema: { body: z.object({ token: subscriptionToken }) } },
    async (request) => confirmSubscription(db, request.body.token),
  );
  memberSettingRoutes(app, "/api/subscriptions/mine", {
    write: "verified",
    body: memberTopicsSchema,
    read: (member) => memberTopics(db, member.email),
    save: (member, body) => setMemberTopics(db, member.email, body.topics),
  });

  api.get(
    "/api/subscriptions/:token",
    { ...route.public, schema: { params: tokenParams } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex");
      return subscriptionView(db, request.params.token);
    },
  );
  api.put(
    "/api/subscriptions/:token",
    { ...route.public, schema: { params: tokenParams, body: topicsSchema } },
    async (request) => changeTopics(db, request.params.token, request.body.topics),
  );

  // The team's decisions on a member's submissions: on by default, off in the profile or by one click.
  memberSettingRoutes(app, "/api/subscriptions/mine/decisions", {
    write: "member",
    body: z.object({ notifyByMail: z.boolean({ error: "Ja oder nein." }) }),
    read: async (member) => ({ notifyByMail: !(await isOptedOut(db, member.email, "decisions")) }),
    save: async (member, body) => {
      await setMailWanted(db, member.email, "decisions", body.notifyByMail);
      return { notifyByMail: body.notifyByMail };
    },
  });

  await oneClickRoute(app, "/api/mail/decisions/:token/unsubscribe", async (token) => {
    const address = verifyUnsubscribe(app.ctx.unsubscribeKey, "decisions", token);
    if (!address) throw notFound("Dieser Abmelde-Link ist ungültig.");
    await setMailWanted(db, address, "decisions", false);
    return { message: DECISION_MAILS_OFF };
  });

  await oneClickRoute(app, "/api/subscriptions/:token/unsubscribe", async (token) => {
    await unsubscribe(db, token);
    return { message: UNSUBSCRIBED };
  });
}
