import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SEARCH_PAGE_SIZE, searchQuerySchema, suggestQuerySchema } from "../../../shared/search/search";
import { route } from "../../http/access";
import { linkNextPage } from "../../lib/paging";
import { searchSite, suggestTitles } from "./service";

export async function searchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    "/api/search",
    { ...route.public, schema: { querystring: searchQuerySchema } },
    async (request, reply) => {
      const { q, limit, cursor } = request.query;
      const page = await searchSite(db, { q, limit: limit ?? SEARCH_PAGE_SIZE, cursor });
      linkNextPage(request, reply, page.nextCursor);
      return page.items;
    },
  );

  api.get(
    "/api/search/suggest",
    { ...route.public, schema: { querystring: suggestQuerySchema } },
    async (request) => suggestTitles(db, request.query.q),
  );
}
