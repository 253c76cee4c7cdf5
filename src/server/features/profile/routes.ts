import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { profileSchema } from "../../../shared/profile";
import { requireUser } from "../auth/session";
import { updateProfile } from "./service";

/** PATCH /api/profile: the signed-in member's own name and picture; answers the current-user shape. */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  api.patch(
    "/api/profile",
    {
      schema: { body: profileSchema },
      preValidation: async (request) => {
        await requireUser(request);
      },
    },
    async (request) => updateProfile(db, await requireUser(request), request.body),
  );
}
