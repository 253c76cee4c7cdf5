import type { FastifyInstance, RouteOptions } from "fastify";
import type { Access } from "../http/access";

/** 'METHOD /path' of a route as Fastify registered it, e.g. 'PUT /api/help-entries/:id'. */
export type RouteKey = `${string} /${string}`;

const tables = new WeakMap<FastifyInstance, Map<RouteKey, RouteOptions>>();

/**
 * Records every route any area registers with its options, so that the security suite
 * (src/server/security) can walk all of them as their declarations say. Call on the root instance before
 * any route is registered. HEAD routes are left out: Fastify derives them from GET.
 */
export function trackRoutes(app: FastifyInstance): void {
  const table = new Map<RouteKey, RouteOptions>();
  tables.set(app, table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") table.set(`${method} ${route.url}` as RouteKey, route);
    }
  });
}

export const registeredRoutes = (app: FastifyInstance): RouteKey[] =>
  [...(tables.get(app)?.keys() ?? [])].sort();

/** Who may call the route, as its definition declares (read after the app is ready). */
export const declaredAccess = (app: FastifyInstance, route: RouteKey): Access | undefined =>
  tables.get(app)?.get(route)?.config?.access;

/** Whether a route declares itself open to other sites' servers (config.crossSite, http/guards.ts). */
export const declaredCrossSite = (app: FastifyInstance, route: RouteKey): boolean =>
  tables.get(app)?.get(route)?.config?.crossSite === "allowed";
