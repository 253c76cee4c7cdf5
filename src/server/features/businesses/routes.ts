import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { businessInputSchema } from "../../../shared/businesses";
import { requireAdmin } from "../auth/session";
import { activeBusinesses, allBusinesses, createBusiness, updateBusiness } from "./service";

const businessParams = z.object({ id: z.coerce.number().int().positive() });

export async function businessRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get("/api/businesses", async () => activeBusinesses(db));

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    // Visitors and members hear 401/403 before any word about their input.
    admin.addHook("onRequest", async (request) => {
      await requireAdmin(request);
    });

    admin.get("/api/admin/businesses", async () => allBusinesses(db));

    admin.post("/api/admin/businesses", { schema: { body: businessInputSchema } }, async (request, reply) => {
      const user = await requireAdmin(request);
      return reply.code(201).send(await createBusiness(db, request.body, user.id));
    });

    admin.put(
      "/api/admin/businesses/:id",
      { schema: { params: businessParams, body: businessInputSchema } },
      async (request) => {
        const user = await requireAdmin(request);
        return updateBusiness(db, request.params.id, request.body, user.id);
      },
    );
  });
}
