import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { businessInputSchema } from "../../../shared/businesses/businesses";
import { route } from "../../http/access";
import { collectionRoutes } from "../../http/collection-routes";
import { activeBusinesses, allBusinesses, createBusiness, updateBusiness } from "./service";

const businessParams = z.object({ id: z.coerce.number().int().positive() });

export async function businessRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get("/api/businesses", route.public, async () => activeBusinesses(db));

  collectionRoutes(app, {
    path: "/api/admin/businesses",
    access: "admin",
    params: businessParams,
    schemas: { create: businessInputSchema, change: businessInputSchema },
    changeMethod: "put",
    list: () => allBusinesses(db),
    create: (input, actor) => createBusiness(db, input, actor.id),
    change: (id, input, actor) => updateBusiness(db, id, input, actor.id),
  });
}
