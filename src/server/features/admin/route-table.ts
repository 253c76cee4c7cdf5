import type { FastifyInstance } from "fastify";

/** 'METHOD /path' of a route under /api/admin, as Fastify registered it. */
export type AdminRouteKey = `${string} /api/admin${string}`;

const tables = new WeakMap<FastifyInstance, Set<AdminRouteKey>>();

/**
 * Records every /api/admin route any area registers, so that the authorization test can walk all
 * of them (and fail on one nobody covered). Call on the root instance before routes are registered.
 */
export function trackAdminRoutes(app: FastifyInstance): void {
  const table = new Set<AdminRouteKey>();
  tables.set(app, table);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/admin")) return;
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") table.add(`${method} ${route.url}` as AdminRouteKey);
    }
  });
}

export const adminRouteTable = (app: FastifyInstance): AdminRouteKey[] => [...(tables.get(app) ?? [])];
