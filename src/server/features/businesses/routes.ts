import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { businessInputSchema } from "../../../shared/businesses/businesses";
import { route } from "../../http/access";
import { collectionRoutes } from "../../http/collection-routes";
import { activeBusinesses, businessCollection } from "./service";

export async function businessRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get("/api/businesses", route.public, async () => activeBusinesses(db));

  collectionRoutes(app, {
    path: "/api/admin/businesses",
    access: "admin",
    schemas: { create: businessInputSchema, change: businessInputSchema },
    ...businessCollection(db),
  });
}
