import type { FastifyInstance } from "fastify";

/** 'METHOD /path' of a route as Fastify registered it, e.g. 'PUT /api/help-entries/:id'. */
export type RouteKey = `${string} /${string}`;

const tables = new WeakMap<FastifyInstance, Set<RouteKey>>();

/**
 * Records every route any area registers, so that the security suite (src/server/security) can walk all of
 * them and fail on one that its access table does not classify. Call on the root instance before any
 * route is registered. HEAD routes are left out: Fastify derives them from GET.
 */
export function trackRoutes(app: FastifyInstance): void {
  const table = new Set<RouteKey>();
  tables.set(app, table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") table.add(`${method} ${route.url}` as RouteKey);
    }
  });
}

export const registeredRoutes = (app: FastifyInstance): RouteKey[] => [...(tables.get(app) ?? [])].sort();
