import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { profileSchema } from "../../../shared/profile/profile";
import { admitted, route } from "../../http/access";
import { updateProfile } from "./service";

/** PATCH /api/profile: the signed-in member's own name and picture; answers the current-user shape. */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  api.patch("/api/profile", { ...route.member, schema: { body: profileSchema } }, async (request) => {
    const user = await updateProfile(db, admitted(request), request.body);
    // Every instance shows the new name and picture from the next request on (auth/session-cache.ts).
    await app.ctx.realtime.announceSessionsEnded({ userId: user.id, reason: "profile" });
    return user;
  });
}
