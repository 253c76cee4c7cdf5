import { declaredAccess, declaredCrossSite, type RouteKey, registeredRoutes } from "../../lib/route-table";
import { createTestApp } from "../../test/app";
import { NEWSROOM_SAMPLES } from "./newsroom-samples";
import { PR_ORDER_SAMPLES } from "./pr-order-samples";
import { ROUTE_SAMPLES as AREA_SAMPLES, type RouteRule, type RouteSample } from "./route-samples";

const ROUTE_SAMPLES: Partial<Record<RouteKey, RouteSample>> = {
  ...AREA_SAMPLES,
  ...PR_ORDER_SAMPLES,
  ...NEWSROOM_SAMPLES,
};

/**
 * Every route the portal registers (built-in accounts), with who may call it as its own definition
 * declares and this suite's sample request: the walk's list, read once per test file from a portal built
 * for it, so that no second table of access exists. A route without a declaration never gets here: the
 * portal refuses to start (http/access.ts).
 */
async function readDeclaredRoutes(): Promise<{ routes: [RouteKey, RouteRule][]; unknownSamples: string[] }> {
  const t = await createTestApp();
  try {
    const registered = registeredRoutes(t.app);
    const routes = registered.map((route): [RouteKey, RouteRule] => {
      const access = declaredAccess(t.app, route);
      if (!access) throw new Error(`${route} declares no access`);
      const { owner, ...sampled } = ROUTE_SAMPLES[route] ?? {};
      const expectations = declaredCrossSite(t.app, route)
        ? { ...sampled, crossSiteAllowed: true as const }
        : sampled;
      if (owner) {
        return [
          route,
          {
            ...expectations,
            access: "owner",
            visitorsHear: access === "public" ? expectations.visitorsHear : 401,
          },
        ];
      }
      if (access === "verified" || access === "confirmed")
        return [route, { ...expectations, access: "member", verified: true }];
      return [route, { ...expectations, access }];
    });
    const unknownSamples = Object.keys(ROUTE_SAMPLES).filter(
      (route) => !registered.includes(route as RouteKey),
    );
    return { routes, unknownSamples };
  } finally {
    await t.close();
  }
}

export const DECLARED = await readDeclaredRoutes();

/** Every route, for a walk. */
export const declaredRoutes = () => DECLARED.routes;
