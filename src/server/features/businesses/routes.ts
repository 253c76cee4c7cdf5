import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { businessInputSchema } from "../../../shared/businesses/businesses";
import { admitted, route } from "../../http/access";
import { activeBusinesses, allBusinesses, createBusiness, updateBusiness } from "./service";

const businessParams = z.object({ id: z.coerce.number().int().positive() });

export async function businessRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get("/api/businesses", route.public, async () => activeBusinesses(db));

  api.get("/api/admin/businesses", route.admin, async () => allBusinesses(db));

  api.post(
    "/api/admin/businesses",
    { ...route.admin, schema: { body: businessInputSchema } },
    async (request, reply) => {
      const user = admitted(request);
      return reply.code(201).send(await createBusiness(db, request.body, user.id));
    },
  );

  api.put(
    "/api/admin/businesses/:id",
    { ...route.admin, schema: { params: businessParams, body: businessInputSchema } },
    async (request) => {
      const user = admitted(request);
      return updateBusiness(db, request.params.id, request.body, user.id);
    },
  );
}
